import Hark

/// The arguments of a subcommand, read against its table of options
/// (``CommandOption``): the files (or `-`), options with a value
/// (`--format json` or `--format=json`) and flags; `--` ends the options.
/// `-h`, `--help` and `--version` are taken by every subcommand. Mistakes
/// are usage errors (exit 64) with the subcommand's usage line.
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
                    throw fail("Missing value for '\(name) <\(name.dropFirst(2))>'")
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
        guard let format = value(.textOrJSON) else { return false }
        guard format == "text" || format == "json" else {
            throw fail("The value '\(format)' is invalid for '--format <format>'; expected text or json")
        }
        return format == "json"
    }

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
