// A change redone for a whole group: the group's new order put in place of
// its elements, where the group provably keeps its place.
extension IncrementalFocusOrder {
    /// The nodes from the layer's root to a changed node, with their
    /// numbers in the layer's ``TreeIndex``.
    struct Chain {
        var nodes: [AccessibilityNode]
        var numbers: [Int]
        var path: [Int]
        var depth: Int { path.count }

        /// Whether a scrolling container above `level` holds the node there
        /// (the root, the window, does not scroll).
        func inScrollView(below level: Int) -> Bool {
            (0..<level).contains { nodes[$0].scrolls || ($0 > 0 && nodes[$0].overflowsVertically) }
        }

        /// The chain to the node at `path` of `root`; `nil` when there is none.
        init?(root: AccessibilityNode, path: [Int], tree: TreeIndex) {
            nodes = [root]
            numbers = [0]
            self.path = path
            for step in path {
                guard let last = nodes.last, last.children.indices.contains(step), let number = numbers.last else {
                    return nil
                }
                nodes.append(last.children[step])
                numbers.append(tree.child(step, of: number))
            }
        }

        /// Whether the node at `level` is a scope of its own in the walk
        /// (its children are sorted together and placed as one group).
        static func isScope(_ level: Int, nodes: [AccessibilityNode]) -> Bool {
            nodes[level].formsGroup || (level > 0 && nodes[level - 1].readsInGivenOrder)
        }

        func isScope(_ level: Int) -> Bool { Self.isScope(level, nodes: nodes) }

        /// Whether the node at `level` is a container its elements speak of.
        func container(_ level: Int) -> ContainerType? {
            isScope(level) ? nodes[level].spokenContainer : nil
        }

        /// The level of the nearest scope above `level` (the root is one).
        func scope(above level: Int) -> Int {
            (0..<level).last { $0 == 0 || isScope($0) } ?? 0
        }
    }

    /// Whether every element in `node`'s group carries something of the
    /// whole group (tab n of m, table headers and rows, the group's node
    /// itself): a change inside it is redone for the whole group.
    static func spansItsElements(_ node: AccessibilityNode) -> Bool {
        switch node.spokenContainer {
        case .tabBar?, .series?, .semanticGroup?: return true
        default: return node.isDataTable
        }
    }

    /// Whether a node in `root`'s subtree gives an ``AccessibilityNode/itemCount``
    /// (see ``holdsItemCounts``).
    static func holdsItemCount(_ root: AccessibilityNode) -> Bool {
        var stack = [root]
        while let node = stack.popLast() {
            if node.itemCount != nil { return true }
            stack.append(contentsOf: node.children)
        }
        return false
    }

    /// Redoes the group of one ancestor at or above `level` (at most a few
    /// are tried, nearest first): its elements keep their place when the
    /// group still has some and the same first frame, which is all the
    /// enclosing scope sorts it by, or a new one that keeps it alone on its
    /// row between the same neighbours (``keepsItsRow(_:level:positions:old:new:index:tree:)``).
    mutating func rebuildRegion(_ chain: Chain, below level: Int, index: OrderIndex, tree: TreeIndex, focus: Int?)
        -> Focus?
    {
        var tries = 0
        for candidate in stride(from: level, to: 0, by: -1) where chain.nodes[candidate].formsGroup {
            tries += 1
            guard tries <= 3, let entry = index.entry(ofNumber: chain.numbers[candidate]) else { return nil }
            let entries = entry..<index.firstEntry(atOrAfter: Int(tree.end[chain.numbers[candidate]]))
            guard let positions = elementRange(of: entries, index: index) else { return nil }
            // A group with no element before or after has no place to keep.
            let part = FocusOrder(
                root: chain.nodes[candidate], device: device, layoutDirection: layoutDirection,
                inside: chain.inScrollView(below: candidate))
            guard !positions.isEmpty, !part.elements.isEmpty else { continue }
            let oldFirst = Self.firstFrame(order.elements[positions]), newFirst = Self.firstFrame(part.elements[...])
            let frame = chain.nodes[candidate].frame
            guard
                oldFirst == newFirst
                    || keepsItsRow(
                        chain, level: candidate, positions: positions, old: oldFirst ?? frame,
                        new: newFirst ?? frame, index: index, tree: tree)
            else { continue }
            let splice = Splice(level: candidate, positions: positions, entries: entries, part: part)
            return commit(chain, splice, index: index, tree: tree, focus: focus)
        }
        return nil
    }

