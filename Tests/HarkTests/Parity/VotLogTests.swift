import Foundation
import Hark
import HarkTestSupport
import Testing

/// A saved `vot` log (VoiceOver in the iOS Simulator) read into a recording.
@Suite struct VotLogTests {
    static func sample(_ language: String) throws -> ParityRecording {
        try ParityRecording(
            votLog: Data(contentsOf: packageRoot.appendingPathComponent("Samples/Parity/Settings.\(language).vot.log")))
    }

    static func log(_ lines: [String]) throws(ParityRecording.LogError) -> ParityRecording {
        let prefix = "2026-09-12 10:15:10.000 Df vot[412:1f03] [com.apple.Accessibility:VOT] "
        return try ParityRecording(votLog: Data(lines.map { prefix + $0 }.joined(separator: "\n").utf8))
    }

    static func error(_ lines: [String]) -> String {
        do {
            let recording = try log(lines)
            return "read: \(recording.entries)"
        } catch {
            return error.description
        }
    }

    @Test func englishSampleJoinsPartsKeepsTheHintAndTheAnnouncement() throws {
        let recording = try Self.sample("en")
        #expect(recording.recordedWith == "simulator vot log")
        #expect(recording.locale == "en" && recording.voice == "com.apple.voice.compact.en-US.Samantha")
        #expect(
            recording.entries.map(\.speech) == [
                "Settings, heading", "Wi-Fi, button", "Airplane Mode, switch button, off", "Search, search field",
                "Sign Out, dimmed, button", "Signed in as Kim",
            ])
        #expect(recording.entries[2].hint == "double tap to toggle setting")
        #expect(recording.entries.map(\.kind) == [.focus, .focus, .focus, .focus, .focus, .announcement])
        #expect(recording.entries[0].element == "Settings")
        #expect(recording.entries.allSatisfy { $0.language == nil })
    }

    @Test func sampleRecordingsMatchHarksNarrationOfTheirScreen() throws {
        let document = try HarkDocument(
            jsonData: Data(contentsOf: packageRoot.appendingPathComponent("Samples/Parity/Settings.json")))
        for language in ["en", "de", "ru"] {
            let recording = try Self.sample(language)
            let transcript = try Narrator(document: document, options: NarrationOptions(locale: recording.locale))
                .transcript()
            let report = Parity.compare(recording: recording, transcript: transcript)
            #expect(report.matched == 5 && report.total == 5, "\(language): \(report.text)")
        }
    }

    @Test func germanSampleLandsAfterAScreenChange() throws {
        let recording = try Self.sample("de")
        #expect(recording.locale == "de" && recording.voice == "com.apple.voice.compact.de-DE.Anna")
        #expect(recording.entries.map(\.kind) == [.screenChange, .focus, .focus, .focus, .focus])
        #expect(
            recording.entries[0].speech == "Settings, Überschrift", "the focus line repeating the landing is one stop")
    }

    @Test func russianSampleKeysSpilledSpeechToTheFocusLineBeforeIt() throws {
        let recording = try Self.sample("ru")
        #expect(recording.locale == "ru")
        #expect(
            recording.entries.map(\.speech) == [
                "Settings, заголовок", "Wi-Fi, кнопка", "Airplane Mode, кнопка-переключатель, выкл.",
                "Search, поле поиска",
                "Sign Out, недоступно, кнопка",
            ])
    }

    @Test func aRepeatedFocusLineIsOneStopAndItsRepeatedSpeechIsDropped() throws {
        let recording = try Self.log([
            "Will set element: OK {{0, 0}, {10, 10}}", "Post-processed string: 'OK'", "Post-processed string: 'button'",
            "Spoke: [en:v]", "Will set element: OK {{0, 0}, {10, 10}}", "Post-processed string: 'OK'",
            "Post-processed string: 'button'", "Spoke: [en:v]",
        ])
        #expect(recording.entries == [ParityRecording.Entry(speech: "OK, button", element: "OK")])
    }

    @Test func identicalNeighboursInDifferentPlacesAreTwoStops() throws {
        let recording = try Self.log([
            "Will set element: Delete {{0, 0}, {10, 10}}", "Post-processed string: 'Delete'", "Spoke: [en:v]",
            "Will set element: Delete {{0, 20}, {10, 10}}", "Post-processed string: 'Delete'", "Spoke: [en:v]",
        ])
        #expect(recording.utterances == ["Delete", "Delete"])
    }

    @Test func anAnnouncementOnItsOwnLineAndALaterHintGoBackToTheElement() throws {
        let recording = try Self.log([
            "Will set element: Save {{0, 0}, {10, 10}}", "Post-processed string: 'Save'", "Spoke: [en:v]",
            "VoiceOver Received note: Announcement: 'Saved'", "Post-processed string: 'Double tap to save.'",
            "Completed utterance",
        ])
        #expect(
            recording.entries == [
                ParityRecording.Entry(speech: "Save", hint: "Double tap to save.", element: "Save"),
                ParityRecording.Entry(.announcement, speech: "Saved"),
            ])
        #expect(recording.utterances == ["Save, Double tap to save."], "announcements are not element stops")
    }

    @Test func anEntryInAnotherLanguageNamesIt() throws {
        let recording = try Self.log([
            "Will set element: Hallo {{0, 0}, {10, 10}}", "Post-processed string: 'Hallo'", "Spoke: [de:anna]",
            "Will set element: Hello {{0, 20}, {10, 10}}", "Post-processed string: 'Hello'", "Spoke: [en:samantha]",
        ])
        #expect(recording.locale == "de" && recording.voice == "anna")
        #expect(recording.entries.map(\.language) == [nil, "en"])
    }

    @Test func aQuotedTextRunsOverLines() throws {
        let recording = try Self.log(["Will set element: Note {{0, 0}, {10, 10}}", "Post-processed string: 'Line one"])
        #expect(recording.utterances == ["Line one"])
        let prefix = "2026-09-12 10:15:10.000 Df vot[412:1f03] [com.apple.Accessibility:VOT] "
        let text =
            prefix + "Will set element: Note {{0, 0}, {10, 10}}\n" + prefix
            + "Post-processed string: 'Line one\nline two'\n"
        #expect(try ParityRecording(votLog: Data(text.utf8)).utterances == ["Line one line two"])
    }

    @Test func writesVersionTwoAndReadsItBack() throws {
        let recording = try Self.sample("en")
        #expect(recording.json.hasPrefix("{\n  \"harkRecording\": 2,"))
        #expect(recording.json.contains(#"{"kind": "announcement", "speech": "Signed in as Kim"}"#))
        let reread = try ParityRecording(jsonData: Data(recording.json.utf8))
        #expect(reread.entries == recording.entries && reread.voice == recording.voice && reread.formatVersion == 2)
    }

    @Test(arguments: [
        (["Will set element: OK"], "line 1: \"Will set element\" without a frame {{x, y}, {w, h}} at its end"),
        (
            ["Will set element: OK {{0, 0}, {1}}"],
            "line 1: \"Will set element\" ends in a frame that is not {{x, y}, {w, h}}"
        ),
        (["First element in app focus: OK {{a, 0}, {1, 1}}"], "line 1: \"First element in app focus\" ends in a frame"),
        (
            ["Will set element: OK {{0, 0}, {1, 1}}", "Post-processed string: OK"],
            "line 2: \"Post-processed string\" without"
        ),
        (["Will set element: OK {{0, 0}, {1, 1}}", "Spoke: en"], "line 2: \"Spoke:\" without [<language>:<voice>]"),
        (["Spoke: [1\u{7}x:v]"], "line 1: \"Spoke:\" names \"1\\u{7}x\", not a language"),
        (["Will set element: OK {{0, 0}, {1, 1}}"], "no spoken focus move"),
        (["Post-processed string: 'Hello'", "Spoke: [en:v]"], "no spoken focus move"),
        (["VoiceOver Received note: Announcement 'Saved'"], "no spoken focus move"),
    ])
    func rejectsBadLogs(lines: [String], expected: String) {
        let message = Self.error(lines)
        #expect(message.hasPrefix(expected), "\(message)")
    }

    @Test func rejectsBytesThatAreNotUTF8OrTooLong() {
        var bytes = Data("Will set element: OK {{0, 0}, {1, 1}}\nPost-processed string: '".utf8)
        bytes.append(contentsOf: [0xFF, 0x27, 0x0A])
        #expect(throws: ParityRecording.LogError(line: 2, message: "the line is not UTF-8")) {
            try ParityRecording(votLog: bytes)
        }
        let long = Data(repeating: 0x61, count: 1_048_577)
        #expect(throws: ParityRecording.LogError(line: 1, message: "the line is over 1048576 bytes")) {
            try ParityRecording(votLog: long)
        }
        let open = Data(
            ("Will set element: OK {{0, 0}, {1, 1}}\nPost-processed string: 'a" + String(repeating: "\nb", count: 300))
                .utf8)
        #expect(
            throws: ParityRecording.LogError(
                line: 202, message: "a quoted text runs over 200 lines without its closing quote")
        ) {
            try ParityRecording(votLog: open)
        }
    }

    @Test func skipsLinesItCannotReadAndSaysWhich() throws {
        let prefix = "2026-09-12 10:15:10.000 Df vot[412:1f03] [com.apple.Accessibility:VOT] "
        var bytes = Data(
            [
                "Will set element: OK {{0, 0}, {1, 1}}", "Post-processed string: 'OK'", "Will set element: (null)",
                "Spoke: en", "Will set element: Next {{0, 2}, {1, 1}}", "Post-processed string: 'Next'",
            ].map { prefix + $0 + "\n" }.joined().utf8)
        bytes.append(contentsOf: [0xFF, 0x0A])
        bytes.append(contentsOf: Data(("Post-processed string: 'a" + String(repeating: "\nb", count: 300)).utf8))
        var skipped: [ParityRecording.LogError] = []
        let recording = try ParityRecording(votLog: bytes, skipped: &skipped)
        #expect(recording.utterances == ["OK", "Next"])
        #expect(skipped.map(\.line) == [3, 4, 7, 208])
        #expect(skipped.first?.message == "\"Will set element\" without a frame {{x, y}, {w, h}} at its end")
        // Reading strictly, the first of them is the error.
        #expect(throws: ParityRecording.LogError(line: 3, message: skipped[0].message)) {
            try ParityRecording(votLog: bytes)
        }
    }
}
