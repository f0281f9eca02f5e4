import Testing

@testable import Hark

/// A description written into a scratch buffer of bytes (what a narration
/// written straight to its output does) is the description `utterance(for:)`
/// makes as a `String`, with the same hint and cues, for plain elements and
/// for every kind that takes the general steps.
@Suite("Description as bytes") struct DescriptionBytesTests {
    static let tree = #"""
        {"hark": 1, "locale": "en", "root": {"children": [
          {"id": "plain", "label": "Flights", "traits": ["header"]},
          {"id": "label-value", "label": "Volume", "value": "50%", "traits": ["adjustable"]},
          {"id": "value-alone", "value": "On Time", "traits": ["button"]},
          {"id": "own-hint", "hint": "Opens the menu.", "traits": ["button"]},
          {"id": "system-hint", "traits": ["textEntry"]},
          {"id": "nothing", "isAccessibilityElement": true, "traits": []},
          {"id": "text-area", "isAccessibilityElement": true, "traits": ["textArea"]},
          {"id": "back", "label": "Back", "traits": ["button", "backButton"]},
          {"id": "switch", "label": "Wi-Fi", "value": "1", "traits": ["button", "switchButton"]},
          {"id": "sentence", "label": "Ready?", "hint": "Then go.", "traits": ["link"]},
          {"id": "japanese", "label": "次へ。", "language": "ja", "traits": ["button"]},
          {"id": "escapes", "label": "Say \"hi\"\n\tnow \\ \u0001 é 🛫 \u202e", "traits": ["button"]},
          {"id": "selected", "label": "Home", "traits": ["selected", "button"]},
          {"id": "actions", "label": "Row", "customActions": ["Delete"], "traits": []},
          {"containerType": "list", "children": [
            {"id": "first", "label": "One", "traits": ["button"]},
            {"id": "middle", "label": "Two", "traits": ["button"]},
            {"id": "last", "label": "Three", "traits": ["button"]}
          ]},
          {"containerType": "semanticGroup", "label": "Group", "children": [
            {"id": "in-group", "label": "Inside"}
          ]}
        ]}}
        """#

    @Test func everyElementSaysWhatItsUtteranceSays() throws {
        let narrator = try Narrator(document: HarkDocument(json: Self.tree))
        var speech = narrator.speechBuilder()
        var description = ByteWriter(capacity: 4)
        let elements = narrator.focusOrder.elements
        // Every stop: the plain kinds, and those of the general steps (Selected, a list's ends, a group).
        #expect(elements.count == 18)
        for element in elements {
            let utterance = speech.utterance(for: element)
            let (hint, cues) = speech.utterance(for: element, describingInto: &description)
            #expect(description.text == utterance.speech, "\(element.node.id ?? "")")
            #expect(hint == utterance.hint, "\(element.node.id ?? "")")
            #expect(cues == utterance.cues, "\(element.node.id ?? "")")
        }
    }

    @Test(arguments: TranscriptFormat.allCases)
    func narratingStraightToOutputIsTheTranscript(_ format: TranscriptFormat) throws {
        let narrator = try Narrator(document: HarkDocument(json: Self.tree))
        var bytes: [UInt8] = []
        narrator.narrate(as: format) { bytes += $0 }
        #expect(bytes == narrator.transcript().rendered(as: format))
    }

    @Test func aScratchBufferHoldsOneDescriptionAtATime() {
        var description = ByteWriter(capacity: 4)
        description.write("Flights")
        description.write(" Heading.", orAfterText: ". Heading.")
        #expect(description.text == "Flights. Heading.")
        description.removeAll()
        #expect(description.isEmpty)
        description.write("次へ。")
        description.write(" Button.", orAfterText: ". Button.")
        #expect(description.text == "次へ。 Button.")
        #expect(description.withBytes { Array($0) } == Array("次へ。 Button.".utf8))
    }
}

/// The last kind of element is recognised field by field: a node of the
/// same kind matches the key, one that differs in any field does not.
@Suite("Trait speech key") struct TraitSpeechKeyTests {
    @Test func aKeyDescribesTheNodesOfItsKindOnly() {
        let heading = AccessibilityNode(label: "Departures", traits: .header, headingLevel: 2)
        let key = TraitSpeech.Key(heading, isInTabBar: false)
        #expect(
            key.describes(AccessibilityNode(label: "Arrivals", traits: .header, headingLevel: 2), isInTabBar: false))
        #expect(!key.describes(heading, isInTabBar: true))
        #expect(
            !key.describes(AccessibilityNode(label: "Departures", traits: .header, headingLevel: 3), isInTabBar: false))
        #expect(!key.describes(AccessibilityNode(label: "Departures", traits: .button), isInTabBar: false))
        var spanish = heading
        spanish.language = "es"
        #expect(!key.describes(spanish, isInTabBar: false))
        #expect(TraitSpeech.Key(spanish, isInTabBar: false).describes(spanish, isInTabBar: false))
        let on = AccessibilityNode(label: "Wi-Fi", value: "1", traits: [.button, .switchButton])
        let off = AccessibilityNode(label: "Wi-Fi", value: "0", traits: [.button, .switchButton])
        #expect(!TraitSpeech.Key(on, isInTabBar: false).describes(off, isInTabBar: false))
        // A value says nothing about the kind of an element that is not a switch.
        let button = TraitSpeech.Key(AccessibilityNode(label: "A", value: "1", traits: .button), isInTabBar: false)
        #expect(button.describes(AccessibilityNode(label: "B", value: "2", traits: .button), isInTabBar: false))
    }
}
