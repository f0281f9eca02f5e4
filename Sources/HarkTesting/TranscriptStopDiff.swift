import Foundation
import Hark

/// The diff a transcript mismatch shows: the stops changed, added, removed
/// and moved (Hark's ``TranscriptDiff``, as `hark diff` reports them), then
/// the line diff.
enum TranscriptStopDiff {
    /// The aligned stops of `expected` and `actual` (each a transcript
    /// rendered as text or JSON), then their line diff; the line diff alone
    /// when the focus stops are the same or cannot be read.
    static func diff(expected: String, actual: String) -> String {
        let lines = LineDiff.diff(expected: expected, actual: actual)
        guard let old = stops(in: expected), let new = stops(in: actual) else { return lines }
        let stops = TranscriptDiff(old: old, new: new)
        guard stops.hasChanges else { return lines }
        // The text report without its header (the message names both sides).
        let report = stops.text(old: "reference", new: "actual").split(
            separator: "\n", omittingEmptySubsequences: false
        ).dropFirst(3)
        return "Stops (the focus order aligned by id, then speech, then position):\n" + report.joined(separator: "\n")
            + "Lines:\n" + lines
    }

    /// The focus stops of a transcript's text or JSON rendering; `nil` when
    /// it is neither.
    static func stops(in transcript: String) -> [TranscriptDiff.Stop]? {
        transcript.hasPrefix("{") ? stops(inJSON: transcript) : stops(inText: transcript)
    }

    /// The stops of the text rendering (``TranscriptDiff/stops(inText:)``);
    /// `nil` when it is not one (it starts with its `# ` header).
    static func stops(inText text: String) -> [TranscriptDiff.Stop]? {
        text.hasPrefix("# ") ? TranscriptDiff.stops(inText: text) : nil
    }

    /// The stops of the JSON rendering: its `focus` events.
    static func stops(inJSON json: String) -> [TranscriptDiff.Stop]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let events = object["events"] as? [[String: Any]]
        else { return nil }
        return events.compactMap { event in
            guard event["type"] as? String == "focus", let index = event["index"] as? Int,
                let speech = event["speech"] as? String
            else { return nil }
            let utterance = Utterance(
                speech: speech, hint: event["hint"] as? String, cues: event["cues"] as? [String] ?? [])
            return TranscriptDiff.Stop(
                index: index, id: event["id"] as? String, utterance: utterance,
                actions: event["actions"] as? [String] ?? [])
        }
    }
}
