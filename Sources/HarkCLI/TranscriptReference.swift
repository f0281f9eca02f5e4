import Foundation
import Hark

/// `hark diff <reference.txt> <new>`: a transcript reference, as
/// assertTranscript records it (text, starting with its `# ` header), as
/// the old version. The new tree's transcript is compared with it as
/// assertTranscript compares: its placeholders and a `# partial` marker
/// read by ``TranscriptPattern``, so that what they tolerate is no change,
/// and what differs is reported stop by stop as between two trees (no
/// audit findings: a reference has none).
struct TranscriptReference {
    let text: String
    let file: String
    let usage: String

    /// Whether `data` is a transcript reference: text starting with `# `,
    /// which no tree format Hark reads does.
    static func isReference(_ data: Data) -> Bool { data.starts(with: Array("# ".utf8)) }

    init(_ data: Data, file: String, usage: String) {
        text = String(decoding: data, as: UTF8.self)
        self.file = file == "-" ? "<stdin>" : file
        self.usage = usage
    }

    /// Compares `narrator`'s transcript (named `name`) with the reference
    /// and writes the differences in `format`: 1 when there are any.
    func compare(
        with narrator: Narrator, name: String, format: DiffCommand.Format, ignoring: Set<TranscriptDiff.Aspect>,
        console: Console
    ) throws(CommandFailure) -> ExitCode {
        guard format != .html else {
            throw CommandFailure.usage(
                message: "'--format html' draws two trees; '\(file)' is a transcript reference", usage: usage)
        }
        let actual = narrator.transcript().text
        var compared = (expected: text, actual: actual)
        if TranscriptPattern.isPattern(text) {
            do {
                compared = try TranscriptPattern(reference: text).resolve(against: actual)
            } catch {
                throw CommandFailure(code: .dataError, usage: usage, message: "\(file): \(error)")
            }
        }
        let old = TranscriptDiff.stops(inText: compared.expected), new = TranscriptDiff.stops(inText: compared.actual)
        var diff = TranscriptDiff(old: old, new: new, ignoring: ignoring.union([.findings]))
        diff.title = narrator.document.title
        diff.locale = narrator.locale
        switch format {
        case .text, .html: console.writeOutput(diff.text(old: file, new: name))
        case .json: console.writeOutput(diff.json(old: file, new: name))
        case .markdown: console.writeOutput(diff.markdown(old: file, new: name))
        }
        guard compared.expected != compared.actual else { return .success }
        if !diff.hasChanges {
            console.writeMessage(
                "Note", "the transcript differs from \(file) outside its stops (its header, announcements)")
        }
        return .findings
    }
}
