import Foundation
import Testing

/// The tools whose exact output the rule matrix prints a screen in.
enum DumpTool: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// WebDriverAgent before `accessible` and `index` (crifan's and Poco's dumps).
    case appiumOld
    /// WebDriverAgent with `<AppiumAUT>`, `accessible` and `index`.
    case appiumNew
    /// XCUITest's `debugDescription`, as `po app` prints it.
    case xcuitest
    /// AXe's `describe-ui` (idb's nested form).
    case idb

    var testDescription: String { rawValue }
}

/// One element of a screen, written once and printed in each tool's exact
/// shape, so that a rule is tested in every format that can show it.
struct DumpShape: Sendable {
    var type: String
    var label: String?
    var value: String?
    var frame: (x: Double, y: Double, width: Double, height: Double)
    var enabled = true
    var visible: Bool? = true
    var accessible: Bool?
    var children: [DumpShape] = []

    init(
        _ type: String, _ label: String? = nil, value: String? = nil, _ frame: (Double, Double, Double, Double),
        enabled: Bool = true, visible: Bool? = true, accessible: Bool? = nil, children: [DumpShape] = []
    ) {
        self.type = type
        self.label = label
        self.value = value
        self.frame = frame
        self.enabled = enabled
        self.visible = visible
        self.accessible = accessible
        self.children = children
    }

    /// A 390 × 844 screen: the application holding a window holding `children`.
    static func screen(_ children: [DumpShape], title: String = "App") -> DumpShape {
        DumpShape(
            "Application", title, (0, 0, 390, 844), accessible: false,
            children: [DumpShape("Window", nil, (0, 0, 390, 844), accessible: false, children: children)])
    }

    /// The whole dump, as `tool` prints it.
    func printed(as tool: DumpTool) -> String {
        var lines: [String] = []
        switch tool {
        case .appiumOld, .appiumNew:
            if tool == .appiumNew { lines.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>") }
            appium(tool, depth: tool == .appiumNew ? 1 : 0, index: 0, into: &lines)
            if tool == .appiumNew { lines.append("</AppiumAUT>") }
        case .xcuitest:
            lines.append("Attributes: Application, 0x600000c1c000, pid: 4410, label: '\(label ?? "")'")
            lines.append("Element subtree:")
            var counter = 0
            xcuitest(depth: 0, counter: &counter, into: &lines)
        case .idb:
            return "[\n" + idb() + "\n]"
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func appium(_ tool: DumpTool, depth: Int, index: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        var attributes = ["type=\"XCUIElementType\(type)\""]
        // A line break in an attribute is written as WebDriverAgent writes it.
        if let value { attributes.append("value=\"\(value.replacingOccurrences(of: "\n", with: "&#10;"))\"") }
        if let label { attributes += ["name=\"\(label)\"", "label=\"\(label)\""] }
        attributes.append("enabled=\"\(enabled)\"")
        if let visible { attributes.append("visible=\"\(visible)\"") }
        if tool == .appiumNew { attributes.append("accessible=\"\(accessible ?? false)\"") }
        attributes += ["x=\"\(Int(frame.x))\"", "y=\"\(Int(frame.y))\""]
        attributes += ["width=\"\(Int(frame.width))\"", "height=\"\(Int(frame.height))\""]
        if tool == .appiumNew { attributes.append("index=\"\(index)\"") }
        let open = "\(indent)<XCUIElementType\(type) \(attributes.joined(separator: " "))"
        guard !children.isEmpty else { return lines.append(open + "/>") }
        lines.append(open + ">")
        for (position, child) in children.enumerated() {
            child.appium(tool, depth: depth + 1, index: position, into: &lines)
        }
        lines.append("\(indent)</XCUIElementType\(type)>")
    }

    private func xcuitest(depth: Int, counter: inout Int, into lines: inout [String]) {
        counter += 1
        let address = "0x600000c1" + String(format: "%04x", counter * 0xE0)
        var line = depth == 0 ? " →" : String(repeating: "  ", count: depth + 1)
        line += type == "Window" ? "Window (Main)" : type
        line += ", \(address)"
        if type == "Application" {
            line += ", pid: 4410"
        } else {
            line += ", {{\(frame.x), \(frame.y)}, {\(frame.width), \(frame.height)}}"
        }
        if let label { line += ", label: '\(label)'" }
        if let value { line += ", value: \(value)" }
        if !enabled { line += ", Disabled" }
        lines.append(line)
        for child in children { child.xcuitest(depth: depth + 1, counter: &counter, into: &lines) }
    }

    private func idb() -> String {
        func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "null" }
        let (x, y, width, height) = frame
        return """
            {
              "AXFrame" : "{{\(x), \(y)}, {\(width), \(height)}}",
              "AXUniqueId" : null,
              "frame" : { "y" : \(y), "x" : \(x), "width" : \(width), "height" : \(height) },
              "role_description" : "\(type.lowercased())",
              "AXLabel" : \(quoted(label)),
              "AXValue" : \(quoted(value)),
              "type" : "\(type)",
              "enabled" : \(enabled),
              "role" : "AX\(type)",
              "children" : [\(children.map { $0.idb() }.joined(separator: ",\n"))]
            }
            """
    }
}

/// The stops VoiceOver visits in `shape` printed as `tool`.
func stops(of shape: DumpShape, as tool: DumpTool) throws -> [String] {
    ImportCorpusStopTests.stops(try narrateDump(shape.printed(as: tool)))
}
