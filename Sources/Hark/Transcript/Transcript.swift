/// Everything VoiceOver says and does during a narration, in order.
///
/// Render it with ``text`` (a stable, human-readable form for snapshot files
/// and code review) or ``json`` (the CLI's output contract).
public struct Transcript: Hashable, Sendable {
    /// The document's title, shown in the text rendering's first line.
    public var title: String?
    /// The locale VoiceOver spoke in.
    public var locale: String
    /// The events in the order they happened.
    public var events: [TranscriptEvent]

    public init(title: String? = nil, locale: String, events: [TranscriptEvent] = []) {
        self.title = title
        self.locale = locale
        self.events = events
    }
}

/// One thing that happened during a narration.
public enum TranscriptEvent: Hashable, Sendable {
    /// VoiceOver moved its focus to an element and spoke it.
    case focus(FocusEvent)
}

/// VoiceOver landed on an element and said what it is.
public struct FocusEvent: Hashable, Sendable {
    /// The element's 1-based position in focus order.
    public var index: Int
    /// The element's `accessibilityIdentifier`, when it has one.
    public var id: String?
    /// What VoiceOver said.
    public var utterance: Utterance
    /// The names of the element's custom actions, reached by flicking up or
    /// down after "Actions Available".
    public var actions: [String]

    public init(index: Int, id: String?, utterance: Utterance, actions: [String] = []) {
        self.index = index
        self.id = id
        self.utterance = utterance
        self.actions = actions
    }
}
