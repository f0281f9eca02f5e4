import Foundation
import Testing
import Hark
import HarkTestSupport

/// Decoding defects once found: `null` for required fields, long unknown
/// names, objects with very many keys.
@Suite("Decoding hostile input")
struct DecodingHardeningTests {
    static func withChild(_ child: String) -> String { DecodingTests.withChild(child) }

    @Test(
        "A required field that is null is an error at its path",
        arguments: [
            (
                #"{"hark": null, "root": {}}"#,
                #"hark: the required field "hark" must not be null (the format version, 1)"#
            ),
            (
                #"{"root": {"traits": ["buton"]}, "hark": null}"#,
                #"hark: the required field "hark" must not be null (the format version, 1)"#
            ),
            (
                #"{"hark": 1, "root": null}"#,
                #"root: the required field "root" must not be null (the window's root view)"#
            ),
            (#"{"hark": 1, "root": {}, "screens": {"a": null}}"#, "screens.a: expected an object (a node), found null"),
            (
                #"{"hark": 1, "root": {}, "screen": {"width": 390, "height": null}}"#,
                #"screen.height: the required field "height" must not be null (in points)"#
            ),
            (
                #"{"hark": 1, "root": {}, "appStrings": {"path": null}}"#,
                #"appStrings.path: the required field "path" must not be null (the folder of the app's string tables, "#
                    + #"relative to the sample)"#
            ),
            (
                withChild(#"{"label": "A", "customActions": [{"name": null}]}"#),
                #"root.children[1].customActions[0].name: the required field "name" must not be null (the action's "#
                    + #"name)"#
            ),
            (
                withChild(#"{"label": {"key": null}}"#),
                #"root.children[1].label.key: the required field "key" must not be null (the key in the app's strings)"#
            ),
            (
                withChild(#"{"label": "A", "customContent": [{"label": "L", "value": null}]}"#),
                #"root.children[1].customContent[0].value: the required field "value" must not be null (the content)"#
            ),
            (
                withChild(#"{"label": "A", "customRotors": [{"name": "R", "ids": null}]}"#),
                #"root.children[1].customRotors[0].ids: the required field "ids" must not be null (the elements it "#
                    + #"visits, in order)"#
            ),
            (
                withChild(#"{"label": "A", "behaviors": {"activate": [{"type": null}]}}"#),
                #"root.children[1].behaviors.activate[0].type: the required field "type" must not be null (one of: "#
                    + #"set, announce, layoutChanged, screenChanged, pageScrolled, present, dismiss, activate, if)"#
            ),
            (
                withChild(#"{"label": "A", "behaviors": {"activate": [{"type": "announce", "text": null}]}}"#),
                #"root.children[1].behaviors.activate[0].text: the required field "text" must not be null (what to "#
                    + #"say)"#
            ),
            (
                withChild(
                    #"{"id": "a", "label": "A", "behaviors": {"activate": [{"type": "if", "id": "a", "#
                        + #""then": null}]}}"#),
                #"root.children[1].behaviors.activate[0].then: the required field "then" must not be null (the "#
                    + #"effects when the state holds)"#
            ),
            (
                withChild(#"{"label": "A", "adjustableValues": {"min": 1, "max": null}}"#),
                #"root.children[1].adjustableValues.max: the required field "max" must not be null (a whole number)"#
            ),
            (
                #"{"hark": 1, "root": {"containerType": "dataTable", "children": [{"label": "A", "#
                    + #""cell": {"row": null, "column": 1}}]}}"#,
                #"root.children[0].cell.row: the required field "row" must not be null (1-based)"#
            ),
            (
                withChild(
                    #"{"label": "A", "behaviors": {"activate": [{"type": "dismiss", "#
                        + #""transition": {"animation": null}}]}}"#
                ),
                #"root.children[1].behaviors.activate[0].transition.animation: the required field "animation" must "#
                    + #"not be null (how it moves)"#
            ),
            (
                withChild(
                    #"{"label": "A", "behaviors": {"activate": [{"type": "dismiss", "#
                        + #""transition": {"animation": {"style": "crossFade", "duration": null}}}]}}"#
                ),
                #"root.children[1].behaviors.activate[0].transition.animation.duration: the required field "duration" "#
                    + #"must not be null (in seconds)"#
            ),
        ] as [(String, String)])
    func nullRequiredField(json: String, message: String) {
        #expect(decodingError(json) == message)
    }

    @Test func optionalFieldsMayStillBeNull() throws {
        let document = try HarkDocument(
            json: #"{"hark": 1, "title": null, "screens": null, "root": {"label": "A", "id": null, "children": null}}"#)
        #expect(document.root == AccessibilityNode(label: "A"))
    }

    @Test func aLongUnknownNameIsCutAndGetsNoSuggestion() throws {
        // A megabyte-long trait name: no edit distance over it, and the
        // error echoes 80 characters of it.
        let name = "button" + String(repeating: "x", count: 1_048_576)
        let start = ContinuousClock.now
        let message = try #require(decodingError(#"{"hark": 1, "root": {"traits": [""# + name + #""]}}"#))
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(message == #"root.traits[0]: unknown trait ""# + String(name.prefix(80)) + #"…""#)
        // Fields, ids and enumerations are cut the same way.
        let field = String(repeating: "é", count: 200)
        #expect(
            decodingError(#"{"hark": 1, "root": {""# + field + #"": 1}}"#) == #"root: unknown field ""#
                + String(field.prefix(80)) + #"…""#)
        let device = String(repeating: "p", count: 81)
        #expect(
            decodingError(#"{"hark": 1, "root": {}, "device": ""# + device + #""}"#)
                == #"device: unknown device ""# + String(repeating: "p", count: 80)
                + #"…"; expected one of: phone, pad"#)
    }

    @Test func suggestionsStopAtSixtyFourCharacters() {
        let candidate = String(repeating: "a", count: 70)
        for (length, expected) in [(64, Optional(candidate)), (65, nil)] {
            // One letter off from the candidate's start, `length` long.
            let typo = "b" + String(repeating: "a", count: length - 1)
            let candidates = [String(candidate.prefix(length))]
            #expect(NameSuggestion.nearest(to: typo, in: candidates) == expected.map { String($0.prefix(length)) })
        }
    }

    @Test func namesInErrorsStayOnOneLine() {
        #expect(decodingError(#"{"hark": 1, "root": {"a\nb": 1}}"#) == #"root: unknown field "a\nb""#)
        #expect(
            decodingError(#"{"hark": 1, "root": {"id": "x\ty", "children": [{"id": "x\ty"}]}}"#)
                == #"root.children[0].id: duplicate id "x\ty" (first used at root)"#)
        #expect(
            NameSuggestion.quoted(String(repeating: "z", count: 80)) == "\"" + String(repeating: "z", count: 80) + "\"")
    }

    @Test func manyScreensAreReadAndDuplicatesFound() throws {
        let count = 20_000
        let screens = (0..<count).map { #""s\#($0)": {"label": "Screen \#($0)"}"# }.joined(separator: ",")
        let document = try HarkDocument(json: #"{"hark": 1, "root": {}, "screens": {"# + screens + "}}")
        #expect(document.screens.count == count)
        #expect(document.screens["s12345"]?.label == "Screen 12345")
        // A duplicate past the first sixteen keys is still found.
        let duplicated = #"{"hark": 1, "root": {}, "screens": {"# + screens + #", "s19999": {}}}"#
        #expect(decodingError(duplicated)?.hasSuffix(#"duplicate field "s19999" in the same object"#) == true)
    }
}
