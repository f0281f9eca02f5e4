import Foundation
import Hark

/// `hark picture <file> [--format svg|html] [-o <out>] [--locale L]
/// [--script S | --gestures G] [--reduce-motion]`: draws the screen as
/// VoiceOver walks it.
enum PictureCommand {
    static func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        let parsed = try SubcommandArguments(arguments, valueOptions: ["--format", "--locale", "--gestures", "--script", "-o", "--output"],
                                             flags: ["--reduce-motion"], usage: HelpText.pictureUsage)
        if parsed.answeredHelpOrVersion(HelpText.picture, console: console) { return .success }
        let format = try self.format(parsed), locale = try parsed.locale()
        _ = try parsed.requiredFile()
        if parsed.values["--gestures"] != nil && parsed.values["--script"] != nil {
            throw parsed.fail("Give '--gestures' or '--script', not both")
        }
        if parsed.values["-o"] != nil && parsed.values["--output"] != nil { throw parsed.fail("Give '-o' or '--output', not both") }
        let output = parsed.values["-o"] ?? parsed.values["--output"]
        if output?.isEmpty == true { throw parsed.fail("The value '' is invalid for '-o <out>'; expected a file name or '-'") }

        let input = try SampleInput(parsed, console: console)
        let gestures = try NarrateCommand.gestures(text: parsed.values["--gestures"], script: parsed.values["--script"],
                                                   usage: HelpText.pictureUsage, console: console)
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
        for warning in warnings { console.writeError("Warning: \(warning)\n") }
        for note in picture.notes { console.writeError("Note: \(note)\n") }
        let rendered = picture.render(as: format)
        guard let output, output != "-" else {
            console.writeOutput(rendered)
            return .success
        }
        try write(rendered, to: output)
        return .success
    }

    /// Writes `text` to the file at `path` (see ``OutputFile``).
    static func write(_ text: String, to path: String) throws(CommandFailure) {
        try OutputFile.write(Data(text.utf8), to: path, usage: HelpText.pictureUsage)
    }

    /// `--format`: html (the default) or svg.
    static func format(_ parsed: SubcommandArguments) throws(CommandFailure) -> PictureFormat {
        guard let value = parsed.values["--format"] else { return .html }
        guard let format = PictureFormat(rawValue: value) else {
            throw parsed.fail("The value '\(value)' is invalid for '--format <format>'; expected svg or html")
        }
        return format
    }
}
