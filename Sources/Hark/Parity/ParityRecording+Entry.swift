/// One stop of a ``ParityRecording``: what VoiceOver spoke where focus
/// landed, or an announcement it read out between two stops.
extension ParityRecording {
    /// What VoiceOver spoke at one stop, as the recorder saw it.
    package struct Entry: Hashable, Sendable {
        /// What caused the speech.
        package enum Kind: String, CaseIterable, Hashable, Sendable {
            /// Focus moved to an element (a flick, a key press).
            case focus
            /// Focus landed on an element after the screen changed.
            case screenChange
            /// The app posted an announcement; focus did not move.
            case announcement
        }

        /// What caused the speech; `focus` unless told.
        package var kind: Kind
        /// What VoiceOver spoke first: an element's description, with its
        /// parts joined by `, ` as VoiceOver spoke them, or the announcement.
        package var speech: String
        /// What VoiceOver spoke later for the same element (its hint), kept
        /// apart from the description; `nil` when it spoke nothing more.
        package var hint: String?
        /// The element as the recorder named it (the label of a `vot` focus
        /// line); `nil` when the recorder does not name elements.
        package var element: String?
        /// The language VoiceOver spoke this entry in, when it is not the
        /// recording's `locale`.
        package var language: String?
        /// Whether the next move cut VoiceOver off before it finished
        /// speaking here (a `vot` log's utterance with no `Completed
        /// utterance` before the next focus line): its hint may be missing.
        package var cutOff = false

        /// Creates an entry.
        package init(
            _ kind: Kind = .focus, speech: String, hint: String? = nil, element: String? = nil, language: String? = nil
        ) {
            self.kind = kind
            self.speech = speech
            self.hint = hint
            self.element = element
            self.language = language
        }

        /// Whether VoiceOver focused an element here (a move or a landing),
        /// as opposed to reading an announcement.
        package var isElement: Bool { kind != .announcement }

        /// The entry needs the object form of version 2: anything but a
        /// focus move with only its speech.
        var needsObject: Bool { kind != .focus || hint != nil || element != nil || language != nil || cutOff }

        /// The entry as the recording's JSON writes it: a string in version
        /// 1's form when it can be, an object otherwise.
        var json: String {
            guard needsObject else { return JSONText.string(speech) }
            var fields = [("kind", kind.rawValue), ("speech", speech)]
            for (key, value) in [("hint", hint), ("element", element), ("language", language)] {
                if let value { fields.append((key, value)) }
            }
            return "{" + fields.map { JSONText.string($0.0) + ": " + JSONText.string($0.1) }.joined(separator: ", ")
                + (cutOff ? ", \"cutOff\": true}" : "}")
        }
    }
}
