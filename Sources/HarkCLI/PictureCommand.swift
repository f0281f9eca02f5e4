import Foundation
import Hark

/// `hark picture <file> [--format svg|html] [-o <out>] [--locale L]
/// [--script S | --gestures G] [--reduce-motion]`: draws the screen as
/// VoiceOver walks it.
struct PictureCommand: Subcommand {
    let name = "picture"
    let summary = [
        "Draw the screen as VoiceOver walks it: SVG, or an",
        "interactive HTML page.",
    ]
    let usage = "hark picture <file> ... [--format <format>] [-o <out>] [--locale <locale>] [--reduce-motion] [--gestures <gestures> | --script <script>] \(HelpText.importUsage) \(HelpText.batchUsage)"

    func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        guard
            let parsed = try parse(
                arguments, valueOptions: ["--format", "--locale", "--gestures", "--script", "-o", "--output"],
                flags: ["--reduce-motion"] + BatchRunner.flags, console: console, files: .max)
        else { return .success }
        let format = try Self.format(parsed), locale = try parsed.locale()
        _ = try parsed.requiredFile()
        if parsed.values["--gestures"] != nil && parsed.values["--script"] != nil {
            throw parsed.fail("Give '--gestures' or '--script', not both")
        }
        if parsed.values["-o"] != nil && parsed.values["--output"] != nil { throw parsed.fail("Give '-o' or '--output', not both") }
        let output = parsed.values["-o"] ?? parsed.values["--output"]
        if output?.isEmpty == true { throw parsed.fail("The value '' is invalid for '-o <out>'; expected a file name or '-'") }

        let gestures = try NarrateCommand.gestures(
            text: parsed.values["--gestures"], script: parsed.values["--script"],
            usage: usage, console: console)
        let options = NarrationOptions(locale: locale, reduceMotion: parsed.flags.contains("--reduce-motion") ? true : nil)
        let runner = try BatchRunner(parsed)
        let outputs = runner.isBatch ? try BatchOutputs(runner.input, folder: output, extension: format.rawValue, usage: usage) : nil
        return try runEachFile(parsed, runner: runner, json: false, console: console) { file, data, console throws(CommandFailure) in
            let input = try SampleInput(parsed, file: file.path, data: data, console: console)
            let picture = try draw(input, gestures: gestures, options: options, console: console)
            let rendered = picture.render(as: format)
            guard let target = try outputs?.path(for: file, usage: usage) ?? output, target != "-" else {
                console.writeOutput(rendered)
                return .success
            }
            try write(rendered, to: target)
            return .success
        }
    }

    /// The picture of `input` after `gestures` (none: the screen as it
    /// starts), its warnings and notes written.
    private func draw(_ input: SampleInput, gestures: [Navigator.Gesture]?, options: NarrationOptions, console: Console) throws(CommandFailure) -> HarkPicture {
        let (picture, warnings) = try input.run { () throws(NarrationError) in
            guard let gestures else {
                let narrator = try Narrator(document: input.document, options: options, appStrings: input.appStrings)
                return (HarkPicture(narrator: narrator), narrator.warnings)
            }
            var navigator = try Navigator(document: input.document, options: options, appStrings: input.appStrings)
            navigator.perform(gestures)
            return (HarkPicture(navigator: navigator), navigator.warnings)
        }
        for warning in warnings { console.writeMessage("Warning", warning) }
        for note in picture.notes { console.writeMessage("Note", note) }
        return picture
    }

    /// Writes `text` to the file at `path` (see ``OutputFile``).
    func write(_ text: String, to path: String) throws(CommandFailure) {
        try OutputFile.write(Data(text.utf8), to: path, usage: usage)
    }

    /// `--format`: html (the default) or svg.
    static func format(_ parsed: SubcommandArguments) throws(CommandFailure) -> PictureFormat {
        guard let value = parsed.values["--format"] else { return .html }
        guard let format = PictureFormat(rawValue: value) else {
            throw parsed.fail("The value '\(value)' is invalid for '--format <format>'; expected svg or html")
        }
        return format
    }

    var help: String {
        """
        OVERVIEW: Draw the screen as VoiceOver walks it.

        Draws every element's frame with its number in focus order, a light arrowed
        line through that order, where a double tap lands (a ringed crosshair when it
        falls outside the element), containers as dashed outlines, interactive elements
        under 44 x 44 pt with corner marks, and what a modal view hides grey and
        hatched; beside it a legend: each element's id, what VoiceOver says, its hint,
        cues, custom actions and Voice Control names. After --gestures or --script the
        picture shows the screen at the end.

        The HTML page is one standalone file: Right and Left arrows move VoiceOver's
        focus, Home and End go to the first and last element, a click focuses a frame;
        after a session a slider replays it event by event; "Speak" reads aloud with
        the browser's voices. Open OUT.html#selftest to step through every element
        and write the result into the page.

        Several files or folders are drawn in one process, on every core: each into the
        folder -o names, at its path in the folder it was found in (a file named here:
        its name) with .svg or .html for its extension. The exit status is the worst
        file's, after every file is drawn.

        Exit status: 0 on success, 64 for a wrong command line, 65 for a file that is
        not a valid sample tree (the message names the JSON path), 66 for a file that
        cannot be read, 73 for an output file that cannot be written, 74 when standard
        output cannot be written.

        USAGE: \(usage)

        ARGUMENTS:
        \(HelpText.fileArgument)

        OPTIONS:
          --format <format>       The output format: svg or html. (default: html)
          -o, --output <out>      Write to this file instead of standard output; with
                                  several files, into this folder.
          --locale <locale>       Speak in this locale instead of the document's.
          --reduce-motion         Start with Reduce Motion on.
          --gestures <gestures>   Gestures to perform first, separated by spaces or commas.
          --script <script>       A file of gestures: one a line, '#' starts a
                                  comment.
        \(HelpText.importOptions)
        \(HelpText.batchOptions)
          -h, --help              Show help information.

        """
    }
}
