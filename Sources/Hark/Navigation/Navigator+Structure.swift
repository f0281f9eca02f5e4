// A change to the top layer's tree that moves elements (a node hidden or
// shown, made an element or a group, made modal, a table header…) updates
// the focus order in place where the result is provably the one a new
// order would give, and rebuilds the order otherwise. See
// docs/internals/Navigation.md, which lists the cases.
extension Navigator {
    /// The nodes from the top layer's root to a changed node, with their
    /// numbers in the layer's ``TreeIndex``.
    struct Chain {
        var nodes: [AccessibilityNode]
        var numbers: [Int]
        var path: [Int]
        var depth: Int { path.count }

        /// Whether the node at `level` is a scope of its own in the walk
        /// (its children are sorted together and placed as one group).
        func isScope(_ level: Int) -> Bool {
            nodes[level].formsGroup || (level > 0 && nodes[level - 1].explicitOrder)
        }

        /// Whether the node at `level` is a container its elements speak of.
        func container(_ level: Int) -> ContainerType? {
            isScope(level) ? nodes[level].spokenContainer : nil
        }
    }

    /// Whether every element in `node`'s group carries something of the
    /// whole group (tab n of m, table headers and rows, the group's node
    /// itself): a change inside it is redone for the whole group.
    static func spansItsElements(_ node: AccessibilityNode) -> Bool {
        switch node.spokenContainer {
        case .tabBar?, .series?, .semanticGroup?: return true
        default: return node.containerType == .dataTable
        }
    }

    /// The top layer's tree index, built on first use.
    mutating func treeIndex(ofLayer layer: Int) -> TreeIndex {
        if let index = layers[layer].index { return index }
        let index = TreeIndex(layers[layer].root)
        layers[layer].index = index
        return index
    }

    /// The top layer's order index, built on first use (after each new order).
    mutating func topOrderIndex() -> OrderIndex {
        if let orderIndex { return orderIndex }
        let index = OrderIndex(order: order, tree: treeIndex(ofLayer: layers.count - 1))
        orderIndex = index
        return index
    }

    /// Brings the focus order up to date after the top layer's node at
    /// `path` changed from `old`; whether the focus moved because the
    /// focused element went away. Falls back to a new order.
    mutating func orderChanged(at path: [Int], was old: AccessibilityNode) -> Bool {
        if let moved = updateOrderInPlace(at: path, was: old) { return moved }
        return reorder(keepingFocus: true)
    }

    /// The in-place update, or `nil` when only a new order is sure to be right.
    private mutating func updateOrderInPlace(at path: [Int], was old: AccessibilityNode) -> Bool? {
        guard !path.isEmpty else { return nil }
        let tree = treeIndex(ofLayer: layers.count - 1)
        let index = topOrderIndex()
        var chain = Chain(nodes: [layers[layers.count - 1].root], numbers: [0], path: path)
        for step in path {
            guard let last = chain.nodes.last, last.children.indices.contains(step), let number = chain.numbers.last else { return nil }
            chain.nodes.append(last.children[step])
            chain.numbers.append(tree.child(step, of: number))
        }
        let new = chain.nodes[chain.depth]
        // The ancestors the walk entered (the last may be an element, which
        // keeps its subtree), and the outermost whose group is redone whole.
        var walked = 0
        while walked < chain.depth, index.entry(ofNumber: chain.numbers[walked]) != nil, !chain.nodes[walked].isElement { walked += 1 }
        let spanning = (0..<walked).first { Self.spansItsElements(chain.nodes[$0]) }
        let parentWalked = walked == chain.depth
        // A reachable modal sibling keeps the others out.
        var modalSibling = false
        if parentWalked, let parentEntry = index.entry(ofNumber: chain.numbers[chain.depth - 1]) {
            let next = parentEntry + 1
            if next < order.treeParent.count, Int(order.treeParent[next]) == parentEntry {
                let child = Int(order.treeChildIndex[next])
                modalSibling = child != path[path.count - 1] && chain.nodes[chain.depth - 1].children[child].viewIsModal
            }
        }
        let modal = old.viewIsModal || new.viewIsModal
        if !parentWalked || (modalSibling && !modal) {
            // The walk reaches the node neither before nor after: only the
            // copies of its ancestors the order holds change.
            if let spanning { return rebuildRegion(chain, below: min(spanning, walked - 1), index: index, tree: tree) }
            guard walked < chain.depth, chain.nodes[walked].isElement, let entry = index.entry(ofNumber: chain.numbers[walked]),
                  let position = index.position(ofEntry: entry) else { return false }
            order.elements[position].node = chain.nodes[walked]
            return false
        }
        if spanning == nil, !modal, let moved = spliceUnit(chain, was: old, index: index, tree: tree) { return moved }
        return rebuildRegion(chain, below: min(spanning ?? chain.depth - 1, walked - 1), index: index, tree: tree)
    }

