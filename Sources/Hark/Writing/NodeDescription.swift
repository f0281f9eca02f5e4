/// A node described in one line, without its subtree: a tree may be
/// 100,000 levels deep, and `print`, `dump` and the debugger must not
/// recurse through it.
extension AccessibilityNode: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `AccessibilityNode(id: "add", label: "Add", traits: [button], 2 children)`.
    public var description: String {
        let fields =
            summary.map { "\($0.label): \($0.value)" }
            + (children.isEmpty ? [] : ["\(children.count) \(children.count == 1 ? "child" : "children")"])
        return "AccessibilityNode(" + fields.joined(separator: ", ") + ")"
    }

    /// The same one-line text as ``description``.
    public var debugDescription: String { description }

    /// The fields that are set, and the number of children (not the
    /// children themselves).
    public var customMirror: Mirror {
        Mirror(
            self,
            children: summary.map { (label: Optional($0.label), value: $0.value as Any) } + [
                ("childCount", children.count)
            ],
            displayStyle: .struct)
    }

    /// The fields that describe a node, when set, as text.
    private var summary: [(label: String, value: String)] {
        var fields: [(String, String)] = []
        func add(_ label: String, _ text: String?) {
            if let text { fields.append((label, text.debugDescription)) }
        }
        add("id", id)
        add("label", label)
        add("label key", localizedLabel?.key)
        add("value", value)
        add("value key", localizedValue?.key)
        add("hint", hint)
        add("hint key", localizedHint?.key)
        if !traits.isEmpty { fields.append(("traits", "[" + traits.names.joined(separator: ", ") + "]")) }
        if let frame { fields.append(("frame", "[\(frame.x), \(frame.y), \(frame.width), \(frame.height)]")) }
        for field in NodeField.described {
            if let text = field.describedValue(of: self) { fields.append((field.rawValue, text)) }
        }
        return fields
    }
}
