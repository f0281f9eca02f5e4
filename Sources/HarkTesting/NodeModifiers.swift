import Hark

/// Modifiers for every field of the model, each returning a changed copy:
/// `AX.button("Play").value("Paused").hint("Starts playback.").id("play")`.
extension AccessibilityNode {
    private func with(_ change: (inout AccessibilityNode) -> Void) -> AccessibilityNode {
        var copy = self
        change(&copy)
        return copy
    }

    /// Sets any other field of the model, which the initializer takes too:
    /// `.setting(\.<field>, value)`.
    package func setting<Value>(_ field: WritableKeyPath<AccessibilityNode, Value>, _ value: Value) -> AccessibilityNode
    {
        with { $0[keyPath: field] = value }
    }

    /// Sets the `accessibilityIdentifier`.
    public func id(_ id: String) -> AccessibilityNode { with { $0.id = id } }
    /// Sets the `accessibilityLabel`.
    public func label(_ label: String) -> AccessibilityNode { with { $0.label = label } }
    /// Sets the label to a key of the app's own strings (the `Localizable`
    /// table), with its format's arguments.
    public func label(key: String, _ arguments: LocalizedString.Argument...) -> AccessibilityNode {
        with { $0.localizedLabel = LocalizedString(key: key, arguments: arguments) }
    }
    /// Sets the `accessibilityValue`.
    public func value(_ value: String) -> AccessibilityNode { with { $0.value = value } }
    /// Sets the value to a key of the app's own strings (the `Localizable`
    /// table), with its format's arguments.
    public func value(key: String, _ arguments: LocalizedString.Argument...) -> AccessibilityNode {
        with { $0.localizedValue = LocalizedString(key: key, arguments: arguments) }
    }
    /// Sets the `accessibilityHint`.
    public func hint(_ hint: String) -> AccessibilityNode { with { $0.hint = hint } }
    /// Sets the hint to a key of the app's own strings (the `Localizable`
    /// table), with its format's arguments.
    public func hint(key: String, _ arguments: LocalizedString.Argument...) -> AccessibilityNode {
        with { $0.localizedHint = LocalizedString(key: key, arguments: arguments) }
    }
    /// Adds traits.
    public func traits(_ traits: AccessibilityNode.Traits) -> AccessibilityNode { with { $0.traits.formUnion(traits) } }
    /// Removes traits.
    package func removingTraits(_ traits: AccessibilityNode.Traits) -> AccessibilityNode {
        with { $0.traits.subtract(traits) }
    }
    /// Adds the `selected` trait, or removes it with `false`.
    public func selected(_ isSelected: Bool = true) -> AccessibilityNode {
        with { if isSelected { $0.traits.insert(.selected) } else { $0.traits.remove(.selected) } }
    }
    /// The `notEnabled` trait ("Dimmed.").
    public func disabled(_ isDisabled: Bool = true) -> AccessibilityNode {
        with { if isDisabled { $0.traits.insert(.notEnabled) } else { $0.traits.remove(.notEnabled) } }
    }
    /// Sets the `accessibilityFrame`, in screen points.
    public func frame(x: Double, y: Double, width: Double, height: Double) -> AccessibilityNode {
        with { $0.frame = Frame(x: x, y: y, width: width, height: height) }
    }
    /// Sets the `accessibilityFrame`, in screen points.
    package func frame(_ frame: Frame) -> AccessibilityNode { with { $0.frame = frame } }
    /// Sets `isAccessibilityElement`, in place of the default (an element when
    /// it has no children and has text or a trait).
    public func isAccessibilityElement(_ isElement: Bool) -> AccessibilityNode {
        with { $0.isAccessibilityElement = isElement }
    }
    /// Replaces the children with the nodes the builder lists.
    public func children(@TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode {
        with { $0.children = content() }
    }
    /// `isHidden`.
    public func hidden(_ hidden: Bool = true) -> AccessibilityNode { with { $0.hidden = hidden } }
    /// `accessibilityViewIsModal`.
    public func modal(_ isModal: Bool = true) -> AccessibilityNode { with { $0.viewIsModal = isModal } }
    /// Sets the `accessibilityLanguage` its words are spoken in.
    public func language(_ language: String) -> AccessibilityNode { with { $0.language = language } }
    /// Sets the `accessibilityCustomActions`.
    public func customActions(_ actions: CustomAction...) -> AccessibilityNode { with { $0.customActions = actions } }
    /// Sets the `accessibilityCustomContent`.
    public func customContent(_ content: CustomContent...) -> AccessibilityNode { with { $0.customContent = content } }
    /// What activating the element does.
    public func onActivate(_ effects: Behaviors.Effect...) -> AccessibilityNode {
        with { $0.setEffects(effects, on: \.activate) }
    }
    /// Places a data-table cell at a 1-based row and column.
    public func cell(row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1) -> AccessibilityNode {
        with { $0.cell = TableCell(row: row, column: column, rowSpan: rowSpan, columnSpan: columnSpan) }
    }
}
