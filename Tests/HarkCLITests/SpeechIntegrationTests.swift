// These tests start processes (Process), which iOS does not have.
#if os(macOS) || os(Linux)
import Foundation
import Testing
import HarkTestSupport

/// Programs on the `PATH`.
enum InstalledTools {
    static func path(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    static let speech = path("espeak-ng") != nil && path("sox") != nil

    /// Whether `--audio` speaks with AVSpeechSynthesizer (Apple platforms).
    static var appleSpeech: Bool {
        #if canImport(AVFoundation)
        true
        #else
        false
        #endif
    }
}

/// The real synthesizer: FlightList rendered with espeak-ng, measured with
/// sox. Runs where both are installed; `.ci/run` installs them.
@Suite("espeak-ng and sox", .enabled(if: InstalledTools.speech))
struct SpeechIntegrationTests {
    static func tool(_ name: String) -> String? { InstalledTools.path(name) }

    /// Runs sox; returns what it wrote (stat writes to standard error).
    static func sox(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(tool("sox")))
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The RMS amplitude of `wav` from `start` to `end` seconds (`sox stat`).
    static func rms(_ wav: String, _ start: Double, _ end: Double) throws -> Double {
        let stat = try sox([
            wav, "-n", "trim", String(format: "%.3f", start), "=" + String(format: "%.3f", end), "stat",
        ])
        let line = try #require(stat.split(separator: "\n").first { $0.hasPrefix("RMS     amplitude:") })
        return try #require(Double(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)))
    }

    /// The cues of a WebVTT file: start and end in seconds, and the text.
    static func cues(_ vtt: String) -> [(start: Double, end: Double, text: String)] {
        func seconds(_ stamp: Substring) -> Double {
            let parts = stamp.split(separator: ":").compactMap { Double($0) }
            return parts.count == 3 ? parts[0] * 3_600 + parts[1] * 60 + parts[2] : .nan
        }
        let lines = vtt.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.compactMap { index in
            let parts = lines[index].split(separator: " ")
            guard parts.count == 3, parts[1] == "-->", index + 1 < lines.count else { return nil }
            return (seconds(parts[0]), seconds(parts[2]), String(lines[index + 1]))
        }
    }

    @Test(arguments: ["en", "de"])
    func flightListInEnglishAndGerman(locale: String) throws {
        let folder = try AudioCLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wav = folder.appendingPathComponent("FlightList.wav").path,
            vtt = folder.appendingPathComponent("FlightList.vtt").path
        let result = runHark([
            "narrate", AudioCLITests.flightList, "--gestures", "next next next", "--locale", locale, "--audio", wav,
            "--captions", vtt,
        ])
        #expect(result.code == 0)
        #expect(result.error.isEmpty)
        #expect(try Self.sox(["--i", "-r", wav]) == "22050\n")
        #expect(try Self.sox(["--i", "-c", wav]) == "1\n")
        #expect(try Self.sox(["--i", "-b", wav]) == "16\n")
        let cues = Self.cues(try String(contentsOfFile: vtt, encoding: .utf8))
        #expect(cues.count == 12)
        let timeline = try #require(cues.last?.end)
        let duration = try #require(
            Double(try Self.sox(["--i", "-D", wav]).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(abs(duration - timeline) <= 0.1 * timeline, "the WAV lasts \(duration) s, the timeline \(timeline) s")
        // Every piece of speech is heard; the silences between pieces are silent.
        for cue in cues where !cue.text.hasPrefix("[") {
            #expect(try Self.rms(wav, cue.start, cue.end) > 0.02, "\(cue.text) is heard")
        }
        for (before, after) in zip(cues, cues.dropFirst()) where after.start - before.end >= 0.2 {
            #expect(try Self.rms(wav, before.end + 0.01, after.start - 0.01) < 0.001, "silence before \(after.text)")
        }
        // The pause before the hint is VoiceOver's second.
        let hint = try #require(
            cues.firstIndex {
                $0.text == (locale == "de" ? "Für weitere Details doppeltippen." : "Double tap to view more details.")
            })
        #expect(abs(cues[hint].start - cues[hint - 1].end - 1.0) <= 0.002)
    }

    /// A label full of shell syntax is spoken, and none of it runs.
    @Test func shellMetacharactersAreSpokenLiterally() throws {
        let folder = try AudioCLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let marker = folder.appendingPathComponent("pwned").path
        let label = "Say \\\"hi\\\"; $(touch \(marker)) `touch \(marker)` && touch \(marker) | cat > \(marker)\\n'done'"
        let document = #"{"hark": 1, "root": {"label": "\#(label)", "traits": ["button"], "frame": [0, 0, 100, 40]}}"#
        let wav = folder.appendingPathComponent("out.wav").path, vtt = folder.appendingPathComponent("out.vtt").path
        let result = runHark(["narrate", "-", "--audio", wav, "--captions", vtt], input: document)
        #expect(result.code == 0, "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: marker))
        let speech = try #require(Self.cues(try String(contentsOfFile: vtt, encoding: .utf8)).last)
        #expect(speech.text.hasPrefix("Say \"hi\"; $(touch "))
        // Said in full: long, and heard throughout.
        #expect(speech.end - speech.start > 3)
        #expect(try Self.rms(wav, speech.start, speech.end) > 0.02)
    }
}
#endif
