extension VoiceControlNames {
    /// The names as text: one line per element, its number, `[id]` and name.
    public func text(title: String?, locale: String) -> String {
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

    /// The names as JSON, one element a line.
    public func json(locale: String) -> String {
        var json = "{\"locale\": "
        JSONText.append(locale, to: &json)
        json += ", \"names\": "
        JSONText.appendLines(entries, to: &json) { entry, json in
            json += "{\"number\": \(entry.number), \"index\": \(entry.index), \"id\": "
            JSONText.append(entry.id, to: &json)
            JSONText.appendMember("name", entry.name, to: &json)
            json += ", \"spokenNames\": "
            JSONText.append(entry.spokenNames, to: &json)
            json += "}"
        }
        return json + "}\n"
    }
}
