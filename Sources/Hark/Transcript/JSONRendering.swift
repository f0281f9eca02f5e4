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
        let head = "{\"locale\": \(JSONText.string(locale)), \"events\": ["
        guard !events.isEmpty else { return head + "]}\n" }
        let lines = events.map { event -> String in
            switch event {
            case .focus(let focus):
                var fields = [
                    ("type", JSONText.string("focus")),
                    ("index", String(focus.index)),
                    ("id", focus.id.map(JSONText.string) ?? "null"),
                    ("speech", JSONText.string(focus.utterance.speech)),
                    ("hint", focus.utterance.hint.map(JSONText.string) ?? "null"),
                ]
                if !focus.utterance.cues.isEmpty { fields.append(("cues", JSONText.array(focus.utterance.cues))) }
                if !focus.actions.isEmpty { fields.append(("actions", JSONText.array(focus.actions))) }
                return "  {" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
            }
        }
        return head + "\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }
}

/// Writes JSON text deterministically: strings escaped per RFC 8259, other
/// characters left as UTF-8.
enum JSONText {
    static func string(_ text: String) -> String {
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
