extension Transcript {
    /// The transcript as the CLI's JSON output contract: one object with the
    /// locale and the events, one event per line, keys in a fixed order.
    ///
    /// ```json
    /// {"locale": "en", "events": [
    ///   {"type": "focus", "index": 1, "id": "title", "speech": "Flights. Heading.", "hint": null}
    /// ]}
    /// ```
    /// A focus event also has `cues` and `actions` (arrays of strings) when
    /// the element has any.
    public var json: String {
        var json = "{\"locale\": " + JSONText.string(locale) + ", \"events\": ["
        json.reserveCapacity(events.count * 200)
        guard !events.isEmpty else { return json + "]}\n" }
        for (offset, event) in events.enumerated() {
            json += offset == 0 ? "\n  {" : ",\n  {"
            switch event {
            case .focus(let focus):
                json += "\"type\": \"focus\", \"index\": " + String(focus.index)
                json += ", \"id\": " + (focus.id.map(JSONText.string) ?? "null")
                json += ", \"speech\": " + JSONText.string(focus.utterance.speech)
                json += ", \"hint\": " + (focus.utterance.hint.map(JSONText.string) ?? "null")
                if !focus.utterance.cues.isEmpty { json += ", \"cues\": " + JSONText.array(focus.utterance.cues) }
                if !focus.actions.isEmpty { json += ", \"actions\": " + JSONText.array(focus.actions) }
            }
            json += "}"
        }
        return json + "\n]}\n"
    }
}

/// Writes JSON text deterministically: strings escaped per RFC 8259, other
/// characters left as UTF-8.
enum JSONText {
    static func string(_ text: String) -> String {
        // Fast path: nothing to escape.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static func array(_ texts: [String]) -> String {
        "[" + texts.map(string).joined(separator: ", ") + "]"
    }
}
