import Foundation

/// The same screen in every format Hark reads, at any size: a flat run of
/// small buttons (30 × 30 points: a finding on every element), each with
/// an id and a label, in rows of ten that repeat down the screen so that
/// the importers keep every one (they leave out what lies off the screen).
///
/// The `changed` version is the screen after a change, for `hark diff`:
/// every seventh button renamed, every eleventh gone.
enum ScalingFixture {
    enum Format: String, CaseIterable, Sendable {
        case hark, appium, xcuitest, idb, snapshot

        /// The fixture's file extension.
        var fileExtension: String {
            switch self {
            case .appium: "xml"
            case .xcuitest: "txt"
            default: "json"
            }
        }

        /// How the table names it.
        var title: String {
            switch self {
            case .hark: "Hark JSON"
            case .appium: "Appium XML"
            case .xcuitest: "XCUITest"
            case .idb: "idb JSON"
            case .snapshot: "AccessibilitySnapshot"
            }
        }
    }

    /// One button: its id, label and frame.
    struct Button {
        var index: Int
        var label: String
        var x: Int
        var y: Int
    }

    /// The buttons of a screen of `count`, or of its changed version.
    static func buttons(_ count: Int, changed: Bool) -> [Button] {
        (0..<count).compactMap { index in
            if changed, index % 11 == 5 { return nil }
            let label = "Item \(index)" + (changed && index % 7 == 3 ? " renamed" : "")
            return Button(index: index, label: label, x: 8 + index % 10 * 38, y: 100 + index / 10 % 16 * 44)
        }
    }

    /// The screen's text in `format`.
    static func text(_ format: Format, elements count: Int, changed: Bool = false) -> String {
        let buttons = buttons(count, changed: changed)
        var text = header(format)
        text.reserveCapacity(count * 200)
        for (offset, button) in buttons.enumerated() {
            text += (offset == 0 ? "" : separator(format)) + element(format, button)
        }
        return text + footer(format)
    }

    private static func header(_ format: Format) -> String {
        switch format {
        case .hark:
            #"{"hark": 1, "title": "Scaling", "screen": {"width": 390, "height": 844}, "root": {"id": "root", "#
                + #""frame": [0, 0, 390, 844], "children": ["# + "\n"
        case .appium:
            #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<AppiumAUT>\n"
                + #"<XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Scaling" label="Scaling" "#
                + #"enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">"# + "\n"
        case .xcuitest:
            "Attributes: Application, 0x1, pid: 1, label: 'Scaling'\nElement subtree:\n"
                + " →Application, 0x1, pid: 1, label: 'Scaling'\n"
        case .idb, .snapshot: "[\n"
        }
    }

    private static func separator(_ format: Format) -> String {
        switch format {
        case .hark, .idb, .snapshot: ",\n"
        case .appium, .xcuitest: ""
        }
    }

    private static func element(_ format: Format, _ button: Button) -> String {
        let (i, label, x, y) = (button.index, button.label, button.x, button.y)
        switch format {
        case .hark:
            return #"{"id": "b\#(i)", "label": "\#(label)", "traits": ["button"], "frame": [\#(x), \#(y), 30, 30]}"#
        case .appium:
            return #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="b\#(i)" label="\#(label)" "#
                + #"enabled="true" visible="true" accessible="true" x="\#(x)" y="\#(y)" width="30" height="30"/>"#
                + "\n"
        case .xcuitest:
            return "    Button, 0x\(String(i + 2, radix: 16)), {{\(x).0, \(y).0}, {30.0, 30.0}}, "
                + "identifier: 'b\(i)', label: '\(label)'\n"
        case .idb:
            return #"{"type": "Button", "AXLabel": "\#(label)", "AXUniqueId": "b\#(i)", "#
                + #""AXFrame": "{{\#(x), \#(y)}, {30, 30}}", "enabled": true}"#
        case .snapshot:
            return #"{"element": {"traversalIndex": \#(i), "_0": {"description": "\#(label). Button.", "#
                + #""label": "\#(label)", "identifier": "b\#(i)", "traits": ["button"], "#
                + #""shape": {"type": "frame", "frame": [[\#(x), \#(y)], [30, 30]]}}}}"#
        }
    }

    private static func footer(_ format: Format) -> String {
        switch format {
        case .hark: "\n]}}\n"
        case .appium: "</XCUIElementTypeApplication>\n</AppiumAUT>\n"
        case .xcuitest: ""
        case .idb, .snapshot: "\n]\n"
        }
    }
}
