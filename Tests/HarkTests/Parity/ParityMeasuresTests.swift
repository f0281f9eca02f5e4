import Foundation
@testable import Hark
import HarkTesting
import Testing

/// Parity's measures: symbols kept as words, hints and cues scored apart.
@Suite struct ParityMeasuresTests {
    static func transcript(_ elements: [(String, String?, [String])], locale: String = "en") -> Transcript {
        Transcript(
            locale: locale,
            events: elements.enumerated().map { index, element in
                .focus(
                    FocusEvent(
                        index: index + 1, id: nil,
                        utterance: Utterance(speech: element.0, hint: element.1, cues: element.2)))
            })
    }

    @Test func aSymbolIsAWordOfItsOwn() {
        #expect(ParityWords.of("50%", language: "en") == ["50", "percent"])
        #expect(ParityWords.of("50 percent", language: "en") == ParityWords.of("50%", language: "en"))
        #expect(ParityWords.of("50%", language: "en") != ParityWords.of("50", language: "en"))
        #expect(ParityWords.of("C++", language: "en") == ["c", "plus", "plus"])
        #expect(ParityWords.of("50 %", language: "de") == ["50", "prozent"])
        #expect(ParityWords.of("50%", language: "ru") == ["50", "%"], "no word known: the symbol itself")
        #expect(ParityWords.of("Liked 👍") == ["liked", "👍"], "an emoji is not nothing")
    }

    @Test func fiftyPercentNoLongerMatchesFifty() {
        let report = Parity.compare(
            recording: ParityRecording(utterances: ["Battery, 50"]),
            transcript: Self.transcript([("Battery: 50%.", nil, [])]))
        #expect(report.matched == 0)
        let spoken = Parity.compare(
            recording: ParityRecording(utterances: ["Battery, 50 percent"]),
            transcript: Self.transcript([("Battery: 50%.", nil, [])]))
        #expect(spoken.matched == 1)
    }

    @Test func aWrongHarkHintFailsWhenTheRecordingKeepsHintsApart() {
        let recording = ParityRecording(entries: [
            .init(speech: "Airplane Mode, switch button, off", hint: "double tap to toggle setting"),
            .init(speech: "Search, search field"),
        ])
        let transcript = Self.transcript([
            ("Airplane Mode. Switch Button. Off.", "Double tap to change.", []), ("Search. Search Field.", nil, []),
        ])
        let report = Parity.compare(recording: recording, transcript: transcript)
        #expect(report.matched == 2, "the descriptions match")
        #expect(report.measures.hints == ParityReport.Score(0, of: 1))
        #expect(!report.isComplete)
        #expect(report.text.contains("1   hint      heard: double tap to toggle setting | hark: Double tap to change."))
        #expect(
            report.text.contains("measures: words 2/2, hints 0/1, order 2/2\nparity: 2/2 utterances match (100%)\n"))
    }

    @Test func anExtraHarkHintFailsAndAMatchingOnePasses() {
        let recording = ParityRecording(entries: [
            .init(speech: "OK, button"), .init(speech: "Save, button", hint: "Saves"),
        ])
        let extra = Parity.compare(
            recording: recording,
            transcript: Self.transcript([("OK. Button.", "Closes.", []), ("Save. Button.", "Saves.", [])]))
        #expect(extra.measures.hints == ParityReport.Score(1, of: 2))
        let right = Parity.compare(
            recording: recording,
            transcript: Self.transcript([("OK. Button.", nil, []), ("Save. Button.", "Saves.", [])]))
        #expect(right.measures.hints == ParityReport.Score(1, of: 1) && right.isComplete)
    }

    @Test func cuesAreScoredApartFromTheHint() {
        let recording = ParityRecording(entries: [
            .init(speech: "Mail, button", hint: "Actions available, double tap to open"),
            .init(speech: "Trash, button", hint: "double tap to open"),
        ])
        let transcript = Self.transcript([
            ("Mail. Button.", "Double tap to open.", ["Actions Available"]),
            ("Trash. Button.", "Double tap to open.", ["Actions Available"]),
        ])
        let report = Parity.compare(recording: recording, transcript: transcript)
        #expect(report.measures.cues == ParityReport.Score(1, of: 2))
        #expect(report.measures.hints == ParityReport.Score(2, of: 2))
        #expect(report.measures.text == "measures: words 2/2, hints 2/2, cues 1/2, order 2/2")
        #expect(
            report.json.contains(#""measures": {"words": [2, 2], "hints": [2, 2], "cues": [1, 2], "order": [2, 2]"#))
    }

    @Test func aRecordingWithoutHintsSaysSoAndOrderCountsGaps() {
        let recording = ParityRecording(utterances: ["OK, button", "Extra, button"])
        let report = Parity.compare(recording: recording, transcript: Self.transcript([("OK. Button.", "Closes.", [])]))
        #expect(report.measures.text == "measures: words 1/2, hints not recorded, order 1/2")
    }
}

/// `ParityWords.of` reads ASCII bytes and Chinese, Japanese and Korean
/// characters without building a `Character` each (a 30 MB utterance took
/// seconds): the words are those a character-by-character reading gives.
@Suite struct ParityWordsFastPathTests {
    /// The words as `ParityWords.of` read them before: every character of
    /// the lowercased text, one by one.
    static func slowly(_ text: String, language: String?) -> [String] {
        let symbolWords = ParitySymbols.words(in: language)
        var words: [String] = [], word = ""
        func end() {
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        for character in text.lowercased() {
            let first = character.unicodeScalars.first?.value ?? 0
            let cjk =
                [0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF]
                .contains { $0.contains(first) } || (0xAC00...0xD7AF).contains(first)
                || (0x20000...0x2FA1F).contains(first)
            if cjk {
                end()
                words.append(String(character))
            } else if ParitySymbols.isSymbol(character) {
                end()
                words.append(symbolWords[character] ?? String(character))
            } else if character.unicodeScalars.contains(where: {
                [
                    .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
                    .letterNumber, .otherNumber, .nonspacingMark, .spacingMark,
                ].contains($0.properties.generalCategory)
            }) {
                word.append(character)
            } else {
                end()
            }
        }
        end()
        return words
    }

    @Test(arguments: [
        "Add Favorites, button", "Cafe\u{301} au lait", "e\u{301}", "ABC\r\nDEF\rG\n", "か\u{3099}き\u{309A}く",
        "航班。标题。Flights", "한국어 텍스트", "가\u{11A8}나", "Ünïcödé MIXED ascii", "50% €3 C++ @home #1 & more",
        "x\u{200D}y", "👍🏽 ok", "İstanbul ΣΊΣΥΦΟΣ", "a\u{FE0F}b", "「引用」、『本』", "", " ", "漢\u{E0100}字",
        "مرحبا، زر.", "नमस्ते दुनिया",
    ])
    func theWordsAreThoseOfACharacterByCharacterReading(_ text: String) {
        for language in [nil, "en", "de-DE"] {
            #expect(ParityWords.of(text, language: language) == Self.slowly(text, language: language), "\(text)")
        }
    }
}
