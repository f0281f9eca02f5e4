import Foundation
import HarkTestSupport
import Testing

@testable import Hark

/// Each element kind, narrated in every locale, holds VoiceOver's own word
/// for it, as transcribed into `Localizations/VoiceOverTable/`: what is
/// spoken, not only what the string table holds.
@Suite struct VoiceOverTableSpeechTests {
    /// One element of each kind, in focus order.
    static let document = #"""
        {"hark": 1, "root": {"children": [
         {"label": "A", "traits": ["button"]},
         {"label": "B", "traits": ["button", "backButton"]},
         {"label": "C", "traits": ["header"]},
         {"label": "C2", "traits": ["header"], "headingLevel": 2},
         {"label": "D", "traits": ["link"]},
         {"label": "E", "traits": ["button", "selected"]},
         {"label": "F", "traits": ["button", "notEnabled"]},
         {"containerType": "tabBar", "children": [
           {"label": "G", "traits": ["button"]}, {"label": "G2", "traits": ["button"]}]},
         {"label": "H", "traits": ["button", "switchButton"], "value": "1"},
         {"label": "H0", "traits": ["button", "switchButton"], "value": "0"},
         {"label": "I", "traits": ["textEntry"]},
         {"label": "J", "traits": ["textEntry", "secureTextField"]},
         {"label": "K", "traits": ["searchField"]},
         {"containerType": "list", "children": [{"label": "L1"}, {"label": "L2"}]},
         {"containerType": "landmark", "children": [{"label": "R1"}, {"label": "R2"}]},
         {"label": "M", "customActions": ["Delete"]},
         {"label": "N", "traits": ["adjustable"], "value": "5"},
         {"label": "O", "traits": ["image"]}
        ]}}
        """#

    /// For each stop of ``document``, the keys of VoiceOver's table whose
    /// words it says (in its speech, hint or cue).
    static let expected: [(stop: Int, keys: [String])] = [
        (1, ["button.element.text"]), (2, ["back.button.element.text"]), (3, ["element.header.text.nolevel"]),
        (4, ["element.header.text"]), (5, ["element.link.text"]), (6, ["element.selected.text"]),
        (7, ["element.disabled.text"]), (8, ["tab.button.element.text"]),
        (10, ["switch.button.element.text", "element.nonweb.on.text", "switch.instructions"]),
        (11, ["element.nonweb.off.text"]), (12, ["element.textentry.text", "textview.instructions"]),
        (13, ["element.securetextfield.text"]), (14, ["element.status.search.field"]),
        (15, ["element.startOfList.item"]), (16, ["element.endOfList.item"]),
        (17, ["element.startOfLandmark.item"]), (18, ["element.endOfLandmark.short.item"]),
        (19, ["custom.actions.hint.short"]), (20, ["incrementable.element.text", "adjustable.instructions"]),
        (21, ["image.element.text"]),
    ]

    @Test(arguments: VoiceOverTableWordsTests.locales)
    func everyKindSaysTheTablesWord(locale: String) throws {
        let requested = VoiceOverTableWordsTests.requested(locale)
        let transcript = try Narrator(
            document: HarkDocument(jsonData: Data(Self.document.utf8)), options: NarrationOptions(locale: requested)
        ).transcript()
        let stops = transcript.events.compactMap { event -> FocusEvent? in
            if case .focus(let focus) = event { return focus }
            return nil
        }
        #expect(stops.count == 21, "\(locale): \(stops.count) stops")
        let language = try #require(StringTables.bundled.tableLanguage(for: requested))
        let two = NumberStyle(language: language).format(2)
        for (stop, keys) in Self.expected where stop <= stops.count {
            let utterance = stops[stop - 1].utterance
            let said = ([utterance.speech, utterance.hint ?? ""] + utterance.cues).joined(separator: " ")
            let spoken = ParityWords.of(said, language: locale)
            for key in keys {
                let word = try #require(VoiceOverTableWordsTests.table[key]?[locale]?.target, "\(key) \(locale)")
                let words = ParityWords.of(word.replacingOccurrences(of: "%@", with: two), language: locale)
                #expect(
                    ParityWords.removing([words], from: spoken) != nil,
                    "\(locale) stop \(stop): \(said) lacks \(key) \(word)")
            }
        }
    }
}
