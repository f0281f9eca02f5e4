/// Turns text into speech for ``AudioRenderer``: espeak-ng or
/// `AVSpeechSynthesizer` in the `hark` command line, a fake of fixed-length
/// tones in tests.
public protocol SpeechSynthesizer {
    /// Speaks `text` in `language` (a narration locale such as `en`, `de`
    /// or `pt-BR`); the sound may have any sample rate, and is resampled.
    /// Called once per distinct text and language.
    func synthesize(_ text: String, language: String) throws(SpeechSynthesisError) -> PCMAudio
}

/// A synthesizer could not speak.
public struct SpeechSynthesisError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var message: String

    /// Creates an error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The ``message``.
    public var description: String { message }
}
