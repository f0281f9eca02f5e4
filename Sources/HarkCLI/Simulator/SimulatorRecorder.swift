import Foundation
import Hark

/// Records VoiceOver in a booted iOS simulator (`hark record`): finds the
/// device and a key tool, streams `vot`'s log, turns VoiceOver on if it is
/// off, walks the screen (``SimulatorWalk``) pressing VoiceOver's keys,
/// then stops the log, turns VoiceOver back off only if it was off, and
/// reads the log from the first element on into a recording. Every program
/// runs through a ``ProcessRunning``, so tests run it against stand-ins.
struct SimulatorRecorder: Sendable {
    /// What a recording session produced.
    struct Session: Sendable {
        /// The recording, from the first element on.
        var recording: ParityRecording
        /// The whole log as streamed, walk back included.
        var log: [UInt8]
        /// Why the walk ended.
        var reason: String
        /// The keys pressed, in order.
        var presses: [VoiceOverChord]
    }

    /// A UDID, or `booted`.
    var udid: String
    /// How long to wait after each key press for VoiceOver to move and speak.
    var wait: Double
    var runner: any ProcessRunning
    var maximumPresses = 500

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
        let stream = try runner.start(.streamLog(device.udid))
        var outcome: Result<(SimulatorWalk.Action, SimulatorWalk), RecordFailure>
        do {
            if !voiceOverWasOn {
                for command in SimulatorCommand.setVoiceOver(device.udid, on: true) { _ = try checked(command) }
            }
            outcome = .success(try walk(device.udid, tool: tool, stream: stream))
        } catch {
            outcome = .failure(error)
        }
        let log = stream.stop()
        if !voiceOverWasOn {
            for command in SimulatorCommand.setVoiceOver(device.udid, on: false) { _ = try? checked(command) }
        }
        let (end, walk) = try outcome.get()
        guard case .finish(let start, let reason) = end else {
            if case .fail(let message) = end { throw RecordFailure(.unavailable, "the walk stopped: \(message)") }
            throw RecordFailure(.unavailable, "the walk ended without an end")
        }
        var recording: ParityRecording
        do {
            recording = try ParityRecording(votLog: Data(log[min(start, log.count)...]))
        } catch {
            throw RecordFailure(.dataError, "VoiceOver's log is not a recording: \(error)")
        }
        recording.device = device.name
        recording.system = device.system
        return Session(recording: recording, log: log, reason: reason, presses: walk.presses)
    }

    /// Walks the screen; the last action (a finish or a failure) and the walk.
    private func walk(_ udid: String, tool: KeyTool, stream: any StreamingProcess) throws(RecordFailure) -> (
        SimulatorWalk.Action, SimulatorWalk
    ) {
        runner.pause(wait)
        var log = stream.output()
        var walk = SimulatorWalk(focus: SimulatorLog.focusLines(in: log, from: 0).last, maximumPresses: maximumPresses)
        var current = SimulatorLog.focusLines(in: log, from: 0).last
        var action = walk.begin()
        while case .press(let chord) = action {
            let offset = log.count
            _ = try checked(tool.press(chord, udid: udid))
            runner.pause(wait)
            log = stream.output()
            let moved = SimulatorLog.moved(in: log, from: offset, current: current)
            if let moved { current = moved }
            action = walk.after(moved)
        }
        return (action, walk)
    }

    /// Runs `command`; its result when it exits 0, else a failure naming it.
    private func checked(_ command: SimulatorCommand) throws(RecordFailure) -> ProcessResult {
        let result = try runner.run(command)
        guard result.status == 0 else {
            throw RecordFailure(.unavailable, "\(command) failed: \(result.reason)")
        }
        return result
    }
}
