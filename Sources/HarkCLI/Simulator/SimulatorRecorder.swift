import Foundation
import Hark

/// Records VoiceOver in a booted iOS simulator (`hark record`): finds the
/// device and a key tool, streams `vot`'s log, turns VoiceOver on if it is
/// off and waits for it to start, closes VoiceOver's first-run sheet, walks
/// the screen (``SimulatorWalk``) pressing VoiceOver's keys and waiting
/// after each until VoiceOver has finished speaking, then stops the log,
/// turns VoiceOver back off only if it was off, and reads the log from the
/// first element on into a recording. The log goes to `keep` as it comes,
/// so a walk that fails still leaves it. Every program runs through a
/// ``ProcessRunning``, so tests run it against stand-ins.
struct SimulatorRecorder {
    /// What a recording session produced.
    struct Session: Sendable {
        /// The recording, from the first element on.
        var recording: ParityRecording
        /// Why the walk ended.
        var reason: String
        /// The keys pressed, in order.
        var presses: [VoiceOverChord]
        /// The lines of the log that could not be read, skipped.
        var skipped: [ParityRecording.LogError]
    }

    /// A UDID, or `booted`.
    var udid: String
    var timing: SimulatorLogWatch.Timing
    var runner: any ProcessRunning
    var maximumPresses = 500
    /// Gets the log as it streams (`--keep-log`).
    var keep: (ArraySlice<UInt8>) -> Void = { _ in }
    /// Gets a line for each key press and each step of the start.
    var progress: (String) -> Void = { _ in }

    func record() throws(RecordFailure) -> Session {
        guard runner.finds("xcrun") else {
            throw RecordFailure(.unavailable, "cannot find xcrun: hark record needs a Mac with Xcode")
        }
        guard let tool = KeyTool.supported.first(where: { runner.finds($0.program) }) else {
            let names = KeyTool.supported.map { "\($0.program) (\($0.install))" }.joined(separator: ", ")
            throw RecordFailure(.unavailable, "no HID key tool to press VoiceOver's keys: install one of \(names)")
        }
        let list = try checked(SimulatorCommand.listDevices)
        let device = try SimulatorDevice.find(udid, in: list.output).get()
        let wasOn = try runner.run(.readVoiceOver(device.udid)).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let voiceOverWasOn = wasOn == "1" || wasOn.lowercased() == "true"
        let watch = SimulatorLogWatch(
            stream: try runner.start(.streamLog(device.udid)), runner: runner, timing: timing, keep: keep)
        var outcome: Result<(SimulatorWalk.Action, SimulatorWalk), RecordFailure>
        do {
            if !voiceOverWasOn {
                for command in SimulatorCommand.setVoiceOver(device.udid, on: true) { _ = try checked(command) }
            }
            outcome = .success(try walk(device.udid, tool: tool, watch: watch, turnedOn: !voiceOverWasOn))
        } catch {
            outcome = .failure(error)
        }
        let log = watch.stop()
        if !voiceOverWasOn {
            for command in SimulatorCommand.setVoiceOver(device.udid, on: false) { _ = try? checked(command) }
        }
        let (end, walk) = try outcome.get()
        guard case .finish(let start, let stop, let reason) = end else {
            if case .fail(let message) = end { throw RecordFailure(.unavailable, "the walk stopped: \(message)") }
            throw RecordFailure(.unavailable, "the walk ended without an end")
        }
        var skipped: [ParityRecording.LogError] = []
        var recording: ParityRecording
        do {
            let first = min(start, log.count)
            let last = max(first, min(stop ?? log.count, log.count))
            recording = try ParityRecording(votLog: Data(log[first..<last]), skipped: &skipped)
        } catch {
            throw RecordFailure(.dataError, "VoiceOver's log is not a recording: \(error)")
        }
        recording.device = device.name
        recording.system = device.system
        return Session(recording: recording, reason: reason, presses: walk.presses, skipped: skipped)
    }

    /// Waits for VoiceOver, closes its first-run sheet and walks the
    /// screen; the last action (a finish or a failure) and the walk.
    private func walk(_ udid: String, tool: KeyTool, watch: SimulatorLogWatch, turnedOn: Bool) throws(RecordFailure)
        -> (SimulatorWalk.Action, SimulatorWalk)
    {
        if turnedOn {
            progress("waiting for VoiceOver to start")
            guard watch.waitForFirstLine() else {
                throw RecordFailure(
                    .unavailable,
                    "VoiceOver did not start: its log stayed empty for \(Self.seconds(timing.start)) after it was "
                        + "turned on")
            }
        }
        watch.settle(from: 0)
        try closeFirstRunSheet(udid, tool: tool, watch: watch)
        var current = SimulatorLog.focusLines(in: watch.log, from: 0).last
        var walk = SimulatorWalk(focus: current, maximumPresses: maximumPresses)
        var action = walk.begin()
        while case .press(let chord) = action {
            let offset = watch.log.count
            _ = try checked(tool.press(chord, udid: udid))
            watch.settle(from: offset)
            let moved = SimulatorLog.moved(in: watch.log, from: offset, current: current)
            if let moved { current = moved }
            progress("\(walk.presses.count) \(chord.rawValue): " + (moved.map(\.element) ?? "focus did not move"))
            action = walk.after(moved)
        }
        return (action, walk)
    }

    /// When VoiceOver's first-run sheet has focus, presses Escape once to
    /// close it; fails when focus is still on it after that.
    private func closeFirstRunSheet(_ udid: String, tool: KeyTool, watch: SimulatorLogWatch) throws(RecordFailure) {
        guard let sheet = SimulatorLog.firstRunSheet(SimulatorLog.focusLines(in: watch.log, from: 0).last) else {
            return
        }
        progress("closing VoiceOver's first-run sheet (\(sheet)) with Escape")
        let offset = watch.log.count
        _ = try checked(tool.press(.escape, udid: udid))
        watch.settle(from: offset)
        guard SimulatorLog.firstRunSheet(SimulatorLog.focusLines(in: watch.log, from: 0).last) != nil else { return }
        throw RecordFailure(
            .unavailable,
            "VoiceOver's first-run sheet (\(sheet)) still has focus after Escape; close it in the simulator "
                + "and run hark record again")
    }

    /// Runs `command`; its result when it exits 0, else a failure naming it.
    private func checked(_ command: SimulatorCommand) throws(RecordFailure) -> ProcessResult {
        let result = try runner.run(command)
        guard result.status == 0 else {
            throw RecordFailure(.unavailable, "\(command) failed: \(result.reason)")
        }
        return result
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
