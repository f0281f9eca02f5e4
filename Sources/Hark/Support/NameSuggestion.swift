/// Finds the valid name closest to a misspelt one, for "did you mean" hints,
/// and quotes names in errors so that any name, however long or odd, fits
/// on one line.
package enum NameSuggestion {
    /// Names longer than this get no suggestion: no valid name is that long,
    /// and the edit distance would cost time in the square of the length.
    package static let longestSuggested = 64
    /// Names echoed in errors are cut to this many characters, then `…`.
    package static let longestEchoed = 80

    /// The candidate nearest to `name`, when it is near enough to be a likely
    /// typo: an edit distance (with transpositions, ignoring case) of one for
    /// names of up to three letters, else of two, or a third of the
    /// candidate's length for long names. `nil` for names over
    /// ``longestSuggested`` characters.
    package static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        // Counting only the first characters keeps a megabyte-long name cheap.
        guard name.prefix(longestSuggested + 1).count <= longestSuggested else { return nil }
        let lowered = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            // Short names allow one edit; longer ones two, or a third of their length.
            let allowed = candidate.count <= 3 ? 1 : max(2, candidate.count / 3)
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// `"; did you mean \"x\"?"`, or nothing when no name is close.
    package static func hint(for name: String, in candidates: some Sequence<String>) -> String {
        nearest(to: name, in: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// `unknown <what> "name"`, with the nearest candidate when one is
    /// close, or else `otherwise`, or with `listing` all of them.
    package static func unknown(
        _ what: String, _ name: String, in candidates: [String], listing: Bool = false, otherwise: String = ""
    ) -> String {
        let hint = hint(for: name, in: candidates)
        guard hint.isEmpty else { return "unknown \(what) \(quoted(name))" + hint }
        return "unknown \(what) \(quoted(name))"
            + (listing ? "; expected one of: " + candidates.joined(separator: ", ") : "") + otherwise
    }

    /// `name` in double quotes as an error shows it: control characters
    /// escaped (`\n`) and cut to ``longestEchoed`` characters with `…`.
    package static func quoted(_ name: String) -> String {
        "\"" + cut(name) + "\""
    }

    /// `name` with control characters escaped, cut to ``longestEchoed``
    /// characters with `…`.
    package static func cut(_ name: String) -> String {
        guard name.prefix(longestEchoed + 1).count > longestEchoed else { return OneLineText.escaped(name) }
        return OneLineText.escaped(String(name.prefix(longestEchoed))) + "…"
    }

    /// Optimal-string-alignment distance: insertions, deletions,
    /// substitutions and swaps of two neighbours each cost one.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
