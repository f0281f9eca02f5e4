extension FocusEvent {
    /// What VoiceOver says on landing on `element`, the element at
    /// `position` (from 0) in focus order: the one way a stop's speech is
    /// prepared, for the Narrator, the Navigator and the picture alike.
    init(speaking element: FocusElement, at position: Int, with speech: inout SpeechBuilder) {
        self.init(
            index: position + 1, id: element.node.id, utterance: speech.utterance(for: element),
            actions: element.node.customActions.map(\.name))
    }
}
