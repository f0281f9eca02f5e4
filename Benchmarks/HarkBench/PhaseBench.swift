#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Hark

extension Bench {
    /// Where the time of a narration goes, phase by phase, in process.
    static let phases = Bench(name: "phases", summary: "read, decode, order, speech, render, write in process") {
        context in
        let report = context.report
        report.line(
            "      "
                + ["N", "read", "decode", "order", "speech", "render text", "render JSON", "write", "total JSON"]
                .map { padLeft($0, 11) }.joined(separator: " ") + "  (ms)")
        for size in context.options.sizes {
            let file = try context.fixture("flights-\(size).json") { Fixture.json(flights: size) }
            let data = try Data(contentsOf: file)
            let document = try HarkDocument(jsonData: data)
            let narrator = try Narrator(document: document, tables: context.tables)
            let transcript = narrator.transcript()
            let expected = Fixture.elementCount(flights: size)
            // A focus event a stop; a long list also scrolls between them.
            let stops = transcript.events.filter { if case .focus = $0 { true } else { false } }.count
            guard narrator.focusOrder.elements.count == expected, stops == expected else {
                throw BenchError(
                    description:
                        "N=\(size): expected \(expected) focus stops, got \(narrator.focusOrder.elements.count) "
                        + "elements and \(stops) focus events"
                )
            }
            let json = transcript.json
            let output = context.directory.appendingPathComponent("phase-\(size).json").path

            let figures = [
                try context.median {
                    let data = try Data(contentsOf: file)
                    return (data, data.count)
                },
                try context.median {
                    let document = try HarkDocument(jsonData: data)
                    return (document, document.root.children.count)
                },
                try context.median {
                    let narrator = try Narrator(document: document, tables: context.tables)
                    return (narrator, narrator.focusOrder.elements.count)
                },
                context.median {
                    let transcript = narrator.transcript()
                    return (transcript, transcript.events.count)
                },
                context.median {
                    let text = transcript.text
                    return (text, text.utf8.count)
                },
                context.median {
                    let json = transcript.json
                    return (json, json.utf8.count)
                },
                try context.median { (0, try Phases.save(json, to: output)) },
            ]
            // Total: a narration to JSON, without the text rendering.
            let total = figures.reduce(0, +) - figures[4]
            report.line(
                "      "
                    + ([EndToEnd.short(size)] + (figures + [total]).map { fixed($0) }).map { padLeft($0, 11) }.joined(
                        separator: " "))
            let floors = try Phases.floors(data: data, file: file, narrator: narrator, json: json, context: context)
            report.line(
                "      " + (["floor"] + floors.map { fixed($0, 1) }).map { padLeft($0, 11) }.joined(separator: " "))
        }
    }
}

enum Phases {
    /// The least work of each phase, in the table's columns (read, decode,
    /// order, speech, render text, render JSON, write, total JSON): reading
    /// the file; one look at each byte of it (the least any parser does);
    /// sorting the elements' frames by position (the focus order's sort);
    /// making one string of each stop's words (`speech` as the narrator
    /// gives it, copied); copying the text and the JSON out once; writing
    /// the JSON to a file.
    static func floors(data: Data, file: URL, narrator: Narrator, json: String, context: Context) throws -> [Double] {
        let read = try context.median {
            let data = try Data(contentsOf: file)
            return (data, data.count)
        }
        let scan = context.median {
            let quotes = data.withUnsafeBytes { bytes in bytes.reduce(0) { $0 &+ ($1 == 0x22 ? 1 : 0) } }
            return (0, quotes)
        }
        let frames = narrator.focusOrder.elements.map { $0.node.frame.map { ($0.y, $0.x) } ?? (0, 0) }
        let order = context.median {
            let sorted = frames.sorted { $0 < $1 }
            return (sorted, sorted.count)
        }
        let speeches = narrator.transcript().events.compactMap { event in
            if case .focus(let focus) = event { focus.utterance.speech } else { nil }
        }
        let speech = context.median {
            let copies = speeches.map { String(decoding: Array($0.utf8), as: UTF8.self) }
            return (copies, copies.count)
        }
        let text = narrator.transcript().text
        let copyText = context.median {
            let copy = Array(text.utf8)
            return (copy, copy.count)
        }
        let copyJSON = context.median {
            let copy = Array(json.utf8)
            return (copy, copy.count)
        }
        let output = context.directory.appendingPathComponent("floor.json").path
        let write = try context.median { (0, try save(json, to: output)) }
        return [read, scan, order, speech, copyText, copyJSON, write, read + scan + order + speech + copyJSON + write]
    }

    /// Writes `text` to the file at `path` as the CLI does, returning the
    /// bytes written.
    static func save(_ text: String, to path: String) throws -> Int {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw BenchError(description: "cannot write \(path)") }
        defer { close(descriptor) }
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                guard written > 0 else { break }
                offset += written
            }
            return offset
        }
    }
}
