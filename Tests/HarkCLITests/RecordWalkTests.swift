// These tests start processes (Process), which iOS does not have.
#if os(macOS) || os(Linux)
import Foundation
import HarkTestSupport
import Testing
@testable import Hark
@testable import HarkCLI

/// How `hark record` meets a real simulator at first contact, against the
/// stand-ins of RecordCLITests: a log stream that a pipe would hold back
/// (read through a terminal), a daemon slow to start, speech with pauses
/// and a hint after one, VoiceOver's first-run sheet, a screen that loops,
/// and a walk that fails midway, whose log is still kept.
@Suite struct RecordWalkTests {
    static let udid = RecordCLITests.udid

    @Test func theLogStreamReachesHarkLineByLineThroughATerminal() throws {
        let folder = try RecordCLITests.standIns(log: "mid-screen.vot.log", voiceOver: "0\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let xcrun = folder.appendingPathComponent("xcrun")
        let arguments = SimulatorCommand.streamLog(Self.udid).arguments
        // On a pipe, `log` (as its stand-in) holds its lines back in blocks of 4 KB.
        let piped = try ChildProcess.start(xcrun, arguments)
        let pipe = PipeCollector(piped.output.fileHandleForReading)
        // Through the terminal hark record gives it, they come as written.
        let stream = try SystemProcessRunner(searchPath: folder.path + ":/usr/bin:/bin").start(.streamLog(Self.udid))
        var lines: [SimulatorWalk.Focus] = []
        for _ in 0..<100 where lines.isEmpty {
            Thread.sleep(forTimeInterval: 0.05)
            lines = SimulatorLog.focusLines(in: stream.output(), from: 0)
        }
        #expect(lines.map(\.element) == ["Wi-Fi 0.0,160.0,393.0,44.0"])
        #expect(pipe.current.isEmpty, "a pipe held the line back")
        _ = stream.stop()
        // SIGKILL: a process started from a test's thread inherits its blocked SIGTERM.
        kill(piped.process.processIdentifier, SIGKILL)
        piped.process.waitUntilExit()
    }

    @Test func itWaitsForVoiceOverToStartAndToFinishSpeakingHintIncluded() throws {
        let folder = try RecordCLITests.standIns(log: "slow-hint.vot.log", voiceOver: "0\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Silence ends a press after 0.8 s, once VoiceOver's speech has completed: the pause of 1.2 s in the middle
        // of "Refresh, button" does not end it, as the words are not complete; the hint after 0.5 s is still heard.
        let result = RecordCLITests.record(["booted"], in: folder, quiet: 0.8)
        #expect(result.code == 0, "\(result.error)")
        let recording = try ParityRecording(jsonData: Data(result.output.utf8))
        #expect(recording.utterances == ["Flights, heading", "Refresh, button, Loads the departures again."])
        #expect(result.error.hasSuffix("hark record: focus no longer moves after 3 key presses\n"))
    }

    @Test func aDaemonThatDoesNotStartIsExit69() throws {
        let folder = try RecordCLITests.standIns(log: "slow-hint.vot.log", voiceOver: "0\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The daemon's first line comes 5 s after the stream starts, the most hark record waits here 0.3 s.
        let first = folder.appendingPathComponent("log.0")
        try ("@@wait 5\n" + String(contentsOf: first, encoding: .utf8)).write(
            to: first, atomically: true, encoding: .utf8)
        let result = RecordCLITests.record(["booted"], in: folder, start: 0.3)
        #expect(result.code == 69)
        #expect(
            result.error.hasSuffix(
                "Error: VoiceOver did not start: its log stayed empty for 0.3 s after it was turned on\n"))
        // VoiceOver is turned off again.
        #expect(try RecordCLITests.calls(folder).last?.hasSuffix("launchctl stop com.apple.VoiceOverTouch") == true)
    }

    @Test func theFirstRunSheetIsClosedWithEscape() throws {
        let folder = try RecordCLITests.standIns(log: "first-run-sheet.vot.log", voiceOver: "0\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = RecordCLITests.record(["booted"], in: folder)
        #expect(result.code == 0, "\(result.error)")
        let recording = try ParityRecording(jsonData: Data(result.output.utf8))
        #expect(recording.utterances == ["Settings, heading", "Wi-Fi, button"])
        #expect(
            result.error.contains("hark record: closing VoiceOver's first-run sheet (VoiceOver Gestures) with Escape\n")
        )
        let pressed = try String(contentsOf: folder.appendingPathComponent("presses"), encoding: .utf8)
        #expect(pressed == "escape\nprevious\nnext\nnext\n")
        #expect(try pressed.split(separator: "\n").map(String.init) == RecordCLITests.keys("first-run-sheet.vot.log"))
    }

    @Test func aSheetEscapeDoesNotCloseIsExit69() throws {
        let folder = try RecordCLITests.standIns(log: "first-run-sheet.vot.log", voiceOver: "0\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The log after Escape shows nothing: focus is still on the sheet.
        try "".write(to: folder.appendingPathComponent("log.1"), atomically: true, encoding: .utf8)
        let result = RecordCLITests.record(["booted"], in: folder)
        #expect(result.code == 69)
        #expect(
            result.error.hasSuffix(
                "Error: VoiceOver's first-run sheet (VoiceOver Gestures) still has focus after Escape; close it in the "
                    + "simulator and run hark record again\n"))
    }

    @Test func aScreenThatLoopsStopsWhereFocusComesBack() throws {
        let folder = try RecordCLITests.standIns(log: "carousel.vot.log", voiceOver: "0\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = RecordCLITests.record(["booted"], in: folder)
        #expect(result.code == 0, "\(result.error)")
        let recording = try ParityRecording(jsonData: Data(result.output.utf8))
        #expect(recording.utterances == ["Page 1, image", "Page 2, image", "Page 3, image"])
        #expect(
            result.error.hasSuffix(
                "hark record: focus came back to Page 1 0.0,100.0,393.0,300.0, read before: the screen loops "
                    + "after 4 key presses\n"))
    }

    @Test func aWalkThatFailsMidwayKeepsTheLogItHad() throws {
        let folder = try RecordCLITests.standIns(log: "mid-screen.vot.log", voiceOver: "0\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "3\n".write(to: folder.appendingPathComponent("fail-at"), atomically: true, encoding: .utf8)
        let keep = folder.appendingPathComponent("kept.log")
        let result = RecordCLITests.record(["booted", "--keep-log", keep.path], in: folder)
        #expect(result.code == 69)
        #expect(
            result.error.hasSuffix(
                "Error: axe key-combo --modifiers 224,226 --key 79 --udid \(Self.udid) failed: Error: HID event "
                    + "failed: the simulator is not responding\n"))
        #expect(result.output == "")
        // What the log showed up to the failure is kept: the landing, the walk back to the first element.
        let kept = try String(contentsOf: keep, encoding: .utf8)
        #expect(kept.contains("First element in app focus: Wi-Fi {{0, 160}, {393, 44}}\n"))
        #expect(kept.contains("Will set element: Settings {{16, 96}, {361, 41}}\n"))
        #expect(!kept.contains("Airplane Mode"))
        #expect(try RecordCLITests.calls(folder).last?.hasSuffix("launchctl stop com.apple.VoiceOverTouch") == true)
    }

    @Test func theWalkStopsWhenFocusComesBack() {
        var walk = SimulatorWalk(focus: SimulatorWalk.Focus(element: "A", offset: 0))
        #expect(walk.begin() == .press(.previous))
        #expect(walk.after(nil) == .press(.next))
        #expect(walk.after(SimulatorWalk.Focus(element: "B", offset: 10)) == .press(.next))
        #expect(
            walk.after(SimulatorWalk.Focus(element: "A", offset: 20))
                == .finish(start: 0, end: 20, reason: "focus came back to A, read before: the screen loops"))
    }
}
#endif
