import Foundation
import Testing
import HarkTestSupport

/// Every relative link in the README and docs/ leads somewhere: the file
/// exists and, for `#anchor`, the page has a heading GitHub gives that
/// anchor. Pages move between the README and docs/; this keeps their links whole.
@Suite("Documentation links")
struct DocsLinkTests {
    /// The README, CHANGELOG and every page under docs/.
    static var pages: [URL] {
        let docs = packageRoot.appendingPathComponent("docs")
        let found =
            (FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
        return ["README.md", "CHANGELOG.md"].map { packageRoot.appendingPathComponent($0) } + found
    }

    /// `text` without its fenced code blocks.
    static func prose(_ text: String) -> [Substring] {
        var inFence = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                return false
            }
            return !inFence
        }
    }

    /// The anchors GitHub gives the headings of `text`: lowercased, only
    /// letters, digits, `-` and `_` kept, spaces as `-`; a repeated one
    /// numbered `-1`, `-2`.
    static func anchors(_ text: String) -> Set<String> {
        var seen: [String: Int] = [:], result: Set<String> = []
        for line in prose(text) where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            let slug = String(
                title.compactMap { character -> Character? in
                    if character == " " { return "-" }
                    return character.isLetter || character.isNumber || character == "-" || character == "_"
                        ? character : nil
                })
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            result.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return result
    }

    /// The targets of the Markdown links `[text](target)` in `line`.
    static func links(in line: Substring) -> [String] {
        var result: [String] = [], rest = line[...]
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            result.append(String(after[..<close]))
            rest = after[close...]
        }
        return result
    }

    @Test(arguments: pages.map { $0.path.replacingOccurrences(of: packageRoot.path + "/", with: "") })
    func everyLinkLeadsSomewhere(_ page: String) throws {
        let file = packageRoot.appendingPathComponent(page)
        let text = try String(contentsOf: file, encoding: .utf8)
        for line in Self.prose(text) {
            for target in Self.links(in: line) where !target.contains("://") && !target.hasPrefix("mailto:") {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0]), anchor = parts.count > 1 ? String(parts[1]) : nil
                let destination =
                    path.isEmpty
                    ? file : file.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                guard FileManager.default.fileExists(atPath: destination.path) else {
                    Issue.record("\(page): the link (\(target)) leads to no file")
                    continue
                }
                if let anchor, destination.pathExtension == "md" {
                    let headings = Self.anchors(try String(contentsOf: destination, encoding: .utf8))
                    #expect(
                        headings.contains(anchor),
                        "\(page): the link (\(target)) names no heading of \(destination.lastPathComponent)")
                }
            }
        }
    }

    @Test func anchorsAreGitHubs() {
        let text =
            "# Hearing a session: `--audio`\n## Your app's own strings\n```\n# not a heading\n```\n## Checks\n## "
            + "Checks\n"
        #expect(Self.anchors(text) == ["hearing-a-session---audio", "your-apps-own-strings", "checks", "checks-1"])
    }
}
