import Hark

/// Modifiers for every field of the model, each returning a changed copy:
/// `AX.button("Play").value("Paused").hint("Starts playback.").id("play")`.
extension AccessibilityNode {
    private func with(_ change: (inout AccessibilityNode) -> Void) -> AccessibilityNode {
        var copy = self
        change(&copy)
        return copy
    }

    public func id(_ id: String) -> AccessibilityNode { with { $0.id = id } }
    public func label(_ label: String) -> AccessibilityNode { with { $0.label = label } }
    public func label(key: String, _ arguments: LocalizedString.Argument...) -> AccessibilityNode {
        with { $0.localizedLabel = LocalizedString(key: key, arguments: arguments) }
    }
    public func value(_ value: String) -> AccessibilityNode { with { $0.value = value } }
    public func value(key: String, _ arguments: LocalizedString.Argument...) -> AccessibilityNode {
        with { $0.localizedValue = LocalizedString(key: key, arguments: arguments) }
    }
    public func hint(_ hint: String) -> AccessibilityNode { with { $0.hint = hint } }
    public func hint(key: String, _ arguments: LocalizedString.Argument...) -> AccessibilityNode {
        with { $0.localizedHint = LocalizedString(key: key, arguments: arguments) }
    }
    /// Adds traits.
    public func traits(_ traits: AccessibilityNode.Traits) -> AccessibilityNode { with { $0.traits.formUnion(traits) } }
    public func removingTraits(_ traits: AccessibilityNode.Traits) -> AccessibilityNode { with { $0.traits.subtract(traits) } }
    public func selected(_ isSelected: Bool = true) -> AccessibilityNode {
        with { if isSelected { $0.traits.insert(.selected) } else { $0.traits.remove(.selected) } }
    }
    /// The `notEnabled` trait ("Dimmed.").
    public func disabled(_ isDisabled: Bool = true) -> AccessibilityNode {
        with { if isDisabled { $0.traits.insert(.notEnabled) } else { $0.traits.remove(.notEnabled) } }
    }
    public func frame(x: Double, y: Double, width: Double, height: Double) -> AccessibilityNode {
        with { $0.frame = Frame(x: x, y: y, width: width, height: height) }
    }
    public func frame(_ frame: Frame) -> AccessibilityNode { with { $0.frame = frame } }
    public func isAccessibilityElement(_ isElement: Bool) -> AccessibilityNode { with { $0.isAccessibilityElement = isElement } }
    public func children(@TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode { with { $0.children = content() } }
    /// `accessibilityElements`: children read in this order.
    public func explicitOrder(_ isExplicit: Bool = true) -> AccessibilityNode { with { $0.explicitOrder = isExplicit } }
    public func groupChildren(_ grouped: Bool = true) -> AccessibilityNode { with { $0.groupChildren = grouped } }
    public func containerType(_ type: ContainerType) -> AccessibilityNode { with { $0.containerType = type } }
    public func elementsHidden(_ hidden: Bool = true) -> AccessibilityNode { with { $0.elementsHidden = hidden } }
    public func hidden(_ hidden: Bool = true) -> AccessibilityNode { with { $0.hidden = hidden } }
    public func alpha(_ alpha: Double) -> AccessibilityNode { with { $0.alpha = alpha } }
    public func clipsToBounds(_ clips: Bool = true) -> AccessibilityNode { with { $0.clipsToBounds = clips } }
    /// `accessibilityViewIsModal`.
    public func modal(_ isModal: Bool = true) -> AccessibilityNode { with { $0.viewIsModal = isModal } }
    public func language(_ language: String) -> AccessibilityNode { with { $0.language = language } }
    public func headingLevel(_ level: Int) -> AccessibilityNode { with { $0.headingLevel = level } }
    public func customActions(_ actions: CustomAction...) -> AccessibilityNode { with { $0.customActions = actions } }
    public func customContent(_ content: CustomContent...) -> AccessibilityNode { with { $0.customContent = content } }
    public func userInputLabels(_ labels: String...) -> AccessibilityNode { with { $0.userInputLabels = labels } }
    public func respondsToUserInteraction(_ responds: Bool) -> AccessibilityNode { with { $0.respondsToUserInteraction = responds } }
    public func activationPoint(x: Double, y: Double) -> AccessibilityNode { with { $0.activationPoint = Frame.Point(x: x, y: y) } }
    public func behaviors(_ behaviors: Behaviors) -> AccessibilityNode { with { $0.behaviors = behaviors } }
    /// What activating the element does.
    public func onActivate(_ effects: Behaviors.Effect...) -> AccessibilityNode {
        with { $0.behaviors = ($0.behaviors ?? Behaviors()).setting(\.activate, effects) }
    }
    public func adjustableValues(_ values: AdjustableValues) -> AccessibilityNode { with { $0.adjustableValues = values } }
    public func cell(row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1) -> AccessibilityNode {
        with { $0.cell = TableCell(row: row, column: column, rowSpan: rowSpan, columnSpan: columnSpan) }
    }
    public func header(_ header: TableHeader) -> AccessibilityNode { with { $0.header = header } }
    public func customRotors(_ rotors: CustomRotor...) -> AccessibilityNode { with { $0.customRotors = rotors } }
}

extension Behaviors {
    func setting(_ keyPath: WritableKeyPath<Behaviors, [Behaviors.Effect]?>, _ effects: [Behaviors.Effect]) -> Behaviors {
        var copy = self
        copy[keyPath: keyPath] = effects
        return copy
    }
}
