import Foundation
import Hark

/// `hark narrate <file> [--format text|json] [--locale L] [--no-hints]`.
enum NarrateCommand {
    enum Format: String, CaseIterable {
        case text
        case json
    }

    struct Options {
        var file: String?
        var format = Format.text
        var locale: String?
        var speakHints: Bool?
    }

    static func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        var options = Options()
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                guard options.file == nil else { throw CommandFailure.usage(message: "Unexpected argument '\(argument)'") }
                options.file = argument
                continue
            }
            let (name, inlineValue) = split(argument)
            switch name {
            case "--":
                optionsEnded = true
            case "-h", "--help":
                console.writeOutput(HelpText.narrate)
                return .success
            case "--version":
                console.writeOutput(HelpText.version + "\n")
                return .success
            case "--no-hints":
                guard inlineValue == nil else { throw CommandFailure.usage(message: "The flag '--no-hints' takes no value") }
                options.speakHints = false
            case "--format":
                let value = try value(of: name, inline: inlineValue, remaining: &remaining)
                guard let format = Format(rawValue: value) else {
                    throw CommandFailure.usage(message: "The value '\(value)' is invalid for '--format <format>'; expected text or json")
                }
                options.format = format
            case "--locale":
                let value = try value(of: name, inline: inlineValue, remaining: &remaining)
                guard !value.isEmpty, value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
                    throw CommandFailure.usage(message: "The value '\(value)' is invalid for '--locale <locale>'; expected a language such as en, de or pt-BR")
                }
                options.locale = value
            default:
                let known = ["--format", "--locale", "--no-hints", "--help", "--version"]
                let suggestion = NameSuggestion.nearest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
                throw CommandFailure.usage(message: "Unknown option '\(name)'" + suggestion)
            }
        }
        guard let file = options.file else { throw CommandFailure.usage(message: "Missing expected argument '<file>'") }
        return try narrate(file: file, options: options, console: console)
    }

    private static func narrate(file: String, options: Options, console: Console) throws(CommandFailure) -> ExitCode {
        let name = file == "-" ? "<stdin>" : file
        let data = try InputFile.read(file, console: console)
        let document: HarkDocument
        do {
            document = try HarkDocument(jsonData: data)
        } catch {
            throw CommandFailure(code: .dataError, usage: HelpText.narrateUsage, message: "\(name): \(error)")
        }
        let narrator: Narrator
        do {
            // The path is relative to the sample file (to the current folder for stdin).
            let folder = file == "-" ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath) : URL(fileURLWithPath: file).deletingLastPathComponent()
            let appStrings = try AppStrings(for: document, sampleFolder: folder)
            narrator = try Narrator(document: document, options: NarrationOptions(locale: options.locale, speakHints: options.speakHints), appStrings: appStrings)
        } catch {
            switch error.kind {
            case .stringTables: throw CommandFailure(code: .software, usage: HelpText.narrateUsage, message: error.message)
            case .appStrings: throw CommandFailure(code: .dataError, usage: HelpText.narrateUsage, message: "\(name): \(error.message)")
            }
        }
        for warning in narrator.warnings { console.writeError("Warning: \(warning)\n") }
        let transcript = narrator.transcript()
        console.writeOutput(options.format == .json ? transcript.json : transcript.text)
        return .success
    }

    /// `--name=value` → ("--name", "value").
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func value(of name: String, inline: String?, remaining: inout ArraySlice<String>) throws(CommandFailure) -> String {
        if let inline { return inline }
        guard let next = remaining.first, !next.hasPrefix("--") else {
            throw CommandFailure.usage(message: "Missing value for '\(name) <\(name.dropFirst(2))>'")
        }
        remaining = remaining.dropFirst()
        return next
    }
}
