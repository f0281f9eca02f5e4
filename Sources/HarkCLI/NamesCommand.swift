import Hark

/// `hark names <file> [--format text|json] [--locale L]`: what Voice Control
/// shows for each interactive element.
enum NamesCommand {
    static func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        var file: String?
        var json = false
        var locale: String?
        var remaining = arguments[...]
        func fail(_ message: String) -> CommandFailure { .usage(message: message, usage: HelpText.namesUsage) }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                console.writeOutput(HelpText.names)
                return .success
            case "--format":
                guard let value = remaining.popFirst(), value == "text" || value == "json" else {
                    throw fail("The value for '--format <format>' must be text or json")
                }
                json = value == "json"
            case "--locale":
                guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("-") else { throw fail("Missing value for '--locale <locale>'") }
                locale = value
            case let option where option.hasPrefix("-") && option != "-":
                throw fail("Unknown option '\(option)'")
            default:
                guard file == nil else { throw fail("Unexpected argument '\(argument)'") }
                file = argument
            }
        }
        guard let file else { throw fail("Missing expected argument '<file>'") }
        let input = try SampleInput(file: file, usage: HelpText.namesUsage, console: console)
        let narrator = try input.run { () throws(NarrationError) in
            try Narrator(document: input.document, options: NarrationOptions(locale: locale), appStrings: input.appStrings)
        }
        let names = VoiceControlNames(order: narrator.focusOrder)
        console.writeOutput(json ? names.json(locale: narrator.locale) : names.text(title: input.document.title, locale: narrator.locale))
        return .success
    }
}
