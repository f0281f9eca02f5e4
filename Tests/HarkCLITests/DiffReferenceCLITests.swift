import Foundation
import HarkTestSupport
import Testing

/// `hark diff <reference.txt> <tree>`: a transcript reference as the old
/// version, its placeholders and `# partial` read as assertTranscript reads them.
@Suite("hark diff against a reference")
struct DiffReferenceCLITests {
    static func tree(time: String, archive: String = "Archive") -> String {
        #"{"hark": 1, "title": "Inbox", "locale": "en", "root": {"children": ["#
            + #"{"id": "title", "label": "Inbox", "traits": ["header"]}, "#
            + #"{"id": "updated", "label": "Updated at \#(time)", "traits": ["staticText"]}, "#
            + #"{"id": "archive", "label": "\#(archive)", "traits": ["button"]}]}}"#
    }

    static func diff(_ reference: String, _ tree: String, _ options: [String] = []) throws -> CLIResult {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.write("inbox.txt", reference)
        try folder.write("inbox.json", tree)
        let path = { (name: String) in folder.url.appendingPathComponent(name).path }
        return runHark(["diff", path("inbox.txt"), path("inbox.json")] + options)
    }

    @Test func aPlaceholderMatchesTwoRunsWithDifferentTimes() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.write("inbox.json", Self.tree(time: "10:42"))
        let recorded = runHark(["narrate", folder.url.appendingPathComponent("inbox.json").path]).output
        let reference = recorded.replacingOccurrences(of: "10:42", with: #"{{\d{1,2}:\d{2}}}"#)
        #expect(reference != recorded)
        for time in ["10:42", "9:07"] {
            let result = try Self.diff(reference, Self.tree(time: time))
            #expect(result.code == 0, "\(time): \(result.output)\(result.error)")
        }
        // A wrong stop still fails, with its difference.
        let wrong = try Self.diff(reference, Self.tree(time: "9:07", archive: "Delete"), ["--format", "markdown"])
        #expect(wrong.code == 1)
        #expect(wrong.output.contains("Archive"))
        #expect(wrong.output.contains("Delete"))
        #expect(!wrong.output.contains("Updated at"))
        // A partial reference: only the archive button.
        let partial = "# partial\n" + recorded.split(separator: "\n").filter { $0.hasPrefix("3 ") }.joined() + "\n"
        #expect(try Self.diff(partial, Self.tree(time: "1:00")).code == 0)
        #expect(try Self.diff(partial, Self.tree(time: "1:00", archive: "Delete")).code == 1)
    }

    @Test func aBadPlaceholderIsADataError() throws {
        let result = try Self.diff("# Inbox (en)\n1 [title] {{(}}. Heading.\n", Self.tree(time: "1:00"))
        #expect(result.code == 65)
        #expect(result.error.hasPrefix("Error: "))
        #expect(result.error.contains("inbox.txt: line 2 of the reference: the placeholder {{(}}"))
    }
}
