import Foundation

/// A session rendered as sound: the samples, and one cue per spoken piece
/// and per earcon, timed to the sample.
package struct AudioRendering: Hashable, Sendable {
    /// The whole session, mono, 22,050 Hz.
    package var audio: PCMAudio
    /// What is heard when, in order.
    package var cues: [AudioCue]

    /// Creates a rendering of `audio` with its cues.
    package init(audio: PCMAudio, cues: [AudioCue]) {
        self.audio = audio
        self.cues = cues
    }

    /// The length in seconds.
    package var duration: Double { audio.duration }

    /// The sound as a WAVE file (mono 16-bit PCM).
    package var wav: Data { WAVFile.encode(audio) }

    /// The captions as WebVTT: one cue per spoken piece and per earcon
    /// (`[boundary]`), times to the millisecond; interrupted speech ends
    /// with ` [interrupted]`.
    ///
    /// ```
    /// WEBVTT
    ///
    /// 00:00:00.000 --> 00:00:00.030
    /// [focus]
    ///
    /// 00:00:00.030 --> 00:00:01.452
    /// Flights. Heading.
    /// ```
    package var webVTT: String {
        var text = "WEBVTT\n"
        for cue in cues {
            text += "\n" + timestamp(cue.start) + " --> " + timestamp(cue.end) + "\n"
            text += Self.escaped(cue.text) + (cue.interrupted ? " [interrupted]" : "") + "\n"
        }
        return text
    }

    /// `hh:mm:ss.ttt` for a sample offset, rounded to the millisecond.
    private func timestamp(_ sample: Int) -> String {
        let rate = max(1, audio.sampleRate)
        let milliseconds = (sample * 1_000 + rate / 2) / rate
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return pad(milliseconds / 3_600_000, 2) + ":" + pad(milliseconds / 60_000 % 60, 2) + ":"
            + pad(milliseconds / 1_000 % 60, 2) + "." + pad(milliseconds % 1_000, 3)
    }

    /// Cue text as WebVTT needs it: `&`, `<` and `>` as entities (so `-->`
    /// cannot end the cue early), line breaks and other control characters
    /// as spaces (a blank line would end it).
    static func escaped(_ text: String) -> String {
        ScalarEscape.escaped(text, entities) { ScalarEscape.isC0OrDelete($0) ? " " : nil }
    }

    /// The markup entities, as WebVTT cue text reads them.
    private static let entities = ScalarEscape.Table(ScalarEscape.markupEntities)
}

/// One thing heard: a spoken piece or an earcon, from `start` to `end`
/// (sample offsets into ``AudioRendering/audio``).
package struct AudioCue: Hashable, Sendable {
    /// What kind of thing is heard.
    package enum Kind: Hashable, Sendable {
        /// A description, hint, cue, announcement or other speech.
        case speech
        /// A VoiceOver sound.
        case earcon(Earcon)
    }

    /// Speech or an earcon.
    package var kind: Kind
    /// What is said, or the earcon's caption (`[boundary]`).
    package var text: String
    /// The sample at which it starts.
    package var start: Int
    /// The sample at which it ends (exclusive).
    package var end: Int
    /// Whether the speech was cut off before it ended.
    package var interrupted: Bool

    /// Creates a cue.
    package init(kind: Kind, text: String, start: Int, end: Int, interrupted: Bool = false) {
        self.kind = kind
        self.text = text
        self.start = start
        self.end = end
        self.interrupted = interrupted
    }
}
