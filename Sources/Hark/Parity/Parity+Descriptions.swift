extension Parity {
    /// Compares Hark's narration of an imported dump with the speech the
    /// tool that wrote it gives each element: AccessibilitySnapshot's
    /// `description` (kept when the dump is read), in its focus order.
    ///
    /// Words are compared as in ``compare(recording:transcript:)``. Those
    /// descriptions leave out custom content, which VoiceOver (and Hark)
    /// says after the value when it is of high importance: an element also
    /// matches when its speech without such content has the description's words.
    ///
    /// ```swift
    /// let document = try HarkDocument(importing: data, format: .accessibilitySnapshot)
    /// let transcript = try Narrator(document: document).transcript()
    /// let report = Parity.compareDescriptions(of: document, transcript: transcript)
    /// print(report.summary)  // parity: 12/12 utterances match (100%)
    /// ```
    ///
    /// - Returns: a report whose utterances are the descriptions; empty
    ///   when the document carries none.
    public static func compareDescriptions(of document: HarkDocument, transcript: Transcript) -> ParityReport {
        let recording = ParityRecording(
            utterances: document.importOrigin?.descriptions ?? [], locale: transcript.locale,
            recordedWith: document.importOrigin.map { "the descriptions in \($0.format.displayName)" })
        var phrases: [[String]] = []
        var stack = [document.root]
        while let node = stack.popLast() {
            for content in node.importantContent {
                phrases.append(ParityWords.of(content.label + " " + content.value))
            }
            stack += node.children
        }
        return compare(recording: recording, transcript: transcript, leavingOut: phrases)
    }
}
