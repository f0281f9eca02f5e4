import Foundation
import Hark

/// `hark recording from-log <log> [-o <file>]` and `hark recording
/// from-appium <file> [-o <file>]`: turn a saved `vot` log (VoiceOver in
/// the iOS Simulator), or the results an Appium test collected from
/// `mobile: voiceOverMove`, into a recording for `hark parity`.
struct RecordingCommand: Subcommand {
    let name = "recording"
    let summary = [
        "Turn a saved vot log, or Appium's VoiceOver moves,",
        "into a recording for hark parity.",
    ]
    let options = [CommandOption.recordingOutput, .help]
    let synopsis = "hark recording (from-log <log> | from-appium <file>)"

    func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        guard let parsed = try parse(arguments, console: console, files: 2) else { return .success }
        guard let action = parsed.files.first else {
            throw parsed.fail("Missing expected argument 'from-log' or 'from-appium'")
        }
        guard action == "from-log" || action == "from-appium" else {
            throw parsed.fail("Unknown action '\(NameSuggestion.cut(action))'; expected 'from-log' or 'from-appium'")
        }
        guard parsed.files.count == 2 else {
            throw parsed.fail("Missing expected argument '\(action == "from-log" ? "<log>" : "<file>")'")
        }
        let file = parsed.files[1]
        let data = try InputFile.read(file, usage: usage, console: console)
        let name = file == "-" ? "<stdin>" : file
        let recording: ParityRecording
        var skipped: [ParityRecording.LogError] = []
        if action == "from-appium" {
            do {
                recording = try ParityRecording(appiumMoves: data)
            } catch {
                throw CommandFailure(code: .dataError, usage: usage, message: "\(name): \(error)")
            }
        } else {
            do {
                recording = try ParityRecording(votLog: data, skipped: &skipped)
            } catch {
                throw CommandFailure(code: .dataError, usage: usage, message: Self.place(error, in: name))
            }
        }
        if let output = parsed.value(.recordingOutput), output != "-" {
            try OutputFile.write(Data(recording.json.utf8), to: output, usage: usage)
        } else {
            console.writeOutput(recording.json)
        }
        if let note = Self.skippedNote(skipped, in: name) { console.writeMessage("Warning", note) }
        return .success
    }

    /// `file:line: message`, or `file: message` for the whole file.
    static func place(_ error: ParityRecording.LogError, in name: String) -> String {
        (error.line == 0 ? name : "\(name):\(error.line)") + ": " + error.message
    }

    /// How many lines of the log were skipped, and the first of them; `nil` when none was.
    static func skippedNote(_ skipped: [ParityRecording.LogError], in name: String) -> String? {
        guard let first = skipped.first else { return nil }
        let lines = skipped.count == 1 ? "1 line" : "\(skipped.count) lines"
        return "skipped \(lines) of VoiceOver's log that could not be read; the first, \(place(first, in: name))"
    }

    var help: String {
        HelpText.page(
            """
            OVERVIEW: Turn a saved log of VoiceOver in the iOS Simulator, or Appium's
            VoiceOver moves, into a recording for hark parity.

            from-log reads the log VoiceOver's daemon, vot, logs at debug level while it
            moves through a screen (see docs/Parity.md). Each focus move becomes one
            utterance, its spoken parts joined, its hint kept apart; announcements and
            landings after a screen change are entries of their own. A line it cannot
            read (a marker line not in its shape, such as "Will set element: (null)")
            is skipped; a warning at the end says how many were, and names the first.

            from-appium reads a JSON array of the results of Appium's mobile:
            voiceOverMove (XCUITest driver, iOS 27), one a move, as a test script
            collects them: each an object whose "utterance" is what VoiceOver spoke.
            Moves that spoke nothing, and the last element's words repeated at the end,
            are left out.

            The recording is written as JSON (version 2 of the format where needed).

            Exit status: 0 when the input is a recording, 64 for a wrong command line,
            65 for one that is not (a log with no spoken focus move; for from-appium,
            the message names the JSON path), 66 for a file that cannot be read, 73 for
            an output file that cannot be created, 74 when it cannot be written.
            """, usage: usage,
            arguments: """
                  <log>                   The saved vot log, or '-' for standard input.
                  <file>                  The JSON array of mobile: voiceOverMove results, or
                                          '-' for standard input.
                """, options: options)
    }
}

extension CommandOption {
    /// `-o`: where the recording goes.
    static let recordingOutput = CommandOption(
        "-o", "--output", value: "file", help: "Write the recording to this file instead of standard output.")
}
