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
    let usage = "hark picture <file> [--format <format>] [-o <out>] [--locale <locale>] [--reduce-motion] [--gestures <gestures> | --script <script>] \(HelpText.importUsage)"

    func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        guard
            let parsed = try parse(
                arguments, valueOptions: ["--format", "--locale", "--gestures", "--script", "-o", "--output"],
                flags: ["--reduce-motion"], console: console)
        else { return .success }
        let format = try Self.format(parsed), locale = try parsed.locale()
        _ = try parsed.requiredFile()
        if parsed.values["--gestures"] != nil && parsed.values["--script"] != nil {
            throw parsed.fail("Give '--gestures' or '--script', not both")
        }
        if parsed.values["-o"] != nil && parsed.values["--output"] != nil { throw parsed.fail("Give '-o' or '--output', not both") }
        let output = parsed.values["-o"] ?? parsed.values["--output"]
        if output?.isEmpty == true { throw parsed.fail("The value '' is invalid for '-o <out>'; expected a file name or '-'") }

        let input = try SampleInput(parsed, console: console)
        let gestures = try NarrateCommand.gestures(
            text: parsed.values["--gestures"], script: parsed.values["--script"],
            usage: usage, console: console)
        let options = NarrationOptions(locale: locale, reduceMotion: parsed.flags.contains("--reduce-motion") ? true : nil)
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
        let rendered = picture.render(as: format)
        guard let output, output != "-" else {
            console.writeOutput(rendered)
            return .success
        }
        try write(rendered, to: output)
        return .success
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

        Exit status: 0 on success, 64 for a wrong command line, 65 for a file that is
        not a valid sample tree (the message names the JSON path), 66 for a file that
        cannot be read, 73 for an output file that cannot be written, 74 when standard
        output cannot be written.

        USAGE: \(usage)

        ARGUMENTS:
        \(HelpText.fileArgument)

        OPTIONS:
          --format <format>       The output format: svg or html. (default: html)
          -o, --output <out>      Write to this file instead of standard output.
          --locale <locale>       Speak in this locale instead of the document's.
          --reduce-motion         Start with Reduce Motion on.
          --gestures <gestures>   Gestures to perform first, separated by spaces or commas.
          --script <script>       A file of gestures: one a line, '#' starts a
                                  comment.
        \(HelpText.importOptions)
          -h, --help              Show help information.

        """
    }
}
