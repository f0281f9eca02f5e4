/// VoiceOver's focus order for a tree: the elements a right flick visits,
/// from the first to the last, following docs/VoiceOver.md, "Focus order".
///
/// The walk uses an explicit stack, so its depth is not bounded by the call
/// stack; the cost is linear in the tree plus the sorting of each scope.
package struct FocusOrder: Hashable, Sendable {
    /// The elements in the order a right flick visits them.
    package internal(set) var elements: [FocusElement]
    /// Where each element is in the tree: for every node the walk entered,
    /// its parent's entry (-1 for the root) and its index among the parent's
    /// children; entries are numbered in document order.
    /// Only ``splice(positions:entries:with:parentEntry:childIndex:)``
    /// changes them, for ``IncrementalFocusOrder``.
    private(set) var treeParent: [Int32]
    private(set) var treeChildIndex: [Int32]
    /// The tree entry of each element, in focus order.
    private(set) var elementEntry: [Int]

    /// Orders the elements under `root`.
    /// - Parameters:
    ///   - root: the root view.
    ///   - device: sets the row tolerance (8 pt phone, 13 pt pad).
    ///   - layoutDirection: the reading direction of a row.
    package init(
        root: AccessibilityNode, device: HarkDocument.Device = .phone,
        layoutDirection: HarkDocument.LayoutDirection = .leftToRight
    ) {
        self.init(root: root, device: device, layoutDirection: layoutDirection, inside: nil)
    }

    /// Orders the elements under `root`, a node inside a larger tree when
    /// `inside` says whether a scrolling container holds it (``ScrollPages``);
    /// `nil` for the window's root.
    init(
        root: AccessibilityNode, device: HarkDocument.Device, layoutDirection: HarkDocument.LayoutDirection,
        inside inScrollView: Bool?
    ) {
        var builder = FocusOrderBuilder(sorter: RowSorter(tolerance: device.rowTolerance, direction: layoutDirection))
        (elements, elementEntry) = builder.build(root, inScrollView: inScrollView)
        treeParent = builder.treeParent
        treeChildIndex = builder.treeChildIndex
    }

    /// The child indices from the root to the element at `position`.
    func path(ofElementAt position: Int) -> [Int] {
        var path: [Int] = []
        var entry = elementEntry[position]
        while entry > 0 {
            path.append(Int(treeChildIndex[entry]))
            entry = Int(treeParent[entry])
        }
        return path.reversed()
    }

    /// The element's place in document order (later is drawn on top).
    func documentOrder(ofElementAt position: Int) -> Int { elementEntry[position] }

    /// The focus order of a document's root view, with its device and
    /// layout direction. The direction is the document's own (declared, or
    /// from the document's locale): it describes how the frames were laid
    /// out, so narrating in another locale does not change it.
    package init(document: HarkDocument) {
        self.init(root: document.root, device: document.device, layoutDirection: document.resolvedLayoutDirection)
    }

    /// Replaces the elements at `positions` and the tree entries `entries`
    /// (one subtree's, contiguous in document order) with `part`: the order
    /// of the new subtree built on its own, whose root is child `childIndex`
    /// of entry `parentEntry`. The caller has given `part`'s elements the
    /// context they have in the whole order.
    ///
    /// The work is `part`'s size plus one pass over the entries that follow
    /// (their parents' numbers shift) and over `elementEntry`: plain integer
    /// arithmetic, with the array moves a splice into an array costs.
    mutating func splice(
        positions: Range<Int>, entries: Range<Int>, with part: FocusOrder, parentEntry: Int, childIndex: Int
    ) {
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
