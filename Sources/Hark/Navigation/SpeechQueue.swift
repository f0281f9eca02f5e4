/// VoiceOver's speech during one gesture, on a logical clock
/// (docs/VoiceOver.md, "Announcements"; docs/VoiceOverChoices.md, "Sessions
/// (the Navigator)"): each item is posted an instant after the one before,
/// while it is still speaking.
///
/// - A new item interrupts the current one (a new focus interrupts the
///   previous element's speech; a `default` announcement interrupts too),
/// - except that a `high` announcement cannot be interrupted: what comes
///   while it speaks waits for it;
/// - a `low` announcement waits until all other speech has ended, and an
///   announcement posted as queued waits its turn without interrupting.
///
/// Sounds and screen changes happen at once, in posting order. After the
/// gesture the user waits: whatever is left is spoken to the end.
struct SpeechQueue {
    private struct Item {
        var event: TranscriptEvent
        var text: String
        var cause: InterruptionCause
        var priority: AnnouncementPriority
        var waits: Bool
    }

    private(set) var output: [TranscriptEvent] = []
    private var current: Item?
    private var waiting: [Item] = []

    /// Something that happens at once: a sound, a screen change, a note.
    mutating func emit(_ event: TranscriptEvent) {
        output.append(event)
    }

    /// A focus: VoiceOver speaks the element.
    mutating func speak(_ focus: FocusEvent) {
        post(Item(event: .focus(focus), text: focus.utterance.speech, cause: .focus, priority: .default, waits: false))
    }

    mutating func speak(_ text: String, reason: SpeechReason) {
        post(Item(event: .speech(text, reason: reason), text: text, cause: .speech, priority: .default, waits: false))
    }

    mutating func announce(_ text: String, priority: AnnouncementPriority, queued: Bool) {
        post(
            Item(
                event: .announcement(text, priority: priority), text: text, cause: .announcement, priority: priority,
                waits: queued || priority == .low))
    }

    mutating func pageScrolled(_ status: String) {
        post(Item(event: .pageScrolled(status), text: status, cause: .pageScrolled, priority: .default, waits: false))
    }

    private mutating func post(_ item: Item) {
        guard let speaking = current else {
            start(item)
            return
        }
        if speaking.priority == .high || item.waits {
            waiting.append(item)
        } else {
            output.append(.interrupted(speaking.text, by: item.cause))
            start(item)
        }
    }

    private mutating func start(_ item: Item) {
        output.append(item.event)
        current = item
    }

    /// Lets everything left speak to the end: what waited in order, `low`
    /// announcements last. Returns the gesture's events.
    mutating func finish() -> [TranscriptEvent] {
        for item in waiting where item.priority != .low { output.append(item.event) }
        for item in waiting where item.priority == .low { output.append(item.event) }
        waiting = []
        current = nil
        defer { output = [] }
        return output
    }
}
