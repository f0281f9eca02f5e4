/// One option of a `hark` subcommand, declared once: its spellings, the
/// placeholder of its value (none for a flag), what `--help` says of it and
/// its default. A subcommand's table of these (``Subcommand/options``) is
/// what its parser accepts (``SubcommandArguments``), what its usage line
/// (``UsageItem``) and its help's OPTIONS section write, and so what
/// docs/CommandLine.md shows.
struct CommandOption: Sendable, Hashable {
    /// Its spellings: `--format`, or `-o` and `--output`. The usage line
    /// writes the first; help writes them all.
    let names: [String]
    /// The placeholder of its value (`format` in `--format <format>`);
    /// `nil` for a flag, which takes no value.
    let value: String?
    /// What `--help` says of it, in its lines there: the one sentence it is
    /// declared with, wrapped at ``helpWidth`` columns beside the column of names.
    let help: [String]
    /// Its default as help words it (`text`), `nil` when it has none; the
    /// help's lines end with `(default: …)`, which a test checks.
    let defaultValue: String?

    /// Whether its value is a file Hark reads (a script or an image), so
    /// that `-` is standard input.
    var readsFile: Bool { value == "script" || value == "image" }

    /// How many columns the help text takes beside the 26 of the names, so
    /// that a help line fits in 78.
    static let helpWidth = 52

    init(_ names: String..., value: String? = nil, default defaultValue: String? = nil, help: String) {
        self.names = names
        self.value = value
        self.help = Self.wrapped(help, width: Self.helpWidth)
        self.defaultValue = defaultValue
    }

    /// An option several subcommands take under one ``Spelling``, described
    /// as this subcommand describes it.
    init(_ spelling: Spelling, default defaultValue: String? = nil, help: String) {
        self.init(spelling.name, value: spelling.value, default: defaultValue, help: help)
    }

    /// `text` in lines of at most `width` columns, broken at spaces (a word
    /// longer than `width` has a line of its own).
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        return lines + [line]
    }

    /// Whether it takes a value.
    var takesValue: Bool { value != nil }

    /// How the usage line writes it: `--format <format>`, `--strict`.
    var usageText: String { (names.first ?? "") + (value.map { " <\($0)>" } ?? "") }

    /// Its lines in the help's OPTIONS section: the names and value in a
    /// column of 24 after two spaces (at least one space after them), the
    /// help beside them and under it.
    var helpLines: [String] {
        let head = names.joined(separator: ", ") + (value.map { " <\($0)>" } ?? "")
        return help.enumerated().map { index, line in
            let column =
                index == 0
                ? head + String(repeating: " ", count: max(24 - head.count, 1)) : String(repeating: " ", count: 24)
            return "  " + column + line
        }
    }

    /// The OPTIONS section of a help: every option's lines, one under another.
    static func helpSection(_ options: [CommandOption]) -> String {
        options.flatMap(\.helpLines).joined(separator: "\n")
    }
}

/// One piece of a usage line after the command and its arguments, each
/// written from its options' declarations.
indirect enum UsageItem: Sendable {
    /// `[--format <format>]`.
    case optional(CommandOption)
    /// `[--rule <rule> ...]`: given as often as wanted.
    case repeated(CommandOption)
    /// `[--gestures <gestures> | --script <script>]`: one or the other.
    case either(CommandOption, CommandOption)
    /// `[--audio <wav> [--captions <vtt>] …]`: options that need the first.
    case with(CommandOption, [UsageItem])
    /// `| --list-rules`: the whole line, or this alone.
    case instead(CommandOption)

    /// The piece as the usage line writes it.
    var text: String {
        switch self {
        case .optional(let option): "[\(option.usageText)]"
        case .repeated(let option): "[\(option.usageText) ...]"
        case .either(let first, let second): "[\(first.usageText) | \(second.usageText)]"
        case .with(let option, let items): "[\(([option.usageText] + items.map(\.text)).joined(separator: " "))]"
        case .instead(let option): "| \(option.usageText)"
        }
    }

    /// The options it writes.
    var options: [CommandOption] {
        switch self {
        case .optional(let option), .repeated(let option), .instead(let option): [option]
        case .either(let first, let second): [first, second]
        case .with(let option, let items): [option] + items.flatMap(\.options)
        }
    }

    /// A usage line: `command` (the subcommand and its arguments) and the items.
    static func line(_ command: String, _ items: [UsageItem]) -> String {
        ([command] + items.map(\.text)).joined(separator: " ")
    }

    /// `[--from <format>] [--keep-all]`: the import options.
    static let importing: [UsageItem] = [.optional(.from), .optional(.keepAll)]
    /// `[--keep-going | --fail-fast]`: the batch options.
    static let batch: [UsageItem] = [.either(.keepGoing, .failFast)]
}
