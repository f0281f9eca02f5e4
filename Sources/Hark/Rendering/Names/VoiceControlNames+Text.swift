extension VoiceControlNames {
    /// The names as text: one line per element, its number, `[id]` and name.
    package func text(title: String?, locale: String) -> String {
        // Titles, ids and names come from the input: escaped, as every command's text is, so none can forge a line.
        var text =
            "# "
            + [title.map(OneLineText.escaped), "(\(OneLineText.escaped(locale)))"].compactMap { $0 }.joined(
                separator: " ") + "\n"
        if entries.isEmpty { text += "(nothing interactive)\n" }
        for entry in entries {
            text +=
                "\(entry.number) " + (entry.id.map { "[\(OneLineText.escaped($0))] " } ?? "")
                + (entry.name.isEmpty ? "(no name)" : OneLineText.escaped(entry.name)) + "\n"
            if entry.spokenNames.count > 1 {
                text +=
                    "    also: " + entry.spokenNames.dropFirst().map(OneLineText.escaped).joined(separator: "; ") + "\n"
            }
        }
        return text
    }
}
