extension TranscriptDiff {
    /// The focus stops of a transcript rendered as text (a reference file):
    /// a line `N [id] speech` each, with the `hint:`, `cue:` and `actions:`
    /// lines indented below it; other lines (the `# ` header, events) are
    /// left out.
    package static func stops(inText text: String) -> [Stop] {
        var stops: [Stop] = []
        for line in text.split(separator: "\n") {
            if let digits = line.firstIndex(of: " "), let index = Int(line[..<digits]) {
                var rest = line[line.index(after: digits)...]
                var id: String?
                if rest.hasPrefix("["), let close = rest.range(of: "] ") {
                    id = String(rest[rest.index(after: rest.startIndex)..<close.lowerBound])
                    rest = rest[close.upperBound...]
                }
                let speech = rest == "(says nothing)" ? "" : String(rest)
                stops.append(Stop(index: index, id: id, utterance: Utterance(speech: speech)))
            } else if !stops.isEmpty {
                let last = stops.count - 1
                if line.hasPrefix("    hint: ") {
                    stops[last].utterance.hint = String(line.dropFirst(10))
                } else if line.hasPrefix("    cue: ") {
                    stops[last].utterance.cues.append(String(line.dropFirst(9)))
                } else if line.hasPrefix("    actions: ") {
                    stops[last].actions = line.dropFirst(13).split(separator: "; ", omittingEmptySubsequences: false)
                        .map(String.init)
                }
            }
        }
        return stops
    }
}
