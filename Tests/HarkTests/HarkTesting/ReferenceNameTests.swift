import Foundation
import Hark
import Testing
@testable import HarkTesting

/// Reference files are unique per suite type, test and argument, and two
/// checks never share one.
@Suite("Reference names")
struct ReferenceNameTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-names-\(UUID().uuidString)")
    var testFile: String { folder.appendingPathComponent("MyTests.swift").path }

    @Test("One reference per argument", arguments: ["On Time", "Delayed", "a/b: c"])
    func perArgument(status: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = try #require(ReferenceName.current(function: #function, testFile: #filePath, line: #line))
        let expected =
            "ReferenceNameTests/perArgument(status:)-"
            + status.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: ":", with: "_") + ".txt"
        #expect(reference.path(name: nil, extension: "txt") == expected)
        // assertTranscript's check names that file (recorded, or missing under HARK_RECORD=never).
        let failure = transcriptFailure(
            of: HarkDocument(root: AccessibilityNode(label: status)), locale: nil, gestures: nil, name: nil,
            format: .text, appStrings: nil, testFile: testFile, function: #function, line: #line)
        #expect(failure?.contains("/__Snapshots__/MyTests/" + expected) == true)
    }

    @Test("Two arguments", arguments: [1, 2], ["x"])
    func twoArguments(number: Int, letter: String) throws {
        let reference = try #require(ReferenceName.current(function: #function, testFile: #filePath, line: #line))
        #expect(
            reference.path(name: "named", extension: "json")
                == "ReferenceNameTests/twoArguments(number:letter:)-\(number),x.named.json")
    }

    @Test func aSecondCheckOfTheSameReferenceIsReportedNotWritten() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = checkReference("first\n", named: "shared.txt", testFile: testFile, function: #function)
        #expect(first?.hasPrefix("Two checks") != true)
        let second = try #require(
            checkReference("second\n", named: "shared.txt", testFile: testFile, function: #function))
        #expect(second.hasPrefix("Two checks share the reference \(folder.path)/__Snapshots__/MyTests/shared.txt"))
        #expect(second.contains("give each its own named:"))
        let written = try? String(
            contentsOfFile: folder.appendingPathComponent("__Snapshots__/MyTests/shared.txt").path, encoding: .utf8)
        #expect(written != "second\n")
    }

    @Test func longArgumentsAreShortenedStably() {
        let long = String(repeating: "United 123 to San Francisco ", count: 4)
        let name = ReferenceName.fileSafe(long)
        #expect(name.count == ReferenceName.longestArgument)
        #expect(name == ReferenceName.fileSafe(long))
        #expect(name != ReferenceName.fileSafe(long + "!"))
        #expect(name == "United 123 to San Francisco United 123 to San F~9d99741701c8e165")
        #expect(ReferenceName.fileSafe("a/b:c\n") == "a_b_c_")
    }
}

/// Two suites in one file with a test of the same name.
@Suite struct FirstSuiteOfAFile {
    @Test func same() throws {
        #expect(
            try #require(ReferenceName.current(function: #function, testFile: #filePath, line: #line)).path(
                name: nil, extension: "txt") == "FirstSuiteOfAFile/same.txt")
    }
}

@Suite struct SecondSuiteOfAFile {
    @Test func same() throws {
        #expect(
            try #require(ReferenceName.current(function: #function, testFile: #filePath, line: #line)).path(
                name: nil, extension: "txt") == "SecondSuiteOfAFile/same.txt")
    }
}

@Suite("HARK_RECORD")
struct RecordModeTests {
    @Test(
        "Accepted values",
        arguments: [
            ("all", "all"), ("ALL", "all"), ("1", "all"), ("missing", "missing"), ("", "missing"), ("never", "never"),
        ])
    func accepted(value: String, mode: String) {
        #expect((try? SnapshotStore.RecordMode.parse(value).get())?.rawValue == mode)
    }

    @Test func unsetIsMissing() {
        #expect((try? SnapshotStore.RecordMode.parse(nil).get()) == .missing)
    }

    @Test func anUnknownValueFailsTheCheckListingTheAcceptedValues() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-mode-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SnapshotStore(mode: nil, artifacts: nil, environment: ["HARK_RECORD": "al"])
        let outcome = store.check("text\n", named: "a.txt", testFile: folder.appendingPathComponent("T.swift").path)
        #expect(outcome == .unknownRecordMode("al"))
        #expect(outcome.isFailure)
        #expect(
            outcome.message
                == "HARK_RECORD=al is not a record mode; use all, missing or never (or leave it unset for missing).")
        // Nothing was written.
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
