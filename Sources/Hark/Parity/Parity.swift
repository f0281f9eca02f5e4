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
    public static let maximumAlignmentCells = 16_000_000

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
        let heard = texts.map { ParityWords.of($0, language: language) }
        let said = spoken.map { element in
            let words = ParityWords.of(element.speech, language: language)
            let withHint = hintsApart ? nil : element.hint.map { words + ParityWords.of($0, language: language) }
            return (words, withHint, ParityWords.removing(phrases, from: words))
        }
        let matches = { (utterance: Int, element: Int) -> Bool in
            heard[utterance] == said[element].0 || heard[utterance] == said[element].1
                || heard[utterance] == said[element].2
        }
        let pairs = align(heard.count, spoken.count, matches: matches)
        let steps = pairs.map { pair -> ParityReport.Step in
            switch pair {
            case .both(let utterance, let element):
                let text = texts[utterance]
                return matches(utterance, element)
                    ? .match(heard: text, hark: spoken[element]) : .mismatch(heard: text, hark: spoken[element])
            case .utterance(let utterance): return .missingInHark(heard: texts[utterance])
            case .element(let element): return .extraInHark(spoken[element])
            }
        }
        var measures =
            hintsApart ? scoreHints(pairs, heard: entries, spoken: spoken, language: language) : ParityReport.Measures()
        let paired = pairs.count { if case .both = $0 { true } else { false } }
        measures.order = ParityReport.Score(paired, of: pairs.count)
        var report = ParityReport(steps: steps, recording: recording, locale: language)
        measures.words = ParityReport.Score(report.matched, of: report.total)
        report.measures = measures
        return report
    }

    /// One aligned pair: an utterance, an element of Hark's, or both.
    enum Pair: Equatable {
        case both(Int, Int)
        case utterance(Int)
        case element(Int)
    }

    /// The alignment of `count` utterances with `elements` of Hark's of
    /// least cost (a mismatch, a missing and an extra stop each cost 1), or,
    /// past ``maximumAlignmentCells``, the pairing in order.
    static func align(_ count: Int, _ elements: Int, cap: Int = maximumAlignmentCells, matches: (Int, Int) -> Bool)
        -> [Pair]
    {
        guard count < cap, elements < cap, (count + 1) * (elements + 1) <= cap else {
            return (0..<max(count, elements)).map {
                $0 < count ? ($0 < elements ? .both($0, $0) : .utterance($0)) : .element($0)
            }
        }
        // moves[i * width + j]: how the best alignment of the first i
        // utterances and j elements ends: 0 both, 1 an utterance, 2 an element.
        let width = elements + 1
        var moves = [UInt8](repeating: 0, count: (count + 1) * width)
        var previous = Array(0...elements), current = [Int](repeating: 0, count: width)
        for j in 1..<max(width, 1) { moves[j] = 2 }
        for i in 1..<(count + 1) {
            current[0] = i
            moves[i * width] = 1
            for j in 1..<max(width, 1) {
                // On a tie, a gap wins over a mismatch here at the end, so
                // that read back from the end, mismatches come first.
                let match = matches(i - 1, j - 1)
                var best = previous[j - 1] + (match ? 0 : 1), move: UInt8 = 0
                if previous[j] + 1 < best || (!match && previous[j] + 1 == best) { (best, move) = (previous[j] + 1, 1) }
                if current[j - 1] + 1 < best || (!match && move == 0 && current[j - 1] + 1 == best) {
                    (best, move) = (current[j - 1] + 1, 2)
                }
                current[j] = best
                moves[i * width + j] = move
            }
            swap(&previous, &current)
        }
        var pairs: [Pair] = []
        var (i, j) = (count, elements)
        while i > 0 || j > 0 {
            switch moves[i * width + j] {
            case 0:
                pairs.append(.both(i - 1, j - 1))
                (i, j) = (i - 1, j - 1)
            case 1:
                pairs.append(.utterance(i - 1))
                i -= 1
            default:
                pairs.append(.element(j - 1))
                j -= 1
            }
        }
        return pairs.reversed()
    }
}
