/// The measures of a parity report, each counted on its own, so that a
/// matching description does not hide a wrong hint or a missing cue.
extension ParityReport {
    /// How many of a measure's items matched, of how many.
    package struct Score: Hashable, Sendable {
        /// The items that matched.
        package var matched: Int
        /// The items measured.
        package var total: Int

        /// Creates a score of `matched` out of `total`.
        package init(_ matched: Int, of total: Int) {
            self.matched = matched
            self.total = total
        }

        /// `matched/total`.
        package var text: String { "\(matched)/\(total)" }
    }

    /// A hint or cue that VoiceOver spoke differently from Hark at one step.
    package struct HintDifference: Hashable, Sendable {
        /// The step's number in the report (as the text numbers it).
        package var step: Int
        /// What VoiceOver spoke after the description (its hint, cues).
        package var heard: String
        /// Hark's cues and hint for the element, joined.
        package var hark: String
        /// Whether the next move cut VoiceOver off before it finished
        /// speaking at this step (``ParityRecording/Entry/cutOff``): the
        /// difference is reported, not counted as a wrong hint.
        package var cutOff = false
    }

    /// Every measure of a comparison.
    package struct Measures: Hashable, Sendable {
        /// Element stops whose description matched, of the stops recorded.
        package var words = Score(0, of: 0)
        /// Stops whose hint matched, of the stops where either side has a
        /// hint; `nil` when the recording keeps no hint apart.
        package var hints: Score?
        /// Hark's cues VoiceOver also spoke; `nil` when the recording keeps
        /// no hint apart (cues come with the hint) or Hark speaks none.
        package var cues: Score?
        /// Stops paired with an element of Hark's in order, of the stops
        /// recorded and the elements Hark speaks that VoiceOver skipped.
        package var order = Score(0, of: 0)
        /// The steps whose hint or cues differ.
        package var hintDifferences: [HintDifference] = []
        /// The steps whose hint differs where VoiceOver was cut off before
        /// it finished (not counted in ``hints`` or ``cues``).
        package var hintsCutOff: Int { hintDifferences.count(where: \.cutOff) }
        /// Announcements both sides have with the same words, of the
        /// announcement steps; `nil` when neither side has one.
        package var announcements: Score?
        /// Screen changes both sides have, of the screen-change steps; `nil`
        /// when neither side has one after its first stop.
        package var screenChanges: Score?

        /// Creates empty measures.
        package init() {}

        /// `measures: words 5/5, hints 1/1, cues 1/1, order 5/5`, or
        /// `hints not recorded` when the recording keeps no hint apart.
        package var text: String {
            var parts = ["words " + words.text, hints.map { "hints " + $0.text } ?? "hints not recorded"]
            if let cues { parts.append("cues " + cues.text) }
            if hintsCutOff > 0 { parts.append("hints cut off \(hintsCutOff)") }
            parts.append("order " + order.text)
            if let announcements { parts.append("announcements " + announcements.text) }
            if let screenChanges { parts.append("screen changes " + screenChanges.text) }
            return "measures: " + parts.joined(separator: ", ")
        }

        /// Whether every announcement and screen change measured matched.
        var eventsComplete: Bool {
            [announcements, screenChanges].allSatisfy { $0.map { $0.matched == $0.total } ?? true }
        }

        /// Whether every hint and cue measured matched.
        var hintsComplete: Bool {
            (hints.map { $0.matched == $0.total } ?? true) && (cues.map { $0.matched == $0.total } ?? true)
        }
    }
}

extension Parity {
    /// Scores the hints and cues of the aligned pairs: Hark's cues must be
    /// runs of words in what VoiceOver spoke after the description, and what
    /// is left must be Hark's hint.
    static func scoreHints(
        _ pairs: [Pair], heard: [ParityRecording.Entry], spoken: [ParityReport.Spoken], language: String
    ) -> ParityReport.Measures {
        var measures = ParityReport.Measures()
        var hints = ParityReport.Score(0, of: 0), cues = ParityReport.Score(0, of: 0)
        var step = 0
        for pair in pairs {
            if case .second = pair { continue }
            step += 1
            guard case .both(let utterance, let element) = pair else { continue }
            let hark = spoken[element]
            let (before, cuesBefore) = (hints, cues)
            var words = ParityWords.heard(heard[utterance].hint ?? "", language: language)
            var same = true
            for cue in hark.cues {
                cues.total += 1
                let cueWords = ParityWords.of(cue, language: language)
                if let rest = ParityWords.removing([cueWords], from: words) {
                    (words, cues.matched) = (rest, cues.matched + 1)
                } else {
                    same = false
                }
            }
            if hark.hint != nil || !words.isEmpty {
                hints.total += 1
                if ParityPunctuation.same(
                    words, ParityWords.said(hark.hint ?? "", language: language), language: language)
                {
                    hints.matched += 1
                } else {
                    same = false
                }
            }
            if !same {
                let said = (hark.cues + [hark.hint].compactMap { $0 }).joined(separator: " ")
                var difference = ParityReport.HintDifference(step: step, heard: heard[utterance].hint ?? "", hark: said)
                // Cut off by the next move: reported apart, neither a match nor a mismatch.
                if heard[utterance].cutOff { (difference.cutOff, hints, cues) = (true, before, cuesBefore) }
                measures.hintDifferences.append(difference)
            }
        }
        measures.hints = hints
        measures.cues = cues.total > 0 ? cues : nil
        return measures
    }
}
