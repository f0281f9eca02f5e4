extension ParityReport {
    /// The report as JSON: the recording's details, a step an object a
    /// line, and the counts.
    ///
    /// ```json
    /// {"locale": "en", "steps": [
    ///   {"step": 1, "kind": "match", "heard": "Flights, heading", "hark": "Flights. Heading.", "element": 1},
    ///   {"kind": "extra", "hark": "Close. Button.", "element": 3}
    /// ], "matched": 1, "total": 1, "percent": 100}
    /// ```
    public var json: String {
        var json = "{\n"
        for (key, value) in [
            ("recordedWith", recording.recordedWith), ("device", recording.device), ("system", recording.system),
            ("recordingLocale", recording.locale), ("locale", locale),
        ] {
            if let value { json += "  \(JSONText.string(key)): \(JSONText.string(value)),\n" }
        }
        json += "  \"steps\": "
        let numbered = Array(zip(stepNumbers, steps))
        JSONText.appendLines(numbered, to: &json) { item, json in
            Self.append(item.1, number: item.0, match: isMatch(item.1), to: &json)
        }
        json += ",\n  \"matched\": \(matched),\n  \"total\": \(total),\n  \"percent\": \(Self.format(percent)),\n"
        json += "  \"measures\": " + measuresJSON + ",\n"
        json += "  \"complete\": \(isComplete)\n}\n"
        return json
    }

    /// `{"words": [5, 5], "hints": [1, 1], "order": [5, 5], "hintDifferences": […]}`:
    /// each score as `[matched, total]`; `hints` is `null` when not recorded.
    private var measuresJSON: String {
        var json = "{\"words\": [\(measures.words.matched), \(measures.words.total)]"
        json += ", \"hints\": " + (measures.hints.map { "[\($0.matched), \($0.total)]" } ?? "null")
        if let cues = measures.cues { json += ", \"cues\": [\(cues.matched), \(cues.total)]" }
        json += ", \"order\": [\(measures.order.matched), \(measures.order.total)]"
        for (key, score) in [("announcements", measures.announcements), ("screenChanges", measures.screenChanges)] {
            if let score { json += ", \"\(key)\": [\(score.matched), \(score.total)]" }
        }
        let differences = measures.hintDifferences.map { difference in
            "{\"step\": \(difference.step), \"heard\": \(JSONText.string(difference.heard)), "
                + "\"hark\": \(JSONText.string(difference.hark))" + (difference.cutOff ? ", \"cutOff\": true}" : "}")
        }
        return json + ", \"hintDifferences\": [" + differences.joined(separator: ", ") + "]}"
    }

    private static func append(_ step: Step, number: Int?, match: Bool, to json: inout String) {
        json += "{"
        if let number { json += "\"step\": \(number), " }
        switch step {
        case .match(let heard, let hark), .mismatch(let heard, let hark):
            if case .match = step { json += "\"kind\": \"match\"" } else { json += "\"kind\": \"mismatch\"" }
            json += ", \"heard\": \(JSONText.string(heard)), \"hark\": \(JSONText.string(hark.speech))"
            if let hint = hark.hint { JSONText.appendMember("hint", hint, to: &json) }
            json += ", \"element\": \(hark.index)"
        case .missingInHark(let heard):
            json += "\"kind\": \"missing\", \"heard\": \(JSONText.string(heard))"
        case .extraInHark(let hark):
            json += "\"kind\": \"extra\", \"hark\": \(JSONText.string(hark.speech))"
            if let hint = hark.hint { JSONText.appendMember("hint", hint, to: &json) }
            json += ", \"element\": \(hark.index)"
        case .announcement(let heard, let hark):
            json += "\"kind\": \"announcement\", \"heard\": "
            JSONText.append(heard, to: &json)
            JSONText.appendMember("hark", hark, to: &json)
            json += ", \"match\": \(match)"
        case .screenChange(let heard, let hark):
            json += "\"kind\": \"screenChange\", \"heard\": \(heard), \"hark\": \(hark), \"match\": \(match)"
        }
        json += "}"
    }
}
