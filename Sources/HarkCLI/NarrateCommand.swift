import Foundation
import Hark

/// `hark narrate <file> [--format text|json] [--locale L] [--no-hints]`.
struct NarrateCommand: Subcommand {
    let name = "narrate"
    let summary = [
        "Speak a screen element by element, as VoiceOver does",
        "when you flick right; with --audio, as sound.",
    ]
    let usage = "hark narrate <file> [--format <format>] [--locale <locale>] [--no-hints] [--reduce-motion] [--strict] [--gestures <gestures> | --script <script>] [--audio <wav> [--captions <vtt>] [--voice <voice>] [--rate <rate>] [--gap <seconds>] [--hint-pause <seconds>]]"

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

    func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        try run(arguments, console: console, speaking: false)
    }

    /// Runs `hark narrate`, or with `speaking`, `hark speak`: the same with
    /// `--audio <file name>.wav` when no `--audio` is given.
    func run(_ arguments: [String], console: Console, speaking: Bool) throws(CommandFailure) -> ExitCode {
        guard
            let parsed = try parse(
                arguments, valueOptions: ["--format", "--locale", "--gestures", "--script"] + AudioOutput.names,
                flags: ["--no-hints", "--reduce-motion", "--strict"], console: console)
        else { return .success }
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

    private func narrate(_ parsed: SubcommandArguments, options: Options, console: Console) throws(CommandFailure) -> ExitCode {
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
            for warning in warnings { console.writeMessage("Warning", warning) }
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
        let found =
            warnings
            + transcript.events.compactMap { event in
                if case .warning(let warning) = event { warning } else { nil }
            }
        for warning in found { console.writeMessage("Warning", warning) }
        try options.audio?.write(transcript, console: console)
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

    var help: String {
        """
        OVERVIEW: Speak a screen element by element, as VoiceOver does when you flick
        right.

        Prints one line per element in VoiceOver's focus order: its position, its id
        in brackets when it has one, and what VoiceOver says; the hint it says after
        the pause follows on an indented line.

        With --gestures or --script, Hark instead simulates a VoiceOver session: it
        lands on the first element, then performs each gesture, printing it as a line
        '> gesture' followed by everything VoiceOver says, plays and does in response.
        Gestures: next, previous, first, last, touch <x> <y>, activate, up, down
        (the rotor's setting: adjust, custom actions, headings…), rotor <setting>
        (headings, heading1…heading6, links, landmarks, lists, textFields, images,
        tables, formControls, containers, actions, adjustValue, moreContent, or a
        custom rotor's name in quotes),
        readAll, readFromHere, escape, magicTap, scroll <left|right|up|down>, and
        Voice Control's say '<command>' (Tap <name>, Tap <number>, Show names), and
        setting <reduceMotion|speakHints> <on|off>.

        With --audio, Hark also renders the session as sound (a 22,050 Hz mono
        16-bit WAV): the speech from espeak-ng (or AVSpeechSynthesizer on Apple
        platforms) in the narration's language, VoiceOver's sounds as short tones,
        its pause before the hint, announcements that interrupt. 'hark speak
        <file>' is the same with '--audio <file name>.wav'. See docs/Audio.md.

        Exit status: 0 on success, 64 for a wrong command line, 65 for a file that is
        not a valid sample tree (the message names the JSON path), 66 for a file that
        cannot be read, 69 when --audio finds no speech synthesizer, 73 when an
        output file cannot be created, 74 when standard output cannot be written.

        \(HelpText.textOrJSONCommand(usage: usage))
          --locale <locale>       Speak in this locale instead of the document's: en,
                                  de, ru, fr, es, it, pt-BR, nl, ja, zh-Hans, ko, ar
                                  or pl. The app's own strings follow it too.
          --no-hints              Do not speak hints, as with VoiceOver's Speak Hints
                                  off.
          --reduce-motion         Start with Reduce Motion on: animations run their
                                  reduced alternative or the standard cross-fade.
          --gestures <gestures>   Gestures to perform, separated by spaces or commas, for
                                  example "next next activate escape".
          --script <script>       A file of gestures: one a line, '#' outside quotes
                                  starts a comment.
          --audio <wav>           Also write the session as sound to this WAV file.
          --captions <vtt>        With --audio, write WebVTT captions: one cue per
                                  spoken piece and per sound.
          --voice <voice>         The synthesizer's voice (espeak-ng: a language
                                  or voice name such as en-us or de). (default:
                                  the narration language's)
          --rate <rate>           Speaking rate, 0.5 to 2.5. (default: 1)
          --gap <seconds>         Silence between gestures. (default: 0.75)
          --hint-pause <seconds>  Silence before a hint. (default: 1.0)
          --strict                Exit 65 when there is any warning (a language
                                  without words, a screenChanged target not on
                                  screen…); warnings always go to standard error.
          --version               Show the version.
          -h, --help              Show help information.

        ENVIRONMENT:
          HARK_LOCALIZATIONS      A folder of <language>.lproj/VoiceOver.strings to
                                  read VoiceOver's words from instead of the built-in
                                  tables (for translators).

        """
    }
}
