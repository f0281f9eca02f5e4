/// A layer's focus order, kept up to date in place after a change to its
/// tree that moves elements (a node hidden or shown, made an element or a
/// group, made modal, a table header…) where the result is provably the
/// one a new ``FocusOrder`` would give; the caller builds a new one
/// otherwise. See README.md in this folder and docs/Navigation.md, which
/// lists the cases.
///
/// It owns the order and the bookkeeping that places its entries in the
/// layer's ``TreeIndex``; only it changes them.
struct IncrementalFocusOrder: Sendable {
    /// The order.
    private(set) var order: FocusOrder
    /// Where ``order``'s entries are in the layer's ``TreeIndex``; `nil`
    /// until an update or a look-up needs it.
    private(set) var index: OrderIndex?
    /// What the order of a changed subtree is built with.
    let device: HarkDocument.Device
    let layoutDirection: HarkDocument.LayoutDirection
    /// Whether a node of the tree gives the count of its items:
    /// a container cut short ends none of the containers around it, which
    /// the splices' moved boundaries do not know, so every change is left to
    /// a new order (such trees are captures of a screen, not large).
    private let holdsItemCounts: Bool

    /// Orders the elements under `root`.
    init(root: AccessibilityNode, device: HarkDocument.Device, layoutDirection: HarkDocument.LayoutDirection) {
        order = FocusOrder(root: root, device: device, layoutDirection: layoutDirection)
        self.device = device
        self.layoutDirection = layoutDirection
        holdsItemCounts = Self.holdsItemCount(root)
    }

    /// The order index, built on first use.
    mutating func prepareIndex(tree: TreeIndex) -> OrderIndex {
        if let index { return index }
        let built = OrderIndex(order: order, tree: tree)
        index = built
        return built
    }

    /// The position of the element that is node `number` of `tree`, if it is one.
    mutating func position(ofNumber number: Int, tree: TreeIndex) -> Int? {
        let index = prepareIndex(tree: tree)
        return index.entry(ofNumber: number).flatMap(index.position(ofEntry:))
    }

    /// Puts `node` in place of the element's node at `position`: a change
    /// that keeps the element's place and context.
    mutating func replaceNode(ofElementAt position: Int, with node: AccessibilityNode) {
        order.elements[position].node = node
    }

    /// Replaces the elements at `positions` and the entries `entries` with
    /// `part`, in the order and its index (`index`, the one the update
    /// started from); `numbers` are the node numbers of `part`'s entries.
    /// See ``FocusOrder/splice(positions:entries:with:parentEntry:childIndex:)``.
    mutating func replace(
        positions: Range<Int>, entries: Range<Int>, with part: FocusOrder, parentEntry: Int, childIndex: Int,
        numbers: [Int32], index: OrderIndex
    ) {
        order.splice(
            positions: positions, entries: entries, with: part, parentEntry: parentEntry, childIndex: childIndex)
        var updated = index
        updated.splice(positions: positions, entries: entries, with: part, numbers: numbers)
        self.index = updated
    }

    /// Changes the context of the element at `position`: the containers it
    /// starts or ends, which move between a unit and its neighbour.
    mutating func changeContext(ofElementAt position: Int, _ change: (inout ContainerContext) -> Void) {
        change(&order.elements[position].context)
    }

    /// Where the focus is after an update in place.
    struct Focus: Equatable, Sendable {
        /// The focused element's position in the updated order.
        var position: Int?
        /// Whether the focused element went away, so that the focus is on
        /// the one that took its place (or the last).
        var moved: Bool
    }

