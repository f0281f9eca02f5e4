import Foundation
import Hark

/// `hark words [--runtime <path>] [--format <format>] [--write <folder>]`:
/// compares Hark's words with VoiceOver's own strings table from an iOS
/// simulator runtime, and writes Hark's tables with VoiceOver's words.
struct WordsCommand: Subcommand {
    let name = "words"
    let summary = [
        "Compare Hark's words with VoiceOver's own, read from",
        "an iOS simulator runtime.",
    ]
    let options = [CommandOption.runtime, .textOrJSON, .writeWords, .help]
    let synopsis = "hark words"

    func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        guard let parsed = try parse(arguments, console: console, files: 0) else { return .success }
        let json = try parsed.isJSON()
        let hark: StringTables
        do {
            hark = try StringTables.current()
        } catch {
            throw CommandFailure(code: error.cannotRead ? .noInput : .dataError, usage: usage, message: error.message)
        }
        let words: VoiceOverWords
        do {
            words = try VoiceOverWords(hark: hark, voiceOver: try table(parsed))
        } catch {
            throw CommandFailure(code: error.isMissing ? .noInput : .dataError, usage: usage, message: error.message)
        }
        if let folder = parsed.value(.writeWords) { try write(words, hark: hark, to: folder) }
        console.writeOutput(json ? words.json : words.text)
        return words.differenceCount == 0 ? .success : .findings
    }

    /// VoiceOver's table: at `--runtime`, or in the newest iOS runtime Xcode installed.
    private func table(_ parsed: SubcommandArguments) throws(VoiceOverTable.Failure) -> VoiceOverTable {
        if let path = parsed.value(.runtime) { return try VoiceOverTable(at: path) }
        return try VoiceOverTable.newestInstalled()
    }

    /// Writes `<language>.lproj/VoiceOver.strings` (and Hark's
    /// `.stringsdict` beside it) for every language of Hark's.
    private func write(_ words: VoiceOverWords, hark: StringTables, to folder: String) throws(CommandFailure) {
        let plurals = StringTables.currentPluralFiles()
        for language in hark.languages {
            let lproj = URL(fileURLWithPath: folder).appendingPathComponent(language + ".lproj")
            try OutputFile.makeFolder(lproj.path, usage: usage)
            let strings = Data(words.stringsFile(language, hark: hark).utf8)
            try OutputFile.write(strings, to: lproj.appendingPathComponent("VoiceOver.strings").path, usage: usage)
            if let plural = plurals[language] {
                try OutputFile.write(
                    Data(plural), to: lproj.appendingPathComponent("VoiceOver.stringsdict").path, usage: usage)
            }
        }
    }

    var help: String {
        HelpText.page(
            """
            OVERVIEW: Compare Hark's words with VoiceOver's own, read from an iOS simulator
            runtime.

            VoiceOver's speech strings ship in every iOS simulator runtime, in
            VoiceOverTouch.app's VOTLocalizedStrings table (a .loctable, or a .strings
            file in each <language>.lproj). Each of Hark's words is matched to
            VoiceOver's key by name (by English words where the table lacks the name;
            never through two keys), then compared in every language, as hark parity
            compares speech (case and punctuation are not spoken). Prints, per
            language, each word where Hark's table differs (see docs/Languages.md).

            With --write, writes Hark's tables with VoiceOver's word wherever it differs,
            <folder>/<language>.lproj/VoiceOver.strings for every language, for
            HARK_LOCALIZATIONS=<folder>. Each table's words.source names the runtime read,
            and a narration's header with that folder says so.

            Exit status: 0 when no word differs, 1 when some do, 64 for a wrong command
            line, 65 for a table that cannot be read (the message names the file) or that
            shares no English word with Hark's, 66 when there is no table to read, 73 for a
            folder that cannot be created, 74 when a file cannot be written.
            """, usage: usage,
            arguments: "", options: options)
    }
}

/// The options only words takes.
extension CommandOption {
    /// `--runtime`: the simulator runtime to read VoiceOver's table from.
    static let runtime = CommandOption(
        "--runtime", value: "path", default: "the newest iOS runtime Xcode installed",
        help: """
            A .simruntime, its RuntimeRoot, VoiceOverTouch.app or the table file itself.
            """)

    /// `--write`: the folder to write Hark's tables with VoiceOver's words in.
    static let writeWords = CommandOption(
        "--write", value: "folder",
        help: "Write <language>.lproj/VoiceOver.strings here: Hark's words, VoiceOver's where they differ.")
}
