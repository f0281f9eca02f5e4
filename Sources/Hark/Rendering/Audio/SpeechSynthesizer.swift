/// Turns text into speech for ``AudioRenderer``: espeak-ng or
/// `AVSpeechSynthesizer` in the `hark` command line, a fake of fixed-length
/// tones in tests.
package protocol SpeechSynthesizer {
    /// Speaks `text` in `language` (a narration locale such as `en`, `de`
    /// or `pt-BR`); the sound may have any sample rate, and is resampled.
    /// Called once per distinct text and language.
    func synthesize(_ text: String, language: String) throws(SpeechSynthesisError) -> PCMAudio
}

/// A synthesizer could not speak.
package struct SpeechSynthesisError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    package var message: String

    /// Creates an error saying `message`.
    package init(_ message: String) {
        self.message = message
    }

    /// The ``message``.
    package var description: String { message }
}

extension PCMAudio {
    /// The sample rates Hark takes a synthesizer's speech at: from telephone
    /// quality (8 kHz) to the highest rate audio hardware uses (384 kHz).
    package static let speechRates = 8_000...384_000

    /// This sound, when Hark can use it as the speech for `text`: at a rate
    /// in ``speechRates``, and short enough that at Hark's rate it fits in
    /// one WAV file. A synthesizer's header alone must not make Hark
    /// allocate more than the output could hold.
    func checkedSpeech(for text: String) throws(SpeechSynthesisError) -> PCMAudio {
        let quoted = "\"\(text.prefix(60))\""
        guard Self.speechRates.contains(sampleRate) else {
            throw SpeechSynthesisError(
                "the synthesizer's sound for \(quoted) is at \(sampleRate) Hz; Hark uses speech at 8,000 to 384,000 Hz")
        }
        let rate = Double(Self.standardRate) / Double(sampleRate)
        guard Double(samples.count) * rate <= Double(WAVFile.maximumSamples) else {
            throw SpeechSynthesisError(
                "the synthesizer's sound for \(quoted) lasts longer than a WAV file holds")
        }
        return self
    }
}
