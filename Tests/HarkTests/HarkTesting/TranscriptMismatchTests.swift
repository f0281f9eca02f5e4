import Foundation
import Hark
import Testing
@testable import HarkTesting

/// A transcript that differs from its reference shows its stops aligned as
/// `hark diff` aligns them (changed, added, removed, moved), then its lines.
@Suite("Transcript mismatch messages")
struct TranscriptMismatchTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-mismatch-\(UUID().uuidString)")
    var testFile: String { folder.appendingPathComponent("MyTests.swift").path }

    static let reference = HarkDocument(
        title: "Flights",
        root: AccessibilityNode(children: [
            AccessibilityNode(id: "title", label: "Flights", traits: .header),
            AccessibilityNode(id: "add", label: "Add new flight", traits: .button),
            AccessibilityNode(id: "edit", label: "Edit", traits: .button),
            AccessibilityNode(id: "help", label: "Help", hint: "Opens help.", traits: .button),
        ]))
    /// The help button moved to the top, "Add new flight" became "Add
    /// flight", Edit is gone, and the help hint changed.
    static let changed = HarkDocument(
        title: "Flights",
        root: AccessibilityNode(children: [
            AccessibilityNode(id: "help", label: "Help", hint: "Opens the help.", traits: .button),
            AccessibilityNode(id: "title", label: "Flights", traits: .header),
            AccessibilityNode(id: "add", label: "Add flight", traits: .button),
        ]))

    /// The failure `assertTranscript` reports for `document` against a
    /// reference holding `reference`'s transcript in `format`.
    func failure(
        _ document: HarkDocument, against reference: HarkDocument, format: TranscriptFormat,
        function: String = #function
    ) throws -> String {
        let name = try #require(ReferenceName.current(function: function, testFile: #filePath, line: #line)).path(
            name: nil, extension: format == .json ? "json" : "txt")
        let url = SnapshotStore.referenceURL(named: name, testFile: testFile)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let transcript = try Narrator(document: reference).transcript()
        try Data((format == .json ? transcript.json : transcript.text).utf8).write(to: url)
        return try #require(
            transcriptFailure(
                of: document, locale: nil, gestures: nil, name: nil, format: format, appStrings: nil,
                testFile: testFile, function: function,
                line: #line))
    }

    @Test func theTextMessageListsChangedRemovedAndMovedStops() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = try failure(Self.changed, against: Self.reference, format: .text)
        #expect(message.hasPrefix("The transcript differs from "))
        #expect(
            message.contains(
                """
                Stops (the focus order aligned by id, then speech, then position):
                speech changed: 1
                  2 → 3 [add]
                    - Add [new] flight. Button.
                    + Add flight. Button.
                stops removed: 1
                  - 3 [edit] Edit. Button.
                stops moved: 1
                  4 → 1 [help] Help. Button.
                hints changed: 1
                  4 → 1 [help]
                    - Opens help.
                    + Opens [the] help.
                diff: 1 speech changed, 1 stop removed, 1 stop moved, 1 hint changed
                Lines:
                @@ expected line 1
                """), "\(message)")
        #expect(message.contains("\n- 2 [add] Add new flight. Button.\n"))
    }

    @Test func theJSONMessageAlignsTheSameWay() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = try failure(Self.changed, against: Self.reference, format: .json)
        #expect(
            message.contains(
                "stops removed: 1\n  - 3 [edit] Edit. Button.\nstops moved: 1\n  4 → 1 [help] Help. Button.\n"),
            "\(message)")
        #expect(message.contains("Lines:\n@@ expected line"))
    }

    @Test func anAddedStopWithoutAnIdIsPairedBySpeech() throws {
        let old = "# Flights (en)\n1 Flights. Heading.\n2 Edit. Button.\n    actions: Delete; Share\n"
        let new = "# Flights (en)\n1 Flights. Heading.\n2 Close. Button.\n3 Edit. Button.\n    actions: Delete\n"
        let diff = TranscriptStopDiff.diff(expected: old, actual: new)
        #expect(
            diff.hasPrefix(
                "Stops (the focus order aligned by id, then speech, then position):\nstops added: 1\n  + 2 Close. "
                    + "Button.\n"
            ), "\(diff)")
        #expect(diff.contains("actions changed: 1\n  2 → 3\n    - Delete; Share\n    + Delete\n"))
    }

    /// A session whose stops are the same but whose other lines differ
    /// shows the line diff alone.
    @Test func onlyTheLinesWhenNoStopDiffers() {
        let old = "# Flights (en)\n1 Flights. Heading.\n> next\n  sound: boundary\n"
        let new = "# Flights (en)\n1 Flights. Heading.\n> next\n"
        #expect(TranscriptStopDiff.diff(expected: old, actual: new) == LineDiff.diff(expected: old, actual: new))
        #expect(
            TranscriptStopDiff.diff(expected: "not a transcript\n", actual: "nor this\n")
                == LineDiff.diff(expected: "not a transcript\n", actual: "nor this\n"))
    }

    @Test func textAndJSONReadTheSameStops() throws {
        let transcript = try Narrator(document: Self.reference).transcript()
        let fromText = try #require(TranscriptStopDiff.stops(in: transcript.text)),
            fromJSON = try #require(TranscriptStopDiff.stops(in: transcript.json))
        #expect(fromText == fromJSON)
        #expect(fromText.map(\.id) == ["title", "add", "edit", "help"])
        #expect(fromText.last?.utterance.hint == "Opens help.")
    }
}
