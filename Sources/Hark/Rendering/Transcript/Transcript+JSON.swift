extension Transcript {
    /// The transcript as the CLI's JSON output contract: one object with the
    /// locale and the events, one event per line, keys in a fixed order.
    ///
    /// ```json
    /// {"locale": "en", "events": [
    ///   {"type": "focus", "index": 1, "id": "title", "speech": "Flights. Heading.", "hint": null}
    /// ]}
    /// ```
    /// A focus event also has `cues` and `actions` (arrays of strings) when
    /// the element has any.
    public var json: String {
        String(decoding: rendered(as: .json), as: UTF8.self)
    }
}

/// Writes a transcript as JSON (see ``Transcript/json``).
struct JSONRenderer: TranscriptRenderer {
    let locale: String
    /// Whether the locale was guessed from the labels: `"localeGuessed": true`.
    var localeGuessed = false
    var isEmpty = true
    /// What the last elements' hint, cues and actions were written as.
    private var repeated = RepeatedFocusParts()

    init(title: String?, locale: String) {
        self.locale = locale
    }

    init(title: String?, locale: String, localeGuessed: Bool) {
        self.init(title: title, locale: locale)
        self.localeGuessed = localeGuessed
    }

    func begin(into output: inout ByteWriter) {
        output.append("{\"locale\": ")
        output.appendJSONString(locale)
        if localeGuessed { output.append(", \"localeGuessed\": true") }
        output.append(", \"events\": [")
    }

    /// Starts an event's object on its own line.
    private mutating func open(_ output: inout ByteWriter) {
        output.append(isEmpty ? "\n  {" : ",\n  {")
        isEmpty = false
    }

    mutating func focus(
        index: Int, id: String?, speech: UnsafeBufferPointer<UInt8>, hint: String?, cues: [String],
        actions: some Collection<String>, into output: inout ByteWriter
    ) {
        open(&output)
        output.append("\"type\": \"focus\", \"index\": ")
        output.append(index)
        output.append(", \"id\": ")
        output.appendJSONString(id)
        output.append(", \"speech\": ")
        output.appendJSONString(utf8: speech)
        output.append(", \"hint\": ")
        repeated.hint.write(hint, same: ==, into: &output) { $0.appendJSONString(hint) }
        if !cues.isEmpty {
            output.append(", \"cues\": ")
            repeated.cues.write(cues, into: &output) { $0.appendJSONArray(cues) }
        }
        if !actions.isEmpty {
            output.append(", \"actions\": ")
            repeated.actions.write(actions, into: &output) { $0.appendJSONArray(actions) }
        }
        output.append("}")
    }

    mutating func event(_ event: TranscriptEvent, into output: inout ByteWriter) {
        if case .focus(let focus) = event {
            return self.focus(
                index: focus.index, id: focus.id, utterance: focus.utterance, actions: focus.actions, into: &output)
        }
        open(&output)
        switch event {
        case .focus: break
        case .gesture(let gesture):
            Self.fields(&output, ("type", "gesture"), ("gesture", gesture.name))
        case .speech(let speech, let reason):
            Self.fields(&output, ("type", "speech"), ("speech", speech), ("reason", reason.rawValue))
        case .announcement(let speech, let priority):
            Self.fields(&output, ("type", "announcement"), ("speech", speech), ("priority", priority.rawValue))
        case .sound(let sound):
            Self.fields(&output, ("type", "sound"), ("sound", sound.rawValue))
        case .screenChanged(let screen):
            output.append("\"type\": \"screenChanged\", \"screen\": ")
            output.appendJSONString(screen)
        case .scrolled:
            output.append("\"type\": \"scrolled\"")
        case .pageScrolled(let status):
            Self.fields(&output, ("type", "pageScrolled"), ("speech", status))
        case .interrupted(let speech, let cause):
            Self.fields(&output, ("type", "interrupted"), ("speech", speech), ("by", cause.rawValue))
        case .note(let note):
            Self.fields(&output, ("type", "note"), ("text", note))
        case .warning(let warning):
            Self.fields(&output, ("type", "warning"), ("text", warning))
        case .transition(let transition):
            Self.fields(
                &output, ("type", "transition"), ("occasion", transition.occasion.rawValue),
                ("subject", transition.subject),
                ("style", transition.motion.style.rawValue), ("description", transition.motionDescription))
            output.append(", \"duration\": ")
            output.append(string: TransitionEvent.number(transition.motion.duration))
            output.append(transition.reduceMotion ? ", \"reduceMotion\": true" : ", \"reduceMotion\": false")
        }
        output.append("}")
    }

    func end(into output: inout ByteWriter) {
        output.append(isEmpty ? "]}\n" : "\n]}\n")
    }

    /// Writes `"key": "value"` pairs of strings.
    private static func fields(_ output: inout ByteWriter, _ pairs: (String, String)...) {
        for (index, (key, value)) in pairs.enumerated() {
            if index > 0 { output.append(", ") }
            output.appendJSONString(key)
            output.append(": ")
            output.appendJSONString(value)
        }
    }
}
