/// One `hark` subcommand: its name, its line in `hark --help`, its usage and
/// help, and how it runs. Each is registered once, in
/// ``HarkCommand/subcommands``, from which the dispatch, `hark --help`'s
/// SUBCOMMANDS list, `hark help <subcommand>` and a usage error's pointer to
/// help all come.
protocol Subcommand: Sendable {
    /// The word that runs it: `hark <name>`.
    var name: String { get }
    /// What `hark --help` says of it: lines of at most 54 columns, which
    /// the SUBCOMMANDS list indents after the name.
    var summary: [String] { get }
    /// Its options, each once, in the order its usage line and help list
    /// them: what its parser accepts (besides `-h`, `--help` and
    /// `--version`, which every subcommand takes) and checks, and what its
    /// usage line and help write.
    var options: [CommandOption] { get }
    /// The usage line's start: `hark <name>` and its arguments
    /// (`hark diff <old> <new>`).
    var synopsis: String { get }
    /// What `hark <name> --help` and `hark help <name>` print.
    var help: String { get }
    /// Runs it with the arguments after its name.
    func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode
}

extension Subcommand {
    /// The usage line a usage error prints and help shows: the
    /// ``synopsis`` and the ``options`` (``CommandOption/usageLine(_:_:)``).
    var usage: String { CommandOption.usageLine(synopsis, options) }

    /// The arguments after the subcommand's name, read against its
    /// ``options``; `nil` when they ask for help or the version, which this
    /// has then printed. `files`: how many files it names (one but for
    /// `hark parity`'s and `hark diff`'s two).
    func parse(_ arguments: [String], console: Console, files: Int = 1) throws(CommandFailure) -> SubcommandArguments? {
        let parsed = try SubcommandArguments(arguments, options: options, usage: usage, files: files)
        return parsed.answeredHelpOrVersion(help, console: console) ? nil : parsed
    }
}
