import Testing
import Hark
import HarkTestSupport

/// docs/VoiceOver.md, "Hint promotion", as docs/VoiceOverChoices.md
/// clarifies it: with no text from the label, value or Selected, the
/// element's own hint takes the text's place before the trait words, and no
/// hint follows.
@Suite("Hint promotion")
struct HintPromotionTests {
    static let cases: [SpeechTests.Case] = [
        .init(name: "button", node: .init(hint: "Hint", traits: .button), speech: "Hint. Button."),
        .init(
            name: "adjustable: no adjust hint either", node: .init(hint: "Hint", traits: .adjustable),
            speech: "Hint. Adjustable."),
        .init(
            name: "a hint ending in a period gets no second one", node: .init(hint: "Opens the menu.", traits: .button),
            speech: "Opens the menu. Button."),
        .init(
            name: "dimmed adjustable", node: .init(hint: "Hint", traits: [.adjustable, .notEnabled]),
            speech: "Hint. Dimmed. Adjustable."),
        .init(
            name: "heading and link", node: .init(hint: "Hint", traits: [.header, .link]),
            speech: "Hint. Heading. Link."),
        .init(
            name: "a switch keeps its system hint alone",
            node: .init(value: "1", hint: "Hint", traits: [.button, .switchButton]), speech: "Hint. Switch Button. On.",
            hint: "Double tap to toggle setting."),
        .init(
            name: "a text field keeps its system hint", node: .init(hint: "Hint", traits: .textEntry),
            speech: "Hint. Text Field.", hint: "Double tap to edit."),
        .init(
            name: "a back button whose label is dropped",
            node: .init(label: "Back", hint: "Hint", traits: [.button, .backButton]), speech: "Hint. Back Button."),
        .init(name: "no traits: the hint alone", node: .init(hint: "Hint"), speech: "Hint"),
        // Not promoted: a label, a value or Selected gives text.
        .init(
            name: "with a label the hint follows", node: .init(label: "Label", hint: "Hint", traits: .button),
            speech: "Label. Button.", hint: "Hint"),
        .init(
            name: "with a value the hint follows", node: .init(value: "3", hint: "Hint", traits: .adjustable),
            speech: "3. Adjustable.", hint: "Hint. Swipe up or down with one finger to adjust the value."),
        .init(
            name: "selected gives text", node: .init(hint: "Hint", traits: [.button, .selected]),
            speech: "Selected. Button.", hint: "Hint"),
        .init(
            name: "an empty value gives no text", node: .init(value: "", hint: "Hint", traits: .button),
            speech: "Hint. Button."),
    ]

    @Test(arguments: cases)
    func promotion(_ testCase: SpeechTests.Case) throws {
        let utterance = try say(testCase.node)
        #expect(utterance.speech == testCase.speech)
        #expect(utterance.hint == testCase.hint)
    }

    @Test func thePromotedHintIsSpokenWithSpeakHintsOff() throws {
        #expect(try say(.init(hint: "Hint", traits: .button), speakHints: false) == Utterance(speech: "Hint. Button."))
    }
}
