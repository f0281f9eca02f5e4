import Foundation
import HarkTestSupport
import Testing

@testable import Hark

/// Parity on VoiceOver's own text: a `vot` log holds punctuation VoiceOver
/// spoke as words ("4 dot 50") and its synthesizer's markup (`<break>`).
@Suite struct ParityPunctuationTests {
    /// A `vot` log of three stops, each its description then its hint.
    static let log = [
        "Will set element: Price {{0, 0}, {10, 10}}", "Post-processed string: 'Price'",
        "Post-processed string: '4 dot 50'", "Spoke: [en:v]",
        "Will set element: Site {{0, 20}, {10, 10}}", "Post-processed string: 'www dot pixiv dot net'",
        "Post-processed string: 'link'", "Spoke: [en:v]",
        "Will set element: When {{0, 40}, {10, 10}}",
        "Post-processed string: '2024 slash 10 slash 27, 15 <break> 20'", "Spoke: [en:v]",
    ]

    static let transcript = ParityMeasuresTests.transcript([
        ("Price: 4.50.", nil, []), ("www.pixiv.net. Link.", nil, []), ("2024/10/27, 15:20.", nil, []),
    ])

    @Test func spokenPunctuationAndMarkupAreMatches() throws {
        let recording = try ParityRecording(votLog: Data(Self.log.joined(separator: "\n").utf8))
        let report = Parity.compare(recording: recording, transcript: Self.transcript)
        #expect(report.matched == 3, "\(report.text)")
        #expect(report.isComplete, "\(report.text)")
    }

    @Test func aMarkNeedNotBeSpoken() {
        let recording = ParityRecording(utterances: ["Price, 4.50", "www.pixiv.net, link", "2024/10/27, 15:20"])
        #expect(Parity.compare(recording: recording, transcript: Self.transcript).matched == 3)
    }

