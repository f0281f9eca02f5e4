import Foundation
import Testing
@testable import Hark
import HarkTestSupport

/// Voice Control: the names it shows and the commands it takes.
@Suite("Voice Control")
struct VoiceControlTests {
    static let document = HarkDocument(
        root: AccessibilityNode(children: [
            AccessibilityNode(
                id: "send", label: "Send message", traits: .button, frame: Frame(x: 0, y: 0, width: 50, height: 40),
                userInputLabels: ["Send", "Mail it"], behaviors: Behaviors(activate: [.announce("Sent")])),
            AccessibilityNode(
                id: "title", label: "Title", traits: .header, frame: Frame(x: 100, y: 0, width: 50, height: 40)),
            AccessibilityNode(
                id: "d1", label: "Delete", traits: .button, frame: Frame(x: 0, y: 50, width: 50, height: 40)),
            AccessibilityNode(
                id: "d2", label: "Delete", traits: .button, frame: Frame(x: 0, y: 100, width: 50, height: 40)),
            AccessibilityNode(
                id: "quiet", label: "Quiet", traits: .button, frame: Frame(x: 0, y: 150, width: 50, height: 40),
                respondsToUserInteraction: false),
            AccessibilityNode(
                id: "field", label: "Name", traits: .textEntry, frame: Frame(x: 0, y: 200, width: 50, height: 40)),
        ]))

    @Test func namesAreTheFirstInputLabelOrTheLabelOfInteractiveElements() {
        let names = VoiceControlNames(order: FocusOrder(document: Self.document))
        #expect(names.entries.map(\.name) == ["Send", "Delete", "Delete", "Name"])
        #expect(names.entries.map(\.number) == [1, 2, 3, 4])
        #expect(names.entries.map(\.index) == [1, 3, 4, 6])
        #expect(names.entries[0].spokenNames == ["Send", "Mail it"])
    }

    /// The picture's legend lists them joined, made without an array for one name.
    @Test func joinedNamesAreTheSpokenNamesJoined() {
        var nodes = Self.document.root.children
        nodes.append(AccessibilityNode(id: "blank", label: "", traits: .button))
        for node in nodes {
            let spoken = VoiceControlNames.spokenNames(of: node)
            let expected = spoken.flatMap { $0.isEmpty ? nil : $0.joined(separator: "; ") }
            #expect(VoiceControlNames.joinedNames(of: node, separator: "; ") == expected, "\(node.id ?? "")")
        }
        #expect(VoiceControlNames.joinedNames(of: nodes[0], separator: "; ") == "Send; Mail it")
        #expect(VoiceControlNames.joinedNames(of: nodes[1], separator: "; ") == nil)
    }

    @Test(
        "Commands",
        arguments: [
            (
                "Tap Send",
                [
                    "1 [send] Send message. Button.", "  interrupted by announcement: Send message. Button.",
                    "  announcement: Sent",
                ]
            ),
            (
                "tap MAIL IT",
                [
                    "1 [send] Send message. Button.", "  interrupted by announcement: Send message. Button.",
                    "  announcement: Sent",
                ]
            ),
            (
                "Tap 4",
                ["6 [field] Name. Text Field.", "  (nothing happens: the element declares no activation behaviour)"]
            ),
            (
                "Tap Delete",
                ["  (Voice Control: 2 elements are named \"Delete\"; it numbers them to choose: 2 [d1], 3 [d2])"]
            ),
            ("Tap Quiet", ["  (Voice Control: no element is named \"Quiet\")"]),
            ("Tap Title", ["  (Voice Control: no element is named \"Title\")"]),
            ("Show numbers", ["  (Voice Control shows: 1 Send, 2 Delete, 3 Delete, 4 Name)"]),
            (
                "Scroll down",
                [
                    "  (Voice Control does not know the command \"Scroll down\"; Hark understands Tap <name>, Tap "
                        + "<number>, Show names, Show numbers)"
                ]
            ),
        ])
    func command(_ command: String, expected: [String]) throws {
        #expect(try NavigatorTests.lines(Self.document, "say '\(command)'") == ["> say '\(command)'"] + expected)
    }

    @Test func quotesInScripts() throws {
        #expect(
            try Navigator.Gesture.parse(script: "say \"Tap Send\"\nsay 'Tap a \"quoted\" name' next") == [
                .say("Tap Send"), .say("Tap a \"quoted\" name"), .next,
            ])
        #expect(throws: GestureError(location: "script line 1", message: "a quote is not closed")) {
            try Navigator.Gesture.parse(script: "say 'Tap Send")
        }
    }
}
