import Foundation
import Testing
@testable import Hark
import HarkTestSupport
/// Behaviours, effects and adjustable values in the sample format.
@Suite("Decoding behaviours")
struct BehaviorDecodingTests {
    static func document(_ root: String, screens: String = "{}") -> String {
        #"{"hark": 1, "screens": "# + screens + #", "root": {"children": [{"id": "a", "label": "A"}, "# + root + "]}}"
    }

    @Test func everyEffectIsRead() throws {
        let json = Self.document(
            #"""
            {"id": "b", "label": "B", "adjustableValues": {"min": 1, "max": 5, "step": 1, "format": "%d stars"},
             "customActions": [{"name": "Go", "effects": [{"type": "dismiss"}]}],
             "behaviors": {"activate": [
                {"type": "set", "id": "a", "label": "L", "value": "V", "hint": "H", "addTraits": ["selected"],\#
             "removeTraits": ["button"], "hidden": false},
                {"type": "announce", "text": "Hi", "priority": "high", "queued": true},
                {"type": "layoutChanged", "focus": "a", "text": "T"}, {"type": "screenChanged"},\#
             {"type": "pageScrolled", "text": "Page 1 of 2"},
                {"type": "present", "screen": "s", "focus": "c"}, {"type": "activate", "id": "a"},
                {"type": "if", "id": "a", "value": "V", "hasTraits": ["selected"], "lacksTraits": ["link"],\#
             "then": [{"type": "dismiss"}], "else": []}],
              "magicTap": [], "scrollLeft": [{"type": "pageScrolled", "text": "Page 2 of 2"}]}}
            """#, screens: #"{"s": {"id": "c", "label": "C"}}"#)
        let document = try HarkDocument(json: json)
        let node = document.root.children[1]
        #expect(node.adjustableValues == .range(min: 1, max: 5, step: 1, format: "%d stars"))
        #expect(node.customActions == [CustomAction(name: "Go", effects: [.dismiss()])])
        #expect(node.behaviors?.magicTap == [])
        #expect(node.behaviors?.scrollLeft == [.pageScrolled("Page 2 of 2")])
        #expect(
            node.behaviors?.activate == [
                .set(
                    id: "a",
                    changes: Behaviors.ElementChanges(
                        label: "L", value: "V", hint: "H", addTraits: .selected, removeTraits: .button, hidden: false)),
                .announce("Hi", priority: .high, queued: true), .layoutChanged(focus: "a", text: "T"), .screenChanged(),
                .pageScrolled("Page 1 of 2"), .present(screen: "s", focus: "c"), .activate(id: "a"),
                .when(
                    Behaviors.Condition(id: "a", value: "V", hasTraits: .selected, lacksTraits: .link),
                    then: [.dismiss()]),
            ])
        // JSONEncoder writes them back in the same format.
        #expect(try HarkDocument(jsonData: JSONEncoder().encode(document)) == document)
    }

    @Test(
        "Errors name the JSON path",
        arguments: [
            (
                #"{"behaviors": {"activte": []}}"#,
                #"root.children[1].behaviors: unknown field "activte"; did you mean "activate"?"#
            ),
            (
                #"{"behaviors": {"activate": [{"type": "anounce", "text": "x"}]}}"#,
                #"root.children[1].behaviors.activate[0].type: unknown effect type "anounce"; did you mean "announce"?"#
            ),
            (
                #"{"behaviors": {"activate": [{"text": "x"}]}}"#,
                #"root.children[1].behaviors.activate[0]: missing required field "type" (one of: set, announce, "#
                    + #"layoutChanged, screenChanged, pageScrolled, present, dismiss, activate, if)"#
            ),
            (
                #"{"behaviors": {"activate": [{"type": "announce"}]}}"#,
                #"root.children[1].behaviors.activate[0]: a "announce" effect needs "text" (what to say)"#
            ),
            (
                #"{"behaviors": {"activate": [{"type": "dismiss", "text": "x"}]}}"#,
                #"root.children[1].behaviors.activate[0]: a "dismiss" effect has no field "text"; it takes: transition"#
            ),
            (
                #"{"behaviors": {"activate": [{"type": "set", "id": "zz"}]}}"#,
                #"root.children[1].behaviors.activate[0].id: no element has the id "zz""#
            ),
            (
                #"{"behaviors": {"activate": [{"type": "set", "id": "aa"}]}}"#,
                #"root.children[1].behaviors.activate[0].id: no element has the id "aa"; did you mean "a"?"#
            ),
            (
                #"{"behaviors": {"activate": [{"type": "present", "screen": "details"}]}}"#,
                #"root.children[1].behaviors.activate[0].screen: no screen "details" in "screens""#
            ),
            (
                #"{"behaviors": {"activate": [{"type": "announce", "text": "x", "priority": "urgent"}]}}"#,
                #"root.children[1].behaviors.activate[0].priority: unknown priority "urgent"; expected one of: low, "#
                    + #"default, high"#
            ),
            (
                #"{"behaviors": {"activate": [{"type": "if", "id": "a"}]}}"#,
                #"root.children[1].behaviors.activate[0]: an "if" effect needs "then" (the effects when the state "#
                    + #"holds)"#
            ),
            (
                #"{"adjustableValues": []}"#,
                "root.children[1].adjustableValues: a list of adjustable values must not be empty"
            ),
            (
                #"{"adjustableValues": {"min": 5, "max": 1}}"#,
                "root.children[1].adjustableValues: min (5) must be less than max (1)"
            ),
            (
                #"{"adjustableValues": {"min": 1, "max": 5, "format": "%@ stars"}}"#,
                #"root.children[1].adjustableValues.format: the format must take one whole number (%d): found %@"#
            ),
            (
                #"{"adjustableValues": {"min": 1, "max": 5, "format": "stars"}}"#,
                "root.children[1].adjustableValues.format: the format must take one whole number (%d): found 0 "
                    + "placeholders"
            ),
            (
                #"{"customActions": [{"name": "Go", "effects": {}}]}"#,
                "root.children[1].customActions[0].effects: expected an array, found an object"
            ),
        ])
    func errors(root: String, message: String) {
        do {
            _ = try HarkDocument(json: Self.document(root))
            Issue.record("accepted \(root)")
        } catch {
            if message.hasSuffix("… ") {
                #expect(error.description.hasPrefix(String(message.dropLast(2))))
            } else {
                #expect(error.description == message)
            }
        }
    }
}
