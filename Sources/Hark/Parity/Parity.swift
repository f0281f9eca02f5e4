/// Measures Hark against real VoiceOver: lines a ``ParityRecording`` of what
/// VoiceOver spoke on a device up with Hark's narration of the same screen.
///
/// ```swift
/// let recording = try ParityRecording(jsonData: recordingData)
/// let document = try HarkDocument(jsonData: treeData)
/// let narration = NarrationOptions(locale: recording.locale)
/// let transcript = try Narrator(document: document, options: narration).transcript()
/// let report = Parity.compare(recording: recording, transcript: transcript)
/// print(report.text)  // … parity: 3/3 utterances match (100%)
/// ```
///
/// Two utterances match when their words match (see docs/Parity.md): case,
/// punctuation and separators are ignored, and an utterance that is Hark's
/// description followed by its hint matches too. The sequences are aligned
/// by edit distance, so a stop VoiceOver makes that Hark does not (or the
/// other way round) is one step, not a mismatch of every later line.
public enum Parity {
    /// The largest alignment computed in full: utterances × Hark's elements
    /// (16,000,000: 4,000 by 4,000). Past it, utterances and elements are
    /// paired in order, and what is left over on either side is missing or
    /// extra at the end.
    package static let maximumAlignmentCells = 16_000_000

    /// Compares what VoiceOver spoke with the focus events of `transcript`.
    ///
    /// - Parameters:
    ///   - recording: what VoiceOver said on a device, in order.
    ///   - transcript: Hark's narration of the same screen, in the
    ///     recording's locale (``Narrator/transcript()``).
    /// - Returns: a step per utterance and per element VoiceOver skipped.
    public static func compare(recording: ParityRecording, transcript: Transcript) -> ParityReport {
        compare(recording: recording, transcript: transcript, leavingOut: [])
    }

    /// ``compare(recording:transcript:)``, where an element also matches
    /// when its words without one of the phrases of `leavingOut` (each a
    /// list of words) are the utterance's.
    static func compare(recording: ParityRecording, transcript: Transcript, leavingOut phrases: [[String]])
        -> ParityReport
    {
        let spoken = transcript.events.compactMap { event -> ParityReport.Spoken? in
            guard case .focus(let focus) = event else { return nil }
            let utterance = focus.utterance
            return ParityReport.Spoken(
                index: focus.index, speech: utterance.speech, hint: utterance.hint, cues: utterance.cues)
        }
        let language = transcript.locale
        let entries = recording.entries.filter(\.isElement)
        // A recording that keeps any hint apart kept them all: descriptions are compared alone.
        let hintsApart = entries.contains { $0.hint != nil }
        let texts = hintsApart ? entries.map(\.speech) : recording.utterances
        let heard = texts.map { ParityWords.heard($0, language: language) }
        let said = spoken.map { element in
            let words = ParityWords.said(element.speech, language: language)
            let withHint = hintsApart ? nil : element.hint.map { words + ParityWords.said($0, language: language) }
            return [words, withHint, ParityWords.removing(phrases, from: words)].compactMap { $0 }
        }
        let matches = { (utterance: Int, element: Int) -> Bool in
            said[element].contains { ParityPunctuation.same(heard[utterance], $0, language: language) }
        }
        let pairs = align(heard.count, spoken.count, matches: matches)
        let steps = pairs.map { pair -> ParityReport.Step in
            switch pair {
            case .both(let utterance, let element):
                let text = texts[utterance]
                return matches(utterance, element)
                    ? .match(heard: text, hark: spoken[element]) : .mismatch(heard: text, hark: spoken[element])
            case .first(let utterance): return .missingInHark(heard: texts[utterance])
            case .second(let element): return .extraInHark(spoken[element])
            }
        }
        var measures =
            hintsApart ? scoreHints(pairs, heard: entries, spoken: spoken, language: language) : ParityReport.Measures()
        let paired = pairs.count { if case .both = $0 { true } else { false } }
        measures.order = ParityReport.Score(paired, of: pairs.count)
        var report = ParityReport(steps: steps, recording: recording, locale: language)
        measures.words = ParityReport.Score(report.matched, of: report.total)
        report.measures = measures
        return addingEvents(to: report, recording: recording, transcript: transcript)
    }

    /// One aligned pair: an utterance, an element of Hark's, or both.
    typealias Pair = SequenceAlignment.Pair

    /// The alignment of `count` utterances with `elements` of Hark's
    /// (``SequenceAlignment/align(_:_:cap:matches:)``), in full up to
    /// ``maximumAlignmentCells``.
    static func align(_ count: Int, _ elements: Int, matches: (Int, Int) -> Bool) -> [Pair] {
        SequenceAlignment.align(count, elements, cap: maximumAlignmentCells, matches: matches)
    }
}
