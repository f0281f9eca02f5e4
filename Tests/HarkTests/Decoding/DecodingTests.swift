import Foundation
import Testing
@testable import Hark
import HarkTestSupport

/// Reading the sample format strictly: every mistake is an error naming
/// its JSON path, with the nearest valid name when there is one.
@Suite("Decoding sample files")
struct DecodingTests {
    /// A document whose root has one child written as `child`.
    static func withChild(_ child: String) -> String {
        #"{"hark": 1, "root": {"children": [{"label": "ok"}, "# + child + "]}}"
    }

    @Test(
        "Errors name the JSON path",
        arguments: [
            (
                withChild(#"{"label": "Add", "traits": ["buton"]}"#),
                #"root.children[1].traits[0]: unknown trait "buton"; did you mean "button"?"#
            ),
            (withChild(#"{"lable": "Add"}"#), #"root.children[1]: unknown field "lable"; did you mean "label"?"#),
            (withChild(#"{"label": 3}"#), "root.children[1].label: expected a string, found a number"),
            (
                withChild(#"{"label": "A", "frame": [0, 0, -1, 10]}"#),
                "root.children[1].frame[2]: width must not be negative, found -1"
            ),
            (
                withChild(#"{"label": "A", "frame": [0, 0, 10]}"#),
                "root.children[1].frame: expected 4 numbers [x, y, width, height], found 3 elements"
            ),
            (
                withChild(#"{"label": "A", "frame": [0, "NaN", 10, 10]}"#),
                "root.children[1].frame[1]: expected a number, found a string"
            ),
            (
                withChild(#"{"label": "A", "frame": [0, 1e999, 10, 10]}"#),
                "root.children[1].frame[1]: expected a finite number, found inf"
            ),
            (
                withChild(#"{"label": "A", "containerType": "lists"}"#),
                #"root.children[1].containerType: unknown container type "lists"; did you mean "list"?"#
            ),
            (
                withChild(#"{"label": "A", "containerType": "carousel"}"#),
                #"root.children[1].containerType: unknown container type "carousel"; expected one of: none, list, "#
                    + #"landmark, semanticGroup, dataTable, tabBar, series"#
            ),
            (
                withChild(#"{"label": "A", "headingLevel": 7}"#),
                "root.children[1].headingLevel: expected a whole number from 1 to 6, found 7"
            ),
            (
                withChild(#"{"label": "A", "headingLevel": 1.5}"#),
                "root.children[1].headingLevel: expected a whole number from 1 to 6, found 1.5"
            ),
            (
                withChild(#"{"label": "A", "hidden": "yes"}"#),
                "root.children[1].hidden: expected true or false, found a string"
            ),
            (
                withChild(#"{"label": "A", "customActions": [{}]}"#),
                #"root.children[1].customActions[0]: missing required field "name" (the action's name)"#
            ),
            (
                withChild(#"{"label": "A", "customActions": [{"title": "Go"}]}"#),
                #"root.children[1].customActions[0]: unknown field "title""#
            ),
            (
                #"{"root": {"id": "a", "children": [{"id": "a"}]}, "hark": 1}"#,
                #"root.children[0].id: duplicate id "a" (first used at root)"#
            ),
            (
                #"{"root": {"traits": ["buton"]}, "hark": 2}"#,
                "hark: unsupported format version 2; this Hark reads version 1"
            ),
            (
                #"{"hark": 1, "root": {}, "screens": {"a": {}, "a": {}}}"#,
                #"screens: invalid JSON at line 1, column 49: duplicate field "a" in the same object"#
            ),
            (
                #"{"hark": 1, "root": {}, "screens": {"details": {"lable": "x"}}}"#,
                #"screens.details: unknown field "lable"; did you mean "label"?"#
            ),
            (
                #"{"hark": 1, "root": {"id": "x", "children": [{"children": [{"id": "y"}]}, {"id": "y"}]}}"#,
                #"root.children[1].id: duplicate id "y" (first used at root.children[0].children[0])"#
            ),
            (
                withChild(#"{"label": "A", "customActions": [""]}"#),
                "root.children[1].customActions[0]: a custom action's name must not be empty"
            ),
            (
                withChild(#"{"label": "A", "customContent": [{"label": "L", "value": "V", "importance": "urgent"}]}"#),
                #"root.children[1].customContent[0].importance: unknown importance "urgent"; expected one of: "#
                    + #"default, high"#
            ),
            (
                withChild(#"{"label": "A", "userInputLabels": ["Add", 2]}"#),
                "root.children[1].userInputLabels[1]: expected a string, found a number"
            ),
            (
                withChild(#"{"label": "A", "activationPoint": [1]}"#),
                "root.children[1].activationPoint: expected 2 numbers [x, y], found 1 element"
            ),
            (
                withChild(#"{"label": "A", "language": "en US"}"#),
                #"root.children[1].language: "en US" is not a language name such as "en", "de" or "pt-BR""#
            ),
            (withChild(#"{"id": ""}"#), "root.children[1].id: an id must not be empty"),
            (
                withChild(#"{"children": [{"children": [{"traits": "button"}]}]}"#),
                "root.children[1].children[0].children[0].traits: expected an array, found a string"
            ),
            (withChild(#""a label""#), "root.children[1]: expected an object (a node), found a string"),
            (
                #"{"hark": 1, "root": {"id": "a", "children": [{"id": "b"}, {"id": "a", "label": "x"}]}}"#,
                #"root.children[1].id: duplicate id "a" (first used at root)"#
            ),
            (
                #"{"hark": 1, "root": {"id": "a"}, "screens": {"details": {"id": "a"}}}"#,
                #"screens.details.id: duplicate id "a" (first used at root)"#
            ),
            (#"{"root": {}}"#, #"document: missing required field "hark" (the format version, 1)"#),
            (#"{"hark": 2, "root": {}}"#, "hark: unsupported format version 2; this Hark reads version 1"),
            (#"{"hark": "1", "root": {}}"#, "hark: expected the number 1, found a string"),
            (#"{"hark": 1}"#, #"document: missing required field "root" (the window's root view)"#),
            (#"{"hark": 1, "root": []}"#, "root: expected an object (the root node), found an array"),
            (#"{"hark": 1, "root": {}, "locle": "de"}"#, #"document: unknown field "locle"; did you mean "locale"?"#),
            (
                #"{"hark": 1, "root": {}, "device": "watch"}"#,
                #"device: unknown device "watch"; expected one of: phone, pad"#
            ),
            (
                #"{"hark": 1, "root": {}, "layoutDirection": "rtl"}"#,
                #"layoutDirection: unknown layout direction "rtl"; expected one of: leftToRight, rightToLeft"#
            ),
            (
                #"{"hark": 1, "root": {}, "settings": {"speakHint": false}}"#,
                #"settings: unknown field "speakHint"; did you mean "speakHints"?"#
            ),
            (
                #"{"hark": 1, "root": {}, "screen": {"width": 0, "height": 844}}"#,
                "screen.width: expected a positive number of points, found 0"
            ),
            (#"[1, 2]"#, #"document: expected an object with "hark": 1 and a "root" node, found an array"#),
        ])
    func pathErrors(json: String, message: String) {
        #expect(throws: Never.self) { try decodeError(json) }
        #expect((try? decodeError(json)).map(\.description) == message)
    }

    @Test(
        "Malformed JSON names the line, column and path",
        arguments: [
            ("", "document: invalid JSON at line 1, column 1: the file is empty; expected a JSON object"),
            (
                #"{"hark": 1, "root": {"label": "A",}}"#,
                "root: invalid JSON at line 1, column 35: expected a field name in double quotes"
            ),
            (
                "{\"hark\": 1,\n \"root\": {\"children\": [{\"label\": \"A\"} {\"label\": \"B\"}]}}",
                "root.children[1]: invalid JSON at line 2, column 39: expected ',' or ']' after an array element"
            ),
            (
                #"{"hark": 1, "root": {"label": "unterminated}}"#,
                "root.label: invalid JSON at line 1, column 46: unterminated string"
            ),
            (
                #"{"hark": 1, "root": {"label": "A", "label": "B"}}"#,
                #"root: invalid JSON at line 1, column 43: duplicate field "label" in the same object"#
            ),
            (
                #"{"hark": 1, "root": {"alpha": NaN}}"#,
                "root.alpha: invalid JSON at line 1, column 31: unexpected character 'N'; expected a value"
            ),
            (#"{"hark": 01, "root": {}}"#, "hark: invalid JSON at line 1, column 11: invalid number: a leading zero"),
            (
                #"{"hark": 1, "root": {}} extra"#,
                "document: invalid JSON at line 1, column 25: unexpected text after the end of the JSON value"
            ),
            (
                #"{"hark": 1, "root": {"label": "\x"}}"#,
                #"root.label: invalid JSON at line 1, column 32: invalid escape sequence \x"#
            ),
            (
                #"{"hark": 1, "root": {"label": "\ud800"}}"#,
                #"root.label: invalid JSON at line 1, column 38: a high surrogate \u escape must be followed by a low "#
                    + #"surrogate"#
            ),
        ])
    func malformedJSON(json: String, message: String) {
        #expect((try? decodeError(json)).map(\.description) == message)
    }

    @Test func invalidUTF8IsAnError() {
        var bytes = Array(#"{"hark": 1, "root": {"label": "caf"#.utf8)
        bytes += [0xC3, 0x28]  // an invalid two-byte sequence
        bytes += Array(#""}}"#.utf8)
        #expect(throws: HarkDecodingError.self) { try HarkDocument(jsonData: Data(bytes)) }
        // A real U+FFFD is fine.
        #expect(throws: Never.self) { try HarkDocument(json: #"{"hark": 1, "root": {"label": "\#u{FFFD}"}}"#) }
    }

    @Test func everyFieldIsRead() throws {
        let json = #"""
            {"hark": 1, "title": "All", "locale": "de-AT", "device": "pad", "layoutDirection": "rightToLeft",
             "screen": {"width": 1024, "height": 1366}, "settings": {"reduceMotion": true, "speakHints": false},
             "root": {"id": "root", "frame": [0, 0, 1024, 1366], "explicitOrder": true, "groupChildren": true,
                      "containerType": "landmark", "alpha": 0.5, "clipsToBounds": true, "children": [
               {"id": "e", "label": "L", "value": "V", "hint": "H", "traits": ["button", "selected", "textArea"],
                "isAccessibilityElement": true, "elementsHidden": false, "hidden": false, "viewIsModal": true,
                "language": "fr", "headingLevel": 3, "customActions": ["One", {"name": "Two"}],
                "customContent": [{"label": "CL", "value": "CV"}, {"label": "HL", "value": "HV", "importance": "high"}],
                "userInputLabels": ["Tap"], "respondsToUserInteraction": false, "activationPoint": [1.5, 2],\#
             "label": null}
             ]},
             "screens": {"details": {"label": "Details"}}}
            """#
        // (The null label is read as absent; it is a duplicate key, so drop it.)
        let document = try HarkDocument(json: json.replacingOccurrences(of: #", "label": null"#, with: ""))
        #expect(document.title == "All")
        #expect(document.locale == "de-AT")
        #expect(document.device == .pad)
        #expect(document.layoutDirection == .rightToLeft)
        #expect(document.screen == ScreenSize(width: 1024, height: 1366))
        #expect(document.settings == HarkDocument.Settings(reduceMotion: true, speakHints: false))
        #expect(document.screens["details"]?.label == "Details")
        let root = document.root
        #expect(root.readsInGivenOrder && root.groupChildren && root.clipsToBounds)
        #expect(root.containerType == .landmark && root.alpha == 0.5)
        let element = try #require(root.children.first)
        #expect(
            element
                == AccessibilityNode(
                    id: "e", label: "L", value: "V", hint: "H", traits: [.button, .selected, .textArea],
                    isAccessibilityElement: true,
                    viewIsModal: true, language: "fr", headingLevel: 3, customActions: ["One", "Two"],
                    customContent: [
                        CustomContent(label: "CL", value: "CV"),
                        CustomContent(label: "HL", value: "HV", importance: .high),
                    ],
                    userInputLabels: ["Tap"], respondsToUserInteraction: false,
                    activationPoint: Frame.Point(x: 1.5, y: 2)))
    }

    @Test func nullReadsAsAbsent() throws {
        let document = try HarkDocument(
            json: #"{"hark": 1, "title": null, "root": {"label": "A", "value": null, "frame": null}}"#)
        #expect(document.title == nil)
        #expect(document.root == AccessibilityNode(label: "A"))
    }

    @Test func allTraitNamesRoundTrip() {
        for (name, trait) in AccessibilityNode.Traits.named {
            #expect(AccessibilityNode.Traits(name: name) == trait)
            #expect(trait.names == [name])
        }
        #expect(Set(AccessibilityNode.Traits.named.map(\.trait.rawValue)).count == AccessibilityNode.Traits.named.count)
    }

    @Test(
        "Suggestions",
        arguments: [
            ("buton", "button"), ("Button", "button"), ("heder", "header"),
            ("isAccesibilityElement", "isAccessibilityElement"),
            ("chidren", "children"), ("lable", "label"),
        ])
    func suggestion(typo: String, expected: String) {
        let names = AccessibilityNode.Traits.named.map(\.name) + NodeField.allCases.map(\.rawValue)
        #expect(NameSuggestion.nearest(to: typo, in: names) == expected)
    }

    @Test func farFetchedNamesGetNoSuggestion() {
        #expect(NameSuggestion.nearest(to: "carousel", in: ContainerType.allCases.map(\.rawValue)) == nil)
    }

    private func decodeError(_ json: String) throws -> HarkDecodingError {
        do {
            _ = try HarkDocument(json: json)
        } catch {
            return error
        }
        throw NoError()
    }

    private struct NoError: Error {}
}
