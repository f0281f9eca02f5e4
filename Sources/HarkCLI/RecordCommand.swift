import Foundation
import Hark

/// `hark record <udid> [-o <file>] [--keep-log <file>] [--wait <seconds>]`:
/// records real VoiceOver in a booted iOS simulator (macOS with Xcode).
struct RecordCommand: Subcommand {
    let name = "record"
    let summary = [
        "Record real VoiceOver in a booted iOS simulator",
        "(a Mac with Xcode and a HID key tool).",
    ]
    let options = [CommandOption.recordingOutput, .keepLog, .wait, .help]
    let synopsis = "hark record <udid>"
    /// Runs the programs; `nil` where `hark record` cannot run (not a Mac).
    var runner: (any ProcessRunning)? = Self.systemRunner
    /// The silence, in seconds, after which VoiceOver is taken to have said
    /// all it says after a key press (longer than the pause before a hint).
    var quiet = 2.0
    /// The most seconds to wait for VoiceOver's log after turning it on.
    var startTimeout = 20.0

    #if os(macOS)
    static let systemRunner: (any ProcessRunning)? = SystemProcessRunner()
    #else
    static let systemRunner: (any ProcessRunning)? = nil
    #endif

    func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        guard let parsed = try parse(arguments, console: console) else { return .success }
        guard let udid = parsed.file else { throw parsed.fail("Missing expected argument '<udid>'") }
        let wait = try waitSeconds(parsed)
        guard let runner else {
            throw CommandFailure(
                code: .unavailable, usage: usage,
                message: "hark record needs a Mac with Xcode (it drives the iOS Simulator with xcrun simctl); "
                    + "record there, or read a saved log with 'hark recording from-log'")
        }
        if parsed.value(.keepLog) == "-" { throw parsed.fail("'--keep-log' needs a file, not '-'") }
        for file in [parsed.value(.recordingOutput), parsed.value(.keepLog)].compactMap({ $0 }) where file != "-" {
            try OutputFile.check(file, usage: usage)
        }
        let kept = try parsed.value(.keepLog).map { path throws(CommandFailure) in try LogFile(path, usage: usage) }
        var recorder = SimulatorRecorder(
            udid: udid, timing: SimulatorLogWatch.Timing(most: wait, quiet: min(quiet, wait), start: startTimeout),
            runner: runner)
        recorder.keep = { bytes in kept?.append(bytes) }
        recorder.progress = { line in console.writeError("hark record: \(MessageLine.bounded(line))\n") }
        let session: SimulatorRecorder.Session
        do {
            session = try recorder.record()
        } catch {
            try kept?.close()
            throw CommandFailure(code: error.code, usage: usage, message: error.message)
        }
        try kept?.close()
        console.writeError("hark record: \(session.reason) after \(session.presses.count) key presses\n")
        if let output = parsed.value(.recordingOutput), output != "-" {
            try OutputFile.write(Data(session.recording.json.utf8), to: output, usage: usage)
        } else {
            console.writeOutput(session.recording.json)
        }
        let name = parsed.value(.keepLog) ?? "log"
        if let note = RecordingCommand.skippedNote(session.skipped, in: name) { console.writeMessage("Warning", note) }
        return .success
    }

    /// `--wait`: seconds, more than 0 and at most 60.
    private func waitSeconds(_ parsed: SubcommandArguments) throws(CommandFailure) -> Double {
        try parsed.number(.wait, expected: "seconds above 0, at most 60") { $0 > 0 && $0 <= 60 }
    }

    var help: String {
        HelpText.page(
            """
            OVERVIEW: Record real VoiceOver in a booted iOS simulator.

            Needs a Mac with Xcode, a booted simulator showing the screen, and a
            program that sends HID key chords into it: axe (AXe). hark record streams
            the log of VoiceOver's daemon (vot) through a terminal, so that its lines
            come as they are written; turns VoiceOver on if it is off and waits for it
            to start; closes VoiceOver's first-run sheet with Escape; moves to the
            first element with Control-Option-Left and then through the screen with
            Control-Option-Right, after each key waiting until VoiceOver has finished
            speaking (hint included), until focus no longer moves or comes back to an
            element already read; turns VoiceOver back off if it was off; and writes
            what VoiceOver spoke as a recording for hark parity (docs/Parity.md). A
            line on standard error tells each key press and where focus went.

            Exit status: 0 when the screen is recorded, 64 for a wrong command line,
            65 when VoiceOver's log is not a recording, 69 when something it needs is
            missing (a Mac, xcrun, a key tool, the booted simulator) or fails, 73 for
            an output file that cannot be created, 74 when it cannot be written. The
            log goes to --keep-log as it comes, so a walk that fails still leaves it.
            """, usage: usage,
            arguments: """
                  <udid>                  The booted simulator's UDID, or 'booted' for the
                                          only one booted.
                """, options: options)
    }
}

extension CommandOption {
    /// `--keep-log`: where the raw `vot` log goes.
    static let keepLog = CommandOption(
        "--keep-log", value: "file", help: "Also keep VoiceOver's raw log in this file, written as it comes.")

    /// `--wait`: the most to wait after a key press.
    static let wait = CommandOption(
        "--wait", value: "seconds", default: "10",
        help: "The most to wait after each key press for VoiceOver to move and finish speaking.")
}
