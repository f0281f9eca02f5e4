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
        var json = "{\"locale\": "
        json.reserveCapacity(events.count * 320)
        JSONText.append(locale, to: &json)
        json += ", \"events\": ["
        guard !events.isEmpty else { return json + "]}\n" }
        for (offset, event) in events.enumerated() {
            json += offset == 0 ? "\n  {" : ",\n  {"
            switch event {
            case .focus(let focus):
                json += "\"type\": \"focus\", \"index\": "
                json += String(focus.index)
                json += ", \"id\": "
                JSONText.append(focus.id, to: &json)
                json += ", \"speech\": "
                JSONText.append(focus.utterance.speech, to: &json)
                json += ", \"hint\": "
                JSONText.append(focus.utterance.hint, to: &json)
                if !focus.utterance.cues.isEmpty {
                    json += ", \"cues\": "
                    JSONText.append(focus.utterance.cues, to: &json)
                }
                if !focus.actions.isEmpty {
                    json += ", \"actions\": "
                    JSONText.append(focus.actions, to: &json)
                }
            case .gesture(let gesture):
                Self.fields(&json, ("type", "gesture"), ("gesture", gesture.name))
            case .speech(let speech, let reason):
                Self.fields(&json, ("type", "speech"), ("speech", speech), ("reason", reason.rawValue))
            case .announcement(let speech, let priority):
                Self.fields(&json, ("type", "announcement"), ("speech", speech), ("priority", priority.rawValue))
            case .sound(let sound):
                Self.fields(&json, ("type", "sound"), ("sound", sound.rawValue))
            case .screenChanged(let screen):
                json += "\"type\": \"screenChanged\", \"screen\": "
                JSONText.append(screen, to: &json)
            case .pageScrolled(let status):
                Self.fields(&json, ("type", "pageScrolled"), ("speech", status))
            case .interrupted(let speech, let cause):
                Self.fields(&json, ("type", "interrupted"), ("speech", speech), ("by", cause.rawValue))
            case .note(let note):
                Self.fields(&json, ("type", "note"), ("text", note))
            case .warning(let warning):
                Self.fields(&json, ("type", "warning"), ("text", warning))
            case .transition(let transition):
                Self.fields(&json, ("type", "transition"), ("occasion", transition.occasion.rawValue), ("subject", transition.subject),
                            ("style", transition.motion.style.rawValue), ("description", transition.motionDescription))
                json += ", \"duration\": " + TransitionEvent.number(transition.motion.duration)
                json += ", \"reduceMotion\": " + (transition.reduceMotion ? "true" : "false")
            }
            json += "}"
        }
        json += "\n]}\n"
        return json
    }

    /// Appends `"key": "value"` pairs of strings.
    private static func fields(_ json: inout String, _ pairs: (String, String)...) {
        for (index, (key, value)) in pairs.enumerated() {
            if index > 0 { json += ", " }
            JSONText.append(key, to: &json)
            json += ": "
            JSONText.append(value, to: &json)
        }
    }
}

/// Writes JSON text deterministically: strings escaped per RFC 8259, other
/// characters left as UTF-8.
package enum JSONText {
    package static func string(_ text: String) -> String {
        var result = ""
        append(text, to: &result)
        return result
    }

    /// Appends `text` as a JSON string: quoted, escaped per RFC 8259, other
    /// characters left as UTF-8.
    static func append(_ text: String, to json: inout String) {
        json += "\""
        // Fast path: nothing to escape.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            json += text
            json += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": json += "\\\""
            case "\\": json += "\\\\"
            case "\n": json += "\\n"
            case "\r": json += "\\r"
            case "\t": json += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: json.unicodeScalars.append(scalar)
            }
        }
        json += "\""
    }

    /// Appends a string, or `null`.
    static func append(_ text: String?, to json: inout String) {
        if let text { append(text, to: &json) } else { json += "null" }
    }

    /// Appends an array of strings.
    static func append(_ texts: [String], to json: inout String) {
        json += "["
        for (index, text) in texts.enumerated() {
            if index > 0 { json += ", " }
            append(text, to: &json)
        }
        json += "]"
    }
}
