/// One option of a `hark` subcommand, declared once: its spellings, the
/// placeholder of its value (none for a flag), what `--help` says of it, its
/// default, and how it goes with the others (repeated, one or the other,
/// only with another). A subcommand lists its options once
/// (``Subcommand/options``); from that list come what its parser accepts
/// and checks (``SubcommandArguments``), its usage line (``usageLine(_:_:)``),
/// its help's OPTIONS section with each default, and so docs/CommandLine.md.
struct CommandOption: Sendable, Hashable {
    /// Its spellings: `--format`, or `-o` and `--output`. The usage line
    /// writes the first; help writes them all.
    let names: [String]
    /// The placeholder of its value (`format` in `--format <format>`);
    /// `nil` for a flag, which takes no value.
    let value: String?
    /// What `--help` says of it, in its lines there: the one sentence it is
    /// declared with and `(default: …)`, wrapped at ``helpWidth`` columns
    /// beside the column of names.
    let help: [String]
    /// Its default, `nil` when it has none: the value the command reads when
    /// the option is not given (``SubcommandArguments/valueOrDefault(_:)``),
    /// or words saying what it does then; help ends with `(default: …)`.
    let defaultValue: String?
    /// The way it goes with the others.
    let relation: Relation

    /// How an option goes with the others of its subcommand, which the usage
    /// line writes and the parser checks.
    enum Relation: Sendable, Hashable {
        /// Given at most once: `[--format <format>]`.
        case single
        /// Given as often as wanted: `[--rule <rule> ...]`.
        case repeated
        /// One or the other of it and the option named, never both:
        /// `[--gestures <gestures> | --script <script>]`, written where the
        /// other is.
        case insteadOf(String)
        /// Only with the option named, inside its brackets when that one has
        /// no default: `[--audio <wav> [--captions <vtt>]]`.
        case needs(String)
        /// The whole line, or this alone: `| --list-rules`, last.
        case alone
    }

    /// Whether its value is a file Hark reads (a script or an image), so
    /// that `-` is standard input.
    var readsFile: Bool { value == "script" || value == "image" }

    /// How many columns the help text takes beside the 26 of the names, so
    /// that a help line fits in 78.
    static let helpWidth = 52

    /// The options every subcommand takes, which the usage line leaves out.
    static let globalNames: Set<String> = ["-h", "--help", "--version"]

    init(
        _ names: String..., value: String? = nil, default defaultValue: String? = nil, as relation: Relation = .single,
        help: String
    ) {
        self.names = names
        self.value = value
        self.help = Self.wrapped(help + (defaultValue.map { " (default: \($0))" } ?? ""), width: Self.helpWidth)
        self.defaultValue = defaultValue
        self.relation = relation
    }

    /// An option several subcommands take under one ``Spelling``, described
    /// as this subcommand describes it.
    init(_ spelling: Spelling, default defaultValue: String? = nil, as relation: Relation = .single, help: String) {
        self.init(spelling.name, value: spelling.value, default: defaultValue, as: relation, help: help)
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

    /// Whether it is spelled `name`.
    func isNamed(_ name: String) -> Bool { names.contains(name) }

    /// How the usage line and messages write it: `--format <format>`, `--strict`.
    var usageText: String { usageText(as: names.first ?? "") }

    /// How messages write it as it was given: `-o <out>`.
    func usageText(as name: String) -> String { name + (value.map { " <\($0)>" } ?? "") }

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
