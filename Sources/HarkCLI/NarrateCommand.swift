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
        var gestures: String?
        var script: String?
        var reduceMotion: Bool?
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
            case "--reduce-motion":
                guard inlineValue == nil else { throw CommandFailure.usage(message: "The flag '--reduce-motion' takes no value") }
                options.reduceMotion = true
            case "--gestures":
                options.gestures = try value(of: name, inline: inlineValue, remaining: &remaining)
            case "--script":
                options.script = try value(of: name, inline: inlineValue, remaining: &remaining)
            case "--locale":
                let value = try value(of: name, inline: inlineValue, remaining: &remaining)
                guard !value.isEmpty, value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
                    throw CommandFailure.usage(message: "The value '\(value)' is invalid for '--locale <locale>'; expected a language such as en, de or pt-BR")
                }
                options.locale = value
            default:
                let known = ["--format", "--locale", "--no-hints", "--reduce-motion", "--gestures", "--script", "--help", "--version"]
                let suggestion = NameSuggestion.nearest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
                throw CommandFailure.usage(message: "Unknown option '\(name)'" + suggestion)
            }
        }
        guard let file = options.file else { throw CommandFailure.usage(message: "Missing expected argument '<file>'") }
        if options.gestures != nil && options.script != nil {
            throw CommandFailure.usage(message: "Give '--gestures' or '--script', not both")
        }
        return try narrate(file: file, options: options, console: console)
    }

    private static func narrate(file: String, options: Options, console: Console) throws(CommandFailure) -> ExitCode {
        let input = try SampleInput(file: file, usage: HelpText.narrateUsage, console: console)
        let gestures = try self.gestures(options, console: console)
        let narration = NarrationOptions(locale: options.locale, speakHints: options.speakHints, reduceMotion: options.reduceMotion)
        let (transcript, warnings) = try input.run { () throws(NarrationError) in
            if let gestures {
                var navigator = try Navigator(document: input.document, options: narration, appStrings: input.appStrings)
                return (navigator.perform(gestures), navigator.warnings)
            }
            let narrator = try Narrator(document: input.document, options: narration, appStrings: input.appStrings)
            return (narrator.transcript(), narrator.warnings)
        }
        for warning in warnings { console.writeError("Warning: \(warning)\n") }
        console.writeOutput(options.format == .json ? transcript.json : transcript.text)
        return .success
    }

    /// The gestures of `--gestures` or `--script`, or `nil` for the default
    /// flick through the screen.
    private static func gestures(_ options: Options, console: Console) throws(CommandFailure) -> [Gesture]? {
        if let text = options.gestures {
            do {
                return try Gesture.parse(text, location: { "--gestures, gesture \($0)" })
            } catch {
                throw CommandFailure.usage(message: error.description)
            }
        }
        guard let script = options.script else { return nil }
        let data = try InputFile.read(script, console: console)
        do {
            return try Gesture.parse(script: String(decoding: data, as: UTF8.self))
        } catch {
            throw CommandFailure(code: .dataError, usage: HelpText.narrateUsage, message: "\(script): \(error.description)")
        }
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
