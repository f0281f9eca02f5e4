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
        var anchors: [Int] = []
        var followers: [[Int]] = []
        var head: [Int] = []
        // For each anchor: its top edge, and its leading edge.
        var tops: [Double] = []
        var leading: [Double] = []
        var count = 0
        // One unit per frame: room made once (a list is a unit per cell).
        let expected = frames.underestimatedCount
        anchors.reserveCapacity(expected)
        followers.reserveCapacity(expected)
        tops.reserveCapacity(expected)
        leading.reserveCapacity(expected)
        for (index, frame) in frames.enumerated() {
            count += 1
            if let frame {
                anchors.append(index)
                followers.append([])
                tops.append(frame.minY)
                leading.append(direction == .leftToRight ? frame.minX : -frame.maxX)
            } else if followers.isEmpty {
                head.append(index)
            } else {
                followers[followers.count - 1].append(index)
            }
        }
        // Document order is usually already top to bottom (a list always is):
        // check that in one pass before sorting.
        let alreadySorted = zip(tops, tops.dropFirst()).allSatisfy { $0 <= $1 }
        let byTop =
            alreadySorted
            ? Array(anchors.indices) : anchors.indices.sorted { tops[$0] != tops[$1] ? tops[$0] < tops[$1] : $0 < $1 }
        var result = head
        result.reserveCapacity(count)
        var rowStart = 0
        while rowStart < byTop.count {
            let rowTop = tops[byTop[rowStart]]
            var rowEnd = rowStart + 1
            while rowEnd < byTop.count, tops[byTop[rowEnd]] - rowTop < tolerance { rowEnd += 1 }
            if rowEnd - rowStart == 1 {
                // A row of one (every row of a list): nothing to sort or copy.
                let anchor = byTop[rowStart]
                result.append(anchors[anchor])
                if !followers[anchor].isEmpty { result.append(contentsOf: followers[anchor]) }
            } else {
                for anchor in byTop[rowStart..<rowEnd].sorted(by: {
                    leading[$0] != leading[$1] ? leading[$0] < leading[$1] : $0 < $1
                }) {
                    result.append(anchors[anchor])
                    result.append(contentsOf: followers[anchor])
                }
            }
            rowStart = rowEnd
        }
        return result
    }
}
