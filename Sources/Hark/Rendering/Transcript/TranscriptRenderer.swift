/// The formats a transcript is written in: the stable, human-readable text
/// of snapshot files, and the CLI's JSON output contract.
public enum TranscriptFormat: String, CaseIterable, Hashable, Sendable {
    /// Text, as ``Transcript/text`` writes it, or JSON, as ``Transcript/json`` does.
    case text, json
}

/// Writes a transcript's events as bytes, one event at a time, so that a
/// narration can be written as it is produced. One small type per format.
protocol TranscriptRenderer: Sendable {
    init(title: String?, locale: String)
    /// Whether no event has been written yet. A narration split between
    /// threads sets it for each part (see NarrationStream.swift).
    var isEmpty: Bool { get set }
    /// What comes before the first event.
    mutating func begin(into output: inout ByteWriter)
    /// VoiceOver landed on an element: the hot path, with the description
    /// as its UTF-8 bytes (valid UTF-8) and the actions' names as they are,
    /// uncopied.
    mutating func focus(
        index: Int, id: String?, speech: UnsafeBufferPointer<UInt8>, hint: String?, cues: [String],
        actions: some Collection<String>, into output: inout ByteWriter)
    /// Any other event.
    mutating func event(_ event: TranscriptEvent, into output: inout ByteWriter)
    /// What comes after the last event.
    mutating func end(into output: inout ByteWriter)
}

extension TranscriptRenderer {
    /// ``focus(index:id:speech:hint:cues:actions:into:)`` of an utterance.
    mutating func focus(
        index: Int, id: String?, utterance: Utterance, actions: some Collection<String>, into output: inout ByteWriter
    ) {
        var speech = utterance.speech
        speech.withUTF8 { speech in
            focus(
                index: index, id: id, speech: speech, hint: utterance.hint, cues: utterance.cues, actions: actions,
                into: &output)
        }
    }

    mutating func render(_ event: TranscriptEvent, into output: inout ByteWriter) {
        if case .focus(let focus) = event {
            self.focus(
                index: focus.index, id: focus.id, utterance: focus.utterance, actions: focus.actions, into: &output)
        } else {
            self.event(event, into: &output)
        }
    }
}

extension Transcript {
    /// The transcript in `format`, as UTF-8 bytes (``text`` and ``json``
    /// as bytes).
    public func rendered(as format: TranscriptFormat) -> [UInt8] {
        var output = ByteWriter(capacity: events.count * (format == .json ? 320 : 256))
        render(as: format, into: &output)
        return output.bytes
    }

    /// Writes the transcript in `format` to `output`, in chunks of about
    /// 64 KiB that each end after a whole event.
    package func write(as format: TranscriptFormat, to output: (UnsafeRawBufferPointer) -> Void) {
        ByteWriter.writing(to: output) { render(as: format, into: &$0) }
    }

    func render(as format: TranscriptFormat, into output: inout ByteWriter) {
        switch format {
        case .text:
            render(
                TextRenderer(title: title, locale: locale, source: source, localeGuessed: localeGuessed), into: &output)
        case .json: render(JSONRenderer(title: title, locale: locale, localeGuessed: localeGuessed), into: &output)
        }
    }

    private func render(_ renderer: some TranscriptRenderer, into output: inout ByteWriter) {
        var renderer = renderer
        renderer.begin(into: &output)
        for event in events {
            renderer.render(event, into: &output)
            output.flushIfFull()
        }
        renderer.end(into: &output)
    }
}
