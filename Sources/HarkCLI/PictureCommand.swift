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
    let options =
        [
            CommandOption.pictureFormat, .pictureOutput, .pictureLocale, .pictureReduceMotion, .pictureGestures,
            .pictureScript,
        ]
        + [.pictureScreenshot, .pictureScreenshots] + CommandOption.importing + CommandOption.batch + [.help]
    let synopsis = "hark picture <file> ..."

    func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        guard
            let parsed = try parse(arguments, console: console, files: .max)
        else { return .success }
        let format = try Self.format(parsed), locale = try parsed.locale()
        _ = try parsed.requiredFile()
        if parsed.namesGiven(.pictureOutput).count > 1 { throw parsed.fail("Give '-o' or '--output', not both") }
        let output = parsed.value(.pictureOutput)
        if output?.isEmpty == true {
            throw parsed.fail("The value '' is invalid for '-o <out>'; expected a file name or '-'")
        }

        let gestures = try NarrateCommand.gestures(
            text: parsed.value(.gestures), script: parsed.value(.script),
            usage: usage, console: console)
        let options = NarrationOptions(locale: locale, reduceMotion: parsed.has(.reduceMotion) ? true : nil)
        let runner = try BatchRunner(parsed)
        let outputs =
            runner.isBatch
            ? try BatchOutputs(runner, folder: output, extension: format.rawValue, usage: usage) : nil
        let screenshots = try PictureScreenshots.from(parsed, isBatch: runner.isBatch, console: console)
        return try runEachFile(parsed, runner: runner, json: false, console: console) {
            file, data, console throws(CommandFailure) in
            var picture = try draw(
                SampleInput(parsed, file: file.path, data: data, console: console), gestures: gestures,
                options: options, console: console)
            if let screenshots { picture = try screenshots.draw(picture, for: file, usage: usage, console: console) }
            // Written as it is drawn: the whole picture is never held at once.
            guard let target = try outputs?.path(for: file, usage: usage) ?? output, target != "-" else {
                picture.write(as: format, to: console.writeOutputBytes)
                return .success
            }
            try OutputFile.write(to: target, usage: usage) { picture.write(as: format, to: $0) }
            return .success
        }
    }

    /// The picture of `input` after `gestures` (none: the screen as it
    /// starts), its warnings and notes written. The tree is let go when it
    /// returns: the picture holds what it draws.
    private func draw(_ input: SampleInput, gestures: [Navigator.Gesture]?, options: NarrationOptions, console: Console)
        throws(CommandFailure) -> HarkPicture
    {
        try checkSize(input)
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

    /// Refuses a tree of more elements than ``HarkPicture/maximumElements``,
    /// counted without recursion, before anything is drawn.
    private func checkSize(_ input: SampleInput) throws(CommandFailure) {
        var count = 0
        var pending = [input.document.root]
        while let node = pending.popLast() {
            count += 1
            guard count <= HarkPicture.maximumElements else {
                throw CommandFailure(
                    code: .dataError, usage: usage,
                    message:
                        "\(input.name): the tree has more than \(HarkPicture.maximumElements) elements, more than "
                        + "hark picture draws (narrate or audit it instead)")
            }
            pending += node.children
        }
    }

    /// `--format`: html (the default) or svg.
    static func format(_ parsed: SubcommandArguments) throws(CommandFailure) -> PictureFormat {
        try parsed.choice(.pictureFormat, of: PictureFormat.self)
    }

    var help: String {
        HelpText.page(
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

            With --screenshot, the drawing lies over the app's own pixels: the image is
            embedded, scaled from pixels to points (its width over the screen's: 2 or 3
            on today's iPhones), and every mark has a halo that reads on light and dark
            screens. An image whose shape differs from the screen's by more than 3 % is
            an error naming both sizes (exit 65), as is one that is not a whole PNG or
            JPEG header. With --screenshots, each tree takes the image of its name.

            Several files or folders are drawn in one process, on every core: each into the
            folder -o names, at its path in the folder it was found in (a file named here:
            its name) with .svg or .html for its extension. The exit status is the worst
            file's, after every file is drawn.

            Exit status: 0 on success, 64 for a wrong command line, 65 for a file that is
            not a valid sample tree (the message names the JSON path) or screenshot, 66 for
            a file that cannot be read, 73 for an output file that cannot be written, 74 when standard
            output cannot be written.
            """, usage: usage, arguments: HelpText.fileArgument, options: options)
    }
}

/// The options picture describes its own way.
extension CommandOption {
    /// `--format`: svg or html.
    static let pictureFormat = CommandOption(
        .format, default: "html", help: "The output format: svg or html.")

    /// `-o`, `--output`: the file, or with several files the folder.
    static let pictureOutput = CommandOption(
        "-o", "--output", value: "out",
        help: "Write to this file instead of standard output; with several files, into this folder.")

    /// `--locale` as picture describes it.
    static let pictureLocale = CommandOption(
        .locale, help: "Speak in this locale instead of the document's.")

    /// `--reduce-motion` as picture describes it.
    static let pictureReduceMotion = CommandOption(.reduceMotion, help: "Start with Reduce Motion on.")

    /// `--gestures` as picture describes it.
    static let pictureGestures = CommandOption(
        .gestures, help: "Gestures to perform first, separated by spaces or commas.")

    /// `--script` as picture describes it.
    static let pictureScript = CommandOption(
        .script, as: .insteadOf(Spelling.gestures.name),
        help: "A file of gestures: one a line, '#' starts a comment.")
}
