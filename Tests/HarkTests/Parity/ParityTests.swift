import Foundation
@testable import Hark
import HarkTesting
import Testing

/// Parity: reading a recording of VoiceOver, matching its words, aligning it.
@Suite struct ParityTests {
    static let flights = AX.screen(title: "Flights") {
        AX.heading("Flights")
        AX.button("Add new flight")
        AX.button("Edit")
        AX.button("Close")
    }

    static func transcript(_ document: HarkDocument = flights, locale: String? = nil) throws -> Transcript {
        try Narrator(document: document, options: NarrationOptions(locale: locale)).transcript()
    }

    static func report(_ utterances: [String], _ document: HarkDocument = flights, locale: String? = nil) throws
        -> ParityReport
    {
        Parity.compare(
            recording: ParityRecording(utterances: utterances, locale: locale),
            transcript: try transcript(document, locale: locale))
    }

    static func kinds(_ report: ParityReport) -> [String] {
        report.steps.map { step in
            switch step {
            case .match: "match"
            case .mismatch: "mismatch"
            case .missingInHark: "missing"
            case .extraInHark: "extra"
            case .announcement: "announcement"
            case .screenChange: "screen change"
            }
        }
    }

    // MARK: Reading

    @Test func readsTheContractsExample() throws {
        let json = """
            {"harkRecording": 1,
             "recordedWith": "XCUIVoiceOverService",
             "device": "iPhone 16 Pro", "system": "iOS 27.1", "locale": "en-US",
             "utterances": ["Flights, heading", "Add new flight, button"]}
            """
        let recording = try ParityRecording(jsonData: Data(json.utf8))
        #expect(recording.utterances == ["Flights, heading", "Add new flight, button"])
        #expect(recording.locale == "en-US" && recording.device == "iPhone 16 Pro" && recording.system == "iOS 27.1")
        #expect(recording.recordedWith == "XCUIVoiceOverService")
        #expect(try ParityRecording(jsonData: Data(recording.json.utf8)) == recording, "what it writes, it reads")
    }

