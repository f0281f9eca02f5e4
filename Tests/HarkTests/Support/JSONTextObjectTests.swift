import Testing
@testable import Hark

/// Objects of string members, as the audit's skipped rules and `hark
/// words`' differences write them: in the order given, escaped, `null`
/// for a missing string.
@Suite("JSON objects of strings") struct JSONTextObjectTests {
    @Test func membersAreWrittenInOrderWithNullForNil() {
        #expect(JSONText.object(["rule": "a\"b", "reason": nil]) == #"{"rule": "a\"b", "reason": null}"#)
        #expect(JSONText.object([:]) == "{}")
    }

    @Test func wordsWriteEachDifferenceAsOneObject() throws {
        let hark = StringTables(tables: ["en": ["trait.button": "button"], "de": ["trait.button": "Taste"]])
        let voiceOver = VoiceOverTable(languages: ["en": ["B": "button"], "de": ["B": "Schaltfläche"]], source: "t")
        let words = try VoiceOverWords(hark: hark, voiceOver: voiceOver)
        let difference =
            #"{"key": "trait.button", "voiceOverKey": "B", "hark": "Taste", "voiceOver": "Schaltfläche", "#
            + #""replacement": "Schaltfläche"}"#
        #expect(words.json.contains(#""differences": [\#(difference)], "ambiguous": []}"#))
    }
}
