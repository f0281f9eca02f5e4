import Foundation
import Hark

/// `hark parity <recording> <tree>`: compares a recording of what VoiceOver
/// spoke on a device with Hark's narration of the same screen.
struct ParityCommand: Subcommand {
    let name = "parity"
    let summary = [
        "Compare a recording of real VoiceOver with what Hark",
        "says for the same screen.",
    ]
    let options =
        [CommandOption.parityFormat, .parityLocale, .minPercent] + CommandOption.importing + [.version, .help]
    let synopsis = "hark parity <recording> <tree>"

    func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        guard
            let parsed = try parse(arguments, console: console, files: 2)
        else { return .success }
        let format = try Self.format(parsed), locale = try parsed.locale(), minimum = try minimumPercent(parsed)
        let recordingFile = try parsed.requiredFile()
        guard parsed.files.count == 2 else { throw parsed.fail("Missing expected argument '<tree>'") }
        let treeFile = parsed.files[1]
        if recordingFile == "-" && treeFile == "-" {
            throw parsed.fail("Only one of '<recording>' and '<tree>' can be '-'")
        }
        let recording = try readRecording(recordingFile, console: console)
        var treeArguments = parsed
        treeArguments.files = [treeFile]
        let input = try SampleInput(treeArguments, console: console)
        let narration = NarrationOptions(locale: locale ?? recording.locale)
        let narrator = try input.run { () throws(NarrationError) in
            try Narrator(document: input.document, options: narration, appStrings: input.appStrings)
        }
        for warning in narrator.warnings { console.writeMessage("Warning", warning) }
        let report = Parity.compare(recording: recording, transcript: narrator.transcript())
        switch format {
        case .text: console.writeOutput(report.text)
        case .json: console.writeOutput(report.json)
        case .junit:
            let name = "parity: \(recordingFile) against \(treeFile)"
            console.writeOutput(JUnitReport(suites: [report.junitSuite(name: name, file: treeFile)]).xml)
        }
        if let minimum { return report.percent >= minimum ? .success : .findings }
        return report.isComplete ? .success : .findings
    }

    /// `--format`: text, json or junit.
    enum Format: String, CaseIterable { case text, json, junit }

    private static func format(_ parsed: SubcommandArguments) throws(CommandFailure) -> Format {
        try parsed.choice(.parityFormat, of: Format.self)
    }

    /// The recording, read strictly: a bad one is exit 65 naming the JSON
    /// path; a tree in its place (the arguments swapped) is named as one.
    private func readRecording(_ file: String, console: Console) throws(CommandFailure) -> ParityRecording {
        let data = try InputFile.read(file, usage: usage, console: console)
        let name = file == "-" ? "<stdin>" : file
        if InputFile.isWideEncoding(data) {
            throw CommandFailure(
                code: .dataError, usage: usage, message: "\(name): document: \(InputFile.wideEncodingMessage)")
        }
        do {
            return try ParityRecording(jsonData: data)
        } catch {
            if (try? HarkDocument(importing: data)) != nil {
                throw CommandFailure(
                    code: .dataError, usage: usage,
                    message: "\(name): <recording> is a tree, not a recording of what VoiceOver spoke; the recording "
                        + "comes first: \(synopsis)")
            }
            throw CommandFailure(code: .dataError, usage: usage, message: "\(name): \(error)")
        }
    }

    /// `--min-percent`: a number from 0 to 100.
    private func minimumPercent(_ parsed: SubcommandArguments) throws(CommandFailure) -> Double? {
        guard parsed.value(.minPercent) != nil else { return nil }
        return try parsed.number(.minPercent, expected: "a number from 0 to 100") { (0...100).contains($0) }
    }

    var help: String {
        HelpText.page(
            """
            OVERVIEW: Compare a recording of real VoiceOver with what Hark says for the
            same screen.

            The recording (see docs/Parity.md) holds what VoiceOver spoke on a device,
            one utterance per element, starting with the first element it focused and
            moving forward one flick right at a time. Hark narrates the tree in the
            recording's locale and lines its focus order up with the utterances.

            Two utterances match when their words match: case, punctuation and the
            separators VoiceOver and Hark put between the parts are ignored (Chinese,
            Japanese and Korean text compares character by character), and an
            utterance that is Hark's description followed by its hint matches too.
            The alignment allows for a stop VoiceOver makes that Hark does not, and the
            other way round, so that one difference is one line. Announcements and
            screen changes are steps of their own, aligned with Hark's.

            Prints a line per step (match; mismatch, with what was heard, what Hark
            says and the differing words in brackets; missing in Hark; extra in Hark)
            and a last line 'parity: K/N utterances match (P%)'. With --format junit, one JUnit
            XML test suite: a test case per step, a step that differs a failure with both sides.

            Exit status: 0 when every step matches and Hark speaks nothing more
            (with --min-percent: when at least that share matches), 1 otherwise, 64 for
            a wrong command line, 65 for a recording or tree that is not valid (the
            message names the JSON path), 66 for a file that cannot be read, 74 when
            standard output cannot be written.
            """, usage: usage,
            arguments: """
                  <recording>             The recording of VoiceOver's speech (JSON), or '-'
                                          for standard input.
                  <tree>                  The sample tree, or a tool's dump, of the same
                                          screen (at most 64 MB and 1,000,000 nodes), or '-'.
                """, options: options)
    }
}

/// The options only parity takes, or describes its own way.
extension CommandOption {
    /// `--format`: text, json or junit.
    static let parityFormat = CommandOption(
        .format, default: "text",
        help: "The output format: text, json or junit (JUnit XML, for CI test reports).")

    /// `--locale` as parity describes it.
    static let parityLocale = CommandOption(
        .locale, help: "Speak in this locale instead of the recording's.")

    /// `--min-percent`: the share of matching utterances that passes.
    static let minPercent = CommandOption(
        "--min-percent", value: "percent",
        help: "Exit 0 when at least this share of the utterances match (0 to 100).")
}
