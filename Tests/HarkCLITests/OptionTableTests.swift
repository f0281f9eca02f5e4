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

    /// Help states an option's declared default, written once: its help ends
    /// with `(default: …)` exactly when it has one.
    @Test func helpStatesTheDeclaredDefault() {
        for command in HarkCommand.subcommands {
            for option in command.options {
                let words = option.help.joined(separator: " ")
                if let value = option.defaultValue {
                    #expect(words.hasSuffix(" (default: \(value))"), "hark \(command.name) \(option.names)")
                }
                #expect(
                    words.components(separatedBy: "(default: ").count == (option.defaultValue == nil ? 1 : 2),
                    "hark \(command.name) \(option.names) states a default once, its declared one")
            }
        }
        let option = CommandOption("--wait", value: "seconds", default: "10", help: "The most to wait.")
        #expect(option.helpLines == ["  --wait <seconds>        The most to wait. (default: 10)"])
    }

    /// A command reads an option it is not given as its declared default.
    @Test func anOptionNotGivenIsItsDeclaredDefault() throws {
        let audit = try SubcommandArguments(["a.json"], options: AuditCommand().options, usage: "")
        #expect(try audit.choice(.auditFormat, of: AuditCommand.Format.self) == .text)
        let picture = try SubcommandArguments(["a.json"], options: PictureCommand().options, usage: "")
        #expect(try PictureCommand.format(picture) == .html)
        let narrate = try SubcommandArguments(["a.json"], options: NarrateCommand().options, usage: "")
        #expect(narrate.valueOrDefault(.gap) == "0.75")
        #expect(narrate.value(.gap) == nil)
        #expect(try narrate.number(.rate, expected: "") { _ in true } == 1)
        let given = try SubcommandArguments(
            ["a.json", "--audio", "a.wav", "--rate", "2"], options: NarrateCommand().options, usage: "")
        #expect(try given.number(.rate, expected: "") { _ in true } == 2)
    }

    /// The usage line is written from the options' list and their relations.
    @Test func theUsageLineIsWrittenFromTheList() {
        let host = CommandOption("--audio", value: "wav", help: "Sound.")
        let inside = CommandOption("--rate", value: "rate", default: "1", as: .needs("--audio"), help: "Rate.")
        let options = [
            CommandOption("--format", value: "format", default: "text", help: "Format."),
            CommandOption("--rule", value: "rule", as: .repeated, help: "Rule."),
            CommandOption("--gestures", value: "gestures", help: "Gestures."),
            CommandOption("--script", value: "script", as: .insteadOf("--gestures"), help: "Script."),
            CommandOption("--list", as: .alone, help: "List."), host, inside, .help,
        ]
        #expect(
            CommandOption.usageLine("hark x <file>", options)
                == "hark x <file> [--format <format>] [--rule <rule> ...] [--gestures <gestures> | --script <script>] "
                + "[--audio <wav> [--rate <rate>]] | --list")
        // With a default, the option is always there: what needs it stands on its own.
        let always = CommandOption("--audio", value: "wav", default: "x.wav", help: "Sound.")
        #expect(CommandOption.usageLine("hark y", [always, inside]) == "hark y [--audio <wav>] [--rate <rate>]")
    }
}
