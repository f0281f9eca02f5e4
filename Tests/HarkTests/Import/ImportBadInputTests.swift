import Foundation
import Testing
import Hark

/// Dumps that are cut short, malformed, empty or huge: one clear line
/// naming the line or JSON path, never a crash, never silence.
@Suite("Bad dumps")
struct ImportBadInputTests {
    static let subtree =
        "Element subtree:\n →Application, 0x1, pid: 1, label: 'App'\n    Window (Main), 0x2, {{0.0, 0.0}, {390.0, "
        + "844.0}}\n"

    @Test(
        "Each bad dump's message",
        arguments: [
            (
                "<AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" x=\"0\" y=\"0\" "
                    + "width=\"390\" height=\"844\">\n<XCUIElementTypeButton label=\"OK\"",
                ImportFormat.appium,
                "line 2: the XML ends before <XCUIElementTypeButton> of line 2 is closed; the dump is cut short"
            ),
            (
                "<AppiumAUT><XCUIElementTypeApplication>\n<XCUIElementTypeButton label=\"OK\"/>\n", .appium,
                "line 2: the XML ends before <XCUIElementTypeApplication> of line 1 is closed; the dump is cut short"
            ),
            (
                "<hierarchy><node/></hierarchy>", .appium,
                "line 1: the XML root is <hierarchy>, not Appium page source (<AppiumAUT> or "
                    + "<XCUIElementTypeApplication>)"
            ),
            (
                "<XCUIElementTypeApplication>\n  <XCUIElementTypeButton x=\"1\" y=\"2\" width=\"wide\" "
                    + "height=\"4\"/>\n</XCUIElementTypeApplication>",
                .appium,
                "line 2: cannot read the frame: width=\"wide\"; expected numbers x, y, width and height"
            ),
            (
                "<XCUIElementTypeApplication>\n  <XCUIElementTypeButton x=\"1\" y=\"2\" "
                    + "width=\"3\"/>\n</XCUIElementTypeApplication>",
                .appium,
                "line 2: cannot read the frame: height=missing; expected numbers x, y, width and height"
            ),
            (
                subtree + "      Button, 0x3, {{0.0, 200.0}, {100.0}}, label: 'OK'\n", .xcuitest,
                "line 4: cannot read the frame '{{0.0, 200.0}, {100.0}}': expected {{x, y}, {width, height}}"
            ),
            (
                subtree + "      Button, 0x3, {{0.0, 200.0}, {100.0, 44.0}}, label: 'OK\n", .xcuitest,
                "line 4: a quoted value is not closed before the end of the dump"
            ),
            (
                subtree + "      Button, 0x3, {{0.0, 200.0}, {100.0, 44.0}}, Wobbly\n", .xcuitest,
                "line 4: cannot read the attribute 'Wobbly': expected a 'key: value' pair or Selected, Disabled, "
                    + "Focused"
            ),
            (
                subtree + "      this is not an element\n", .xcuitest,
                "line 4: cannot read this line: expected an element such as 'Button, 0x…, {{x, y}, {width, height}}, "
                    + "label: …'"
            ),
            (
                "Attributes: nothing here\n", .xcuitest,
                "document: no element line: expected 'Element subtree:' and lines such as 'Button, 0x…, {{x, y}, "
                    + "{width, height}}, label: …'"
            ),
            (#"[{"AXLabel": 3}]"#, .idb, "[0].AXLabel: expected a string or null"),
            (
                #"[{"AXLabel": "A", "frame": {"x": 0, "y": 0, "width": 10}}]"#, .idb,
                "[0].frame.height: missing; expected a number"
            ),
            (
                #"[{"AXLabel": "A", "AXFrame": "{{0, 0}, {10}}"}]"#, .idb,
                #"[0].AXFrame: cannot read the frame: expected "{{x, y}, {width, height}}""#
            ),
            (#"[{"AXLabel": "A"}, 7]"#, .idb, "[1]: expected an object with AXLabel, AXFrame, type…"),
            (#"[{"AXLabel": "A", "enabled": "yes"}]"#, .idb, "[0].enabled: expected true, false or null"),
            (
                #""AXLabel""#, .idb,
                "document: expected an array of elements (idb ui describe-all) or one element (describe-point)"
            ),
            ("", .appium, "document: the dump is empty"),
            ("  \n", .xcuitest, "document: the dump is empty"),
            (
                "hello", .auto,
                "document: cannot tell the format: expected Hark JSON, Appium XML page source, an XCUITest "
                    + "debugDescription, idb JSON or AccessibilitySnapshot's model (a JSON object with keys of two of "
                    + "them could be either); name it with --from"
            ),
        ])
    func message(dump: String, format: ImportFormat, expected: String) {
        let message = importError(dump, format: format)
        #expect(message?.hasPrefix(expected) == true, "\(message ?? "no error")")
        #expect(message?.contains("\n") == false)
    }

    @Test func anUnknownElementTypeIsKeptWithAWarning() throws {
        let dump = Self.subtree + "      Gizmo, 0x3, {{0.0, 100.0}, {100.0, 20.0}}, label: 'Thing'\n"
        let document = try HarkDocument(importing: Data(dump.utf8))
        #expect(document.importOrigin?.warnings == ["line 4: unknown element type 'Gizmo'; kept as a plain element"])
        #expect(try narrateDump(dump).hasSuffix("1 Thing\n"))
    }

    @Test func anUnknownTraitNameIsAWarning() throws {
        let dump =
            #"<XCUIElementTypeApplication x="0" y="0" width="390" height="844"><XCUIElementTypeButton label="OK" "#
            + #"accessible="true" traits="Button, Sparkly" x="0" y="0" width="50" "#
            + #"height="50"/></XCUIElementTypeApplication>"#
        let document = try HarkDocument(importing: Data(dump.utf8))
        #expect(document.importOrigin?.warnings == ["line 1: unknown trait 'Sparkly'; left out"])
        #expect(try narrateDump(dump).hasSuffix("1 OK. Button.\n"))
    }
}
