import Foundation
import Testing
@testable import HarkCLI
import HarkTestSupport

/// Each subcommand's options are declared once, in its table
/// (``Subcommand/options``): the parser takes exactly those (and `-h`,
/// `--help` and `--version`, which every subcommand takes), and its usage
/// line, its `--help` and docs/CommandLine.md list exactly those.
@Suite("Option tables")
struct OptionTableTests {
    /// Every option name any subcommand takes, and a few no subcommand does.
    static let everyName = Set(
        HarkCommand.subcommands.flatMap { $0.options.flatMap(\.names) } + ["--frmat", "--verbose", "-x"])

    @Test(arguments: HarkCommand.subcommands.map(\.name))
    func theParserTakesExactlyTheTable(_ name: String) throws {
        let command = try #require(HarkCommand.subcommands.first { $0.name == name })
        let declared = Set(command.options.flatMap(\.names))
        for option in Self.everyName.sorted() {
            let error = runHark([name, option]).error
            let refused = error.contains("Unknown option '\(option)'")
            #expect(
                refused != (declared.contains(option) || ["-h", "--help", "--version"].contains(option)),
                "hark \(name) \(option): \(error)")
        }
    }

    @Test(arguments: HarkCommand.subcommands.map(\.name))
    func helpUsageAndDocsListTheTable(_ name: String) throws {
        let command = try #require(HarkCommand.subcommands.first { $0.name == name })
        let global: Set<String> = ["-h", "--help", "--version"]
        let declared = Set(command.options.flatMap(\.names)).subtracting(global)
        let inHelp = try UsageLineTests.helpOptions(command.help).reduce(into: Set<String>()) { $0.formUnion($1) }
        #expect(inHelp == declared, "hark \(name) --help lists \(inHelp.sorted()), its table \(declared.sorted())")
        #expect(UsageLineTests.options(in: command.usage) == declared.subtracting(["--output"]))
        // -h, --help closes every help's OPTIONS; --version is listed by some.
        #expect(command.options.last?.names == ["-h", "--help"])
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/CommandLine.md"), encoding: .utf8)
        let marker = "\(HelpInDocsTests.marker)\(name) --help -->\n```text\n"
        let block = try #require(page.range(of: marker).map { page[$0.upperBound...].prefix { _ in true } })
        let shown = String(block[..<(block.range(of: "```\n")?.lowerBound ?? block.endIndex)])
        for option in command.options {
            #expect(
                shown.contains(option.helpLines.joined(separator: "\n")),
                "docs/CommandLine.md: hark \(name) --help lacks \(option.names)")
        }
    }

    /// Every option's help is wrapped at its width, so a help line fits in 78
    /// columns, and the words it was declared with are all there.
    @Test func helpIsWrappedToFit() {
        for command in HarkCommand.subcommands {
            for option in command.options {
                #expect(option.help.allSatisfy { $0.count <= CommandOption.helpWidth || !$0.contains(" ") })
                #expect(option.helpLines.allSatisfy { $0.count <= 78 }, "hark \(command.name) \(option.names)")
            }
        }
        let words = CommandOption.wrapped("one two three four", width: 9)
        #expect(words == ["one two", "three", "four"])
        #expect(CommandOption.wrapped("a\nlongword b", width: 3) == ["a", "longword", "b"])
    }

    /// An option several subcommands take has one placeholder everywhere
    /// (its ``CommandOption/Spelling``), but for the two whose value means
    /// another thing in each: `-o <out|output|file>`, `--ignore <aspect|rule>`.
    @Test func aNameSeveralSubcommandsTakeHasOnePlaceholder() {
        var placeholders: [String: Set<String>] = [:]
        for option in HarkCommand.subcommands.flatMap(\.options) {
            for name in option.names { placeholders[name, default: []].insert(option.value ?? "") }
        }
        let several = placeholders.filter { $0.value.count > 1 }.keys.sorted()
        #expect(several == ["--ignore", "--output", "-o"])
        #expect(placeholders["--locale"] == ["locale"])
        #expect(placeholders["--format"] == ["format"])
    }

    /// An option's declared default is the one its help states.
    @Test func defaultsAreTheOnesHelpStates() {
        for command in HarkCommand.subcommands {
            for option in command.options {
                let words = option.help.joined(separator: " ")
                if let value = option.defaultValue {
                    #expect(words.contains("(default: \(value))"), "hark \(command.name) \(option.names)")
                } else {
                    #expect(
                        !words.contains("(default: "),
                        "hark \(command.name) \(option.names) states a default its table lacks")
                }
            }
        }
    }
}
