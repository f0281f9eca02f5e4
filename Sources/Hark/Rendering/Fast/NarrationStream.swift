import Dispatch
import Foundation

extension Narrator {
    /// Narrates straight to `output`: each element is spoken and written in
    /// `format` as VoiceOver reaches it, without keeping the transcript, in
    /// chunks of about 64 KiB that each end after a whole event. The bytes are
    /// those of `transcript()` rendered in `format`.
    ///
    /// A long focus order is spoken on two threads at once when the machine
    /// has two cores: each speaks and writes every other run of
    /// ``NarrationStream/run`` elements into a buffer of its own, and the
    /// buffers go to `output` in order. Every element's words depend on it
    /// alone, so the bytes are the same.
    package func narrate(as format: TranscriptFormat, to output: (UnsafeRawBufferPointer) -> Void) {
        ByteWriter.writing(to: output) { writer in
            switch format {
            case .text:
                let renderer = TextRenderer(
                    title: document.title, locale: locale, source: document.importOrigin?.note,
                    localeGuessed: session.localeGuessed)
                NarrationStream(narrator: self).narrate(renderer, into: &writer)
            case .json:
                NarrationStream(narrator: self).narrate(
                    JSONRenderer(title: document.title, locale: locale, localeGuessed: session.localeGuessed),
                    into: &writer)
            }
        }
    }
}

/// Speaks and renders a narrator's focus order, on one thread or two.
struct NarrationStream {
    let narrator: Narrator
    /// The elements a thread speaks at a time.
    static let run = 1_024
    /// The shortest focus order worth a second thread.
    static let parallelThreshold = 4 * run

    /// What one thread holds: its own speech (with its caches), renderer
    /// and buffer.
    private final class Part<Renderer: TranscriptRenderer>: @unchecked Sendable {
        var speech: SpeechBuilder
        var renderer: Renderer
        var writer = ByteWriter(capacity: NarrationStream.run * 320)
        var description = ByteWriter(capacity: 1_024)
        init(speech: SpeechBuilder, renderer: Renderer) {
            self.speech = speech
            self.renderer = renderer
        }
    }

    func narrate(_ renderer: some TranscriptRenderer, into output: inout ByteWriter) {
        var renderer = renderer
        renderer.begin(into: &output)
        let elements = narrator.focusOrder.elements
        let threads =
            elements.count >= Self.parallelThreshold ? min(2, ProcessInfo.processInfo.activeProcessorCount) : 1
        if threads < 2 {
            var speech = narrator.speechBuilder()
            var description = ByteWriter(capacity: 1_024)
            speak(elements.indices, speech: &speech, description: &description, renderer: &renderer, into: &output)
        } else {
            let parts = (0..<threads).map { _ in Part(speech: narrator.speechBuilder(), renderer: renderer) }
            var start = 0
            while start < elements.count {
                let first = start
                DispatchQueue.concurrentPerform(iterations: threads) { thread in
                    let lower = min(first + thread * Self.run, elements.count)
                    let part = parts[thread]
                    part.renderer.isEmpty = lower == 0
                    speak(
                        lower..<min(lower + Self.run, elements.count), speech: &part.speech,
                        description: &part.description, renderer: &part.renderer, into: &part.writer)
                }
                for part in parts { output.append(writer: &part.writer) }
                start += threads * Self.run
            }
            renderer.isEmpty = elements.isEmpty
        }
        renderer.end(into: &output)
    }

    /// Speaks and renders the elements at `positions`, each description
    /// written into the bytes of `description` and escaped from there.
    private func speak(
        _ positions: Range<Int>, speech: inout SpeechBuilder, description: inout ByteWriter,
        renderer: inout some TranscriptRenderer, into output: inout ByteWriter
    ) {
        let elements = narrator.focusOrder.elements
        var names = ActionNames()
        for position in positions {
            let element = elements[position]
            if narrator.scrollMarks[position] { renderer.event(.scrolled, into: &output) }
            let (hint, cues) = speech.utterance(for: element, describingInto: &description)
            description.withBytes { bytes in
                renderer.focus(
                    index: position + 1, id: element.node.id, speech: bytes, hint: hint, cues: cues,
                    actions: names.of(element.node.customActions), into: &output)
            }
            output.flushIfFull()
        }
    }

    /// The names of the last actions seen, made again only for another
    /// array: a list's cells share one array of actions (the decoder reads
    /// a repeated array once), so they share one array of names, which the
    /// renderer then knows at once as the last it wrote (``RepeatedBytes``).
    private struct ActionNames {
        private var actions: [CustomAction] = []
        private var names: [String] = []

        mutating func of(_ actions: [CustomAction]) -> [String] {
            let same = actions.withUnsafeBufferPointer { new in
                self.actions.withUnsafeBufferPointer { $0.baseAddress == new.baseAddress && $0.count == new.count }
            }
            if !same {
                self.actions = actions
                names = actions.map(\.name)
            }
            return names
        }
    }
}
