extension TranscriptDiff {
    /// The comparison as JSON: the two versions' names, whether anything
    /// changed, the counts, one change an object a line (`kind`: `speech`,
    /// `added`, `removed`, `moved`, `hint`, `cues` or `actions`, with the
    /// `old` and `new` stop as they apply; a speech change also has both
    /// speeches with the differing words in brackets, and so does a hint
    /// change), and the findings new
    /// and fixed as `hark audit --format json` writes them.
    ///
    /// ```json
    /// {"old": "before.json", "new": "after.json", "title": "Flights", "locale": "en", "changed": true,
    /// "ignoring": [],
    /// "counts": {"speech": 1, "added": 0, "removed": 1, "moved": 0, "hints": 0, "cues": 0, "actions": 0,
    ///   "newFindings": 0, "fixedFindings": 0},
    /// "changes": [
    ///   {"kind": "speech", "old": {"index": 2, "id": "add", "speech": "Add new flight. Button.", "hint": null},
    ///    "new": {…},
    ///    "oldMarked": "Add [new] flight. Button.", "newMarked": "Add flight. Button."},
    ///   {"kind": "removed", "old": {"index": 4, "id": null, "speech": "Delta 2417. Button.", "hint": null}}
    /// ],
    /// "newFindings": [],
    /// "fixedFindings": []}
    /// ```
    ///
    /// - Parameters:
    ///   - old: what to call the old version (its file name).
    ///   - new: what to call the new version.
    public func json(old: String, new: String) -> String {
        var json = "{\"old\": " + JSONText.string(old) + ", \"new\": " + JSONText.string(new) + ", \"title\": "
        JSONText.append(title, to: &json)
        json += ", \"locale\": "
        JSONText.append(locale, to: &json)
        json +=
            ", \"changed\": \(hasChanges),\n\"ignoring\": "
            + JSONText.string(Aspect.allCases.filter { ignoring.contains($0) }.map(\.rawValue))
        let counts = [
            ("speech", speechChanges.count), ("added", added.count), ("removed", removed.count), ("moved", moves.count),
            ("hints", hintChanges.count),
            ("cues", cueChanges.count), ("actions", actionChanges.count), ("newFindings", newFindings.count),
            ("fixedFindings", fixedFindings.count),
        ]
        json += ",\n\"counts\": {" + counts.map { "\"\($0)\": \($1)" }.joined(separator: ", ") + "},\n\"changes\": "
        JSONText.appendLines(changes, to: &json) { change, json in Self.append(change, to: &json) }
        json += ",\n\"newFindings\": "
        AuditReport.appendJSON(newFindings, to: &json)
        json += ",\n\"fixedFindings\": "
        AuditReport.appendJSON(fixedFindings, to: &json)
        return json + "}\n"
    }

    /// The changes in the order the text gives its sections.
    private var changes: [(kind: String, old: Stop?, new: Stop?, words: (old: [Word], new: [Word])?)] {
        speechChanges.map { ("speech", $0.old, $0.new, $0.speechWords) } + added.map { ("added", nil, $0, nil) }
            + removed.map { ("removed", $0, nil, nil) }
            + moves.map { ("moved", $0.old, $0.new, nil) } + hintChanges.map { ("hint", $0.old, $0.new, $0.hintWords) }
            + cueChanges.map { ("cues", $0.old, $0.new, nil) } + actionChanges.map { ("actions", $0.old, $0.new, nil) }
    }

    private static func append(
        _ change: (kind: String, old: Stop?, new: Stop?, words: (old: [Word], new: [Word])?), to json: inout String
    ) {
        json += "{\"kind\": \"\(change.kind)\""
        for (key, stop) in [("old", change.old), ("new", change.new)] {
            guard let stop else { continue }
            json += ", \"\(key)\": {\"index\": \(stop.index), \"id\": "
            JSONText.append(stop.id, to: &json)
            JSONText.appendMember("speech", stop.utterance.speech, to: &json)
            JSONText.appendMember("hint", stop.utterance.hint, to: &json)
            if !stop.utterance.cues.isEmpty { json += ", \"cues\": " + JSONText.string(stop.utterance.cues) }
            if !stop.actions.isEmpty { json += ", \"actions\": " + JSONText.string(stop.actions) }
            json += "}"
        }
        if let (old, new) = change.words {
            JSONText.appendMember("oldMarked", bracketed(old), to: &json)
            JSONText.appendMember("newMarked", bracketed(new), to: &json)
        }
        json += "}"
    }

}
