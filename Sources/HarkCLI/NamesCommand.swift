import Hark

/// `hark names <file> [--format text|json] [--locale L]`: what Voice Control
/// shows for each interactive element.
struct NamesCommand: Subcommand {
    let name = "names"
    let summary = [
        "List the names Voice Control shows for the",
        "interactive elements.",
    ]
    let options = [CommandOption.textOrJSON, .namesLocale] + CommandOption.importing + CommandOption.batch + [.help]
    let synopsis = "hark names <file> ..."

    func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        guard let parsed = try parse(arguments, console: console, files: .max) else {
            return .success
        }
        let json = try parsed.isJSON(), locale = try parsed.locale()
        return try runEachFile(parsed, runner: try BatchRunner(parsed), json: json, console: console) {
            file, data, console throws(CommandFailure) in
            let input = try SampleInput(parsed, file: file.path, data: data, console: console)
            let narrator = try input.run { () throws(NarrationError) in
                try Narrator(
                    document: input.document, options: NarrationOptions(locale: locale), appStrings: input.appStrings)
            }
            let names = VoiceControlNames(order: narrator.focusOrder)
            console.writeOutput(
                json
                    ? names.json(locale: narrator.locale)
                    : names.text(title: input.document.title, locale: narrator.locale))
            return .success
        }
    }

    var help: String {
        HelpText.page(
            """
            OVERVIEW: List the names Voice Control shows for the interactive elements.

            In VoiceOver's focus order, numbered as Voice Control's "Show numbers" does:
            each interactive element's name, its first user input label
            (accessibilityUserInputLabels) or else its label. A user says "Tap <name>" or
            "Tap <number>".

            \(HelpText.batchParagraph)
            """, usage: usage, arguments: HelpText.fileArgument, options: options)
    }
}

extension CommandOption {
    /// `--locale` as names describes it.
    static let namesLocale = CommandOption(
        .locale, help: "Resolve the app's strings in this locale.")
}
