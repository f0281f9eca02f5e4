/// How a recording of VoiceOver lines up with Hark's narration of the same
/// screen: a step per utterance heard and per element Hark speaks that
/// VoiceOver did not reach. ``Parity/compare(recording:transcript:)`` makes it.
public struct ParityReport: Hashable, Sendable {
    /// The steps in order.
    package var steps: [Step]
    /// The recording compared.
    package var recording: ParityRecording
    /// The locale Hark spoke in.
    public var locale: String
    /// Each measure on its own: words, hints, cues, order.
    package var measures = Measures()

    /// One step of the alignment.
    package enum Step: Hashable, Sendable {
        /// VoiceOver's utterance and Hark's have the same words.
        case match(heard: String, hark: ParityReport.Spoken)
        /// VoiceOver and Hark both spoke here, with different words.
        case mismatch(heard: String, hark: ParityReport.Spoken)
        /// VoiceOver spoke this; Hark has no element here.
        case missingInHark(heard: String)
        /// Hark speaks this element; VoiceOver did not stop here.
        case extraInHark(ParityReport.Spoken)
        /// An announcement between two stops: what VoiceOver read (`heard`)
        /// and what Hark's narration announces here (`hark`); `nil` on the
        /// side that has none here. It matches when both have the same words.
        case announcement(heard: String?, hark: String?)
        /// The screen changed here, before the next stop: in the recording
        /// (`heard`, a landing after a screen change), in Hark's narration
        /// (`hark`), or both, which is a match.
        case screenChange(heard: Bool, hark: Bool)

        /// Whether the recording has this step, which the report numbers.
        var isRecorded: Bool {
            switch self {
            case .match, .mismatch, .missingInHark: true
            case .extraInHark: false
            case .announcement(let heard, _): heard != nil
            case .screenChange(let heard, _): heard
            }
        }
    }

    /// Each step's number as the text and JSON write it: the recorded
    /// steps numbered from 1, `nil` for what only Hark has.
    var stepNumbers: [Int?] {
        var number = 0
        return steps.map { step in
            guard step.isRecorded else { return nil }
            number += 1
            return number
        }
    }

    /// What Hark says for one element.
    package struct Spoken: Hashable, Sendable {
        /// The element's 1-based position in Hark's focus order.
        package var index: Int
        /// The description.
        package var speech: String
        /// The hint, which an utterance may include after the description.
        package var hint: String?
        /// The cues Hark speaks after the hint ("Actions Available").
        package var cues: [String]

        /// Creates what Hark says for the element at `index`.
        package init(index: Int, speech: String, hint: String? = nil, cues: [String] = []) {
            self.index = index
            self.speech = speech
            self.hint = hint
            self.cues = cues
        }
    }

    /// How many utterances Hark matches.
    public var matched: Int {
        steps.count { if case .match = $0 { true } else { false } }
    }

    /// How many utterances the recording has.
    public var total: Int { recording.utterances.count }

    /// The share of utterances matched, from 0 to 100.
    public var percent: Double { total == 0 ? 100 : Double(matched) * 100 / Double(total) }

    /// Whether every utterance matches, Hark speaks nothing more, and every
    /// hint and cue measured matches.
    public var isComplete: Bool {
        matched == total && !steps.contains { if case .extraInHark = $0 { true } else { false } }
            && measures.hintsComplete && measures.eventsComplete
    }
}
