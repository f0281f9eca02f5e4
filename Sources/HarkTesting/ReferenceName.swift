import Foundation
import Testing

/// The name of a test's reference file, unique per suite type, test and
/// argument: `<Suite>/<test>[-<arguments>][.<name>].txt`, such as
/// `FlightTests/flights.txt` or `FlightTests/row(named:)-Delayed.txt`. An
/// XCTest case's class is its suite, read from the test file around the
/// calling line (``EnclosingTypes``): `FlightTests/testFlights.txt`.
///
/// A test function without parameters is written without `()`; one with
/// parameters keeps its labels (`row(named:)`) and adds its arguments, as
/// `String(describing:)` writes them, joined by `,`. Characters a file name
/// should not hold become `_`; a long argument is shortened to its start
/// and a stable hash of the whole.
struct ReferenceName {
    /// The folders of the suite types the test is in (none for a free function).
    var suites: [String]
    var function: String
    /// The test case's arguments, already written for a file name.
    var arguments: String?

    /// The longest argument text kept whole in a file name.
    static let longestArgument = 64

    /// Whether the name comes from the source, not Swift Testing (XCTest).
    var isFromSource = false

    /// The name for the running Swift Testing test; without one (XCTest),
    /// `function` from `#function` in the types around `line` of
    /// `testFile`. `nil` when the test is parameterized but its arguments
    /// cannot be read.
    static func current(function: String, testFile: String, line: Int) -> ReferenceName? {
        guard let test = Test.current else {
            let suites = EnclosingTypes.names(inFile: testFile, line: line)
            return ReferenceName(suites: suites, function: plain(function), arguments: nil, isFromSource: true)
        }
        let components = test.id.nameComponents
        let suites = Array(components.dropLast())
        let name = components.last ?? function
        guard let testCase = Test.Case.current, testCase.isParameterized else {
            return ReferenceName(suites: suites, function: plain(name), arguments: nil)
        }
        guard let values = argumentValues(of: testCase) else { return nil }
        return ReferenceName(
            suites: suites, function: name,
            arguments: fileSafe(values.map { String(describing: $0) }.joined(separator: ",")))
    }

    /// `flights()` is written `flights`.
    static func plain(_ function: String) -> String {
        function.hasSuffix("()") ? String(function.dropLast(2)) : function
    }

    /// The file's path under the test file's `__Snapshots__` folder.
    func path(name: String?, extension pathExtension: String) -> String {
        (suites + [function + (arguments.map { "-" + $0 } ?? "") + (name.map { "." + $0 } ?? "") + "." + pathExtension])
            .joined(separator: "/")
    }

    /// The arguments of a parameterized test case. Swift Testing has no
    /// public API for them, so they are read by reflection; `nil` when its
    /// layout is not the one expected.
    static func argumentValues(of testCase: Test.Case) -> [Any]? {
        func child(_ value: Any, _ label: String) -> Any? {
            Mirror(reflecting: value).children.first { $0.label == label }?.value
        }
        guard let kind = child(testCase, "_kind"),
            let payload = Mirror(reflecting: kind).children.first(where: { $0.label == "parameterized" })?.value,
            let arguments = child(payload, "arguments")
        else { return nil }
        let values = Mirror(reflecting: arguments).children.compactMap { child($0.value, "value") }
        return values.isEmpty ? nil : values
    }

    /// `text` as part of a file name: letters, digits and ` -_.,()+=@'` kept,
    /// anything else `_`; past ``longestArgument`` characters, the start and
    /// a hash of the whole.
    static func fileSafe(_ text: String) -> String {
        let allowed = Set(" -_.,()+=@'")
        let safe = String(text.map { $0.isLetter || $0.isNumber || allowed.contains($0) ? $0 : "_" })
        guard safe.count > longestArgument else { return safe }
        // FNV-1a over the UTF-8 bytes: the same on every run and machine.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return safe.prefix(longestArgument - 17) + "~" + String(hash, radix: 16)
    }
}

/// The references checked so far in this process, so that two checks never
/// share one file: the second is reported, and nothing is written for it.
final class ReferenceRegistry: @unchecked Sendable {
    static let shared = ReferenceRegistry()
    private let lock = NSLock()
    private var owners: [String: String] = [:]

    /// Claims `path` for `owner`; the message when it is already taken.
    func claim(_ path: String, by owner: String) -> String? {
        lock.withLock {
            if let first = owners[path] {
                return
                    "Two checks share the reference \(path) (first \(first), now \(owner)); give each its own named: "
                    + "so that neither overwrites the other."
            }
            owners[path] = owner
            return nil
        }
    }

    /// Who the running test is, for a collision message: in XCTest, its
    /// class (`suites`) and method.
    static func currentOwner(function: String, suites: [String]) -> String {
        guard let test = Test.current else { return (suites + [function]).joined(separator: ".") }
        let arguments = Test.Case.current.flatMap { $0.isParameterized ? ReferenceName.argumentValues(of: $0) : nil }
        return test.id.nameComponents.joined(separator: ".")
            + (arguments.map { "(" + $0.map { String(describing: $0) }.joined(separator: ", ") + ")" } ?? "")
    }
}
