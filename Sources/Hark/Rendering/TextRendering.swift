extension Transcript {
    /// The transcript as text: a header line, then one line per focus with
    /// its position, `[id]` and speech, and the hint, cues and actions each
    /// on an indented line below. A gesture is a line `> next`; what it
    /// causes besides focus (announcements, sounds, screen changes,
    /// interruptions, notes) follows on indented lines. Control characters in speech are escaped
    /// (`\n`) so that every utterance stays on one line.
    ///
    /// ```
    /// # Flights (en)
    /// 1 [title] Flights. Heading.
    /// 3 [flight-ua123] United 123 to San Francisco: On Time. Button. List Start.
    ///     hint: Double tap to view more details.
    ///     cue: Actions Available
    ///     actions: View in Maps; Get Directions
    /// ```
    public var text: String {
        var text = "# "
        text.reserveCapacity(events.count * 256)
        if let title { Self.appendEscaped(title, to: &text); text += " " }
        text += "("
        text += locale
        text += ")\n"
        if events.isEmpty { text += "(nothing to focus)\n" }
        for event in events {
            switch event {
            case .focus(let focus):
                text += String(focus.index)
                text += " "
                if let id = focus.id {
                    text += "["
                    Self.appendEscaped(id, to: &text)
                    text += "] "
                }
                if focus.utterance.speech.isEmpty { text += "(says nothing)" } else { Self.appendEscaped(focus.utterance.speech, to: &text) }
                text += "\n"
                if let hint = focus.utterance.hint { Self.appendLine("    hint: ", hint, to: &text) }
                for cue in focus.utterance.cues { Self.appendLine("    cue: ", cue, to: &text) }
                if !focus.actions.isEmpty { Self.appendLine("    actions: ", focus.actions.joined(separator: "; "), to: &text) }
            case .gesture(let gesture): Self.appendLine("> ", gesture.name, to: &text)
            case .speech(let speech, let reason): Self.appendLine("  says (\(reason.rawValue)): ", speech, to: &text)
            case .announcement(let speech, let priority):
                Self.appendLine(priority == .default ? "  announcement: " : "  announcement (\(priority.rawValue)): ", speech, to: &text)
            case .sound(let sound): text += sound == .boundary ? "  sound: boundary\n" : "  sound: screen changed\n"
            case .screenChanged(let screen): Self.appendLine("  screen changed: ", screen ?? "(the main screen)", to: &text)
            case .pageScrolled(let status): Self.appendLine("  page scrolled: ", status, to: &text)
            case .interrupted(let speech, let cause): Self.appendLine("  interrupted by \(cause.rawValue): ", speech, to: &text)
            case .note(let note): Self.appendLine("  (", note + ")", to: &text)
            case .warning(let warning): Self.appendLine("  warning: ", warning, to: &text)
            case .transition(let transition):
                let what = transition.occasion == .stateChange ? "  animation of \"\(transition.subject)\": " : "  transition: "
                Self.appendLine(what, transition.motionDescription + (transition.reduceMotion ? " (Reduce Motion)" : ""), to: &text)
                if let presentation = transition.presentation, presentation.frame != nil || presentation.dimming != nil || presentation.cornerRadius != nil {
                    var parts: [String] = []
                    if let frame = presentation.frame { parts.append("frame [" + [frame.x, frame.y, frame.width, frame.height].map(TransitionEvent.number).joined(separator: ", ") + "]") }
                    if let dimming = presentation.dimming { parts.append("dimming " + TransitionEvent.number(dimming)) }
                    if let radius = presentation.cornerRadius { parts.append("corner radius " + TransitionEvent.number(radius)) }
                    Self.appendLine("  presentation: ", parts.joined(separator: ", "), to: &text)
                }
            }
        }
        return text
    }

    private static func appendLine(_ prefix: String, _ content: String, to text: inout String) {
        text += prefix
        appendEscaped(content, to: &text)
        text += "\n"
    }

    private static func appendEscaped(_ content: String, to text: inout String) {
        if content.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) { text += escaped(content) } else { text += content }
    }

    /// Writes control characters as escapes so a string stays on one line.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
