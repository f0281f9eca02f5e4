/// What VoiceOver says when it lands on an element: the description, then,
/// after a pause, the hint, then the cues ("Actions Available").
public struct Utterance: Hashable, Sendable {
    /// The description, said at once.
    public var speech: String
    /// The hint, said after a pause; `nil` when there is none or hints are off.
    public var hint: String?
    /// What VoiceOver adds after the hint: `Actions Available`,
    /// `More Content Available`.
    public var cues: [String]

    /// Creates an utterance.
    public init(speech: String, hint: String? = nil, cues: [String] = []) {
        self.speech = speech
        self.hint = hint
        self.cues = cues
    }
}
