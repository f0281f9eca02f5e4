extension AccessibilityNode {
    /// Whether VoiceOver skips this node and its whole subtree:
    /// `accessibilityElementsHidden`, `isHidden`, `alpha <= 0`, or a clipping
    /// view of zero size.
    var isPruned: Bool {
        if elementsHidden || hidden { return true }
        if let alpha, alpha <= 0 { return true }
        if clipsToBounds, let frame, frame.isEmpty { return true }
        return false
    }

    /// Whether the view is drawn see-through: an `alpha` above 0 and below
    /// 1, as a dimming view behind a sheet is.
    var isTranslucent: Bool { alpha.map { $0 > 0 && $0 < 1 } ?? false }

    /// Whether this node keeps its siblings out of VoiceOver's reach: an
    /// `accessibilityViewIsModal` view that is not pruned. The last such
    /// child of a view is the only one VoiceOver reaches.
    var isModalLayer: Bool { viewIsModal && !isPruned }

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

    /// The container the node is: its ``containerType``, or a tab bar for
    /// a node with the `tabBar` trait, whatever its type.
    var containerKind: ContainerType { traits.contains(.tabBar) ? .tabBar : containerType }

    /// Whether the node is a data table, whose cells VoiceOver speaks with
    /// their row and column and whose elements it keeps together.
    var isDataTable: Bool { containerType == .dataTable }

    /// Whether the node scrolls its content: a list, a data table, or a view
    /// with a scroll behaviour.
    var scrolls: Bool {
        if containerType == .list || isDataTable { return true }
        return effects(on: \.scrollUp) != nil || effects(on: \.scrollDown) != nil || effects(on: \.scrollLeft) != nil
            || effects(on: \.scrollRight) != nil
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
