/// A line diff for snapshot failures: the changed lines with a little
/// context, trailing white space made visible.
package enum LineDiff {
    /// Lines of unchanged context shown around each change.
    static let context = 2
    /// Beyond this many lines on both sides, the diff compares line by line
    /// instead of aligning (to stay fast on huge transcripts).
    static let alignmentLimit = 4_000

    /// `- expected` / `+ actual` lines, with `@@ line N` headers and context.
    /// Empty when the texts are equal.
    package static func diff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard old != new else { return "" }
        let edits = align(old, new)
        var output: [String] = []
        var index = 0
        while index < edits.count {
            guard edits[index].kind != .same else {
                index += 1
                continue
            }
            // A hunk: from `context` lines before this change up to
            // `context` lines after the last change close to it.
            var end = index
            while end < edits.count {
                if edits[end].kind != .same {
                    end += 1
                    continue
                }
                let nextChange = edits[end...].firstIndex { $0.kind != .same } ?? edits.count
                if nextChange - end > 2 * context || nextChange == edits.count { break }
                end = nextChange
            }
            let start = max(0, index - context), stop = min(edits.count, end + context)
            output.append("@@ expected line \(edits[start].oldLine + 1)")
            for edit in edits[start..<stop] {
                let marker = edit.kind == .same ? " " : edit.kind == .removed ? "-" : "+"
                output.append(marker + " " + visible(edit.text))
            }
            index = stop
        }
        return output.joined(separator: "\n")
    }

    private enum Kind { case same, removed, added }

    private struct Edit {
        var kind: Kind
        var text: String
        /// The line in the expected text this edit is at or after.
        var oldLine: Int
    }

    /// The edits from `old` to `new` along a longest common subsequence.
    private static func align(_ old: [String], _ new: [String]) -> [Edit] {
        if old.count > alignmentLimit || new.count > alignmentLimit {
            var edits: [Edit] = []
            for line in 0..<max(old.count, new.count) {
                let a = line < old.count ? old[line] : nil, b = line < new.count ? new[line] : nil
                if a == b, let a {
                    edits.append(Edit(kind: .same, text: a, oldLine: line))
                    continue
                }
                if let a { edits.append(Edit(kind: .removed, text: a, oldLine: line)) }
                if let b { edits.append(Edit(kind: .added, text: b, oldLine: line)) }
            }
            return edits
        }
        // lengths[i][j]: LCS length of old[i...] and new[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append(Edit(kind: .same, text: old[i], oldLine: i))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                edits.append(Edit(kind: .removed, text: old[i], oldLine: i))
                i += 1
            } else {
                edits.append(Edit(kind: .added, text: new[j], oldLine: i))
                j += 1
            }
        }
        return edits
    }

    /// The line with trailing spaces and tabs shown as `·` and `→`.
    static func visible(_ line: String) -> String {
        let trimmed = line.reversed().drop { $0 == " " || $0 == "\t" }
        let trailing = line.dropFirst(trimmed.count)
        return String(line.prefix(trimmed.count)) + trailing.map { $0 == " " ? "·" : "→" }.joined()
    }
}
