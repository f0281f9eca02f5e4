import Foundation
import Testing
@testable import Hark

/// Effects that change what is on screen: where the focus goes, what is
/// reported, and that changing one element keeps the order right.
@Suite("Navigator effects")
struct NavigatorEffectTests {
    /// A list of buttons A, B, C, D; `behaviors` are given to the element with that id.
    static func list(_ behaviors: [String: Behaviors] = [:]) -> HarkDocument {
        let children = ["A", "B", "C", "D"].map { name in
            AccessibilityNode(
                id: name.lowercased(), label: name, traits: .button, behaviors: behaviors[name.lowercased()])
        }
        return HarkDocument(root: AccessibilityNode(children: children, containerType: .list))
    }

    static let hideItself = Behaviors(activate: [.set(id: "b", changes: Behaviors.ElementChanges(hidden: true))])

    /// A `set` on a screen not presented changes that screen (found by its
    /// ids, built once), and the change is there when it is presented; an id
    /// two screens built in code share names the first screen by name.
    @Test func aSetOnAScreenNotPresentedChangesThatScreen() throws {
        let details = { (name: String) in
            AccessibilityNode(children: [
                AccessibilityNode(id: "status", label: "Status of \(name)", value: "Open", traits: .staticText)
            ])
        }
        let document = HarkDocument(
            root: AccessibilityNode(children: [
                AccessibilityNode(
                    id: "close", label: "Close", traits: .button,
                    behaviors: Behaviors(activate: [
                        .set(id: "status", changes: Behaviors.ElementChanges(value: "Closed")),
                        .present(screen: "b-details"),
                    ]))
            ]),
            screens: ["b-details": details("B"), "z-details": details("Z")])
        var navigator = try Navigator(document: document)
        navigator.perform(.activate)
        #expect(navigator.focusedElement?.node.label == "Status of B")
        #expect(navigator.focusedElement?.node.value == "Closed")
        #expect(navigator.document.screens["z-details"] == details("Z"))
        #expect(navigator.screenOfID == ["status": "b-details"])
    }

    @Test func hidingTheFocusedElementFocusesTheOneThatTakesItsPlace() throws {
        // Before: B is focused, C follows it.
        var navigator = try Navigator(document: Self.list(["b": Self.hideItself]))
        navigator.perform(.next)
        #expect(navigator.focusedElement?.node.id == "b")
        // After: B is gone; C, now second, is focused and spoken; next goes to D.
        #expect(
            try NavigatorTests.lines(Self.list(["b": Self.hideItself]), "next activate next previous previous") == [
                "> next", "2 [b] B. Button.",
                "> activate", "2 [c] C. Button.",
                "> next", "3 [d] D. Button. List End.",
                "> previous", "2 [c] C. Button.",
                "> previous", "1 [a] A. Button. List Start.",
            ])
    }

    @Test func hidingTheLastFocusedElementFocusesTheNewLast() throws {
        let hideD = Behaviors(activate: [.set(id: "d", changes: Behaviors.ElementChanges(hidden: true))])
        #expect(
            try NavigatorTests.lines(Self.list(["d": hideD]), "last activate next") == [
                "> last", "4 [d] D. Button. List End.",
                "> activate", "3 [c] C. Button. List End.",
                "> next", "  sound: boundary",
            ])
    }

    @Test func hidingTheOnlyElementLeavesNothingToFocus() throws {
        let only = AccessibilityNode(
            id: "x", label: "X", traits: .button,
            behaviors: Behaviors(activate: [.set(id: "x", changes: Behaviors.ElementChanges(hidden: true))]))
        #expect(
            try NavigatorTests.lines(HarkDocument(root: AccessibilityNode(children: [only])), "activate next") == [
                "> activate", "  (nothing on screen to focus)", "> next", "  (nothing on screen to focus)",
            ])
    }

    @Test func hidingAnotherElementKeepsTheFocusAndSaysNothing() throws {
        let hideA = Behaviors(activate: [.set(id: "a", changes: Behaviors.ElementChanges(hidden: true))])
        #expect(
            try NavigatorTests.lines(Self.list(["c": hideA]), "next next activate previous") == [
                "> next", "2 [b] B. Button.", "> next", "3 [c] C. Button.", "> activate",
                "> previous", "1 [b] B. Button. List Start.",
            ])
    }

    @Test func screenChangedToAMissingTargetFocusesTheFirstElementAndWarns() throws {
        let lost = Behaviors(activate: [.screenChanged(focus: "nowhere")])
        let message = "screenChanged names \"nowhere\", which is not on screen; VoiceOver focuses the first element"
        #expect(
            try NavigatorTests.lines(Self.list(["c": lost]), "next next activate") == [
                "> next", "2 [b] B. Button.", "> next", "3 [c] C. Button.",
                "> activate", "  sound: screen changed", "  warning: " + message, "1 [a] A. Button. List Start.",
            ])
        var navigator = try Navigator(document: Self.list(["a": lost]))
        let events = navigator.perform(.activate)
        #expect(events.contains(.warning(message)))
        #expect(
            Transcript(locale: "en", events: events).json.contains(
                #"{"type": "warning", "text": "screenChanged names \"nowhere\""#))
    }

    /// After each set effect the session's order and speech are those of a
    /// fresh narration of the changed document.
    @Test(
        "Changing one element keeps the order a fresh narration gives",
        arguments: [
            Behaviors.ElementChanges(label: "Renamed"), Behaviors.ElementChanges(value: "7"),
            Behaviors.ElementChanges(hint: "New hint"),
            Behaviors.ElementChanges(addTraits: .selected), Behaviors.ElementChanges(removeTraits: .button),
            Behaviors.ElementChanges(hidden: true),
            Behaviors.ElementChanges(label: "", removeTraits: .button),
        ])
    func incrementalMatchesAFreshOrder(_ changes: Behaviors.ElementChanges) throws {
        let change = Behaviors(activate: [.set(id: "c", changes: changes)])
        var document = Self.list(["a": change])
        document.root.children.append(
            AccessibilityNode(
                label: "Group", children: [AccessibilityNode(id: "e", label: "E")], containerType: .semanticGroup))
        var navigator = try Navigator(document: document)
        navigator.perform(.activate)
        navigator.perform(.readAll)
        let session = navigator.transcript.events.suffix(while: { if case .gesture = $0 { false } else { true } })
        let fresh = try Narrator(document: navigator.document).transcript().events
        #expect(session.map(Self.speech) == fresh.map(Self.speech))
    }

    static func speech(_ event: TranscriptEvent) -> String {
        guard case .focus(let focus) = event else { return "\(event)" }
        return "\(focus.index) \(focus.id ?? "") \(focus.utterance.speech)"
    }
}

extension Array {
    /// The elements after the last one that does not satisfy `keep`.
    func suffix(while keep: (Element) -> Bool) -> ArraySlice<Element> {
        let start = lastIndex { !keep($0) }.map { $0 + 1 } ?? startIndex
        return self[start...]
    }
}
