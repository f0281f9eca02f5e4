import Foundation
import Hark

/// The `hark` command line: parses the arguments, runs a subcommand, and
/// returns the exit code. Output goes through a ``Console``, so tests can
/// run it in-process.
package enum HarkCommand {
    package static func run(_ arguments: [String], console: Console = .standard) -> ExitCode {
        let code: ExitCode
        do {
            code = try dispatch(arguments, console: console)
        } catch {
            console.writeError("Error: \(error.message)\n")
            if error.code == .usage {
                let helpCommand = [HelpText.narrateUsage: "hark narrate --help", HelpText.namesUsage: "hark names --help",
                                   HelpText.auditUsage: "hark audit --help",
                                   HelpText.pictureUsage: "hark picture --help", HelpText.convertUsage: "hark convert --help"][error.usage] ?? "hark --help"
                console.writeError("Usage: \(error.usage)\n  See '\(helpCommand)' for more information.\n")
            }
            return error.code
        }
        // A reader gone from the pipe (`| head -1`) is no error worth a word.
        if let failure = console.outputFailure() {
            if !failure.isBrokenPipe { console.writeError("Error: cannot write to standard output: \(failure.reason)\n") }
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
            switch arguments.dropFirst().first {
            case nil: console.writeOutput(HelpText.root)
            case "narrate", "speak": console.writeOutput(HelpText.narrate)
            case "names": console.writeOutput(HelpText.names)
            case "audit": console.writeOutput(HelpText.audit)
            case "picture": console.writeOutput(HelpText.picture)
            case "convert": console.writeOutput(HelpText.convert)
            case let other?: throw CommandFailure.usage(message: "Unknown subcommand '\(NameSuggestion.cut(other))'", usage: HelpText.rootUsage)
            }
        case "narrate":
            return try NarrateCommand.run(Array(arguments.dropFirst()), console: console)
        case "speak":
            return try NarrateCommand.run(Array(arguments.dropFirst()), console: console, speaking: true)
        case "names":
            return try NamesCommand.run(Array(arguments.dropFirst()), console: console)
        case "audit":
            return try AuditCommand.run(Array(arguments.dropFirst()), console: console)
        case "picture":
            return try PictureCommand.run(Array(arguments.dropFirst()), console: console)
        case "convert":
            return try ConvertCommand.run(Array(arguments.dropFirst()), console: console)
        default:
            let hint = "Unknown \(first.hasPrefix("-") ? "option" : "subcommand") '\(NameSuggestion.cut(first))'"
            throw CommandFailure.usage(message: hint + (first.hasPrefix("-") ? "" : "; the subcommands are 'narrate', 'speak', 'names', 'audit', 'picture' and 'convert'"), usage: HelpText.rootUsage)
        }
        return .success
    }
}
