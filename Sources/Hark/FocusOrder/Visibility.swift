/// What VoiceOver reaches of a node's children, and which containers it
/// speaks of or keeps together: asked by the focus order and speech.
extension AccessibilityNode {
    /// The children VoiceOver can reach: the unpruned ones, or, when any of
    /// them is a modal layer, only the last such one. `indices`
    /// gives their positions in ``children``, or is `nil` when they are all
    /// of them, in order.
    var reachableChildren: (nodes: [AccessibilityNode], indices: [Int]?) {
        let children = self.children
        // Most views prune nothing and hold no modal view: share the array.
        guard children.contains(where: { $0.isPruned || $0.isModalLayer }) else { return (children, nil) }
        var lastModal: Int?
        var visible: [Int] = []
        for (index, child) in children.enumerated() where !child.isPruned {
            if child.isModalLayer { lastModal = index }
            visible.append(index)
        }
        if let lastModal { return ([children[lastModal]], [lastModal]) }
        return (visible.map { children[$0] }, visible)
    }

    /// Whether the node is a container VoiceOver speaks about (list,
    /// landmark, tab bar, segmented control, labelled semantic group), as
    /// opposed to a plain group.
    var spokenContainer: ContainerType? {
        let kind = containerKind
        switch kind {
        case .list, .landmark, .tabBar, .series: return kind
        case .semanticGroup:
            return (label ?? "").isEmpty && (value ?? "").isEmpty && localizedLabel == nil ? nil : .semanticGroup
        case .none, .dataTable: return nil
        }
    }

    /// Whether the node's children are kept together as one group, placed
    /// where its first element falls: `shouldGroupAccessibilityChildren`,
    /// `accessibilityElements`, a tab bar, list, landmark, data table or
    /// segmented control, or a semantic group with a label, value or id.
    var formsGroup: Bool {
        if groupChildren || readsInGivenOrder { return true }
        switch containerKind {
        case .none: return false
        case .list, .landmark, .dataTable, .tabBar, .series: return true
        case .semanticGroup: return !(label ?? "").isEmpty || !(value ?? "").isEmpty || !(id ?? "").isEmpty
        }
    }
}
