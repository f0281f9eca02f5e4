/// What the legend says, the same in every format: one row per element in
/// focus order, a key to the drawing, and notes.
enum PictureLegend {
    /// What the legend says for an element without an id, in every format:
    /// words in parentheses, never bracketed or set as code as an id is.
    static let noID = "(no id)"

    /// The key to the drawing's shapes.
    static let key = [
        "Solid outline and number: an element, in focus order; the light arrowed line follows that order.",
        "Crosshair: where a double tap lands. "
            + "A ringed crosshair with a dotted tether lies outside its element (alarm).",
        "Corner marks: an interactive element under 44 × 44 pt that the audit reports; "
            + "the marks show the 44 pt square.",
        "Dashed outline: a container (its kind written on it). "
            + "Grey hatching: hidden from VoiceOver by a modal view or a presented screen.",
    ]

    /// A row's details after the speech: `(name, text)`.
    static func details(of element: PictureElement) -> [(name: String, text: String)] {
        var details: [(String, String)] = []
        if let hint = element.utterance.hint { details.append(("hint", hint)) }
        if !element.utterance.cues.isEmpty { details.append(("cues", element.utterance.cues.joined(separator: "; "))) }
        if !element.actions.isEmpty { details.append(("actions", element.actions.joined(separator: "; "))) }
        if let names = element.voiceControlNames { details.append(("Voice Control", names)) }
        var flags: [String] = []
        if element.frame == nil { flags.append("not on screen (no frame)") }
        if element.activationOutside { flags.append("activation point outside its frame") }
        if element.isSmallTarget { flags.append("smaller than 44 × 44 pt") }
        if !flags.isEmpty { details.append(("check", flags.joined(separator: "; "))) }
        return details
    }

    /// What VoiceOver says, or a mark that it says nothing.
    static func speech(of element: PictureElement) -> String {
        element.utterance.speech.isEmpty ? "(says nothing)" : element.utterance.speech
    }

    /// The lines under the rows: what is hidden, and the scene's notes.
    static func footnotes(_ scene: PictureScene) -> [String] {
        var notes: [String] = []
        if !scene.hidden.isEmpty {
            let count = scene.hidden.count
            notes.append(
                "\(count) element\(count == 1 ? " is" : "s are") hidden from VoiceOver "
                    + "behind a modal view or a presented screen (grey, hatched)."
            )
        }
        if scene.elements.isEmpty { notes.append("Nothing on screen to focus.") }
        return notes + scene.notes.map { "Note: " + $0 }
    }
}
