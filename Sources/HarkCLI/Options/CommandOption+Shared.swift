import Hark

/// The options several subcommands share: the import and batch options,
/// help and the version, and the text-or-JSON format; and the spellings of
/// those each describes its own way.
extension CommandOption {
    /// The name and placeholder of an option that several subcommands take,
    /// each with its own help (`--locale <locale>`): declared once here, so
    /// that no subcommand spells it differently, and a lookup with one
    /// subcommand's declaration (``SubcommandArguments/locale()``) finds it
    /// under any other's.
    struct Spelling: Sendable {
        /// Its name: `--locale`.
        let name: String
        /// The placeholder of its value (`locale`), `nil` for a flag.
        let value: String?

        static let format = Spelling(name: "--format", value: "format")
        static let locale = Spelling(name: "--locale", value: "locale")
        static let reduceMotion = Spelling(name: "--reduce-motion", value: nil)
        static let gestures = Spelling(name: "--gestures", value: "gestures")
        static let script = Spelling(name: "--script", value: "script")
        static let strict = Spelling(name: "--strict", value: nil)
        static let audio = Spelling(name: "--audio", value: "wav")
    }

    /// `--format`: text (the default) or json.
    static let textOrJSON = CommandOption(
        .format, default: "text", help: "The output format: text or json.")

    /// `--from`: the import format (``SampleInput``), which every command that reads a tree takes.
    static let from = CommandOption(
        "--from", value: "format", default: "auto, told from the content",
        help: "The file's format: \(importFormats).")

    /// The values `--from` takes, every ``ImportFormat``: `auto, hark, …, idb or accessibilitysnapshot`.
    static let importFormats: String = {
        let names = ImportFormat.allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }()

    /// `--keep-all`: keep what VoiceOver cannot reach in an imported dump.
    static let keepAll = CommandOption(
        "--keep-all",
        help: """
            Keep what VoiceOver cannot reach in an imported dump: the keyboard, the status bar,
            elements that are invisible, off the screen or of zero size.
            """)

    /// The import options, which every command that reads a tree takes.
    static let importing = [from, keepAll]

    /// `--keep-going`: a batch goes on after a file that fails (``BatchRunner``).
    static let keepGoing = CommandOption(
        "--keep-going",
        help: "With several files, go on after a file that fails: report every file. (default)")

    /// `--fail-fast`: a batch stops at the first file that fails.
    static let failFast = CommandOption(
        "--fail-fast", as: .insteadOf("--keep-going"),
        help: "With several files, stop at the first file whose exit status is not 0.")

    /// The batch options, which every command that reads several files takes.
    static let batch = [keepGoing, failFast]

    /// `--version`, which every subcommand takes; some list it.
    static let version = CommandOption("--version", help: "Show the version.")

    /// `-h`, `--help`, which every subcommand takes and lists last.
    static let help = CommandOption("-h", "--help", help: "Show help information.")

    /// `--strict` as narrate and speak describe it.
    static let strictWarnings = CommandOption(
        .strict,
        help: """
            Exit 65 when there is any warning (a language without words, a screenChanged target not
            on screen…); warnings always go to standard error.
            """)

    /// `--reduce-motion` as narrate and speak describe it.
    static let reduceMotion = CommandOption(
        .reduceMotion,
        help: "Start with Reduce Motion on: animations run their reduced alternative or the standard cross-fade.")

    /// `--gestures` as narrate and speak describe it.
    static let gestures = CommandOption(
        .gestures,
        help: "Gestures to perform, separated by spaces or commas, for example \"next next activate escape\".")

    /// `--script` as narrate and speak describe it.
    static let script = CommandOption(
        .script, as: .insteadOf(Spelling.gestures.name),
        help: "A file of gestures: one a line, '#' outside quotes starts a comment.")
}