    /// The update in place after the node at `path` of `root` changed from
    /// `old`, with the focus on `focus`; `nil` when only a new order is
    /// sure to be right.
    mutating func update(
        root: AccessibilityNode, tree: TreeIndex, at path: [Int], was old: AccessibilityNode, focus: Int?
    ) -> Focus? {
        guard !path.isEmpty else { return nil }
        let index = prepareIndex(tree: tree)
        guard let chain = Chain(root: root, path: path, tree: tree) else { return nil }
        let new = chain.nodes[chain.depth]
        // Where a container with an item count ends is the whole order's
        // concern (``holdsItemCounts``): a new order is built instead.
        if holdsItemCounts || Self.holdsItemCount(new) { return nil }
        // The ancestors the walk entered (the last may be an element, which
        // keeps its subtree), and the outermost whose group is redone whole.
        var walked = 0
        while walked < chain.depth, index.entry(ofNumber: chain.numbers[walked]) != nil, !chain.nodes[walked].isElement
        { walked += 1 }
        let spanning = (0..<walked).first { Self.spansItsElements(chain.nodes[$0]) }
        let parentWalked = walked == chain.depth
        let modal = old.isModalLayer || new.isModalLayer
        let unchanged = Focus(position: focus, moved: false)
        if !parentWalked || (hasModalSibling(chain, index: index) && !modal) {
            // The walk reaches the node neither before nor after: only the
            // copies of its ancestors the order holds change.
            if let spanning {
                return rebuildRegion(chain, below: min(spanning, walked - 1), index: index, tree: tree, focus: focus)
            }
            guard walked < chain.depth, chain.nodes[walked].isElement,
                let entry = index.entry(ofNumber: chain.numbers[walked]),
                let position = index.position(ofEntry: entry)
            else { return unchanged }
            order.elements[position].node = chain.nodes[walked]
            return unchanged
        }
        if spanning == nil, !modal, let moved = spliceUnit(chain, was: old, index: index, tree: tree, focus: focus) {
            return moved
        }
        return rebuildRegion(
            chain, below: min(spanning ?? chain.depth - 1, walked - 1), index: index, tree: tree, focus: focus)
    }

    /// Whether the changed node, whose parent the walk entered, has a
    /// reachable modal sibling, which keeps the others out.
    private func hasModalSibling(_ chain: Chain, index: OrderIndex) -> Bool {
        guard let parentEntry = index.entry(ofNumber: chain.numbers[chain.depth - 1]) else { return false }
        let next = parentEntry + 1
        guard next < order.treeParent.count, Int(order.treeParent[next]) == parentEntry else { return false }
        let child = Int(order.treeChildIndex[next])
        return child != chain.path[chain.depth - 1] && chain.nodes[chain.depth - 1].children[child].isModalLayer
    }

    /// The levels of the path to a changed node whose nodes are labelled
    /// semantic groups, which ``refreshGroupCopies(_:root:tree:at:)`` puts
    /// back in the order's copies; none for most changes.
    static func semanticGroupLevels(root: AccessibilityNode, at path: [Int]) -> [Int] {
        var nodes = [root]
        var groups: [Int] = []
        for (level, step) in path.enumerated() {
            if Chain.isScope(level, nodes: nodes), nodes[level].spokenContainer == .semanticGroup {
                groups.append(level)
            }
            guard nodes[level].children.indices.contains(step) else { return [] }
            nodes.append(nodes[level].children[step])
        }
        return groups
    }

    /// After a change at `path` of `root` that keeps the order, puts the
    /// changed ancestors at `levels` (``semanticGroupLevels(root:at:)``) in
    /// place of the copies the order holds: a labelled semantic group is
    /// held by its first element (VoiceOver says its label on entering it).
    /// Costs the path, and the size of each such group above the change.
    mutating func refreshGroupCopies(_ levels: [Int], root: AccessibilityNode, tree: TreeIndex, at path: [Int]) {
        guard !levels.isEmpty, let chain = Chain(root: root, path: path, tree: tree) else { return }
        let index = prepareIndex(tree: tree)
        var firsts: [Int] = []
        for level in levels {
            guard let entry = index.entry(ofNumber: chain.numbers[level]),
                let range = elementRange(
                    of: entry..<index.firstEntry(atOrAfter: Int(tree.end[chain.numbers[level]])), index: index),
                let first = range.first
            else { return }
            // The groups that start here are held outermost first.
            let place = firsts.filter { $0 == first }.count
            firsts.append(first)
            guard order.elements[first].context.enteredGroups.indices.contains(place) else { continue }
            order.elements[first].context.enteredGroups[place] = chain.nodes[level]
        }
    }
}
