extension Transcript {
    /// The transcript as text: a header line, then one line per focus with
    /// its position, `[id]` and speech, and the hint, cues and actions each
    /// on an indented line below. A gesture is a line `> next`; what it
    /// causes besides focus (announcements, sounds, screen changes,
    /// interruptions, notes) follows on indented lines. Control characters in speech are escaped
    /// (`\n`) so that every utterance stays on one line.
    ///
    /// In a language whose words are not all verified on a device (see
    /// docs/Parity.md), the header says so: `# Flights (fr, words not
    /// verified on a device)`.
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
        String(decoding: rendered(as: .text), as: UTF8.self)
    }
}

/// Writes a transcript as text (see ``Transcript/text``).
struct TextRenderer: TranscriptRenderer {
    let title: String?
    let locale: String
    /// Where an imported tree came from, as a second header line.
    var source: String?
    /// Whether the locale was guessed from the labels: a header line says so.
    var localeGuessed = false
    var isEmpty = true
    /// What the last elements' hint, cues and actions were written as.
    private var repeated = RepeatedFocusParts()

    init(title: String?, locale: String) {
        self.title = title
        self.locale = locale
    }

    init(title: String?, locale: String, source: String?, localeGuessed: Bool = false) {
        self.init(title: title, locale: locale)
        self.source = source
        self.localeGuessed = localeGuessed
    }

    func begin(into output: inout ByteWriter) {
        output.append("# ")
        if let title {
            output.appendOneLine(title)
            output.append(" ")
        }
        output.append("(")
        output.append(string: locale)
        output.append(string: WordEvidence.headerMark(locale: locale))
        output.append(")\n")
        if let source { Self.line("# ", source, into: &output) }
        if localeGuessed {
            Self.line("# locale ", locale + ", guessed from the labels; --locale to choose", into: &output)
        }
    }

    mutating func focus(
        index: Int, id: String?, speech: UnsafeBufferPointer<UInt8>, hint: String?, cues: [String],
        actions: some Collection<String>, into output: inout ByteWriter
    ) {
        isEmpty = false
        output.append(index)
        output.append(" ")
        if let id {
            output.append("[")
            output.appendOneLine(id)
            output.append("] ")
        }
        if speech.isEmpty { output.append("(says nothing)") } else { output.appendOneLine(utf8: speech) }
        output.append("\n")
        repeated.hint.write(hint, same: ==, into: &output) { output in
            if let hint { Self.line("    hint: ", hint, into: &output) }
        }
        repeated.cues.write(cues, into: &output) { output in
            for cue in cues { Self.line("    cue: ", cue, into: &output) }
        }
        guard !actions.isEmpty else { return }
        repeated.actions.write(actions, into: &output) { output in
            output.append("    actions: ")
            var first = true
            for action in actions {
                if !first { output.append("; ") }
                first = false
                output.appendOneLine(action)
            }
            output.append("\n")
        }
    }

    mutating func event(_ event: TranscriptEvent, into output: inout ByteWriter) {
        isEmpty = false
        switch event {
        case .focus(let focus):
            self.focus(
                index: focus.index, id: focus.id, utterance: focus.utterance, actions: focus.actions, into: &output)
        case .gesture(let gesture): Self.line("> ", gesture.name, into: &output)
        case .speech(let speech, let reason): Self.line("  says (\(reason.rawValue)): ", speech, into: &output)
        case .announcement(let speech, let priority):
            Self.line(
                priority == .default ? "  announcement: " : "  announcement (\(priority.rawValue)): ", speech,
                into: &output)
        case .sound(let sound): output.append(sound == .boundary ? "  sound: boundary\n" : "  sound: screen changed\n")
        case .screenChanged(let screen): Self.line("  screen changed: ", screen ?? "(the main screen)", into: &output)
        case .pageScrolled(let status): Self.line("  page scrolled: ", status, into: &output)
        case .scrolled: output.append("  scrolled\n")
        case .interrupted(let speech, let cause):
            Self.line("  interrupted by \(cause.rawValue): ", speech, into: &output)
        case .note(let note): Self.line("  (", note + ")", into: &output)
        case .warning(let warning): Self.line("  warning: ", warning, into: &output)
        case .transition(let transition):
            let what =
                transition.occasion == .stateChange ? "  animation of \"\(transition.subject)\": " : "  transition: "
            Self.line(
                what, transition.motionDescription + (transition.reduceMotion ? " (Reduce Motion)" : ""), into: &output)
            if let presentation = transition.presentation,
                presentation.frame != nil || presentation.dimming != nil || presentation.cornerRadius != nil
            {
                var parts: [String] = []
                if let frame = presentation.frame {
                    parts.append(
                        "frame ["
                            + [frame.x, frame.y, frame.width, frame.height].map(TransitionEvent.number).joined(
                                separator: ", ") + "]")
                }
                if let dimming = presentation.dimming { parts.append("dimming " + TransitionEvent.number(dimming)) }
                if let radius = presentation.cornerRadius {
                    parts.append("corner radius " + TransitionEvent.number(radius))
                }
                Self.line("  presentation: ", parts.joined(separator: ", "), into: &output)
            }
        }
    }

    func end(into output: inout ByteWriter) {
        if isEmpty { output.append("(nothing to focus)\n") }
    }

    /// `prefix` as it is, `content` on one line, a line break.
    private static func line(_ prefix: String, _ content: String, into output: inout ByteWriter) {
        output.append(string: prefix)
        output.appendOneLine(content)
        output.append("\n")
    }
}
