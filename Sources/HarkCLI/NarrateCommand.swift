import Foundation
import Hark

/// `hark narrate <file> [--format text|json] [--locale L] [--no-hints]`.
struct NarrateCommand: Subcommand {
    let name = "narrate"
    let summary = [
        "Speak a screen element by element, as VoiceOver does",
        "when you flick right; with --audio, as sound.",
    ]
    /// The options it takes: narrate's, or speak's when `hark speak` runs it.
    var options =
        [CommandOption.textOrJSON] + CommandOption.narration + [.strictWarnings, .compareDescription]
        + CommandOption.gesturesOrScript + [.audio] + CommandOption.sound + CommandOption.importing
        + CommandOption.batch + [.version, .help]
    /// The usage line's start: narrate's, or speak's when `hark speak` runs it.
    var synopsis = "hark narrate <file> ..."

    struct Options: Sendable {
        var json = false
        /// `--locale`, `--no-hints` and `--reduce-motion`: what the narration changes from the document.
        var narration = NarrationOptions()
        var gestures: String?
        var script: String?
        /// `--audio` and its options (always for `hark speak`).
        var audio: AudioOutput?
        /// `--strict`: any warning fails the run (exit 65).
        var strict = false
        /// `--compare-description` (narrate only): compare with AccessibilitySnapshot's descriptions.
        var compare = false
    }

    func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        try run(arguments, console: console, speaking: false, help: help)
    }

    /// Runs `hark narrate`, or with `speaking`, `hark speak`: the same with
    /// `--audio <file name>.wav` when no `--audio` is given. `help` is what
    /// `--help` prints.
    func run(_ arguments: [String], console: Console, speaking: Bool, help: String) throws(CommandFailure) -> ExitCode {
        let parsed = try SubcommandArguments(arguments, options: options, usage: usage, files: .max)
        if parsed.answeredHelpOrVersion(help, console: console) { return .success }
        let options = Options(
            json: try parsed.isJSON(),
            narration: NarrationOptions(
                locale: try parsed.locale(), speakHints: parsed.has(.noHints) ? false : nil,
                reduceMotion: parsed.has(.reduceMotion) ? true : nil),
            gestures: parsed.value(.gestures), script: parsed.value(.script),
            audio: try AudioOutput.parse(parsed, speaking: speaking), strict: parsed.has(.strictWarnings),
            compare: parsed.has(.compareDescription))
        _ = try parsed.requiredFile()
        if options.compare, options.gestures != nil || options.script != nil || options.audio != nil || options.json {
            throw parsed.fail(
                "'--compare-description' prints a text comparison; it takes no --gestures, --script, --audio or "
                    + "--format json"
            )
        }
        let runner = try BatchRunner(parsed)
        if options.audio != nil, runner.isBatch {
            let what = speaking ? "'hark speak' writes one WAV" : "'--audio' writes one WAV"
            throw parsed.fail(what + ": give it one file, not several or a folder")
        }
        // Once for every file of a batch (a script read from standard input cannot be read twice).
        let gestures = try self.gestures(options, console: console)
        // In a JSON batch, a file failed by --strict has its error for its object: it writes no output.
        let failsBeforeWriting = options.json && runner.isBatch
        return try runEachFile(parsed, runner: runner, json: options.json, console: console) {
            file, data, console throws(CommandFailure) in
            try narrate(
                parsed, file: file.path, data: data, options: options, gestures: gestures,
                failsBeforeWriting: failsBeforeWriting, console: console)
        }
    }

    private func narrate(
        _ parsed: SubcommandArguments, file: String, data: Data?, options: Options, gestures: [Navigator.Gesture]?,
        failsBeforeWriting: Bool, console: Console
    ) throws(CommandFailure) -> ExitCode {
        let input = try SampleInput(parsed, file: file, data: data, console: console)
        Teardown.keep(input)
        let narration = options.narration
        if options.compare {
            return try DescriptionComparison.run(input: input, narration: narration, usage: usage, console: console)
        }
        let format: TranscriptFormat = options.json ? .json : .text
        if gestures == nil, options.audio == nil {
            // Each element is written as it is spoken: no transcript is kept.
            let narrator = try input.run { () throws(NarrationError) in
                try Narrator(document: input.document, options: narration, appStrings: input.appStrings)
            }
            Teardown.keep(narrator)
            let warnings = narrator.warnings
            for warning in warnings { console.writeMessage("Warning", warning) }
            if failsBeforeWriting { try failIfStrict(options, warnings: warnings, input: input) }
            narrator.narrate(as: format, to: console.writeOutputBytes)
            try failIfStrict(options, warnings: warnings, input: input)
            return .success
        }
        let (transcript, warnings) = try input.run { () throws(NarrationError) in
            if let gestures {
                var navigator = try Navigator(
                    document: input.document, options: narration, appStrings: input.appStrings)
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
        let found =
            warnings
            + transcript.events.compactMap { event in
                if case .warning(let warning) = event { warning } else { nil }
            }
        for warning in found { console.writeMessage("Warning", warning) }
        try options.audio?.write(transcript, console: console)
        if failsBeforeWriting { try failIfStrict(options, warnings: found, input: input) }
        transcript.write(as: format, to: console.writeOutputBytes)
        try failIfStrict(options, warnings: found, input: input)
        return .success
    }

    /// `--strict` makes any warning an error, after the output is written.
    private func failIfStrict(_ options: Options, warnings: [String], input: SampleInput) throws(CommandFailure) {
        if options.strict, !warnings.isEmpty {
            throw CommandFailure(
                code: .dataError, usage: usage,
                message: "\(input.name): --strict: \(warnings.count) warning\(warnings.count == 1 ? "" : "s")")
        }
    }

    /// The gestures of `--gestures` or `--script`, or `nil` for the default
    /// flick through the screen.
    private func gestures(_ options: Options, console: Console) throws(CommandFailure) -> [Navigator.Gesture]? {
        try Self.gestures(text: options.gestures, script: options.script, usage: usage, console: console)
    }

    /// The gestures of `--gestures` (`text`) or of the `--script` file, or
    /// `nil` when neither is given; errors carry `usage`.
    static func gestures(text: String?, script: String?, usage: String, console: Console) throws(CommandFailure)
        -> [Navigator.Gesture]?
    {
        if let text {
            do {
                return try Navigator.Gesture.parse(
                    text, location: { $0 == 0 ? "--gestures" : "--gestures, gesture \($0)" })
            } catch {
                throw CommandFailure.usage(message: error.description, usage: usage)
            }
        }
        guard let script else { return nil }
        let data = try InputFile.read(script, usage: usage, console: console)
        let text = try InputFile.utf8Text(data, name: script, location: "script", usage: usage)
        do {
            return try Navigator.Gesture.parse(script: text)
        } catch {
            throw CommandFailure(code: .dataError, usage: usage, message: "\(script): \(error.description)")
        }
    }
}
