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
        func scopeUnit(_ position: Int) -> (top: Double?, range: Range<Int>)? { unit(at: position, chain, scope, index: index, tree: tree) }
        /// The first position of the scope's range, which holds `position`
        /// (its positions are contiguous: a binary search).
        func scopeStart(_ position: Int) -> Int {
            var low = 0, high = position
            while low < high {
                let middle = (low + high) / 2
                if inScope(middle) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        /// Whether the scope keeps its place in its own scope when its first
        /// frame moves (the root's places nothing).
        func scopeKeepsItsRow(from position: Int, old: Frame?, new: Frame?) -> Bool {
            guard scope > 0 else { return true }
            var high = position + 1, end = order.elements.count
            while high < end {
                let middle = (high + end) / 2
                if inScope(middle) { high = middle + 1 } else { end = middle }
            }
            let frame = chain.nodes[scope].frame
            return keepsItsRow(chain, level: scope, positions: scopeStart(position)..<high, old: old ?? frame, new: new ?? frame, index: index, tree: tree)
        }
        /// Splices, then moves the containers the scope starts and ends
        /// between the unit and its neighbour, when it is the scope's first
        /// or last: the new unit takes them from it, or the neighbour from the
        /// unit gone.
        func commitMovingBoundaries(at place: Int) -> Bool {
            let range = positions.isEmpty ? place..<place : positions
            let (starts, ends) = outerContainers(chain, above: depth, first: range.lowerBound, last: range.upperBound - 1, index: index, tree: tree)
            let moved = commit(chain, level: depth, positions: range, entries: entries, part: part, index: index, tree: tree)
            let after = place + part.elements.count
            if part.elements.isEmpty {
                if !starts.isEmpty { order.elements[place].context.starts.insert(contentsOf: starts, at: 0) }
                if !ends.isEmpty { order.elements[place - 1].context.ends.append(contentsOf: ends) }
            } else {
                if !starts.isEmpty { order.elements[after].context.starts.removeFirst(starts.count) }
                if !ends.isEmpty { order.elements[place - 1].context.ends.removeLast(ends.count) }
            }
            return moved
        }

        switch (positions.isEmpty, part.elements.isEmpty) {
        case (true, true):
            // Nothing to see before or after: only the walk's entries change.
            break
        case (false, false):
            // The same unit in the same place: the sort does not move it.
            guard oldFirst == newFirst, oldUnit == newUnit else { return nil }
        case (false, true):
            let before = positions.lowerBound - 1, after = positions.upperBound
            let first = !inScope(before), last = !inScope(after)
            guard !(first && last) else { return nil }
            if !explicit, let top = oldUnit?.minY {
                if !first { guard let above = scopeUnit(before)?.top, top - above >= tolerance else { return nil } }
                if !last { guard let below = scopeUnit(after)?.top, below - top >= tolerance else { return nil } }
            }
            // The scope's first frame, which places it in its own scope, moves to the unit after.
            if first, oldFirst != nil {
                guard let next = order.elements[after].node.frame, scopeKeepsItsRow(from: after, old: oldFirst, new: next) else { return nil }
            }
            return commitMovingBoundaries(at: positions.lowerBound)
        case (true, false):
            let at: Int
            if let point = insertionPoint(chain, scope: scope, index: index, tree: tree) {
                at = point
            } else if let next = firstShownAfter(chain, index: index, tree: tree), followsFramed(chain) {
                // No shown sibling before it: it comes first in the scope.
                at = scopeStart(next)
            } else {
                return nil
            }
            let first = !inScope(at - 1), last = !inScope(at)
            guard !(first && last) else { return nil }
            if !explicit, let top = newUnit?.minY {
                // It must take no frameless unit after it from the unit before.
                guard followsFramed(chain) else { return nil }
                if !first { guard let above = scopeUnit(at - 1)?.top, top - above >= tolerance else { return nil } }
                if !last {
                    guard let after = scopeUnit(at), let below = after.top, below - top >= tolerance else { return nil }
                    if inScope(after.range.upperBound) {
                        guard let next = scopeUnit(after.range.upperBound)?.top, next - below >= tolerance else { return nil }
                    }
                }
            }
            if first, newFirst != nil {
                guard let next = order.elements[at].node.frame, scopeKeepsItsRow(from: at, old: next, new: newFirst) else { return nil }
            }
            return commitMovingBoundaries(at: at)
        }
        return commit(chain, level: depth, positions: positions, entries: entries, part: part, index: index, tree: tree)
    }

    /// Whether the element at `position` is in the scope at `scope` of `chain`.
    func isInScope(_ position: Int, _ chain: Chain, _ scope: Int, index: OrderIndex, tree: TreeIndex) -> Bool {
        order.elements.indices.contains(position) && tree.isInSubtree(index.number(ofEntry: order.elementEntry[position]), of: chain.numbers[scope])
    }

    /// The unit of the scope at `scope` that holds the element at
    /// `position` (the element itself, or the nearest group below the
    /// scope that holds it): the top edge it is sorted by, and its elements.
    /// Costs the depth, and a group's size.
    func unit(at position: Int, _ chain: Chain, _ scope: Int, index: OrderIndex, tree: TreeIndex) -> (top: Double?, range: Range<Int>)? {
        guard isInScope(position, chain, scope, index: index, tree: tree) else { return nil }
        var steps: [Int] = []
        var current = index.number(ofEntry: order.elementEntry[position])
        while current != chain.numbers[scope] {
            steps.append(Int(tree.childIndex[current]))
            current = Int(tree.parent[current])
        }
        var node = chain.nodes[scope], number = chain.numbers[scope]
        for step in steps.reversed().dropLast() {
            let unitOfItsOwn = node.explicitOrder
            node = node.children[step]
            number = tree.child(step, of: number)
            guard node.formsGroup || unitOfItsOwn else { continue }
            guard let entry = index.entry(ofNumber: number),
                  let range = elementRange(of: entry..<index.firstEntry(atOrAfter: Int(tree.end[number])), index: index), !range.isEmpty else { return nil }
            return ((Self.firstFrame(order.elements[range]) ?? node.frame)?.minY, range)
        }
        return (order.elements[position].node.frame?.minY, position..<(position + 1))
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
              below - max(old, new) >= tolerance else { return false }
        let next = unitAfter.range.upperBound
        guard isInScope(next, chain, scope, index: index, tree: tree) else { return true }
        guard let nextTop = unit(at: next, chain, scope, index: index, tree: tree)?.top else { return false }
        return nextTop - below >= tolerance
    }

    /// The most siblings looked at on either side of a node shown again.
    static let siblingLook = 16

    /// Where a node shown again goes when it follows a shown sibling that
    /// is a unit (an element or a group): right after its elements.
    private func insertionPoint(_ chain: Chain, scope: Int, index: OrderIndex, tree: TreeIndex) -> Int? {
        let depth = chain.depth
        guard scope == depth - 1 else { return nil }
        let siblings = chain.nodes[depth - 1].children, at = chain.path[depth - 1]
        guard let before = stride(from: at - 1, through: max(0, at - Self.siblingLook), by: -1).first(where: { !siblings[$0].isPruned }),
              let range = elements(ofSibling: before, chain, index: index, tree: tree) else { return nil }
        return range.upperBound
    }

    /// The position of the first element of the first shown sibling after
    /// the changed node, when none is shown before it.
    private func firstShownAfter(_ chain: Chain, index: OrderIndex, tree: TreeIndex) -> Int? {
        let depth = chain.depth
        let siblings = chain.nodes[depth - 1].children, at = chain.path[depth - 1]
        let end = min(siblings.count, at + 1 + Self.siblingLook)
        guard at <= Self.siblingLook, !siblings[..<at].contains(where: { !$0.isPruned }),
              let after = (at + 1..<end).first(where: { !siblings[$0].isPruned }) else { return nil }
        return elements(ofSibling: after, chain, index: index, tree: tree)?.lowerBound
    }

    /// The positions of a sibling's elements, when it is an element or a
    /// group with some.
    private func elements(ofSibling sibling: Int, _ chain: Chain, index: OrderIndex, tree: TreeIndex) -> Range<Int>? {
        let depth = chain.depth, node = chain.nodes[depth - 1].children[sibling]
        let number = tree.child(sibling, of: chain.numbers[depth - 1])
        guard node.isElement || node.formsGroup, let entry = index.entry(ofNumber: number),
              let range = elementRange(of: entry..<index.firstEntry(atOrAfter: Int(tree.end[number])), index: index), !range.isEmpty else { return nil }
        return range
    }

    /// Whether the shown sibling after the changed node, if any, is an
    /// element or a group with a frame (so no frameless unit follows the node).
    private func followsFramed(_ chain: Chain) -> Bool {
        let depth = chain.depth
        let siblings = chain.nodes[depth - 1].children, at = chain.path[depth - 1]
        let end = min(siblings.count, at + 1 + Self.siblingLook)
        guard let after = (at + 1..<end).first(where: { !siblings[$0].isPruned }) else { return end == siblings.count }
        return (siblings[after].isElement || siblings[after].formsGroup) && siblings[after].frame != nil
    }
}
