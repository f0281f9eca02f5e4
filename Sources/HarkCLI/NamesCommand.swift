import Hark

/// `hark names <file> [--format text|json] [--locale L]`: what Voice Control
/// shows for each interactive element.
enum NamesCommand {
    static func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        let parsed = try SubcommandArguments(arguments, valueOptions: ["--format", "--locale"], flags: [], usage: HelpText.namesUsage)
        if parsed.answeredHelpOrVersion(HelpText.names, console: console) { return .success }
        let json = try parsed.isJSON(), locale = try parsed.locale()
        _ = try parsed.requiredFile()
        let input = try SampleInput(parsed, console: console)
        let narrator = try input.run { () throws(NarrationError) in
            try Narrator(document: input.document, options: NarrationOptions(locale: locale), appStrings: input.appStrings)
        }
        let names = VoiceControlNames(order: narrator.focusOrder)
        console.writeOutput(json ? names.json(locale: narrator.locale) : names.text(title: input.document.title, locale: narrator.locale))
        return .success
    }
}
