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
            entryNumber.append(
                parent < 0 ? 0 : Int32(tree.child(Int(order.treeChildIndex[entry]), of: Int(entryNumber[parent]))))
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
        for (position, entry) in part.elementEntry.enumerated() {
            placed[entry] = Int32(positions.lowerBound + position)
        }
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