    /// After a change that keeps the order, puts the changed ancestors in
    /// place of the copies the order holds: a labelled semantic group is
    /// held by its first element (VoiceOver says its label on entering it).
    /// Costs the path, and the size of each such group above the change.
    mutating func refreshGroupCopies(at path: [Int]) {
        var node = layers[layers.count - 1].root
        var chain = Chain(nodes: [node], numbers: [0], path: path)
        var groups: [Int] = []
        for (level, step) in path.enumerated() {
            if chain.container(level) == .semanticGroup { groups.append(level) }
            guard node.children.indices.contains(step) else { return }
            node = node.children[step]
            chain.nodes.append(node)
        }
        guard !groups.isEmpty else { return }
        let tree = treeIndex(ofLayer: layers.count - 1)
        let index = topOrderIndex()
        for step in path { chain.numbers.append(tree.child(step, of: chain.numbers[chain.numbers.count - 1])) }
        var firsts: [Int] = []
        for level in groups {
            guard let entry = index.entry(ofNumber: chain.numbers[level]),
                  let range = elementRange(of: entry..<index.firstEntry(atOrAfter: Int(tree.end[chain.numbers[level]])), index: index),
                  let first = range.first else { return }
            // The groups that start here are held outermost first.
            let place = firsts.filter { $0 == first }.count
            firsts.append(first)
            guard order.elements[first].context.enteredGroups.indices.contains(place) else { continue }
            order.elements[first].context.enteredGroups[place] = chain.nodes[level]
        }
    }

    /// Redoes the group of one ancestor at or above `level` (at most a few
    /// are tried, nearest first): its elements keep their place when the
    /// group still has some and the same first frame, which is all the
    /// enclosing scope sorts it by, or a new one that keeps it alone on its
    /// row between the same neighbours (``keepsItsRow(_:level:positions:old:new:index:tree:)``).
    private mutating func rebuildRegion(_ chain: Chain, below level: Int, index: OrderIndex, tree: TreeIndex) -> Bool? {
        var tries = 0
        for candidate in stride(from: level, to: 0, by: -1) where chain.nodes[candidate].formsGroup {
            tries += 1
            guard tries <= 3, let entry = index.entry(ofNumber: chain.numbers[candidate]) else { return nil }
            let entries = entry..<index.firstEntry(atOrAfter: Int(tree.end[chain.numbers[candidate]]))
            guard let positions = elementRange(of: entries, index: index) else { return nil }
            // A group with no element before or after has no place to keep.
            let part = FocusOrder(root: chain.nodes[candidate], device: document.device, layoutDirection: document.resolvedLayoutDirection)
            guard !positions.isEmpty, !part.elements.isEmpty else { continue }
            let oldFirst = Self.firstFrame(order.elements[positions]), newFirst = Self.firstFrame(part.elements[...])
            let frame = chain.nodes[candidate].frame
            guard oldFirst == newFirst || keepsItsRow(chain, level: candidate, positions: positions, old: oldFirst ?? frame,
                                                      new: newFirst ?? frame, index: index, tree: tree) else { continue }
            return commit(chain, level: candidate, positions: positions, entries: entries, part: part, index: index, tree: tree)
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

    /// Puts `part`, the new order of the node at `level` of `chain`, in
    /// place of `positions` and `entries`: its first and last elements get
    /// the containers above it they start and end; the focus stays on the
    /// same element, or falls to the one now at its position.
    mutating func commit(_ chain: Chain, level: Int, positions: Range<Int>, entries: Range<Int>, part: FocusOrder, index: OrderIndex, tree: TreeIndex) -> Bool {
        var part = part
        if !part.elements.isEmpty {
            let (starts, ends) = outerContainers(chain, above: level, first: positions.lowerBound, last: positions.upperBound - 1, index: index, tree: tree)
            part.elements[0].context.starts.insert(contentsOf: starts, at: 0)
            part.elements[part.elements.count - 1].context.ends.append(contentsOf: ends)
        }
        var numbers = [Int32](repeating: 0, count: part.treeParent.count)
        for entry in numbers.indices {
            let parent = Int(part.treeParent[entry])
            numbers[entry] = Int32(parent < 0 ? chain.numbers[level] : tree.child(Int(part.treeChildIndex[entry]), of: Int(numbers[parent])))
        }
        let focused = focus.flatMap { positions.contains($0) ? index.number(ofEntry: order.elementEntry[$0]) : nil }
        let parentEntry = index.entry(ofNumber: chain.numbers[level - 1]) ?? 0
        order.splice(positions: positions, entries: entries, with: part, parentEntry: parentEntry, childIndex: chain.path[level - 1])
        var updated = index
        updated.splice(positions: positions, entries: entries, with: part, numbers: numbers)
        orderIndex = updated
        guard let old = focus else { return false }
        let shift = part.elements.count - positions.count
        if old >= positions.upperBound { focus = old + shift }
        guard let focused else { return false }
        if let same = part.elementEntry.firstIndex(where: { numbers[$0] == Int32(focused) }) {
            focus = positions.lowerBound + same
            return false
        }
        focus = order.elements.isEmpty ? nil : min(old, order.elements.count - 1)
        actionIndex = nil
        contentIndex = nil
        return true
    }

    /// The containers above the node at `level` that its range starts
    /// (outermost first) and ends (innermost first): those the elements
    /// just outside the range are not in. They are the same after the
    /// change, which keeps the range's place.
    func outerContainers(_ chain: Chain, above level: Int, first: Int, last: Int, index: OrderIndex, tree: TreeIndex) -> ([ContainerType], [ContainerType]) {
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
