import Hark

/// The arguments of a subcommand, read against its table of options
/// (``CommandOption``): the files (or `-`), options with a value
/// (`--format json` or `--format=json`) and flags; `--` ends the options.
/// `-h`, `--help` and `--version` are taken by every subcommand. Mistakes
/// are usage errors (exit 64) with the subcommand's usage line, among them
/// what the table's relations forbid: an option without the one it needs,
/// or both of two that stand one instead of the other.
struct SubcommandArguments {
    /// The files named, in order: at most the count the subcommand takes.
    var files: [String] = []
    /// The first file.
    var file: String? { files.first }
    /// The last value of each option given, by the name it was given as.
    private var values: [String: String] = [:]
    /// Every value of each option given, in order, for options that repeat (`--rule a --rule b`).
    private var allValues: [String: [String]] = [:]
    /// The flags given, by the name they were given as.
    private var flags: Set<String> = []
    var wantsHelp = false
    var wantsVersion = false
    let usage: String

    init(_ arguments: [String], options: [CommandOption], usage: String, files count: Int = 1) throws(CommandFailure) {
        self.usage = usage
        let valueOptions = options.filter(\.takesValue).flatMap(\.names),
            known = options.filter { !$0.takesValue }.flatMap(\.names)
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                guard files.count < count else { throw fail("Unexpected argument '\(NameSuggestion.cut(argument))'") }
                files.append(argument)
                continue
            }
            var name = argument, inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "--": optionsEnded = true
            case "-h", "--help": wantsHelp = true
            case "--version": wantsVersion = true
            case _ where known.contains(name):
                guard inline == nil else { throw fail("The flag '\(name)' takes no value") }
                flags.insert(name)
            case _ where valueOptions.contains(name):
                if let inline {
                    values[name] = inline
                } else if let next = remaining.first, !next.hasPrefix("--") {
                    values[name] = next
                    remaining = remaining.dropFirst()
                } else {
                    let option = options.first { $0.isNamed(name) }
                    throw fail("Missing value for '\(option?.usageText(as: name) ?? name)'")
                }
                allValues[name, default: []].append(values[name] ?? "")
            default:
                let suggestion =
                    NameSuggestion.nearest(to: name, in: valueOptions + known + ["--help", "--version"]).map {
                        "; did you mean '\($0)'?"
                    } ?? ""
                throw fail("Unknown option '\(NameSuggestion.cut(name))'" + suggestion)
            }
        }
        // An option that reads a file (`--script -`, `--screenshot -`) takes standard input from the tree.
        let readers = options.filter(\.readsFile).flatMap(\.names).filter { values[$0] == "-" }
        if !readers.isEmpty, readers.count + files.filter({ $0 == "-" }).count > 1 {
            throw fail("Standard input ('-') can be read only once")
        }
        try checkRelations(options)
    }

    /// Refuses both of two options that stand one instead of the other, and
    /// an option without the one it needs (unless that one has a default).
    private func checkRelations(_ options: [CommandOption]) throws(CommandFailure) {
        for option in options where has(option) || value(option) != nil {
            switch option.relation {
            case .insteadOf(let name):
                if let other = options.first(where: { $0.isNamed(name) }), has(other) || value(other) != nil {
                    throw fail("Give '\(other.names[0])' or '\(option.names[0])', not both")
                }
            case .needs(let name):
                if let host = options.first(where: { $0.isNamed(name) }), host.defaultValue == nil, value(host) == nil {
                    throw fail("'\(option.names.last ?? "")' needs '\(host.usageText)'")
                }
            case .single, .repeated, .alone: break
            }
        }
    }

    /// The value of `option`, given under any of its names (the first
    /// name's when several were given), `nil` when it was not given.
    func value(_ option: CommandOption) -> String? {
        option.names.lazy.compactMap { values[$0] }.first
    }

    /// Every value `option` was given, in order.
    func allValues(_ option: CommandOption) -> [String] {
        option.names.flatMap { allValues[$0, default: []] }
    }

    /// Whether the flag `option` was given.
    func has(_ option: CommandOption) -> Bool {
        option.names.contains { flags.contains($0) }
    }

    /// The value of `option`, or its declared default when it is not given;
    /// `nil` when it has neither.
    func valueOrDefault(_ option: CommandOption) -> String? {
        value(option) ?? option.defaultValue
    }

    /// The value of `option` (or its default) as one of `Choice`'s cases;
    /// another value is a usage error listing them all.
    func choice<Choice: CaseIterable & RawRepresentable<String>>(_ option: CommandOption, of _: Choice.Type)
        throws(CommandFailure) -> Choice
    {
        let given = valueOrDefault(option) ?? ""
        guard let choice = Choice(rawValue: given) else {
            let names = Choice.allCases.map(\.rawValue)
            let expected = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
            throw fail(invalid(given, for: option) + "; expected " + expected)
        }
        return choice
    }

    /// The value of `option` (or its default) as a number that `accepts`
    /// takes; another value is a usage error saying what is `expected`.
    func number(_ option: CommandOption, expected: String, accepts: (Double) -> Bool) throws(CommandFailure)
        -> Double
    {
        let given = valueOrDefault(option) ?? ""
        guard let number = DecimalText.number(given), accepts(number) else {
            throw fail(invalid(given, for: option) + "; expected " + expected)
        }
        return number
    }

    /// `The value '…' is invalid for '--name <value>'`, the value cut short.
    func invalid(_ given: String, for option: CommandOption) -> String {
        "The value '\(NameSuggestion.cut(given))' is invalid for '\(option.usageText)'"
    }

    /// The names `option` was given as (`-o` and `--output`, both).
    func namesGiven(_ option: CommandOption) -> [String] {
        option.names.filter { values[$0] != nil || flags.contains($0) }
    }

    /// Writes the subcommand's `help` (or, for `--version`, the version)
    /// to standard output when asked for either; whether it did, so the
    /// command can end there with success. Help wins over the version.
    func answeredHelpOrVersion(_ help: String, console: Console) -> Bool {
        guard wantsHelp || wantsVersion else { return false }
        console.writeOutput(wantsHelp ? help : HelpText.version + "\n")
        return true
    }

    func fail(_ message: String) -> CommandFailure { .usage(message: message, usage: usage) }

    /// The file, which every subcommand needs.
    func requiredFile() throws(CommandFailure) -> String {
        guard let file else { throw fail("Missing expected argument '<file>'") }
        return file
    }

    /// `--format`: text (the default) or json.
    func isJSON() throws(CommandFailure) -> Bool {
        try choice(.textOrJSON, of: TextOrJSON.self) == .json
    }

    /// The values of `--format` where it is text or json.
    enum TextOrJSON: String, CaseIterable { case text, json }

    /// `--from`: auto (the default), hark, appium, xcuitest, idb or accessibilitysnapshot.
    func importFormat() throws(CommandFailure) -> ImportFormat {
        guard let given = value(.from) else { return .auto }
        guard let format = ImportFormat(rawValue: given) else {
            throw fail("The value '\(given)' is invalid for '--from <format>'; expected \(CommandOption.importFormats)")
        }
        return format
    }

    /// `--locale`, checked to be a language name.
    func locale() throws(CommandFailure) -> String? {
        guard let given = value(.narrationLocale) else { return nil }
        guard !given.isEmpty, given.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else {
            throw fail(
                "The value '\(given)' is invalid for '--locale <locale>'; expected a language such as en, de or pt-BR")
        }
        return given
    }
}
