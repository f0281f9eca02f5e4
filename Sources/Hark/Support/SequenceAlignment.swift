/// The alignment of two sequences by edit distance, which parity (a
/// recording against Hark's narration) and diff (an old transcript against
/// a new one) share: a stop one side makes and the other does not is one
/// step, not a mismatch of every later line.
enum SequenceAlignment {
    /// One aligned pair: an item of the first sequence, of the second, or one of each.
    enum Pair: Equatable {
        /// The first sequence's item and the second's, matched or not.
        case both(Int, Int)
        /// An item of the first sequence only.
        case first(Int)
        /// An item of the second sequence only.
        case second(Int)
    }

    /// The alignment of `first` items (utterances, old stops) with
    /// `second` items (Hark's elements, new stops) of least cost (a
    /// mismatch, a missing and an extra item each cost 1), or, when the table
    /// would exceed `cap` cells, the pairing in order. Time and memory are
    /// `first × second`, which the cap bounds.
    static func align(_ first: Int, _ second: Int, cap: Int, matches: (Int, Int) -> Bool) -> [Pair] {
        guard first < cap, second < cap, (first + 1) * (second + 1) <= cap else {
            return (0..<max(first, second)).map {
                $0 < first ? ($0 < second ? .both($0, $0) : .first($0)) : .second($0)
            }
        }
        // moves[i * width + j]: how the best alignment of the first i
        // items of the first sequence and j of the second ends: 0 both, 1 the
        // first's, 2 the second's.
        let width = second + 1
        var moves = [UInt8](repeating: 0, count: (first + 1) * width)
        var previous = Array(0...second), current = [Int](repeating: 0, count: width)
        for j in 1..<max(width, 1) { moves[j] = 2 }
        for i in 1..<(first + 1) {
            current[0] = i
            moves[i * width] = 1
            for j in 1..<max(width, 1) {
                // On a tie, a gap wins over a mismatch here at the end, so
                // that read back from the end, mismatches come first.
                let match = matches(i - 1, j - 1)
                var best = previous[j - 1] + (match ? 0 : 1), move: UInt8 = 0
                if previous[j] + 1 < best || (!match && previous[j] + 1 == best) { (best, move) = (previous[j] + 1, 1) }
                if current[j - 1] + 1 < best || (!match && move == 0 && current[j - 1] + 1 == best) {
                    (best, move) = (current[j - 1] + 1, 2)
                }
                current[j] = best
                moves[i * width + j] = move
            }
            swap(&previous, &current)
        }
        var pairs: [Pair] = []
        var (i, j) = (first, second)
        while i > 0 || j > 0 {
            switch moves[i * width + j] {
            case 0:
                pairs.append(.both(i - 1, j - 1))
                (i, j) = (i - 1, j - 1)
            case 1:
                pairs.append(.first(i - 1))
                i -= 1
            default:
                pairs.append(.second(j - 1))
                j -= 1
            }
        }
        return pairs.reversed()
    }
}
