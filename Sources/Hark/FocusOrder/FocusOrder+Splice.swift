extension FocusOrder {
    /// Replaces the elements at `positions` and the tree entries `entries`
    /// (one subtree's, contiguous in document order) with `part`: the order
    /// of the new subtree built on its own, whose root is child `childIndex`
    /// of entry `parentEntry`. The caller has given `part`'s elements the
    /// context they have in the whole order.
    ///
    /// The work is `part`'s size plus one pass over the entries that follow
    /// (their parents' numbers shift) and over `elementEntry`: plain integer
    /// arithmetic, with the array moves a splice into an array costs.
    mutating func splice(positions: Range<Int>, entries: Range<Int>, with part: FocusOrder, parentEntry: Int, childIndex: Int) {
        let shift = part.treeParent.count - entries.count
        let first = entries.lowerBound
        var parents = part.treeParent.map { $0 + Int32(first) }
        var indices = part.treeChildIndex
        if !parents.isEmpty {
            parents[0] = Int32(parentEntry)
            indices[0] = Int32(childIndex)
        }
        treeParent.replaceSubrange(entries, with: parents)
        treeChildIndex.replaceSubrange(entries, with: indices)
        if shift != 0 {
            // The parent of an entry after the subtree is before it or after it.
            let oldEnd = Int32(entries.upperBound)
            for entry in (first + parents.count)..<treeParent.count where treeParent[entry] >= oldEnd {
                treeParent[entry] += Int32(shift)
            }
            for position in elementEntry.indices where elementEntry[position] >= entries.upperBound {
                elementEntry[position] += shift
            }
        }
        elements.replaceSubrange(positions, with: part.elements)
        elementEntry.replaceSubrange(positions, with: part.elementEntry.map { $0 + first })
    }
}

/// Where the top layer's walk entries are: each one's node number in the
/// layer's ``TreeIndex`` and its element's position. Kept beside the
/// ``FocusOrder`` and spliced with it; built from it when first needed.
struct OrderIndex: Equatable, Sendable {
    /// The node number of each tree entry. Entries are the reachable nodes
    /// in document order, so the numbers ascend: a binary search finds a
    /// node's entry, or where its entry would go.
    private(set) var entryNumber: [Int32]
    /// The position of each entry's element, or -1.
    private(set) var entryPosition: [Int32]

    init(order: FocusOrder, tree: TreeIndex) {
        entryNumber = []
        entryNumber.reserveCapacity(order.treeParent.count)
        for entry in order.treeParent.indices {
            let parent = Int(order.treeParent[entry])
            entryNumber.append(parent < 0 ? 0 : Int32(tree.child(Int(order.treeChildIndex[entry]), of: Int(entryNumber[parent]))))
        }
        entryPosition = Array(repeating: -1, count: entryNumber.count)
        for (position, entry) in order.elementEntry.enumerated() { entryPosition[entry] = Int32(position) }
    }

    /// The first entry whose node number is `number` or more.
    func firstEntry(atOrAfter number: Int) -> Int {
        var low = 0, high = entryNumber.count
        while low < high {
            let middle = (low + high) / 2
            if Int(entryNumber[middle]) < number { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The entry of node `number`, when the walk entered it.
    func entry(ofNumber number: Int) -> Int? {
        let entry = firstEntry(atOrAfter: number)
        return entry < entryNumber.count && Int(entryNumber[entry]) == number ? entry : nil
    }

    func number(ofEntry entry: Int) -> Int { Int(entryNumber[entry]) }

    func position(ofEntry entry: Int) -> Int? {
        let position = entryPosition[entry]
        return position < 0 ? nil : Int(position)
    }

    /// The same splice as ``FocusOrder/splice(positions:entries:with:parentEntry:childIndex:)``;
    /// `numbers` are the node numbers of `part`'s entries.
    mutating func splice(positions: Range<Int>, entries: Range<Int>, with part: FocusOrder, numbers: [Int32]) {
        let shift = Int32(part.elements.count - positions.count)
        var placed = [Int32](repeating: -1, count: numbers.count)
        for (position, entry) in part.elementEntry.enumerated() { placed[entry] = Int32(positions.lowerBound + position) }
        entryNumber.replaceSubrange(entries, with: numbers)
        entryPosition.replaceSubrange(entries, with: placed)
        guard shift != 0 else { return }
        let oldEnd = Int32(positions.upperBound)
        let new = entries.lowerBound..<(entries.lowerBound + numbers.count)
        for entry in entryPosition.indices where entryPosition[entry] >= oldEnd && !new.contains(entry) {
            entryPosition[entry] += shift
        }
    }
}
