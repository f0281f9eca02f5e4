// The changed node as one unit of its scope (an element, or a group kept
// together): taken out, put in or replaced, with the rows around it
// checked so that the scope's order is provably the one a new sort gives.
extension Navigator {
    /// Updates the order for the changed node at the end of `chain`, a unit
    /// of the nearest scope above it; `nil` when a sure answer needs more
    /// (a row shared with a neighbour, the scope's first or last unit…).
    ///
    /// The sort (see ``RowSorter``) puts a unit alone on its row between
    /// its neighbours when its top edge is a row tolerance or more below the
    /// unit before it and above the unit after it, and those are alone on
    /// their rows too; a frameless unit follows the unit before it in
    /// document order. Taking such a unit out, or putting it in, leaves
    /// every other row as it was.
    mutating func spliceUnit(_ chain: Chain, was old: AccessibilityNode, index: OrderIndex, tree: TreeIndex) -> Bool? {
        let depth = chain.depth, number = chain.numbers[depth], new = chain.nodes[depth]
        let scope = (0..<depth).last { $0 == 0 || chain.isScope($0) } ?? 0
        let explicit = chain.nodes[scope].explicitOrder
        let oldEntry = index.entry(ofNumber: number)
        guard oldEntry == nil || old.isElement || old.formsGroup, new.isPruned || new.isElement || new.formsGroup else { return nil }
        let entries = oldEntry.map { $0..<index.firstEntry(atOrAfter: Int(tree.end[number])) } ?? {
            let place = index.firstEntry(atOrAfter: number)
            return place..<place
        }()
        guard let positions = elementRange(of: entries, index: index) else { return nil }
        let part = FocusOrder(root: new, device: document.device, layoutDirection: document.resolvedLayoutDirection)
        let oldFirst = Self.firstFrame(order.elements[positions]), newFirst = Self.firstFrame(part.elements[...])
        let oldUnit = old.isElement ? old.frame : oldFirst ?? old.frame
        let newUnit = new.isElement ? new.frame : newFirst ?? new.frame
        let tolerance = document.device.rowTolerance

        func inScope(_ position: Int) -> Bool { isInScope(position, chain, scope, index: index, tree: tree) }
        func scopeTop(_ position: Int) -> Double? { unitTop(position, chain, scope, index: index, tree: tree) }

        switch (positions.isEmpty, part.elements.isEmpty) {
        case (true, true):
            // Nothing to see before or after: only the walk's entries change.
            break
        case (false, false):
            // The same unit in the same place: the sort does not move it.
            guard oldFirst == newFirst, oldUnit == newUnit else { return nil }
        case (false, true):
            let before = positions.lowerBound - 1, after = positions.upperBound
            guard inScope(before), inScope(after) else { return nil }
            if !explicit, let top = oldUnit?.minY {
                guard let above = scopeTop(before), let below = scopeTop(after),
                      top - above >= tolerance, below - top >= tolerance else { return nil }
            }
        case (true, false):
            guard let at = insertionPoint(chain, scope: scope, index: index, tree: tree), inScope(at) else { return nil }
            if !explicit, let top = newUnit?.minY {
                // It must take no frameless unit after it from the unit before.
                guard followsFramed(chain), let above = order.elements[at - 1].node.frame?.minY, let below = scopeTop(at),
                      top - above >= tolerance, below - top >= tolerance else { return nil }
                if inScope(at + 1) {
                    guard let next = scopeTop(at + 1), next - below >= tolerance else { return nil }
                }
            }
            return commit(chain, level: depth, positions: at..<at, entries: entries, part: part, index: index, tree: tree)
        }
        return commit(chain, level: depth, positions: positions, entries: entries, part: part, index: index, tree: tree)
    }

    /// Whether the element at `position` is in the scope at `scope` of `chain`.
    func isInScope(_ position: Int, _ chain: Chain, _ scope: Int, index: OrderIndex, tree: TreeIndex) -> Bool {
        order.elements.indices.contains(position) && tree.isInSubtree(index.number(ofEntry: order.elementEntry[position]), of: chain.numbers[scope])
    }

