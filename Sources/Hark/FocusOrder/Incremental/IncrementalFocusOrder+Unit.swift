// The changed node as one unit of its scope (an element, or a group kept
// together): taken out, put in or replaced, with the rows around it
// checked so that the scope's order is provably the one a new sort gives.
extension IncrementalFocusOrder {
    /// A unit changed in its scope: the splice that replaces it, and what
    /// its place depends on.
    struct UnitChange {
        var chain: Chain
        /// The level of the nearest scope above the changed node.
        var scope: Int
        /// Whether that scope keeps its children's declared order.
        var explicit: Bool
        var splice: Splice
        /// The first frames of the unit's elements, before and after.
        var oldFirst: Frame?, newFirst: Frame?
        /// The frames the unit is sorted by, before and after.
        var oldUnit: Frame?, newUnit: Frame?
        var tolerance: Double
        var index: OrderIndex
        var tree: TreeIndex
    }

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
    mutating func spliceUnit(
        _ chain: Chain, was old: AccessibilityNode, index: OrderIndex, tree: TreeIndex, focus: Int?
    ) -> Focus? {
        guard let change = unitChange(chain, was: old, index: index, tree: tree) else { return nil }
        switch (change.splice.positions.isEmpty, change.splice.part.elements.isEmpty) {
        case (true, true):
            // Nothing to see before or after: only the walk's entries change.
            break
        case (false, false):
            // The same unit in the same place: the sort does not move it.
            guard change.oldFirst == change.newFirst, change.oldUnit == change.newUnit else { return nil }
        case (false, true):
            return removeUnit(change, focus: focus)
        case (true, false):
            return insertUnit(change, focus: focus)
        }
        return commit(chain, change.splice, index: index, tree: tree, focus: focus)
    }

    /// The change as a unit of its scope, when the node was and is one
    /// (or nothing the walk enters) and its elements are together.
    private func unitChange(_ chain: Chain, was old: AccessibilityNode, index: OrderIndex, tree: TreeIndex)
        -> UnitChange?
    {
        let depth = chain.depth, number = chain.numbers[depth], new = chain.nodes[depth]
        let scope = chain.scope(above: depth)
        let oldEntry = index.entry(ofNumber: number)
        guard oldEntry == nil || old.isElement || old.formsGroup, new.isPruned || new.isElement || new.formsGroup else {
            return nil
        }
        let entries =
            oldEntry.map { $0..<index.firstEntry(atOrAfter: Int(tree.end[number])) }
            ?? {
                let place = index.firstEntry(atOrAfter: number)
                return place..<place
            }()
        guard let positions = elementRange(of: entries, index: index) else { return nil }
        let part = FocusOrder(
            root: new, device: device, layoutDirection: layoutDirection, inside: chain.inScrollView(below: depth))
        let oldFirst = Self.firstFrame(order.elements[positions]), newFirst = Self.firstFrame(part.elements[...])
        return UnitChange(
            chain: chain, scope: scope, explicit: chain.nodes[scope].readsInGivenOrder,
            splice: Splice(level: depth, positions: positions, entries: entries, part: part),
            oldFirst: oldFirst, newFirst: newFirst,
            oldUnit: old.isElement ? old.frame : oldFirst ?? old.frame,
            newUnit: new.isElement ? new.frame : newFirst ?? new.frame,
            tolerance: device.rowTolerance, index: index, tree: tree)
    }

    /// A unit gone: its neighbours in the scope must be on rows of their own.
    private mutating func removeUnit(_ change: UnitChange, focus: Int?) -> Focus? {
        let positions = change.splice.positions, tolerance = change.tolerance
        let before = positions.lowerBound - 1, after = positions.upperBound
        let first = !inScope(before, change), last = !inScope(after, change)
        guard !(first && last) else { return nil }
        if !change.explicit, let top = change.oldUnit?.minY {
            if !first { guard let above = scopeUnit(before, change)?.top, top - above >= tolerance else { return nil } }
            if !last { guard let below = scopeUnit(after, change)?.top, below - top >= tolerance else { return nil } }
        }
        // The scope's first frame, which places it in its own scope, moves to the unit after.
        if first, change.oldFirst != nil {
            guard let next = order.elements[after].node.frame,
                scopeKeepsItsRow(from: after, old: change.oldFirst, new: next, change)
            else { return nil }
        }
        return commitMovingBoundaries(at: positions.lowerBound, change, focus: focus)
    }