    @Test func onlyTheMarksNameMatches() {
        let words = ParityWords.said("4.50", language: "en")
        #expect(ParityPunctuation.same(["4", "dot", "50"], words, language: "en"))
        #expect(ParityPunctuation.same(["4", "point", "50"], words, language: "en"))
        #expect(!ParityPunctuation.same(["4", "slash", "50"], words, language: "en"))
        #expect(!ParityPunctuation.same(["4", "dot", "dot", "50"], words, language: "en"))
        #expect(!ParityPunctuation.same(["4", "dot"], words, language: "en"))
        // Only between two words: a sentence's full stop is no word.
        #expect(ParityWords.said("Done. Next", language: "en") == ["done", "next"])
        #expect(ParityWords.said("Polka dot", language: "en") == ["polka", "dot"])
        #expect(
            !ParityPunctuation.same(
                ["polka", "dot", "dress"], ParityWords.said("Polka dress", language: "en"),
                language: "en"), "a name where Hark has no mark is a word")
        // A language without names compares the mark as before: a separator.
        #expect(ParityWords.said("4.50", language: "xx") == ["4", "50"])
    }

    /// The same "4.50" and "www.pixiv.net" in VoiceOver's log in another
    /// language, the mark spoken by its name in VoiceOver's punctuation table.
    @Test(arguments: [
        ("de", "4 Punkt 50", "www Punkt pixiv Punkt net", "10 Schrägstrich 27"),
        ("fr", "4 point 50", "www point pixiv point net", "10 barre oblique 27"),
        ("ja", "4ピリオド50", "wwwピリオドpixivピリオドnet", "10スラッシュ27"),
        ("ar", "4 نقطة 50", "www نقطة pixiv نقطة net", "10 شرطة مائلة 27"),
        ("he", "4 נקודה 50", "www נקודה pixiv נקודה net", "10 קו נטוי 27"),
        ("zh-Hant-TW", "4句點50", "www句點pixiv句點net", "10斜線27"),
        ("nb-NO", "4 punktum 50", "www punktum pixiv punktum net", "10 skråstrek 27"),
    ])
    func eachLanguageSpeaksItsOwnNames(locale: String, price: String, site: String, date: String) throws {
        let lines = [
            "Will set element: a {{0, 0}, {10, 10}}", "Post-processed string: '\(price)'", "Spoke: [\(locale):v]",
            "Will set element: b {{0, 20}, {10, 10}}", "Post-processed string: '\(site)'", "Spoke: [\(locale):v]",
            "Will set element: c {{0, 40}, {10, 10}}", "Post-processed string: '\(date)'", "Spoke: [\(locale):v]",
        ]
        let recording = try ParityRecording(votLog: Data(lines.joined(separator: "\n").utf8))
        let transcript = ParityMeasuresTests.transcript(
            [("4.50", nil, []), ("www.pixiv.net", nil, []), ("10/27", nil, [])], locale: locale)
        let report = Parity.compare(recording: recording, transcript: transcript)
        #expect(report.matched == 3, "\(report.text)")
        // Another language's name is a word like any other.
        let english = ParityMeasuresTests.transcript([("4.50", nil, [])], locale: locale)
        let heardInEnglish = ParityRecording(utterances: ["4 dot 50"])
        #expect(Parity.compare(recording: heardInEnglish, transcript: english).matched == 0)
    }

    /// Every punctuation name of the transcribed table is one parity accepts
    /// in its language: the names are read from the table when Hark is built.
    @Test func everyNameOfTheTableIsAccepted() throws {
        struct Entry: Decodable { var key: String, locale: String, target: String }
        let file = packageRoot.appendingPathComponent("Localizations/VoiceOverTable/VoiceOverTouch.jsonl")
        let entries = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            .filter { $0.contains("\"UnicodeHex.") }
            .map { try JSONDecoder().decode(Entry.self, from: Data($0.utf8)) }
        #expect(entries.count >= 39 * 7)
        for entry in entries {
            let code = try #require(UInt32(entry.key.dropFirst("UnicodeHex.".count), radix: 16))
            let mark = Character(try #require(Unicode.Scalar(code)))
            #expect(
                ParityPunctuation.names(of: mark, in: entry.locale).contains(ParityWords.of(entry.target)),
                "\(entry.locale) \(entry.key) \(entry.target)")
        }
        #expect(ParityPunctuation.names(of: ".", in: "en-GB").contains(["full", "stop"]))
        #expect(ParityPunctuation.names(of: ".", in: "de").count == 1, "no English log names in German")
    }

    @Test func markupIsNoWord() {
        #expect(ParityPunctuation.withoutMarkup("15 <break> 20") == "15   20")
        #expect(ParityWords.heard("a <break time=\"300ms\"/> b [[slnc 200]] c", language: "en") == ["a", "b", "c"])
        #expect(ParityWords.heard("</emphasis>x", language: "en") == ["x"])
        // What is not a synthesizer's tag stays text.
        #expect(ParityWords.heard("1 < 2 > 0", language: "en") == ["1", "<", "2", ">", "0"])
        #expect(ParityWords.heard("<b>old", language: "en") == ["<", "b", ">", "old"])
        #expect(ParityWords.heard("[[unclosed", language: "en") == ["unclosed"])
    }

    /// The next press came before VoiceOver finished the switch's
    /// description, so its hint was never spoken.
    static let cutOffLog = [
        "Will set element: Airplane Mode {{0, 0}, {10, 10}}", "Post-processed string: 'Airplane Mode'",
        "Post-processed string: 'switch button'", "Post-processed string: 'off'", "Spoke: [en:v]",
        "Will set element: Wi-Fi {{0, 20}, {10, 10}}", "Post-processed string: 'Wi-Fi'",
        "Post-processed string: 'button'", "Spoke: [en:v]", "Completed utterance",
        "Post-processed string: 'double tap to open'", "Spoke: [en:v]", "Completed utterance",
    ]

    @Test func aHintCutOffByTheNextPressIsReportedAsCutOff() throws {
        let recording = try ParityRecording(votLog: Data(Self.cutOffLog.joined(separator: "\n").utf8))
        #expect(recording.entries.map(\.cutOff) == [true, false])
        let transcript = ParityMeasuresTests.transcript([
            ("Airplane Mode. Switch Button. Off.", "Double tap to toggle setting.", []),
            ("Wi-Fi. Button.", "Double tap to open.", []),
        ])
        let report = Parity.compare(recording: recording, transcript: transcript)
        #expect(report.measures.hints == ParityReport.Score(1, of: 1), "the cut-off stop is not scored")
        #expect(report.measures.hintsCutOff == 1)
        #expect(report.text.contains("1   cut off   heard:  | hark: Double tap to toggle setting. (the next move"))
        #expect(report.measures.text.contains("hints 1/1, hints cut off 1, order 2/2"))
        #expect(report.json.contains(#""hark": "Double tap to toggle setting.", "cutOff": true}"#))
        // The flag survives the recording's JSON.
        let again = try ParityRecording(jsonData: Data(recording.json.utf8))
        #expect(again.entries == recording.entries)
        #expect(recording.json.contains(#""cutOff": true}"#))
    }

    @Test func aLogThatNeverMarksCompletionCutsNothingOff() throws {
        let lines = Self.cutOffLog.filter { $0 != "Completed utterance" }
        let recording = try ParityRecording(votLog: Data(lines.joined(separator: "\n").utf8))
        #expect(recording.entries.map(\.cutOff) == [false, false])
    }
}
