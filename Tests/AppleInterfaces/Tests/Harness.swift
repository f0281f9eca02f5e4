// A small test runner: the capture tests run as one executable built by
// .ci/apple-interfaces with swiftc, without SwiftPM or Swift Testing.
import Foundation

@MainActor
enum Harness {
    static var passed = 0
    static var failed = 0
    private static var failures: [String] = []

    /// Runs one test: it passes when no `expect` in `body` failed and it
    /// threw nothing.
    static func test(_ name: String, _ body: () throws -> Void) {
        failures = []
        do { try body() } catch { failures.append("threw \(error)") }
        if failures.isEmpty {
            passed += 1
            print("pass  \(name)")
        } else {
            failed += 1
            print("FAIL  \(name)")
            for failure in failures { print("      \(failure)") }
        }
    }

    static func expect(_ condition: Bool, _ message: @autoclosure () -> String, line: Int = #line) {
        if !condition { failures.append("line \(line): \(message())") }
    }

    static func expectEqual<T: Equatable>(_ actual: T, _ expected: T, line: Int = #line) {
        if actual != expected { failures.append("line \(line): got \(actual), expected \(expected)") }
    }
}
