// The top layer's focus order and the indexes effects find nodes by. A
// change that moves elements is brought into the order in place by
// ``IncrementalFocusOrder`` where it can be, and by a new order otherwise.
extension Navigator {
    /// The top layer's focus order.
    var order: FocusOrder { topOrder.order }

    /// Where ``order``'s entries are in the top layer's ``TreeIndex``;
    /// `nil` until an effect needs it, and after each new order.
    var orderIndex: OrderIndex? { topOrder.index }

    /// The layer's tree index, built on first use.
    mutating func treeIndex(ofLayer layer: Int) -> TreeIndex {
        if let index = layers[layer].index { return index }
        let index = TreeIndex(layers[layer].root)
        layers[layer].index = index
        return index
    }

    /// The top layer's order index, built on first use (after each new order).
    @discardableResult
    mutating func topOrderIndex() -> OrderIndex {
        topOrder.prepareIndex(tree: treeIndex(ofLayer: layers.count - 1))
    }

    /// Brings the focus order up to date after the top layer's node at
    /// `path` changed from `old`; whether the focus moved because the
    /// focused element went away. Falls back to a new order.
    mutating func orderChanged(at path: [Int], was old: AccessibilityNode) -> Bool {
        let tree = treeIndex(ofLayer: layers.count - 1)
        guard
            let updated = topOrder.update(
                root: layers[layers.count - 1].root, tree: tree, at: path, was: old, focus: focus)
        else {
            return reorder(keepingFocus: true)
        }
        focus = updated.position
        if updated.moved {
            actionIndex = nil
            contentIndex = nil
        }
        return updated.moved
    }

    /// After a change that keeps the order, puts the changed ancestors in
    /// place of the copies the order holds (see
    /// ``IncrementalFocusOrder/refreshGroupCopies(_:root:tree:at:)``).
    mutating func refreshGroupCopies(at path: [Int]) {
        let root = layers[layers.count - 1].root
        let levels = IncrementalFocusOrder.semanticGroupLevels(root: root, at: path)
        guard !levels.isEmpty else { return }
        topOrder.refreshGroupCopies(levels, root: root, tree: treeIndex(ofLayer: layers.count - 1), at: path)
    }

    /// Recomputes the top layer's focus order; keeps the focus on the same
    /// element while it is still there, or else on the element now at its
    /// position (the one that took its place, or the last). Whether the
    /// focus moved to another element.
    @discardableResult
    mutating func reorder(keepingFocus: Bool) -> Bool {
        let path = keepingFocus ? focus.map { order.path(ofElementAt: $0) } : nil
        let old = focus
        topOrder = IncrementalFocusOrder(
            root: layers[layers.count - 1].root, device: document.device,
            layoutDirection: document.resolvedLayoutDirection)
        guard keepingFocus, let path, let old else {
            focus = nil
            return false
        }
        if let same = order.position(ofPath: path) {
            focus = same
            return false
        }
        focus = order.elements.isEmpty ? nil : min(old, order.elements.count - 1)
        actionIndex = nil
        contentIndex = nil
        return true
    }

    /// The position of the top layer's element at `path`, if it is one.
    mutating func elementPosition(at path: [Int]) -> Int? {
        let tree = treeIndex(ofLayer: layers.count - 1)
        var number = 0
        for step in path { number = tree.child(step, of: number) }
        return topOrder.position(ofNumber: number, tree: tree)
    }

    /// The position of the top layer's element with `id`: through the
    /// indexes when an effect has built them, else by a search.
    func position(ofID id: String) -> Int? {
        if let tree = layers[layers.count - 1].index, let orderIndex, let number = tree.number(ofID: id),
            let entry = orderIndex.entry(ofNumber: number), let position = orderIndex.position(ofEntry: entry)
        {
            return position
        }
        return order.elements.firstIndex { $0.node.id == id }
    }
}