    /// The top edge of the element at `position`, when it is a unit of the
    /// scope at `scope` by itself (no group between) and has a frame.
    func unitTop(_ position: Int, _ chain: Chain, _ scope: Int, index: OrderIndex, tree: TreeIndex) -> Double? {
        guard isInScope(position, chain, scope, index: index, tree: tree), let frame = order.elements[position].node.frame else { return nil }
        var steps: [Int] = []
        var current = index.number(ofEntry: order.elementEntry[position])
        while current != chain.numbers[scope] {
            steps.append(Int(tree.childIndex[current]))
            current = Int(tree.parent[current])
        }
        var node = chain.nodes[scope]
        for step in steps.reversed().dropLast() {
            guard !node.explicitOrder else { return nil }
            node = node.children[step]
            guard !node.formsGroup else { return nil }
        }
        return frame.minY
    }

    /// Whether the group at `level`, whose elements are at `positions` and
    /// whose first frame moves from `old` to `new`, keeps its place in the
    /// scope above it: alone on its row before and after, between the same
    /// neighbours (alone on theirs), and not the scope's first unit (whose
    /// frame places the scope itself), unless that scope is the root.
    func keepsItsRow(_ chain: Chain, level: Int, positions: Range<Int>, old: Frame?, new: Frame?, index: OrderIndex, tree: TreeIndex) -> Bool {
        let scope = (0..<level).last { $0 == 0 || chain.isScope($0) } ?? 0
        let tolerance = document.device.rowTolerance, explicit = chain.nodes[scope].explicitOrder
        let before = positions.lowerBound - 1, after = positions.upperBound
        // A framed element before it keeps the scope's own first frame.
        var above = -Double.infinity
        if isInScope(before, chain, scope, index: index, tree: tree) {
            guard order.elements[before].node.frame != nil else { return false }
            if !explicit {
                guard let top = unitTop(before, chain, scope, index: index, tree: tree) else { return false }
                above = top
            }
        } else if scope != 0 {
            return false
        }
        // In `accessibilityElements` order, frames place nothing.
        if explicit { return true }
        guard let old = old?.minY, let new = new?.minY, min(old, new) - above >= tolerance else { return false }
        guard isInScope(after, chain, scope, index: index, tree: tree) else { return true }
        guard let below = unitTop(after, chain, scope, index: index, tree: tree), below - max(old, new) >= tolerance else { return false }
        guard isInScope(after + 1, chain, scope, index: index, tree: tree) else { return true }
        guard let next = unitTop(after + 1, chain, scope, index: index, tree: tree) else { return false }
        return next - below >= tolerance
    }

    /// The most siblings looked at on either side of a node shown again.
    static let siblingLook = 16

    /// Where a node shown again goes when it follows a shown element
    /// sibling (the unit before it in document order): right after it.
    private func insertionPoint(_ chain: Chain, scope: Int, index: OrderIndex, tree: TreeIndex) -> Int? {
        let depth = chain.depth
        guard scope == depth - 1 else { return nil }
        let siblings = chain.nodes[depth - 1].children, at = chain.path[depth - 1]
        guard let before = stride(from: at - 1, through: max(0, at - Self.siblingLook), by: -1).first(where: { !siblings[$0].isPruned }),
              siblings[before].isElement,
              let entry = index.entry(ofNumber: tree.child(before, of: chain.numbers[depth - 1])),
              let position = index.position(ofEntry: entry) else { return nil }
        return position + 1
    }

    /// Whether the shown sibling after the changed node, if any, is an
    /// element with a frame (so no frameless unit follows the node).
    private func followsFramed(_ chain: Chain) -> Bool {
        let depth = chain.depth
        let siblings = chain.nodes[depth - 1].children, at = chain.path[depth - 1]
        let end = min(siblings.count, at + 1 + Self.siblingLook)
        guard let after = (at + 1..<end).first(where: { !siblings[$0].isPruned }) else { return end == siblings.count }
        return siblings[after].isElement && siblings[after].frame != nil
    }
}
