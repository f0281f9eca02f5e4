import Foundation
import Testing
@testable import HarkCLI
import HarkTestSupport

/// The help the README and docs/ show is `hark`'s own. A fenced block after
/// a line `<!-- output of: hark ARGUMENTS -->` holds exactly what `hark
/// ARGUMENTS` prints; `HARK_RECORD=all swift test --filter HelpInDocs`
/// rewrites every such block from the help text (then read the diff).
@Suite("Help in the documentation")
struct HelpInDocsTests {
    static let marker = "<!-- output of: hark "

    /// `markdown` with every marked block replaced by what `hark` prints now.
    static func regenerate(_ markdown: String) throws -> String {
        var result = "", rest = markdown[...]
        while let start = rest.range(of: marker) {
            let end = try #require(
                rest.range(of: " -->\n", range: start.upperBound..<rest.endIndex), "a marker is not closed")
            let arguments = rest[start.upperBound..<end.lowerBound].split(separator: " ").map(String.init)
            result += rest[..<end.upperBound]
            rest = rest[end.upperBound...]
            let open = "```text\n", close = "```\n"
            try #require(
                rest.hasPrefix(open),
                "a fenced ```text block must follow '\(marker)\(arguments.joined(separator: " ")) -->'")
            let closing = try #require(
                rest.range(
                    of: "\n" + close, range: rest.index(rest.startIndex, offsetBy: open.count - 1)..<rest.endIndex))
            let run = runHark(arguments)
            #expect(run.code == 0 && run.error.isEmpty, "hark \(arguments.joined(separator: " ")) failed: \(run.error)")
            result += open + run.output + close
            rest = rest[closing.upperBound...]
        }
        return result + rest
    }

    /// The README and every page under docs/.
    static var documents: [URL] {
        let docs = packageRoot.appendingPathComponent("docs")
        let pages =
            (FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
        return [packageRoot.appendingPathComponent("README.md")] + pages
    }

    @Test func everyHelpBlockIsWhatHarkPrints() throws {
        for file in Self.documents {
            let text = try String(contentsOf: file, encoding: .utf8)
            let fresh = try Self.regenerate(text)
            guard fresh != text else { continue }
            let name = file.path.replacingOccurrences(of: packageRoot.path + "/", with: "")
            if ProcessInfo.processInfo.environment["HARK_RECORD"] == "all" {
                try Data(fresh.utf8).write(to: file)
                Issue.record("Rewrote the help in \(name) from hark's help text; read the diff before committing it.")
            } else {
                let command = "HARK_RECORD=all swift test --filter HelpInDocs"
                Issue.record("The help in \(name) is not what hark prints: run \(command) and read the diff.")
            }
        }
    }

    /// docs/CommandLine.md shows `hark --help` and every subcommand's help;
    /// the README shows `hark --help`.
    @Test func everySubcommandsHelpIsShown() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/CommandLine.md"), encoding: .utf8)
        for command in HarkCommand.subcommands {
            #expect(
                page.contains("\(Self.marker)\(command.name) --help -->\n"),
                "docs/CommandLine.md has no block '\(Self.marker)\(command.name) --help -->'")
        }
        #expect(page.contains("\(Self.marker)--help -->\n"))
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("\(Self.marker)--help -->\n"))
    }

    /// A block that drifted is found: the check is no formality.
    @Test func aDriftedBlockIsRewritten() throws {
        let stale = "Intro\n\(Self.marker)names --help -->\n```text\nUSAGE: hark names <file>\n```\nAfter\n"
        let fresh = try Self.regenerate(stale)
        #expect(fresh != stale)
        #expect(
            fresh
                == "Intro\n\(Self.marker)names --help -->\n```text\n\(runHark(["names", "--help"]).output)```\nAfter\n")
        #expect(try Self.regenerate(fresh) == fresh)
        // An empty block is filled, and the next block is left to its own marker.
        let empty = "\(Self.marker)--version -->\n```text\n```\nBetween\n\(Self.marker)--version -->\n```text\n```\n"
        let version = runHark(["--version"]).output
        #expect(
            try Self.regenerate(empty)
                == "\(Self.marker)--version -->\n```text\n\(version)```\nBetween\n\(Self.marker)--version "
                + "-->\n```text\n\(version)```\n"
        )
    }
}

/// Every option a subcommand's help lists is in the usage line its errors
/// print, and the other way round, and the parser takes each one.
@Suite("Usage lines")
struct UsageLineTests {
    /// The options (`--name`, `-o`) written in `text`.
    static func options(in text: some StringProtocol) -> Set<String> {
        var found: Set<String> = []
        for word in text.split(whereSeparator: { " [](),|=<>".contains($0) })
        where word.hasPrefix("-") && word.count > 1 {
            let name = word.drop { $0 == "-" }
            if let first = name.first, first.isLetter, name.allSatisfy({ $0.isLetter || $0 == "-" }) {
                found.insert(String(word))
            }
        }
        return found
    }

    /// The options of the help's OPTIONS section, each with its aliases
    /// (`-o, --output <out>`), without help and the version.
    static func helpOptions(_ help: String) throws -> [Set<String>] {
        let start = try #require(help.range(of: "\nOPTIONS:\n"))
        var lines: [Set<String>] = []
        for line in help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty { break }
            guard line.hasPrefix("  -") else { continue }
            // The names and value before the description, two spaces on.
            let head = line.dropFirst(2).components(separatedBy: "  ").first ?? ""
            let names = options(in: head)
            if !names.contains("--help"), !names.contains("--version") { lines.append(names) }
        }
        return lines
    }

    @Test(arguments: HarkCommand.subcommands.map(\.name))
    func theUsageLineListsEveryOption(_ name: String) throws {
        let command = try #require(HarkCommand.subcommands.first { $0.name == name })
        let inHelp = try Self.helpOptions(command.help)
        let inUsage = Self.options(in: command.usage)
        #expect(!inHelp.isEmpty)
        for names in inHelp {
            #expect(
                !names.isDisjoint(with: inUsage),
                "hark \(name): \(names.sorted()) is in --help but not in the usage line")
        }
        let listed = inHelp.reduce(into: Set<String>()) { $0.formUnion($1) }
        #expect(
            inUsage.subtracting(listed).isEmpty,
            "hark \(name): the usage line has \(inUsage.subtracting(listed).sorted()), which --help does not list")
        #expect(command.help.contains("USAGE: \(command.usage)\n"))
        for option in listed {
            let error = runHark([name, option]).error
            #expect(!error.contains("Unknown option"), "hark \(name) does not take \(option): \(error)")
        }
    }
}
