/// Marks the words two utterances do not share, in brackets:
/// `add [new] flight button` against `add flight button`.
enum ParityWordDiff {
    /// The longest utterances (in words) compared word by word; past it,
    /// every word is marked.
    static let maximumWords = 500

    /// `heard` and `said` written with the words outside their longest
    /// common subsequence in brackets.
    static func marked(_ heard: [String], _ said: [String]) -> (String, String) {
        guard heard.count <= maximumWords, said.count <= maximumWords else {
            return (write(heard, kept: []), write(said, kept: []))
        }
        // lengths[i][j]: the longest common subsequence of heard[i...] and said[j...].
        let width = said.count + 1
        var lengths = [Int](repeating: 0, count: (heard.count + 1) * width)
        for i in stride(from: heard.count - 1, through: 0, by: -1) {
            for j in stride(from: said.count - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    heard[i] == said[j] ? lengths[(i + 1) * width + j + 1] + 1 : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var keptHeard: Set<Int> = [], keptSaid: Set<Int> = []
        var (i, j) = (0, 0)
        while i < heard.count, j < said.count {
            if heard[i] == said[j] {
                keptHeard.insert(i)
                keptSaid.insert(j)
                (i, j) = (i + 1, j + 1)
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return (write(heard, kept: keptHeard), write(said, kept: keptSaid))
    }

    /// The words joined by spaces, those not kept in brackets; `(nothing)`
    /// for none.
    private static func write(_ words: [String], kept: Set<Int>) -> String {
        guard !words.isEmpty else { return "(nothing)" }
        return OneLineText.escaped(words.enumerated().map { kept.contains($0) ? $1 : "[\($1)]" }.joined(separator: " "))
    }
}