    @Test(arguments: [
        (#"{"harkRecording": 1}"#, "document: missing required field \"utterances\""),
        (#"{"harkRecording": 1, "utterances": "Flights"}"#, "utterances: expected an array, found a string"),
        (
            #"{"harkRecording": 1, "utterances": ["Flights", 2]}"#,
            "utterances[1]: expected a string or an utterance object, found a number"
        ),
        (
            #"{"harkRecording": 1, "utterances": [], "device": "x"}"#,
            "utterances: a recording needs at least one utterance"
        ),
        (#"{"harkRecording": 1, "utterances": ["a"], "speed": 2}"#, "document: unknown field \"speed\""),
        (
            #"{"harkRecording": 3, "utterances": ["a"]}"#,
            "harkRecording: this Hark reads recordings of version 1 and 2, not 3"
        ),
        (#"{"utterances": ["a"]}"#, "document: missing required field \"harkRecording\""),
        (
            #"{"harkRecording": 1, "utterances": [{"speech": "a"}]}"#,
            "utterances[0]: an utterance object needs \"harkRecording\": 2"
        ),
        (#"{"harkRecording": 1, "voice": "v", "utterances": ["a"]}"#, "voice: \"voice\" needs \"harkRecording\": 2"),
        (
            #"{"harkRecording": 2, "utterances": [{"kind": "tap", "speech": "a"}]}"#,
            "utterances[0].kind: unknown kind \"tap\""
        ),
        (#"{"harkRecording": 2, "utterances": [{"hint": "a"}]}"#, "utterances[0]: missing required field \"speech\""),
        (
            #"{"harkRecording": 2, "utterances": [{"kind": "announcement", "speech": "a"}]}"#,
            "utterances: a recording needs at least one utterance where"
        ),
        (
            #"{"harkRecording": 2, "utterances": [{"speech": "a", "language": "e n"}]}"#,
            "utterances[0].language: \"e n\" is not a language"
        ),
        (
            #"{"harkRecording": 1, "utterances": null}"#,
            "utterances: the required field \"utterances\" must not be null"
        ),
        (#"{"harkRecording": 1, "device": 3, "utterances": ["a"]}"#, "device: expected a string, found a number"),
        (#"["a"]"#, "document: expected a recording object, found an array"),
        (#"{"harkRecording": 1, "utterances": ["a"]} x"#, "document: "),
    ])
    func rejectsBadRecordings(json: String, expected: String) {
        do {
            _ = try ParityRecording(jsonData: Data(json.utf8))
            Issue.record("read \(json)")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error.description)")
        }
    }

    // MARK: Words

    @Test func ignoresCasePunctuationAndSeparators() throws {
        let report = try Self.report(["Flights, heading", "add NEW flight; button", "Edit — Button!", "Close button."])
        #expect(report.matched == 4 && report.total == 4 && report.isComplete)
        #expect(report.text.hasSuffix("parity: 4/4 utterances match (100%)\n"))
    }

    @Test func anUtteranceWithTheHintMatches() throws {
        let document = AX.screen { AX.button("Book").hint("Books the flight.") }
        #expect(try Self.report(["Book, button, Books the flight."], document).isComplete)
        #expect(try Self.report(["Book, button"], document).isComplete)
        #expect(try !Self.report(["Book, button, Books"], document).isComplete)
    }

    @Test func chineseAndJapaneseCompareCharacters() throws {
        // Hark says 「航班。标题。」; VoiceOver's separators differ, the characters do not.
        let document = AX.screen { AX.heading("航班") }
        let transcript = try Self.transcript(document, locale: "zh-Hans")
        let speech = try #require(
            transcript.events.first.flatMap { if case .focus(let focus) = $0 { focus.utterance.speech } else { nil } })
        let characters = speech.filter { !$0.isPunctuation && !$0.isWhitespace }
        let heard = String(characters.prefix(2)) + "，" + String(characters.dropFirst(2))
        #expect(Parity.compare(recording: ParityRecording(utterances: [heard]), transcript: transcript).isComplete)
        let wrong = "航" + "，" + String(characters.dropFirst(2))
        let report = Parity.compare(recording: ParityRecording(utterances: [wrong]), transcript: transcript)
        #expect(Self.kinds(report) == ["mismatch"])
        #expect(report.text.contains("[班]"), "\(report.text)")
    }

    @Test func arabicComparesRightToLeftWords() throws {
        let document = AX.screen { AX.button("إضافة رحلة") }
        let transcript = try Self.transcript(document, locale: "ar")
        let speech = try #require(
            transcript.events.first.flatMap { if case .focus(let focus) = $0 { focus.utterance.speech } else { nil } })
        let heard = speech.replacingOccurrences(of: ".", with: "،")
        #expect(
            Parity.compare(recording: ParityRecording(utterances: [heard]), transcript: transcript).isComplete,
            "\(speech)")
        let wrong = heard.replacingOccurrences(of: "رحلة", with: "رحلات")
        let report = Parity.compare(recording: ParityRecording(utterances: [wrong]), transcript: transcript)
        #expect(report.text.contains("[رحلات]") && report.text.contains("[رحلة]"), "\(report.text)")
    }

    // MARK: Alignment

    @Test func oneWrongUtteranceIsOneMismatch() throws {
        let report = try Self.report(["Flights, heading", "Add flight, button", "Edit, button", "Close, button"])
        #expect(Self.kinds(report) == ["match", "mismatch", "match", "match"])
        #expect(report.text.contains("2   mismatch  heard: Add flight, button"))
        #expect(report.text.contains("words: add flight button | add [new] flight button"), "\(report.text)")
        #expect(report.summary == "parity: 3/4 utterances match (75%)")
    }

    @Test func aStopHarkLacksDoesNotCascade() throws {
        let report = try Self.report([
            "Flights, heading", "Back, button", "Add new flight, button", "Edit, button", "Close, button",
        ])
        #expect(Self.kinds(report) == ["match", "missing", "match", "match", "match"])
        #expect(report.summary == "parity: 4/5 utterances match (80%)")
    }

    @Test func aStopVoiceOverSkippedDoesNotCascade() throws {
        let report = try Self.report(["Flights, heading", "Edit, button", "Close, button"])
        #expect(Self.kinds(report) == ["match", "extra", "match", "match"])
        #expect(report.matched == 3 && report.total == 3 && !report.isComplete, "an extra stop is not parity")
        #expect(
            report.text.contains(
                "-   extra     hark:  Add new flight. Button. (element 2; VoiceOver did not stop here)"),
            "\(report.text)")
    }

    @Test func differencesLineUpFromTheStart() throws {
        // Nothing matches: the utterances pair with Hark's first elements, the rest is extra.
        let report = try Self.report(["Vols, en-tête", "Ajouter, bouton"])
        #expect(Self.kinds(report) == ["mismatch", "mismatch", "extra", "extra"])
    }

    @Test func jsonHasTheSameSteps() throws {
        let report = try Self.report(["Flights, heading", "Edit, button", "Close, buttons"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.map { $0["kind"] as? String } == ["match", "extra", "match", "mismatch"])
        #expect(steps.map { $0["step"] as? Int } == [1, nil, 2, 3])
        #expect(object["matched"] as? Int == 2 && object["total"] as? Int == 3 && object["complete"] as? Bool == false)
        #expect((object["percent"] as? Double).map { abs($0 - 66.6) < 0.01 } == true)
    }
}
