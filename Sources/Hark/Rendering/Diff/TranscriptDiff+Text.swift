extension TranscriptDiff {
    /// The comparison for people: a header naming the two versions, a
    /// section per kind of change that has any (speech changed, stops
    /// added, removed and moved, hints, cues and actions changed, audit
    /// findings new and fixed), and a last line with the counts. A stop is
    /// `position [id] speech`; a pair's positions read `old → new`; in a
    /// changed speech or hint the differing words are in brackets.
    ///
    /// ```text
    /// # Diff: Flights (en)
    /// --- before.json
    /// +++ after.json
    /// speech changed: 1
    ///   2 → 2 [add-flight-button]
    ///     - Add [new] flight. Button.
    ///     + Add flight. Button.
    /// stops removed: 1
    ///   - 4 [flight-dl2417] Delta 2417 to Atlanta. Button.
    /// stops moved: 1
    ///   1 → 5 [edit-button] Edit. Button.
    /// diff: 1 speech changed, 1 stop removed, 1 stop moved
    /// ```
    ///
    /// - Parameters:
    ///   - old: what to call the old version (its file name).
    ///   - new: what to call the new version.
    public func text(old: String, new: String) -> String {
        var lines = ["# Diff: " + (title.map { OneLineText.escaped($0) + " " } ?? "") + "(\(locale ?? "?"))"]
        lines += ["--- " + OneLineText.escaped(old), "+++ " + OneLineText.escaped(new)]
        section("speech changed", speechChanges, into: &lines) { match in
            let (old, new) = match.speechWords
            return [Self.pair(match), "    - " + Self.marked(old), "    + " + Self.marked(new)]
        }
        section("stops added", added, into: &lines) { ["  + " + Self.stop($0)] }
        section("stops removed", removed, into: &lines) { ["  - " + Self.stop($0)] }
        section("stops moved", moves, into: &lines) { [Self.pair($0) + " " + Self.speech($0.new)] }
        section("hints changed", hintChanges, into: &lines) { match in
            let (old, new) = match.hintWords
            return [
                Self.pair(match), "    - " + Self.marked(old, none: "(none)"),
                "    + " + Self.marked(new, none: "(none)"),
            ]
        }
        section("cues changed", cueChanges, into: &lines) { match in
            [
                Self.pair(match), "    - " + Self.list(match.old.utterance.cues),
                "    + " + Self.list(match.new.utterance.cues),
            ]
        }
        section("actions changed", actionChanges, into: &lines) { match in
            [Self.pair(match), "    - " + Self.list(match.old.actions), "    + " + Self.list(match.new.actions)]
        }
        section("audit findings new", newFindings, into: &lines) { ["  + " + Self.finding($0)] }
        section("audit findings fixed", fixedFindings, into: &lines) { ["  - " + Self.finding($0)] }
        lines.append("diff: " + summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The counts of each kind of change there is (`1 speech changed, 1
    /// stop removed`), then what was ignored; `no change` when there is none.
    public var summary: String {
        let counts: [(Int, String, String)] = [
            (speechChanges.count, "speech changed", "speeches changed"), (added.count, "stop added", "stops added"),
            (removed.count, "stop removed", "stops removed"), (moves.count, "stop moved", "stops moved"),
            (hintChanges.count, "hint changed", "hints changed"), (cueChanges.count, "cues changed", "cues changed"),
            (actionChanges.count, "actions changed", "actions changed"),
            (newFindings.count, "finding new", "findings new"),
            (fixedFindings.count, "finding fixed", "findings fixed"),
        ]
        let said = counts.filter { $0.0 > 0 }.map { "\($0.0) " + ($0.0 == 1 ? $0.1 : $0.2) }
        let ignored = Aspect.allCases.filter { ignoring.contains($0) }.map(\.rawValue)
        return (said.isEmpty ? "no change" : said.joined(separator: ", "))
            + (ignored.isEmpty ? "" : " (ignoring " + ignored.joined(separator: ", ") + ")")
    }

    /// A heading `name: count` and each item's lines, when there are items.
    private func section<Item>(
        _ name: String, _ items: [Item], into lines: inout [String], _ describe: (Item) -> [String]
    ) {
        guard !items.isEmpty else { return }
        lines.append("\(name): \(items.count)")
        for item in items { lines += describe(item) }
    }

    /// `  2 → 3 [id]`.
    private static func pair(_ match: Match) -> String {
        let id = match.new.id.map { " [" + OneLineText.escaped($0) + "]" } ?? ""
        return "  \(match.old.index) → \(match.new.index)" + id
    }

    /// `4 [id] speech`.
    private static func stop(_ stop: Stop) -> String {
        "\(stop.index) " + (stop.id.map { "[" + OneLineText.escaped($0) + "] " } ?? "") + speech(stop)
    }

    /// The speech on one line, `(says nothing)` for none.
    static func speech(_ stop: Stop) -> String {
        stop.utterance.speech.isEmpty ? "(says nothing)" : OneLineText.escaped(stop.utterance.speech)
    }

    /// The words, changed ones in brackets, on one line; `none` for none.
    private static func marked(_ words: [Word], none: String = "(says nothing)") -> String {
        words.isEmpty ? none : OneLineText.escaped(bracketed(words))
    }

    /// The words joined by spaces, changed ones in brackets: `Add [new]
    /// flight.` (the JSON's `oldMarked` and `newMarked`).
    static func bracketed(_ words: [Word]) -> String {
        words.map { $0.changed ? "[" + $0.text + "]" : $0.text }.joined(separator: " ")
    }

    private static func list(_ items: [String]) -> String {
        items.isEmpty ? "(none)" : OneLineText.escaped(items.joined(separator: "; "))
    }

    /// `error [rule] 3 [id]: message`, or the JSON path for a finding about
    /// no stop of the narrated screen.
    static func finding(_ finding: AuditFinding) -> String {
        return OneLineText.escaped(
            "\(finding.severity.rawValue) [\(finding.rule)] \(place(of: finding)): \(finding.message)")
    }

    /// `3 [id]` for a stop of the narrated screen, else the JSON path.
    private static func place(of finding: AuditFinding) -> String {
        guard finding.path.hasPrefix("root"), let index = finding.index else { return finding.path }
        return "\(index)" + (finding.id.map { " [" + $0 + "]" } ?? "")
    }
}