    /// A unit come: after the shown sibling before it, or first in its
    /// scope, on a row of its own between neighbours on rows of theirs.
    private mutating func insertUnit(_ change: UnitChange, focus: Int?) -> Focus? {
        let (chain, tolerance) = (change.chain, change.tolerance)
        let at: Int
        if let point = insertionPoint(chain, scope: change.scope, index: change.index, tree: change.tree) {
            at = point
        } else if let next = firstShownAfter(chain, index: change.index, tree: change.tree), followsFramed(chain) {
            // No shown sibling before it: it comes first in the scope.
            at = scopeStart(next, change)
        } else {
            return nil
        }
        let first = !inScope(at - 1, change), last = !inScope(at, change)
        guard !(first && last) else { return nil }
        if !change.explicit, let top = change.newUnit?.minY {
            // It must take no frameless unit after it from the unit before.
            guard followsFramed(chain) else { return nil }
            if !first { guard let above = scopeUnit(at - 1, change)?.top, top - above >= tolerance else { return nil } }
            if !last {
                guard let after = scopeUnit(at, change), let below = after.top, below - top >= tolerance else {
                    return nil
                }
                if inScope(after.range.upperBound, change) {
                    guard let next = scopeUnit(after.range.upperBound, change)?.top, next - below >= tolerance else {
                        return nil
                    }
                }
            }
        }
        if first, change.newFirst != nil {
            guard let next = order.elements[at].node.frame,
                scopeKeepsItsRow(from: at, old: next, new: change.newFirst, change)
            else { return nil }
        }
        return commitMovingBoundaries(at: at, change, focus: focus)
    }

    private func inScope(_ position: Int, _ change: UnitChange) -> Bool {
        isInScope(position, change.chain, change.scope, index: change.index, tree: change.tree)
    }

    private func scopeUnit(_ position: Int, _ change: UnitChange) -> (top: Double?, range: Range<Int>)? {
        unit(at: position, change.chain, change.scope, index: change.index, tree: change.tree)
    }

    /// The first position of the scope's range, which holds `position`
    /// (its positions are contiguous: a binary search).
    private func scopeStart(_ position: Int, _ change: UnitChange) -> Int {
        var low = 0, high = position
        while low < high {
            let middle = (low + high) / 2
            if inScope(middle, change) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Whether the scope keeps its place in its own scope when its first
    /// frame moves (the root's places nothing).
    private func scopeKeepsItsRow(from position: Int, old: Frame?, new: Frame?, _ change: UnitChange) -> Bool {
        guard change.scope > 0 else { return true }
        var high = position + 1, end = order.elements.count
        while high < end {
            let middle = (high + end) / 2
            if inScope(middle, change) { high = middle + 1 } else { end = middle }
        }
        let frame = change.chain.nodes[change.scope].frame
        return keepsItsRow(
            change.chain, level: change.scope, positions: scopeStart(position, change)..<high, old: old ?? frame,
            new: new ?? frame,
            index: change.index, tree: change.tree)
    }

    /// Splices, then moves the containers the scope starts and ends
    /// between the unit and its neighbour, when it is the scope's first
    /// or last: the new unit takes them from it, or the neighbour from the
    /// unit gone.
    private mutating func commitMovingBoundaries(at place: Int, _ change: UnitChange, focus: Int?) -> Focus {
        var splice = change.splice
        if splice.positions.isEmpty { splice.positions = place..<place }
        let range = splice.positions, count = splice.part.elements.count
        let (starts, ends) = outerContainers(
            change.chain, above: splice.level, first: range.lowerBound, last: range.upperBound - 1,
            index: change.index, tree: change.tree)
        let moved = commit(change.chain, splice, index: change.index, tree: change.tree, focus: focus)
        let after = place + count
        if count == 0 {
            if !starts.isEmpty { changeContext(ofElementAt: place) { $0.starts.insert(contentsOf: starts, at: 0) } }
            if !ends.isEmpty { changeContext(ofElementAt: place - 1) { $0.ends.append(contentsOf: ends) } }
        } else {
            if !starts.isEmpty { changeContext(ofElementAt: after) { $0.starts.removeFirst(starts.count) } }
            if !ends.isEmpty { changeContext(ofElementAt: place - 1) { $0.ends.removeLast(ends.count) } }
        }
        return moved
    }
}