    /// The positions of the elements of `entries` (one subtree's), which a
    /// group keeps together (empty when there are none); `nil` if they are
    /// not contiguous, which a group's never are.
    func elementRange(of entries: Range<Int>, index: OrderIndex) -> Range<Int>? {
        var low = Int.max, high = -1, count = 0
        for entry in entries {
            guard let position = index.position(ofEntry: entry) else { continue }
            low = min(low, position)
            high = max(high, position)
            count += 1
        }
        guard count > 0 else { return 0..<0 }
        return high - low + 1 == count ? low..<(high + 1) : nil
    }

    /// The frame a group is placed by: its first element's that has one.
    static func firstFrame(_ elements: ArraySlice<FocusElement>) -> Frame? {
        elements.first { $0.node.frame != nil }?.node.frame
    }

    /// A replacement: `part`, the new order of the node at `level` of a
    /// chain, in place of the elements at `positions` and the tree entries
    /// `entries`.
    struct Splice {
        var level: Int
        var positions: Range<Int>
        var entries: Range<Int>
        var part: FocusOrder
    }

    /// Makes `splice`: `part`'s first and last elements get the containers
    /// above it they start and end; the focus stays on the same element,
    /// or falls to the one now at its position.
    mutating func commit(_ chain: Chain, _ splice: Splice, index: OrderIndex, tree: TreeIndex, focus: Int?) -> Focus {
        let (level, positions, entries) = (splice.level, splice.positions, splice.entries)
        var part = splice.part
        if !part.elements.isEmpty {
            let (starts, ends) = outerContainers(
                chain, above: level, first: positions.lowerBound, last: positions.upperBound - 1, index: index,
                tree: tree)
            part.elements[0].context.starts.insert(contentsOf: starts, at: 0)
            part.elements[part.elements.count - 1].context.ends.append(contentsOf: ends)
        }
        var numbers = [Int32](repeating: 0, count: part.treeParent.count)
        for entry in numbers.indices {
            let parent = Int(part.treeParent[entry])
            numbers[entry] = Int32(
                parent < 0
                    ? chain.numbers[level] : tree.child(Int(part.treeChildIndex[entry]), of: Int(numbers[parent])))
        }
        let focused = focus.flatMap { positions.contains($0) ? index.number(ofEntry: order.elementEntry[$0]) : nil }
        let parentEntry = index.entry(ofNumber: chain.numbers[level - 1]) ?? 0
        replace(
            positions: positions, entries: entries, with: part, parentEntry: parentEntry,
            childIndex: chain.path[level - 1],
            numbers: numbers, index: index)
        guard let old = focus else { return Focus(position: nil, moved: false) }
        let shift = part.elements.count - positions.count
        let kept = old >= positions.upperBound ? old + shift : old
        guard let focused else { return Focus(position: kept, moved: false) }
        if let same = part.elementEntry.firstIndex(where: { numbers[$0] == Int32(focused) }) {
            return Focus(position: positions.lowerBound + same, moved: false)
        }
        return Focus(position: order.elements.isEmpty ? nil : min(old, order.elements.count - 1), moved: true)
    }

    /// The containers above the node at `level` that its range starts
    /// (outermost first) and ends (innermost first): those the elements
    /// just outside the range are not in. They are the same after the
    /// change, which keeps the range's place.
    func outerContainers(_ chain: Chain, above level: Int, first: Int, last: Int, index: OrderIndex, tree: TreeIndex)
        -> ([ContainerType], [ContainerType])
    {
        func outside(_ position: Int, _ ancestor: Int) -> Bool {
            guard order.elements.indices.contains(position) else { return true }
            return !tree.isInSubtree(index.number(ofEntry: order.elementEntry[position]), of: chain.numbers[ancestor])
        }
        var starts: [ContainerType] = [], ends: [ContainerType] = []
        var starting = true, ending = true
        for ancestor in stride(from: level - 1, through: 0, by: -1) {
            guard let type = chain.container(ancestor) else { continue }
            starting = starting && outside(first - 1, ancestor)
            ending = ending && outside(last + 1, ancestor)
            if starting { starts.append(type) }
            if ending { ends.append(type) }
        }
        return (starts.reversed(), ends)
    }
}
