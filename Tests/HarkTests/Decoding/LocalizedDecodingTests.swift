import Foundation
import Testing
@testable import Hark
import HarkTestSupport
/// The sample format's keys into the app's own strings.
@Suite("Decoding app-string keys")
struct LocalizedDecodingTests {
    @Test func textFieldsTakeKeys() throws {
        let document = try HarkDocument(
            json: #"""
                {"hark": 1, "appStrings": {"path": "Strings", "developmentLanguage": "de"},
                 "root": {"label": {"key": "summary", "args": ["JetBlue", 615, {"key": "city"}], "table": "Flights"},
                          "value": {"key": "status"}, "hint": {"key": "hint"},
                          "customActions": [{"name": {"key": "maps"}}, "Plain"],
                          "customContent": [{"label": {"key": "gate"}, "value": "B12"}]}}
                """#)
        #expect(document.appStrings == AppStringsReference(path: "Strings", developmentLanguage: "de"))
        let root = document.root
        #expect(root.label == nil)
        #expect(
            root.localizedLabel
                == LocalizedString(
                    key: "summary", table: "Flights", arguments: [.text("JetBlue"), .integer(615), .key("city")]))
        #expect(root.localizedValue == LocalizedString(key: "status"))
        #expect(root.localizedHint == LocalizedString(key: "hint"))
        #expect(
            root.customActions == [
                CustomAction(name: "", localizedName: LocalizedString(key: "maps")), CustomAction(name: "Plain"),
            ])
        #expect(
            root.customContent == [CustomContent(label: "", value: "B12", localizedLabel: LocalizedString(key: "gate"))]
        )
        #expect(root.isElement)
        // And back: JSONEncoder writes the same format.
        let encoded = try JSONEncoder().encode(document)
        #expect(try HarkDocument(jsonData: encoded) == document)
    }

    @Test(
        "Errors name the JSON path",
        arguments: [
            (#"{"label": {"key": ""}}"#, "root.label.key: a key must not be empty"),
            (#"{"label": {"args": [1]}}"#, #"root.label: missing required field "key" (the key in the app's strings)"#),
            (#"{"label": {"key": "k", "arg": [1]}}"#, #"root.label: unknown field "arg"; did you mean "args"?"#),
            (
                #"{"label": {"key": "k", "args": [1.5]}}"#,
                "root.label.args[0]: expected a whole number from -999999999999999 to 999999999999999, found 1.5"
            ),
            (
                #"{"label": {"key": "k", "args": [true]}}"#,
                #"root.label.args[0]: expected a string, a whole number or {"key": …}, found a boolean"#
            ),
            (#"{"label": {"key": "k", "args": [{"name": "x"}]}}"#, #"root.label.args[0]: unknown field "name""#),
            (#"{"label": ["a"]}"#, "root.label: expected a string, found an array"),
        ])
    func errors(root: String, message: String) {
        #expect(decodingError(#"{"hark": 1, "root": "# + root + "}") == message)
    }

    @Test func appStringsNeedsAPath() {
        #expect(
            throws: HarkDecodingError(
                path: "appStrings",
                message:
                    #"missing required field "path" (the folder of the app's string tables, relative to the sample)"#)
        ) {
            try HarkDocument(json: #"{"hark": 1, "appStrings": {}, "root": {}}"#)
        }
    }
}
