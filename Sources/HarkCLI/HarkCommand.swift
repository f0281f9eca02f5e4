import Foundation
import Hark

/// The `hark` command line: parses the arguments, runs a subcommand, and
/// returns the exit code. Output goes through a ``Console``, so tests can
/// run it in-process.
package enum HarkCommand {
    /// Every subcommand, in the order `hark --help` lists them. Add a
    /// subcommand here.
    static let subcommands: [any Subcommand] = [
        NarrateCommand(), SpeakCommand(), NamesCommand(), AuditCommand(), PictureCommand(), ConvertCommand(),
        ParityCommand(), RecordCommand(), RecordingCommand(), WordsCommand(), DiffCommand(),
    ]

    package static func run(_ arguments: [String], console: Console = .standard) -> ExitCode {
        let code: ExitCode
        do {
            code = try dispatch(arguments, console: console)
        } catch {
            console.writeMessage("Error", error.message)
            if error.code == .usage {
                let helpCommand =
                    subcommands.first { $0.usage == error.usage }.map { "hark \($0.name) --help" } ?? "hark --help"
                console.writeError("Usage: \(error.usage)\n  See '\(helpCommand)' for more information.\n")
            }
            return error.code
        }
        // A reader gone from the pipe (`| head -1`) is no error worth a word.
        if let failure = console.outputFailure() {
            if !failure.isBrokenPipe {
                console.writeMessage("Error", "cannot write to standard output: \(failure.reason)")
            }
            return .ioError
        }
        return code
    }

    private static func dispatch(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        guard let first = arguments.first else {
            console.writeOutput(HelpText.root)
            return .success
        }
        switch first {
        case "-h", "--help":
            console.writeOutput(HelpText.root)
        case "--version":
            console.writeOutput(HelpText.version + "\n")
        case "help":
            guard let name = arguments.dropFirst().first else {
                console.writeOutput(HelpText.root)
                return .success
            }
            guard let command = subcommands.first(where: { $0.name == name }) else {
                throw CommandFailure.usage(
                    message: "Unknown subcommand '\(NameSuggestion.cut(name))'", usage: HelpText.rootUsage)
            }
            console.writeOutput(command.help)
        default:
            if let command = subcommands.first(where: { $0.name == first }) {
                return try command.run(Array(arguments.dropFirst()), console: console)
            }
            let hint = "Unknown \(first.hasPrefix("-") ? "option" : "subcommand") '\(NameSuggestion.cut(first))'"
            throw CommandFailure.usage(
                message: hint + (first.hasPrefix("-") ? "" : "; the subcommands are " + namesInWords),
                usage: HelpText.rootUsage)
        }
        return .success
    }

    /// The subcommands' names quoted, as a sentence lists them: 'narrate',
    /// 'speak' … and 'convert'.
    private static var namesInWords: String {
        let quoted = subcommands.map { "'\($0.name)'" }
        return quoted.dropLast().joined(separator: ", ") + (quoted.count > 1 ? " and " : "") + (quoted.last ?? "")
    }
}
