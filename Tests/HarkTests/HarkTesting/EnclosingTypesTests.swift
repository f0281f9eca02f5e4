import Foundation
import Hark
import Testing
import XCTest

@testable import HarkTesting

/// An XCTest case's references live in a folder named after its class,
/// which is read from the test file around the calling line.
@Suite("Enclosing types")
struct EnclosingTypesTests {
    static let source = #"""
        import XCTest

        /* a comment { with a brace */
        final class FlightTests: XCTestCase {
            class func helper() -> String { "}" }
            func testFlights() {
                let text = "{ \(["a": "}"]["a"] ?? "}") {"
                let raw = #"a "quoted" } brace"#
                let long = """
                    } { "
                    """
                // } a brace in a comment
                assertTranscript(of: screen)
            }
        }

        extension FlightTests {
            struct Inner {
                func check() {
                    assertTranscript(of: screen)
                }
            }
        }

        func helper() {
            assertTranscript(of: screen)
        }
        """#

    /// The line (from 1) of the `n`th call in ``source``.
    static func line(ofCall n: Int) throws -> Int {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let calls = lines.indices.filter { lines[$0].contains("assertTranscript") }
        return try #require(calls.count > n ? calls[n] : nil) + 1
    }

    @Test func aMethodIsInItsClass() throws {
        #expect(EnclosingTypes.names(in: Self.source, line: try Self.line(ofCall: 0)) == ["FlightTests"])
    }

    @Test func anExtensionAndANestedType() throws {
        #expect(EnclosingTypes.names(in: Self.source, line: try Self.line(ofCall: 1)) == ["FlightTests", "Inner"])
    }

    @Test func aFreeFunctionIsInNoType() throws {
        #expect(EnclosingTypes.names(in: Self.source, line: try Self.line(ofCall: 2)).isEmpty)
    }

    @Test func anUnreadableFileHasNoTypes() {
        #expect(EnclosingTypes.names(inFile: "/no/such/file.swift", line: 3).isEmpty)
    }

    /// A reference left where it was before classes had folders is a
    /// failure naming where to move it, not a second reference.
    @Test func anOldReferenceIsToldToMove() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-move-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let testFile = folder.appendingPathComponent("OldTests.swift").path
        let old = folder.appendingPathComponent("__Snapshots__/OldTests/testOld.txt")
        try FileManager.default.createDirectory(at: old.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("1 Old\n".utf8).write(to: old)
        let reference = ReferenceName(suites: ["OldTests"], function: "testOld", arguments: nil, isFromSource: true)
        let failure = try #require(
            checkReference("1 Old\n", named: reference, name: nil, extension: "txt", testFile: testFile))
        #expect(failure.contains("move \(old.path) to \(folder.path)/__Snapshots__/OldTests/OldTests/testOld.txt"))
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("__Snapshots__/OldTests/OldTests/testOld.txt").path))
    }
}

/// Two XCTest classes in one file with a test of the same name: each has
/// its own reference, `__Snapshots__/EnclosingTypesTests/<Class>/testSame.txt`.
final class FirstClassOfAFile: XCTestCase {
    func testSame() {
        assertTranscript(of: AX.screen(title: "First") { AX.button("First") })
        XCTAssertEqual(
            ReferenceRegistry.currentOwner(function: "testSame()", suites: ["FirstClassOfAFile"]),
            "FirstClassOfAFile.testSame()")
    }
}

final class SecondClassOfAFile: XCTestCase {
    func testSame() {
        assertTranscript(of: AX.screen(title: "Second") { AX.button("Second") })
        let reference = ReferenceName.current(function: #function, testFile: #filePath, line: #line)
        XCTAssertEqual(reference?.path(name: nil, extension: "txt"), "SecondClassOfAFile/testSame.txt")
    }
}
