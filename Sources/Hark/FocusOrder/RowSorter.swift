/// Sorts the units of one scope into reading order: rows from top to
/// bottom, each row from the leading edge to the trailing edge.
///
/// The rule, exactly:
/// 1. A unit without a frame stays right after the unit that precedes it in
///    document order; units without a frame at the start of the scope stay
///    at the start. (So a scope with no frames at all keeps document order.)
/// 2. The units with frames are sorted by their top edge. A row starts at
///    the topmost unit not yet placed; every following unit whose top edge
///    is less than the tolerance (8 pt phone, 13 pt pad) below the row's
///    first top edge joins the row.
/// 3. Each row is sorted by its leading edge: the left edge ascending, or in
///    a right-to-left layout the right edge descending.
/// 4. Ties keep document order.
struct RowSorter {
    var tolerance: Double
    var direction: HarkDocument.LayoutDirection

    /// The order of `frames` (one per unit, in document order), as indices.
    /// Read once, in order: a scope's frames need not be copied into an
    /// array of their own.
    func order(_ frames: some Sequence<Frame?>) -> [Int] {
        // The units with a frame (anchors), each with its top and leading
        // edge. The units without one that follow an anchor are the indices
        // up to the next anchor; those before the first are the head.
        var anchors: [Int] = []
        var tops: [Double] = []
        var leading: [Double] = []
        var count = 0
        // One unit per frame: room made once (a list is a unit per cell).
        let expected = frames.underestimatedCount
        anchors.reserveCapacity(expected)
        tops.reserveCapacity(expected)
        leading.reserveCapacity(expected)
        for (index, frame) in frames.enumerated() {
            count += 1
            guard let frame else { continue }
            anchors.append(index)
            tops.append(frame.minY)
            leading.append(direction == .leftToRight ? frame.minX : -frame.maxX)
        }
        var result = Array(0..<(anchors.first ?? count))
        result.reserveCapacity(count)
        let rows = Rows(anchors: anchors, tops: tops, leading: leading, count: count, tolerance: tolerance)
        // Document order is usually already top to bottom (a list always is):
        // check that in one pass before sorting.
        if zip(tops, tops.dropFirst()).allSatisfy({ $0 <= $1 }) {
            rows.place(anchors.indices, into: &result)
        } else {
            rows.place(anchors.indices.sorted { tops[$0] != tops[$1] ? tops[$0] < tops[$1] : $0 < $1 }, into: &result)
        }
        return result
    }

    /// The anchors of a scope, placed row by row.
    private struct Rows {
        let anchors: [Int]
        let tops: [Double]
        let leading: [Double]
        /// The scope's units.
        let count: Int
        let tolerance: Double

        /// Appends the units of every row, the anchors given `byTop`, to `result`.
        func place(_ byTop: some RandomAccessCollection<Int>, into result: inout [Int]) {
            var rowStart = byTop.startIndex
            while rowStart < byTop.endIndex {
                let rowTop = tops[byTop[rowStart]]
                var rowEnd = byTop.index(after: rowStart)
                while rowEnd < byTop.endIndex, tops[byTop[rowEnd]] - rowTop < tolerance {
                    rowEnd = byTop.index(after: rowEnd)
                }
                if byTop.index(after: rowStart) == rowEnd {
                    // A row of one (every row of a list): nothing to sort.
                    append(byTop[rowStart], into: &result)
                } else {
                    for anchor in byTop[rowStart..<rowEnd].sorted(by: {
                        leading[$0] != leading[$1] ? leading[$0] < leading[$1] : $0 < $1
                    }) {
                        append(anchor, into: &result)
                    }
                }
                rowStart = rowEnd
            }
        }

        /// Appends an anchor's unit and the units without a frame after it.
        private func append(_ anchor: Int, into result: inout [Int]) {
            let end = anchor + 1 < anchors.count ? anchors[anchor + 1] : count
            result.append(anchors[anchor])
            if anchors[anchor] + 1 < end { result.append(contentsOf: anchors[anchor] + 1..<end) }
        }
    }
}
