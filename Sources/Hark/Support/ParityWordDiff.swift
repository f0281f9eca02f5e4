/// Marks the words two utterances do not share, in brackets:
/// `add [new] flight button` against `add flight button`. `hark diff`
/// marks the words of two speeches with its ``kept(_:_:)``.
enum ParityWordDiff {
    /// The longest utterances (in words) compared word by word; past it,
    /// every word is marked, and a longer utterance is written as its count.
    static let maximumWords = 500

    /// `heard` and `said` written with the words outside their longest
    /// common subsequence in brackets.
    static func marked(_ heard: [String], _ said: [String]) -> (String, String) {
        let (keptHeard, keptSaid) = kept(heard, said)
        return (write(heard, kept: keptHeard), write(said, kept: keptSaid))
    }

    /// The positions of the words of `first` and of `second` on a longest
    /// common subsequence of the two; none past ``maximumWords``. `hark
    /// diff` marks speech with it too.
    static func kept(_ first: [String], _ second: [String]) -> (Set<Int>, Set<Int>) {
        guard first.count <= maximumWords, second.count <= maximumWords else { return ([], []) }
        // lengths[i][j]: the longest common subsequence of first[i...] and second[j...].
        let width = second.count + 1
        var lengths = [Int](repeating: 0, count: (first.count + 1) * width)
        for i in stride(from: first.count - 1, through: 0, by: -1) {
            for j in stride(from: second.count - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    first[i] == second[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var keptFirst: Set<Int> = [], keptSecond: Set<Int> = []
        var (i, j) = (0, 0)
        while i < first.count, j < second.count {
            if first[i] == second[j] {
                keptFirst.insert(i)
                keptSecond.insert(j)
                (i, j) = (i + 1, j + 1)
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return (keptFirst, keptSecond)
    }

    /// The words joined by spaces, those not kept in brackets; `(nothing)`
    /// for none.
    private static func write(_ words: [String], kept: Set<Int>) -> String {
        guard !words.isEmpty else { return "(nothing)" }
        guard words.count <= maximumWords else { return "(\(words.count) words, more than the \(maximumWords) marked)" }
        // Every word marked (the other utterance past `maximumWords`, say): joined at once.
        if kept.isEmpty { return OneLineText.escaped("[" + words.joined(separator: "] [") + "]") }
        return OneLineText.escaped(words.enumerated().map { kept.contains($0) ? $1 : "[\($1)]" }.joined(separator: " "))
    }
}
