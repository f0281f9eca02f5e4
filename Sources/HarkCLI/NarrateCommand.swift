import Foundation
import Hark

/// `hark narrate <file> [--format text|json] [--locale L] [--no-hints]`.
enum NarrateCommand {
    struct Options {
        var json = false
        var locale: String?
        var speakHints: Bool?
        var reduceMotion: Bool?
        var gestures: String?
        var script: String?
        /// `--audio` and its options (always for `hark speak`).
        var audio: AudioOutput?
        /// `--strict`: any warning fails the run (exit 65).
        var strict = false
    }

    static func run(_ arguments: [String], console: Console, speaking: Bool = false) throws(CommandFailure) -> ExitCode {
        let parsed = try SubcommandArguments(arguments, valueOptions: ["--format", "--locale", "--gestures", "--script"] + AudioOutput.names,
                                             flags: ["--no-hints", "--reduce-motion", "--strict"], usage: HelpText.narrateUsage)
        if parsed.answeredHelpOrVersion(HelpText.narrate, console: console) { return .success }
        let options = Options(
            json: try parsed.isJSON(), locale: try parsed.locale(),
            speakHints: parsed.flags.contains("--no-hints") ? false : nil,
            reduceMotion: parsed.flags.contains("--reduce-motion") ? true : nil,
            gestures: parsed.values["--gestures"], script: parsed.values["--script"],
            audio: try AudioOutput.parse(parsed, speaking: speaking), strict: parsed.flags.contains("--strict"))
        _ = try parsed.requiredFile()
        if options.gestures != nil && options.script != nil {
            throw parsed.fail("Give '--gestures' or '--script', not both")
        }
        return try narrate(parsed, options: options, console: console)
    }

    private static func narrate(_ parsed: SubcommandArguments, options: Options, console: Console) throws(CommandFailure) -> ExitCode {
        let input = try SampleInput(parsed, console: console)
        Teardown.keep(input)
        let gestures = try self.gestures(options, console: console)
        let narration = NarrationOptions(locale: options.locale, speakHints: options.speakHints, reduceMotion: options.reduceMotion)
        let format: TranscriptFormat = options.json ? .json : .text
        if gestures == nil, options.audio == nil {
            // Each element is written as it is spoken: no transcript is kept.
            let narrator = try input.run { () throws(NarrationError) in
                try Narrator(document: input.document, options: narration, appStrings: input.appStrings)
            }
            Teardown.keep(narrator)
            let warnings = narrator.warnings
            for warning in warnings { console.writeError("Warning: \(warning)\n") }
            narrator.narrate(as: format, to: console.writeOutputBytes)
            try failIfStrict(options, warnings: warnings, input: input)
            return .success
        }
        let (transcript, warnings) = try input.run { () throws(NarrationError) in
            if let gestures {
                var navigator = try Navigator(document: input.document, options: narration, appStrings: input.appStrings)
                navigator.perform(gestures)
                Teardown.keep(navigator)
                return (navigator.transcript, navigator.warnings)
            }
            let narrator = try Narrator(document: input.document, options: narration, appStrings: input.appStrings)
            Teardown.keep(narrator)
            return (narrator.transcript(), narrator.warnings)
        }
        Teardown.keep(transcript)
        // The document's own mistakes found on the way (warning events) go to
        // standard error too.
        let found = warnings + transcript.events.compactMap { event in
            if case .warning(let warning) = event { warning } else { nil }
        }
        for warning in found { console.writeError("Warning: \(warning)\n") }
        try options.audio?.write(transcript, console: console)
        transcript.write(as: format, to: console.writeOutputBytes)
        try failIfStrict(options, warnings: found, input: input)
        return .success
    }

    /// `--strict` makes any warning an error, after the output is written.
    private static func failIfStrict(_ options: Options, warnings: [String], input: SampleInput) throws(CommandFailure) {
        if options.strict, !warnings.isEmpty {
            throw CommandFailure(code: .dataError, usage: HelpText.narrateUsage,
                                 message: "\(input.name): --strict: \(warnings.count) warning\(warnings.count == 1 ? "" : "s")")
        }
    }

    /// The gestures of `--gestures` or `--script`, or `nil` for the default
    /// flick through the screen.
    private static func gestures(_ options: Options, console: Console) throws(CommandFailure) -> [Navigator.Gesture]? {
        try gestures(text: options.gestures, script: options.script, usage: HelpText.narrateUsage, console: console)
    }

    /// The gestures of `--gestures` (`text`) or of the `--script` file, or
    /// `nil` when neither is given; errors carry `usage`.
    static func gestures(text: String?, script: String?, usage: String, console: Console) throws(CommandFailure) -> [Navigator.Gesture]? {
        if let text {
            do {
                return try Navigator.Gesture.parse(text, location: { "--gestures, gesture \($0)" })
            } catch {
                throw CommandFailure.usage(message: error.description, usage: usage)
            }
        }
        guard let script else { return nil }
        let data = try InputFile.read(script, usage: usage, console: console)
        do {
            return try Navigator.Gesture.parse(script: String(decoding: data, as: UTF8.self))
        } catch {
            throw CommandFailure(code: .dataError, usage: usage, message: "\(script): \(error.description)")
        }
    }
}
