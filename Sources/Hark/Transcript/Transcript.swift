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
    /// Where an imported tree came from and what it lacks (`imported from
    /// Appium page source: hints not available`), shown as a second header line.
    package var source: String?
    /// Whether the locale was guessed from an imported dump's labels, as
    /// nothing chose one: the header says so (`# locale ja, guessed from
    /// the labels; --locale to choose`), the JSON has `"localeGuessed": true`.
    package var localeGuessed: Bool

    /// Creates a transcript of `events`, spoken in `locale`.
    package init(
        title: String? = nil, locale: String, events: [TranscriptEvent] = [], source: String? = nil,
        localeGuessed: Bool = false
    ) {
        self.title = title
        self.locale = locale
        self.events = events
        self.source = source
        self.localeGuessed = localeGuessed
    }
}

/// One thing that happened during a narration.
public enum TranscriptEvent: Hashable, Sendable {
    /// VoiceOver moved its focus to an element (or re-read the focused one)
    /// and spoke it.
    case focus(FocusEvent)
    /// The user made a gesture; what it causes follows.
    case gesture(Navigator.Gesture)
    /// VoiceOver said something other than an element: an adjusted value, a
    /// rotor setting, a custom action's name.
    case speech(String, reason: SpeechReason)
    /// The app posted an announcement.
    case announcement(String, priority: AnnouncementPriority)
    /// VoiceOver played a sound.
    case sound(TranscriptEvent.Sound)
    /// A new screen: the app posted `.screenChanged`, or presented or
    /// dismissed a screen (`nil`: back to the document's root).
    case screenChanged(screen: String?)
    /// The app posted `.pageScrolled` with this status.
    case pageScrolled(String)
    /// VoiceOver scrolled a table, collection or scroll view to bring the
    /// element it moves to on screen (it reaches rows beyond the screen by
    /// flicking); the focus follows.
    case scrolled
    /// Speech was cut off before it ended.
    case interrupted(String, by: InterruptionCause)
    /// The gesture did nothing, and why.
    case note(String)
    /// The document asked for something that cannot be (a `screenChanged`
    /// target that is not on screen); VoiceOver carried on as it does.
    case warning(String)
    /// A screen was presented or dismissed, or an element changed, with an
    /// animation (after Reduce Motion's choice).
    case transition(TransitionEvent)
}

/// Why VoiceOver spoke a ``TranscriptEvent/speech(_:reason:)``.
public enum SpeechReason: String, Hashable, Sendable {
    /// The new value of an adjusted element.
    case value
    /// The rotor setting just chosen.
    case rotor
    /// A custom action reached by flicking up or down.
    case action
    /// A custom content item read with the More Content rotor.
    case content
}

extension TranscriptEvent {
    /// A sound VoiceOver plays.
    public enum Sound: String, Hashable, Sendable {
        /// A flick past the first or last element, or a move that cannot happen.
        case boundary
        /// A new screen.
        case screenChanged
    }
}

/// What cut speech off.
public enum InterruptionCause: String, Hashable, Sendable {
    /// Speaking a newly focused element, an announcement, other VoiceOver
    /// speech (a value, a rotor setting, an action), or a page-scroll status.
    case focus, announcement, speech, pageScrolled
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

    /// Creates a focus event.
    public init(index: Int, id: String?, utterance: Utterance, actions: [String] = []) {
        self.index = index
        self.id = id
        self.utterance = utterance
        self.actions = actions
    }
}
