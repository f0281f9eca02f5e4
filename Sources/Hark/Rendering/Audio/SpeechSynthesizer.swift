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
