import Foundation
import Testing
import Hark
import HarkTestSupport

/// docs/Audit.md documents every rule with a failing and a passing snippet;
/// this reads the page and checks each snippet does what it says.
@Suite("Audit documentation")
struct AuditDocumentationTests {
    struct Snippet: CustomStringConvertible, Sendable {
        var rule: String
        var fails: Bool
        var json: String
        var description: String { "\(rule) \(fails ? "failing" : "passing")" }
    }

    /// The snippets, under the `###`/`####` heading that names their rule.
    static let snippets: [Snippet] = {
        guard let page = try? String(contentsOf: packageRoot.appendingPathComponent("docs/Audit.md"), encoding: .utf8)
        else { return [] }
        var snippets: [Snippet] = [], rule = "", block: (fails: Bool, lines: [String])?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if var open = block {
                if line == "```" {
                    snippets.append(Snippet(rule: rule, fails: open.fails, json: open.lines.joined(separator: "\n")))
                    block = nil
                } else {
                    open.lines.append(String(line))
                    block = open
                }
            } else if line.hasPrefix("### ") || line.hasPrefix("#### ") {
                rule = String(line.drop { $0 == "#" }.dropFirst())
            } else if line == "```json failing" || line == "```json passing" {
                block = (line.hasSuffix("failing"), [])
            }
        }
        return snippets
    }()

    static let sheet =
        #"{"id": "sheet-view", "frame": [0, 444, 390, 400], "children": [{"id": "sheet-body", "label": "Share to", "#
        + #""frame": [16, 460, 358, 30]}, {"id": "sheet-title", "label": "Share", "traits": ["header"], "#
        + #""frame": [16, 500, 358, 30]}]}"#

    @Test func everyRuleHasAFailingAndAPassingSnippet() {
        for rule in Audit.rules {
            #expect(Self.snippets.contains { $0.rule == rule.id && $0.fails }, "\(rule.id) has no failing snippet")
            #expect(Self.snippets.contains { $0.rule == rule.id && !$0.fails }, "\(rule.id) has no passing snippet")
        }
    }

    @Test("Each snippet fires its rule or stays silent", arguments: snippets)
    func snippet(_ snippet: Snippet) throws {
        let children = snippet.json.hasPrefix("[") ? snippet.json : "[" + snippet.json + "]"
        let json =
            ##"{"hark": 1, "screen": {"width": 390, "height": 844}, "root": {"id": "snippet-root", "frame": [0, 0, "##
            + ##"390, 844], "backgroundColor": "#FFFFFF", "children": "##
            + children + #"}, "screens": {"sheet": "# + Self.sheet + "}}"
        let document = try HarkDocument(json: json)
        let findings = try Audit.run(on: document, rules: Audit.rules(named: snippet.rule))
        #expect(findings.isEmpty != snippet.fails, "\(findings.map(\.message))")
    }
}
