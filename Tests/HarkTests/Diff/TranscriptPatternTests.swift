import Foundation
import Hark
import Testing
@testable import HarkTesting

/// References that tolerate what changes between runs: `{{regex}}`
/// placeholders and `# partial` references, in `assertTranscript` (and
/// ``TranscriptPattern`` itself, which `hark diff` uses too).
@Suite("Transcript patterns")
struct TranscriptPatternTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-pattern-\(UUID().uuidString)")
    var testFile: String { folder.appendingPathComponent("MyTests.swift").path }

    /// The inbox at `time`, with `count` unread.
    static func inbox(time: String, count: Int = 3, archive: String = "Archive") -> HarkDocument {
        HarkDocument(
            title: "Inbox",
            root: AccessibilityNode(children: [
                AccessibilityNode(id: "title", label: "Inbox", traits: .header),
                AccessibilityNode(id: "updated", label: "Updated at \(time)", traits: .staticText),
                AccessibilityNode(id: "unread", label: "\(count) unread", traits: .staticText),
                AccessibilityNode(id: "archive", label: archive, hint: "Moves the message.", traits: .button),
            ]))
    }

    /// The failure `assertTranscript` reports for `document` against a
    /// reference holding `reference`, or `nil` when it passes.
    func failure(
        _ document: HarkDocument, against reference: String, named run: String, function: String = #function
    ) throws -> String? {
        let name = try #require(ReferenceName.current(function: function, testFile: #filePath, line: #line)).path(
            name: run, extension: "txt")
        let url = SnapshotStore.referenceURL(named: name, testFile: testFile)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(reference.utf8).write(to: url)
        return transcriptFailure(
            of: document, locale: nil, gestures: nil, name: run, format: .text, appStrings: nil, testFile: testFile,
            function: function, line: #line)
    }

    static func text(_ document: HarkDocument) throws -> String { try Narrator(document: document).transcript().text }

    @Test func aPlaceholderPassesAgainstTwoRunsWithDifferentTimes() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = try Self.text(Self.inbox(time: "10:42")).replacingOccurrences(
            of: "10:42", with: #"{{\d{1,2}:\d{2}}}"#
        ).replacingOccurrences(of: "3 unread", with: #"{{\d+}} unread"#)
        #expect(reference.contains(#"Updated at {{\d{1,2}:\d{2}}}"#))
        #expect(try failure(Self.inbox(time: "10:42"), against: reference, named: "run1") == nil)
        #expect(try failure(Self.inbox(time: "9:07", count: 12), against: reference, named: "run2") == nil)
        // The placeholder matches the whole of its part of the line, nothing more.
        let message = try #require(try failure(Self.inbox(time: "10:42 PM"), against: reference, named: "run3"))
        #expect(message.contains("- 2 [updated] Updated at {{\\d{1,2}:\\d{2}}}\n"))
        #expect(message.contains("+ 2 [updated] Updated at 10:42 PM\n"))
    }

    @Test func aPartialReferencePassesWithOnlyTheStopsItLists() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let full = try Self.text(Self.inbox(time: "10:42")).split(separator: "\n", omittingEmptySubsequences: false)
        // The header, then only the title and the archive button (with its hint), in order.
        let kept = full.filter { !$0.contains("[updated]") && !$0.contains("[unread]") }
        let reference = ([Substring(TranscriptPattern.partialMarker)] + kept).joined(separator: "\n")
        #expect(try failure(Self.inbox(time: "11:07", count: 5), against: reference, named: "run4") == nil)
        // In order: the same stops the other way round do not match.
        let swapped = [TranscriptPattern.partialMarker, String(full[0])] + kept.dropFirst().reversed().map(String.init)
        #expect(try failure(Self.inbox(time: "11:07"), against: swapped.joined(separator: "\n"), named: "run5") != nil)
    }

    @Test func aWrongStopStillFailsWithItsDifference() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let full = try Self.text(Self.inbox(time: "10:42")).split(separator: "\n", omittingEmptySubsequences: false)
        let kept = full.filter { !$0.contains("[updated]") && !$0.contains("[unread]") }
        let reference = ([Substring(TranscriptPattern.partialMarker)] + kept).joined(separator: "\n")
        let message = try #require(
            try failure(Self.inbox(time: "11:07", archive: "Delete"), against: reference, named: "run6"))
        #expect(message.hasPrefix("The transcript differs from "))
        #expect(message.contains("speech changed: 1"))
        #expect(message.contains("- 4 [archive] Archive. Button."))
        #expect(message.contains("+ 4 [archive] Delete. Button."))
        // Only the listed stops are compared: the time and the count are in neither side of the diff.
        #expect(!message.contains("Updated at"))
    }

    @Test func aPlaceholderThatIsNoRegularExpressionIsAFailureNamingItsLine() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = "# Inbox (en)\n1 [title] {{(}}. Heading.\n"
        let message = try #require(try failure(Self.inbox(time: "10:42"), against: reference, named: "run7"))
        #expect(message.contains("line 2 of the reference: the placeholder {{(}} is not a regular expression"))
        #expect(throws: TranscriptPattern.Failure.self) { try TranscriptPattern(reference: "# a\n1 {{x\n") }
    }

    @Test func literalTextAroundAPlaceholderIsMatchedAsItIs() throws {
        let pattern = try TranscriptPattern(reference: "# t\n1 Total: $3.50 (tax {{\\d+}}%)")
        #expect(pattern.resolve(against: "# t\n1 Total: $3.50 (tax 20%)").expected == "# t\n1 Total: $3.50 (tax 20%)")
        #expect(pattern.resolve(against: "# t\n1 Total: $3x50 (tax 20%)").expected != "# t\n1 Total: $3x50 (tax 20%)")
        #expect(!TranscriptPattern.isPattern("# t\n1 Total\n"))
    }

    @Test func aPartialStopIsFoundPastAnEarlierBlockWithTheSameFirstLine() throws {
        // Two "Delete" blocks told apart by their hints: the listed one is
        // the second, found after the first whose hint differs; a stop whose
        // first line has a placeholder is matched from the last one found.
        let actual = [
            "# t", "Delete. Button.", "   Deletes the draft.", "2 Sent", "Delete. Button.", "   Deletes the message.",
            "4 End",
        ].joined(separator: "\n")
        let pattern = try TranscriptPattern(
            reference: "# partial\n# t\nDelete. Button.\n   Deletes the message.\n{{\\d}} End")
        let resolved = pattern.resolve(against: actual)
        #expect(resolved.expected == "# t\nDelete. Button.\n   Deletes the message.\n4 End")
        #expect(resolved.actual == resolved.expected)
        // Not found, a stop is compared with the transcript's stop of its number.
        let missing = try TranscriptPattern(reference: "# partial\n# t\n4 The end")
        #expect(missing.resolve(against: actual).actual == "# t\n4 End")
    }
}
