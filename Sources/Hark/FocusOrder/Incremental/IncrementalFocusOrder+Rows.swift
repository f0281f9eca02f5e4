// The rows around a unit of a scope: which elements are in the scope, the
// unit that holds an element, and the shown siblings next to a changed node.
extension IncrementalFocusOrder {
    /// Whether the element at `position` is in the scope at `scope` of `chain`.
    func isInScope(_ position: Int, _ chain: Chain, _ scope: Int, index: OrderIndex, tree: TreeIndex) -> Bool {
        order.elements.indices.contains(position)
            && tree.isInSubtree(index.number(ofEntry: order.elementEntry[position]), of: chain.numbers[scope])
    }

    /// The unit of the scope at `scope` that holds the element at
    /// `position` (the element itself, or the nearest group below the
    /// scope that holds it): the top edge it is sorted by, and its elements.
    /// Costs the depth, and a group's size.
    func unit(at position: Int, _ chain: Chain, _ scope: Int, index: OrderIndex, tree: TreeIndex) -> (
        top: Double?, range: Range<Int>
    )? {
        guard isInScope(position, chain, scope, index: index, tree: tree) else { return nil }
        var steps: [Int] = []
        var current = index.number(ofEntry: order.elementEntry[position])
        while current != chain.numbers[scope] {
            steps.append(Int(tree.childIndex[current]))
            current = Int(tree.parent[current])
        }
        var node = chain.nodes[scope], number = chain.numbers[scope]
        for step in steps.reversed().dropLast() {
            let unitOfItsOwn = node.readsInGivenOrder
            node = node.children[step]
            number = tree.child(step, of: number)
            guard node.formsGroup || unitOfItsOwn else { continue }
            guard let entry = index.entry(ofNumber: number),
                let range = elementRange(of: entry..<index.firstEntry(atOrAfter: Int(tree.end[number])), index: index),
                !range.isEmpty
            else { return nil }
            return ((Self.firstFrame(order.elements[range]) ?? node.frame)?.minY, range)
        }
        return (order.elements[position].node.frame?.minY, position..<(position + 1))
    }

    /// Whether the group at `level`, whose elements are at `positions` and
    /// whose first frame moves from `old` to `new`, keeps its place in the
    /// scope above it: alone on its row before and after, between the same
    /// neighbours (alone on theirs), and not the scope's first unit (whose
    /// frame places the scope itself), unless that scope is the root.
    func keepsItsRow(
        _ chain: Chain, level: Int, positions: Range<Int>, old: Frame?, new: Frame?, index: OrderIndex, tree: TreeIndex
    ) -> Bool {
        let scope = chain.scope(above: level)
        let tolerance = device.rowTolerance, explicit = chain.nodes[scope].readsInGivenOrder
        let before = positions.lowerBound - 1, after = positions.upperBound
        // A framed element before it keeps the scope's own first frame.
        var above = -Double.infinity
        if isInScope(before, chain, scope, index: index, tree: tree) {
            guard order.elements[before].node.frame != nil else { return false }
            if !explicit {
                guard let top = unit(at: before, chain, scope, index: index, tree: tree)?.top else { return false }
                above = top
            }
        } else if scope != 0 {
            return false
        }
        // In `accessibilityElements` order, frames place nothing.
        if explicit { return true }
        guard let old = old?.minY, let new = new?.minY, min(old, new) - above >= tolerance else { return false }
        guard isInScope(after, chain, scope, index: index, tree: tree) else { return true }
        guard let unitAfter = unit(at: after, chain, scope, index: index, tree: tree), let below = unitAfter.top,
            below - max(old, new) >= tolerance
        else { return false }
        let next = unitAfter.range.upperBound
        guard isInScope(next, chain, scope, index: index, tree: tree) else { return true }
        guard let nextTop = unit(at: next, chain, scope, index: index, tree: tree)?.top else { return false }
        return nextTop - below >= tolerance
    }

    /// The most siblings looked at on either side of a node shown again.
    static let siblingLook = 16

    /// Where a node shown again goes when it follows a shown sibling that
    /// is a unit (an element or a group): right after its elements.
    func insertionPoint(_ chain: Chain, scope: Int, index: OrderIndex, tree: TreeIndex) -> Int? {
        let depth = chain.depth
        guard scope == depth - 1 else { return nil }
        let siblings = chain.nodes[depth - 1].children, at = chain.path[depth - 1]
        guard
            let before = stride(from: at - 1, through: max(0, at - Self.siblingLook), by: -1).first(where: {
                !siblings[$0].isPruned
            }),
            let range = elements(ofSibling: before, chain, index: index, tree: tree)
        else { return nil }
        return range.upperBound
    }

    /// The position of the first element of the first shown sibling after
    /// the changed node, when none is shown before it.
    func firstShownAfter(_ chain: Chain, index: OrderIndex, tree: TreeIndex) -> Int? {
        let depth = chain.depth
        let siblings = chain.nodes[depth - 1].children, at = chain.path[depth - 1]
        let end = min(siblings.count, at + 1 + Self.siblingLook)
        guard at <= Self.siblingLook, !siblings[..<at].contains(where: { !$0.isPruned }),
            let after = (at + 1..<end).first(where: { !siblings[$0].isPruned })
        else { return nil }
        return elements(ofSibling: after, chain, index: index, tree: tree)?.lowerBound
    }

    /// The positions of a sibling's elements, when it is an element or a
    /// group with some.
    func elements(ofSibling sibling: Int, _ chain: Chain, index: OrderIndex, tree: TreeIndex) -> Range<Int>? {
        let depth = chain.depth, node = chain.nodes[depth - 1].children[sibling]
        let number = tree.child(sibling, of: chain.numbers[depth - 1])
        guard node.isElement || node.formsGroup, let entry = index.entry(ofNumber: number),
            let range = elementRange(of: entry..<index.firstEntry(atOrAfter: Int(tree.end[number])), index: index),
            !range.isEmpty
        else { return nil }
        return range
    }

    /// Whether the shown sibling after the changed node, if any, is an
    /// element or a group with a frame (so no frameless unit follows the node).
    func followsFramed(_ chain: Chain) -> Bool {
        let depth = chain.depth
        let siblings = chain.nodes[depth - 1].children, at = chain.path[depth - 1]
        let end = min(siblings.count, at + 1 + Self.siblingLook)
        guard let after = (at + 1..<end).first(where: { !siblings[$0].isPruned }) else { return end == siblings.count }
        return (siblings[after].isElement || siblings[after].formsGroup) && siblings[after].frame != nil
    }
}
