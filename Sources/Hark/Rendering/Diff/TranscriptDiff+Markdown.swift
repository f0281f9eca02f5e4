extension TranscriptDiff {
    /// The comparison as a Markdown table, for a CI job to post as a
    /// pull-request comment: a heading, the two versions and the counts,
    /// then a row per change (a stop is its positions, `old → new`, and its
    /// id, or its speech when it has none; in a changed speech the differing
    /// words are bold, in a hint too) and per audit finding new or fixed. Text from the
    /// trees is escaped, so a label cannot break the table or add markup.
    ///
    /// ```markdown
    /// ### Hark diff: Flights (en)
    ///
    /// before.json → after.json: 1 speech changed, 1 stop removed
    ///
    /// | Change | Stop | Before | After |
    /// | --- | --- | --- | --- |
    /// | speech changed | 2 → 2 add-flight-button | Add **new** flight. Button. | Add flight. Button. |
    /// | stop removed | 4 flight-dl2417 | Delta 2417 to Atlanta. Button. | |
    /// ```
    ///
    /// - Parameters:
    ///   - old: what to call the old version (its file name).
    ///   - new: what to call the new version.
    public func markdown(old: String, new: String) -> String {
        let heading =
            "### Hark diff: " + (title.map { Self.escaped($0) + " " } ?? "") + "(\(Self.escaped(locale ?? "?")))"
        var lines = [heading, "", Self.escaped(old) + " → " + Self.escaped(new) + ": " + summary, ""]
        guard hasChanges else {
            return (lines + ["No difference in what VoiceOver says."]).joined(separator: "\n") + "\n"
        }
        lines += ["| Change | Stop | Before | After |", "| --- | --- | --- | --- |"]
        func row(_ cells: String...) { lines.append("| " + cells.joined(separator: " | ") + " |") }
        for match in speechChanges {
            let (old, new) = match.speechWords
            row("speech changed", Self.place(match), Self.bold(old), Self.bold(new))
        }
        for stop in added { row("stop added", "→ \(stop.index) " + Self.name(stop), "", Self.cellSpeech(stop)) }
        for stop in removed { row("stop removed", "\(stop.index) → " + Self.name(stop), Self.cellSpeech(stop), "") }
        for match in moves {
            row("stop moved", Self.place(match), "position \(match.old.index)", "position \(match.new.index)")
        }
        for match in hintChanges {
            let (old, new) = match.hintWords
            row("hint changed", Self.place(match), Self.bold(old, none: "*(none)*"), Self.bold(new, none: "*(none)*"))
        }
        for match in cueChanges {
            row(
                "cues changed", Self.place(match), Self.cell(match.old.utterance.cues),
                Self.cell(match.new.utterance.cues))
        }
        for match in actionChanges {
            row("actions changed", Self.place(match), Self.cell(match.old.actions), Self.cell(match.new.actions))
        }
        for finding in newFindings { row("finding new", Self.place(finding), "", Self.findingCell(finding)) }
        for finding in fixedFindings { row("finding fixed", Self.place(finding), Self.findingCell(finding), "") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `2 → 3 id`, or the new speech for a stop without an id.
    private static func place(_ match: Match) -> String {
        "\(match.old.index) → \(match.new.index) " + name(match.new)
    }

    /// `3 id` for a finding about a stop of the narrated screen, else its
    /// JSON path.
    private static func place(_ finding: AuditFinding) -> String {
        guard finding.path.hasPrefix("root"), let index = finding.index else { return escaped(finding.path) }
        return "\(index)" + (finding.id.map { " " + escaped($0) } ?? "")
    }

    /// The id, or the speech when there is none.
    private static func name(_ stop: Stop) -> String { stop.id.map(escaped) ?? cellSpeech(stop) }

    private static func cellSpeech(_ stop: Stop) -> String {
        stop.utterance.speech.isEmpty ? "*(says nothing)*" : escaped(stop.utterance.speech)
    }

    /// The words, changed ones in bold.
    private static func bold(_ words: [Word], none: String = "*(says nothing)*") -> String {
        words.isEmpty
            ? none : words.map { $0.changed ? "**" + escaped($0.text) + "**" : escaped($0.text) }.joined(separator: " ")
    }

    private static func cell(_ items: [String]) -> String {
        items.isEmpty ? "*(none)*" : escaped(items.joined(separator: "; "))
    }

    /// `error missing-label: message`.
    private static func findingCell(_ finding: AuditFinding) -> String {
        finding.severity.rawValue + " " + escaped(finding.rule) + ": " + escaped(finding.message)
    }

    /// `text` on one line with Markdown's and HTML's special characters
    /// escaped by a backslash, so that it shows as it is in a table cell.
    static func escaped(_ text: String) -> String {
        let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&"]
        var result = ""
        for character in OneLineText.escaped(text) {
            if special.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
