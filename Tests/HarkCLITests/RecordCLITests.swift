// These tests start processes (Process), which iOS does not have.
#if os(macOS) || os(Linux)
import Foundation
import HarkTestSupport
import Testing
@testable import Hark
@testable import HarkCLI

/// `hark record`, run against stand-ins for `xcrun` and AXe
/// (Tests/Fixtures/Simulator) that replay a `vot` log as keys are pressed:
/// the commands it runs, the walk back to the first element and forward to
/// where focus no longer moves, and VoiceOver left as it was found.
@Suite struct RecordCLITests {
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/Simulator")
    static let udid = "5A1B2C3D-0000-4000-8000-000000000001"
    static let devices = """
        {"devices": {
          "com.apple.CoreSimulator.SimRuntime.iOS-26-5": [
            {"udid": "\(udid)", "name": "iPhone 17", "state": "Booted"},
            {"udid": "6B000000-0000-4000-8000-000000000002", "name": "iPhone Air", "state": "Shutdown"}]}}
        """

    /// A folder with the stand-ins, the device list, VoiceOver's setting and
    /// `log`'s chunks (split at its `@@ key` lines); with `axe: false`, no key tool.
    static func standIns(log: String, voiceOver: String, axe: Bool = true) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for program in axe ? ["xcrun", "axe"] : ["xcrun"] {
            try FileManager.default.copyItem(
                at: fixtures.appendingPathComponent(program), to: folder.appendingPathComponent(program))
        }
        try devices.write(to: folder.appendingPathComponent("devices.json"), atomically: true, encoding: .utf8)
        try voiceOver.write(to: folder.appendingPathComponent("voiceover"), atomically: true, encoding: .utf8)
        let text = try String(contentsOf: fixtures.appendingPathComponent(log), encoding: .utf8)
        var chunks = [""]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !line.hasPrefix("#") {
            if line.hasPrefix("@@ ") {
                chunks.append("")
            } else if !line.isEmpty {
                chunks[chunks.count - 1] += line + "\n"
            }
        }
        for (index, chunk) in chunks.enumerated() {
            try chunk.write(to: folder.appendingPathComponent("log.\(index)"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// The `@@ key` lines of a fixture: the keys it expects, in order.
    static func keys(_ log: String) throws -> [String] {
        try String(contentsOf: fixtures.appendingPathComponent(log), encoding: .utf8)
            .split(separator: "\n").filter { $0.hasPrefix("@@ ") }.map { String($0.dropFirst(3)) }
    }

    /// Runs `hark record` with the stand-ins first on the search path,
    /// taking `quiet` seconds of silence for the end of VoiceOver's speech.
    static func record(_ arguments: [String], in folder: URL, quiet: Double = 0.3, start: Double = 5) -> CLIResult {
        let runner = SystemProcessRunner(searchPath: folder.path + ":/usr/bin:/bin")
        final class Buffers: @unchecked Sendable {
            let lock = NSLock()
            var output = "", error = ""
        }
        let buffers = Buffers()
        let console = Console(
            readStandardInput: { _ in Data() },
            writeOutput: { text in buffers.lock.withLock { buffers.output += text } },
            writeError: { text in buffers.lock.withLock { buffers.error += text } })
        let code: ExitCode
        do {
            var command = RecordCommand(runner: runner)
            command.quiet = quiet
            command.startTimeout = start
            code = try command.run(arguments + ["--wait", "5"], console: console)
        } catch {
            return CLIResult(code: error.code.rawValue, output: buffers.output, error: "Error: \(error.message)\n")
        }
        return CLIResult(code: code.rawValue, output: buffers.output, error: buffers.error)
    }

    static func calls(_ folder: URL) throws -> [String] {
        try String(contentsOf: folder.appendingPathComponent("calls"), encoding: .utf8).split(separator: "\n")
            .map(String.init)
    }

    @Test func aStartMidScreenWalksBackThenForwardUntilFocusStops() throws {
        let folder = try Self.standIns(log: "mid-screen.vot.log", voiceOver: "0\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let keep = folder.appendingPathComponent("kept.log")
        let result = Self.record(["booted", "--keep-log", keep.path], in: folder)
        #expect(result.code == 0, "\(result.error)")
        #expect(result.error.hasSuffix("\nhark record: focus no longer moves after 7 key presses\n"))
        // A line for each key press, where focus went.
        #expect(result.error.hasPrefix("hark record: waiting for VoiceOver to start\n"))
        #expect(result.error.contains("\nhark record: 1 previous: Settings 16.0,96.0,361.0,41.0\n"))
        #expect(result.error.contains("\nhark record: 2 previous: focus did not move\n"))
        let recording = try ParityRecording(jsonData: Data(result.output.utf8))
        #expect(recording.recordedWith == "simulator vot log")
        #expect(recording.device == "iPhone 17" && recording.system == "iOS 26.5")
        #expect(recording.locale == "en" && recording.voice == "com.apple.voice.compact.en-US.Samantha")
        #expect(
            recording.utterances == [
                "Settings, heading", "Wi-Fi, button", "Airplane Mode, switch button, off, double tap to toggle setting",
                "Search, search field", "Sign Out, dimmed, button",
            ])
        // The whole log is kept, the landing mid-screen and the walk back included.
        let kept = try String(contentsOf: keep, encoding: .utf8)
        #expect(kept.hasPrefix("2026-09-12 10:15:10.000 Df vot[412:1f03] [com.apple.Accessibility:VOT] First element"))
        // VoiceOver was off: on, then the log, the keys, and off again.
        let udid = Self.udid
        let presses = try Self.keys("mid-screen.vot.log").map { key in
            "axe key-combo --modifiers 224,226 --key \(key == "next" ? 79 : 80) --udid \(udid)"
        }
        #expect(presses.count == 7)
        // The log stream starts before VoiceOver is turned on; its own line in calls may come after the next
        // command's, as the stand-in writes it once started.
        let stream =
            "xcrun simctl spawn \(udid) log stream --style compact --level debug --predicate "
            + SimulatorCommand.votPredicate
        let calls = try Self.calls(folder)
        #expect(calls.firstIndex(of: stream).map { $0 < 5 } == true)
        #expect(
            calls.filter { $0 != stream } == [
                "xcrun simctl list --json devices",
                "xcrun simctl spawn \(udid) defaults read com.apple.Accessibility VoiceOverTouchEnabled",
                "xcrun simctl spawn \(udid) defaults write com.apple.Accessibility VoiceOverTouchEnabled -bool true",
                "xcrun simctl spawn \(udid) launchctl start com.apple.VoiceOverTouch",
            ] + presses + [
                "xcrun simctl spawn \(udid) defaults write com.apple.Accessibility VoiceOverTouchEnabled -bool false",
                "xcrun simctl spawn \(udid) launchctl stop com.apple.VoiceOverTouch",
            ])
        // The recording is the sample screen's, as hark parity measures it.
        let tree = try HarkDocument(
            jsonData: Data(contentsOf: packageRoot.appendingPathComponent("Samples/Parity/Settings.json")))
        let report = Parity.compare(recording: recording, transcript: try Narrator(document: tree).transcript())
        #expect(report.text.hasSuffix("parity: 5/5 utterances match (100%)\n"), "\(report.text)")
    }

    @Test func voiceOverAlreadyOnIsLeftOnAndTheFirstElementIsBroughtIntoTheLog() throws {
        let folder = try Self.standIns(log: "voiceover-on.vot.log", voiceOver: "1\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.record([Self.udid], in: folder)
        #expect(result.code == 0, "\(result.error)")
        let recording = try ParityRecording(jsonData: Data(result.output.utf8))
        #expect(recording.utterances == ["Einstellungen, Überschrift", "Suchen, Suchfeld"])
        #expect(recording.locale == "de" && recording.voice == "com.apple.voice.compact.de-DE.Anna")
        let calls = try Self.calls(folder)
        #expect(!calls.contains { $0.contains("defaults write") || $0.contains("launchctl") })
        // Back (no move, no element named), forward and back to name the first, forward to the end.
        let pressed = calls.filter { $0.hasPrefix("axe ") }.map { $0.contains("--key 79") ? "next" : "previous" }
        #expect(pressed == ["previous", "next", "previous", "next", "next"])
        #expect(try pressed == Self.keys("voiceover-on.vot.log"))
    }

    @Test func aMissingKeyToolIsExit69NamingTheSupportedOnes() throws {
        let folder = try Self.standIns(log: "voiceover-on.vot.log", voiceOver: "1\n", axe: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.record(["booted"], in: folder)
        #expect(result.code == 69)
        let tools = "axe (brew install cameroncooke/axe/axe)"
        #expect(result.error == "Error: no HID key tool to press VoiceOver's keys: install one of \(tools)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("calls").path))
    }

    @Test func aSimulatorNotBootedIsExit69() throws {
        let folder = try Self.standIns(log: "voiceover-on.vot.log", voiceOver: "1\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.record(["6B000000-0000-4000-8000-000000000002"], in: folder)
        #expect(result.code == 69)
        #expect(
            result.error == "Error: the simulator 6B000000-0000-4000-8000-000000000002 is not booted; boot it first\n")
    }

    @Test func theWalkIsBoundedAndSaysWhy() {
        var walk = SimulatorWalk(focus: SimulatorWalk.Focus(element: "A", offset: 0), maximumPresses: 3)
        #expect(walk.begin() == .press(.previous))
        #expect(walk.after(nil) == .press(.next))
        #expect(walk.after(SimulatorWalk.Focus(element: "B", offset: 10)) == .press(.next))
        #expect(
            walk.after(SimulatorWalk.Focus(element: "C", offset: 20))
                == .finish(start: 0, end: nil, reason: "stopped after 3 key presses; the screen may go on"))
        #expect(SimulatorDevice.system("com.apple.CoreSimulator.SimRuntime.iOS-26-5") == "iOS 26.5")
    }

    #if !os(macOS)
    @Test func onLinuxItNeedsAMac() {
        let result = runHark(["record", "booted"])
        #expect(result.code == 69)
        #expect(result.error.hasPrefix("Error: hark record needs a Mac with Xcode"))
    }
    #endif
}
#endif
