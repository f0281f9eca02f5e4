extension VoiceControlNames {
    /// The names as JSON, one element a line.
    package func json(locale: String) -> String {
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
