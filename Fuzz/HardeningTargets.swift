import Foundation

// Targets for what a hostile campaign reached and the readers' targets did
// not: a synthesizer's sound, a HARK_LOCALIZATIONS table, file names as bytes.
extension FuzzTarget {
    /// A stand-in synthesizer that answers every text with the sound the
    /// fuzzer's bytes decode to, as espeak-ng's WAV on standard output.
    struct StandInSynthesizer: SpeechSynthesizer {
        let sound: PCMAudio

        func synthesize(_ text: String, language: String) throws(SpeechSynthesisError) -> PCMAudio { sound }
    }

    /// The bytes as a synthesizer's WAV: one that decodes is rendered into a
    /// short session (speech, a hint, an announcement), or refused in words.
    static func synthesizerAudio(_ bytes: [UInt8]) {
        guard let sound = try? WAVFile.decode(Data(bytes)) else { return }
        let transcript = Transcript(
            locale: "en",
            events: [
                .focus(FocusEvent(index: 1, id: nil, utterance: Utterance(speech: "Pay. Button.", hint: "Pays."))),
                .announcement("Paid", priority: .default),
            ])
        guard let rendering = try? AudioRenderer(synthesizer: StandInSynthesizer(sound: sound)).render(transcript)
        else { return }
        _ = rendering.wav.count + rendering.webVTT.count
    }

    /// The bytes as a HARK_LOCALIZATIONS English table: one that reads is
    /// checked against Hark's English (the Localizations folder, which
    /// Fuzz/run names); one whose placeholders fit speaks a screen with it.
    static func localizationTable(_ bytes: [UInt8]) {
        guard let table = try? StringsParser.table(bytes), let hark = try? StringTables.current(),
            let english = hark.tables[StringTables.developmentLanguage],
            (try? TablePlaceholders.check(table, english: english, file: "fuzz")) != nil
        else { return }
        let tables = StringTables(tables: [StringTables.developmentLanguage: table], builtIn: english)
        _ = try? Narrator(document: localizationScreen, tables: tables).transcript().text
    }

    /// A screen that asks for many words: a heading, a list with a row in
    /// a table, a switch, an adjustable, a search field, a selected tab, actions.
    static let localizationScreen: HarkDocument = {
        let json = #"""
            {"hark": 1, "root": {"children": [
              {"label": "Title", "traits": ["header"], "headingLevel": 2},
              {"containerType": "list", "children": [{"label": "Row", "traits": ["button"], "value": "3"}]},
              {"containerType": "dataTable", "rowCount": 2, "columnCount": 2, "children": [
                {"label": "Cell", "cell": {"row": 1, "column": 2, "rowSpan": 2}}]},
              {"label": "Wi-Fi", "traits": ["switchButton"], "value": "1"},
              {"label": "Volume", "traits": ["adjustable"], "value": "50%"},
              {"label": "Name", "traits": ["searchField"]},
              {"label": "Home", "traits": ["tabBarItem", "selected"]},
              {"label": "Back", "traits": ["notEnabled"], "customActions": [{"name": "Delete"}]}
            ]}}
            """#
        guard let document = try? HarkDocument(jsonData: Data(json.utf8)) else {
            fatalError("localizations: the screen does not read")
        }
        return document
    }()

    /// The bytes as a file name (NUL ends a C string, so none is one): the
    /// text naming it opens it by the same bytes, and is valid text.
    static func fileName(_ bytes: [UInt8]) {
        let name = Array(bytes.prefix { $0 != 0 })
        let text = PathBytes.name(name)
        guard PathBytes.cString(text).dropLast().map({ UInt8(bitPattern: $0) }) == name else {
            fatalError("pathbytes: \(text) does not open the bytes it names")
        }
    }
}
