import Foundation
import HarkTestSupport
import Testing

/// `hark recording from-log`: a saved vot log to a recording, then parity.
@Suite struct RecordingCLITests {
    static let log = packageRoot.appendingPathComponent("Samples/Parity/Settings.en.vot.log").path

    @Test func aSampleLogBecomesARecordingThatParityMeasures() throws {
        let result = runHark(["recording", "from-log", Self.log])
        #expect(result.code == 0 && result.error == "")
        #expect(result.output.hasPrefix("{\n  \"harkRecording\": 2,\n  \"recordedWith\": \"simulator vot log\""))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hark-recording-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let written = runHark(["recording", "from-log", Self.log, "-o", file.path])
        #expect(written.code == 0 && written.output == "")
        #expect(try String(contentsOf: file, encoding: .utf8) == result.output)
        let tree = packageRoot.appendingPathComponent("Samples/Parity/Settings.json").path
        let parity = runHark(["parity", file.path, tree])
        // Every element matches; the announcement the app posted at the end is a step of its own, which a
        // narration of the still screen cannot have: it is missing, and parity exits 1.
        #expect(parity.code == 1, "\(parity.output)")
        #expect(
            parity.output.hasSuffix(
                """
                5   match     Sign Out, dimmed, button
                6   missing   announcement heard: Signed in as Kim (Hark announces nothing here)
                measures: words 5/5, hints 1/1, order 5/5, announcements 0/1
                parity: 5/5 utterances match (100%)

                """))
    }

    @Test func linesItCannotReadAreSkippedAndCounted() throws {
        let clean = runHark(["recording", "from-log", Self.log])
        // VoiceOver logs a focus move to nothing as "Will set element: (null)"; a bad line costs only itself.
        var lines = try String(contentsOfFile: Self.log, encoding: .utf8).split(separator: "\n").map(String.init)
        let null = "2026-09-12 10:15:12.000 Df vot[412:1f03] [com.apple.Accessibility:VOT] Will set element: (null)"
        lines.insert(null, at: 3)
        lines.insert(null, at: 9)
        let result = runHark(["recording", "from-log", "-"], input: lines.joined(separator: "\n") + "\n")
        #expect(result.code == 0)
        #expect(result.output == clean.output)
        #expect(
            result.error
                == "Warning: skipped 2 lines of VoiceOver's log that could not be read; the first, <stdin>:4: "
                + "\"Will set element\" without a frame {{x, y}, {w, h}} at its end\n")
    }

    @Test func aLogOfLinesItCannotReadIsExit65() {
        let result = runHark(["recording", "from-log", "-"], input: "Will set element: OK\n")
        #expect(result.code == 65)
        #expect(
            result.error
                == "Error: <stdin>: no spoken focus move (\"Will set element: …\" then \"Post-processed string: "
                + "'…'\"); is this vot's log streamed at debug level?\n")
    }

    @Test func aWrongActionIsExit64() {
        let result = runHark(["recording", "from-json", Self.log])
        #expect(result.code == 64)
        #expect(result.error.hasPrefix("Error: Unknown action 'from-json'; expected 'from-log' or 'from-appium'"))
    }

    @Test func appiumMovesBecomeARecordingThatParityMeasures() throws {
        let moves = packageRoot.appendingPathComponent("Samples/Parity/Settings.appium.json").path
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hark-appium-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = runHark(["recording", "from-appium", moves, "-o", file.path])
        #expect(result.code == 0 && result.output == "" && result.error == "", "\(result.error)")
        let tree = packageRoot.appendingPathComponent("Samples/Parity/Settings.json").path
        let parity = runHark(["parity", file.path, tree])
        #expect(parity.code == 0, "\(parity.output)")
        #expect(parity.output.hasSuffix("parity: 5/5 utterances match (100%)\n"), "\(parity.output)")
    }

    @Test func badAppiumMovesAreExit65NamingThePath() {
        let result = runHark(["recording", "from-appium", "-"], input: #"[{"utterance": "A"}, {"speech": "B"}]"#)
        #expect(result.code == 65)
        #expect(result.error.hasPrefix("Error: <stdin>: [1]"), "\(result.error)")
    }
}
