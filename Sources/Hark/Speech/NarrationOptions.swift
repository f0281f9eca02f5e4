/// What a narration can change from the document's own settings.
public struct NarrationOptions: Hashable, Sendable {
    /// Speak in this locale instead of the document's (the CLI's `--locale`).
    public var locale: String?
    /// Override the document's Speak Hints setting (`--no-hints` is `false`).
    public var speakHints: Bool?
    /// Override the document's Reduce Motion setting (`--reduce-motion`).
    public var reduceMotion: Bool?

    /// Creates options; each one left `nil` keeps the document's own.
    public init(locale: String? = nil, speakHints: Bool? = nil, reduceMotion: Bool? = nil) {
        self.locale = locale
        self.speakHints = speakHints
        self.reduceMotion = reduceMotion
    }
}
