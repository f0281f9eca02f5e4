/// Whether a node is an element VoiceOver focuses or a view whose children
/// it reaches, and which kind of container it is. (The node's other fields
/// are in AccessibilityNode.swift.)
extension AccessibilityNode {
    /// `isAccessibilityElement`; `nil` means the format's default, see
    /// ``isElement``.
    package var isAccessibilityElement: Bool? {
        get { storage.fields.isAccessibilityElement }
        set { uniqueStorage().fields.isAccessibilityElement = newValue }
    }
    /// Whether VoiceOver treats this node as an element (a leaf it focuses).
    ///
    /// An explicit ``isAccessibilityElement`` wins. Otherwise a node is an
    /// element when it has no children and has a non-empty label, value or
    /// hint (or a localized one), or any trait.
    package var isElement: Bool {
        // Read from the storage in one go: the focus order asks every node.
        let storage = self.storage
        if let isAccessibilityElement = storage.fields.isAccessibilityElement { return isAccessibilityElement }
        guard storage.children.isEmpty else { return false }
        if storage.fields.label?.isEmpty == false || storage.fields.value?.isEmpty == false
            || storage.fields.hint?.isEmpty == false
            || !storage.fields.traits.isEmpty
        {
            return true
        }
        guard let extras = storage.fields.extras.shared else { return false }
        return extras.fields.localizedLabel != nil || extras.fields.localizedValue != nil
            || extras.fields.localizedHint != nil
    }
    /// An accessibility element with the fields of `node`: VoiceOver
    /// focuses it as one, and none of its children on their own. The one
    /// way an importer or a test makes one.
    package static func element(_ node: AccessibilityNode) -> AccessibilityNode {
        var element = node
        element.isAccessibilityElement = true
        return element
    }
    /// `accessibilityContainerType`.
    package var containerType: ContainerType {
        get { storage.fields.containerType }
        set { uniqueStorage().fields.containerType = newValue }
    }
    /// A container of `type` with the fields of `node` (a data table's
    /// counts among them): the one way an importer or a test makes one.
    package static func container(_ type: ContainerType, _ node: AccessibilityNode) -> AccessibilityNode {
        var container = node
        container.containerType = type
        return container
    }
    /// The container the node is: its ``containerType``, or a tab bar for any with the `tabBar` trait.
    var containerKind: ContainerType { traits.contains(.tabBar) ? .tabBar : containerType }
    /// Whether the node is a data table, whose cells VoiceOver speaks with
    /// their row and column and whose elements it keeps together.
    var isDataTable: Bool { containerType == .dataTable }
    /// Whether the node scrolls its content: a list, a data table, or a view
    /// with a scroll behaviour.
    var scrolls: Bool {
        containerType == .list || isDataTable || effects(on: \.scrollUp) != nil || effects(on: \.scrollDown) != nil
            || effects(on: \.scrollLeft) != nil || effects(on: \.scrollRight) != nil
    }
}
