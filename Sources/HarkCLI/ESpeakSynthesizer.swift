#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
import Dispatch
import Foundation
import Hark

/// Speech from espeak-ng, run as a process for each piece of text: the text
/// goes in as data, in a temporary file named with `-f` (never through a
/// shell, so quotes, `;`, `$(…)` and newlines are just text; and not on a
/// pipe, which would raise SIGPIPE should espeak-ng exit without reading
/// it), and a WAVE file comes back on standard output.
struct ESpeakSynthesizer: SpeechSynthesizer {
    /// Its normal speaking rate, in words per minute (`--rate 1`).
    static let wordsPerMinute = 175

    let executable: URL
    /// The `-v` voice: a language tag or a voice name.
    let voice: String
    /// `--rate`: 1 is espeak-ng's normal rate.
    let rate: Double

    /// The first `espeak-ng` on `searchPath` (the `PATH` variable's value).
    static func find(searchPath: String?) -> URL? {
        for folder in (searchPath ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("espeak-ng")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        return nil
    }

    /// The voices the installed espeak-ng has.
    static func voices(executable: URL) throws(SpeechSynthesisError) -> ESpeakVoices {
        let output = try run(executable, ["--voices"])
        var voices = ESpeakVoices(listing: String(decoding: output, as: UTF8.self))
        voices.addVariants(listing: String(decoding: try run(executable, ["--voices=variant"]), as: UTF8.self))
        return voices
    }

    /// The arguments: the voice, the rate in words per minute, UTF-8 text
    /// read from `textFile`, a WAVE file written to standard output.
    func arguments(textFile: String) -> [String] {
        let wordsPerMinute = Int((Double(Self.wordsPerMinute) * rate).rounded())
        return ["-v", voice, "-s", String(wordsPerMinute), "-b", "1", "-f", textFile, "--stdout"]
    }

    /// What espeak-ng reads: the text, with control characters as spaces and
    /// `[[`, which would start phoneme input, split so it is read as text.
    static func input(for text: String) -> Data {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += " "
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return Data(result.replacingOccurrences(of: "[[", with: "[ [").utf8)
    }

    func synthesize(_ text: String, language: String) throws(SpeechSynthesisError) -> PCMAudio {
        let textFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hark-speech-\(UUID().uuidString).txt")
        do {
            try Self.input(for: text).write(to: textFile)
        } catch {
            throw SpeechSynthesisError(
                "cannot write the text for espeak-ng to \(textFile.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: textFile) }
        let output = try Self.run(executable, arguments(textFile: textFile.path))
        do {
            return try WAVFile.decode(output)
        } catch {
            throw SpeechSynthesisError(
                "espeak-ng gave no sound we can read for \"\(text.prefix(60))\": \(error.description)")
        }
    }

    /// Runs espeak-ng; returns its standard output, or throws with the first
    /// line it wrote on standard error.
    private static func run(_ executable: URL, _ arguments: [String]) throws(SpeechSynthesisError) -> Data {
        let child: ChildProcess
        do {
            child = try ChildProcess.start(executable, arguments)
        } catch {
            throw SpeechSynthesisError("cannot run \(executable.path): \(error.localizedDescription)")
        }
        // Standard error is read on another thread, so that neither pipe fills.
        let process = child.process, errors = child.errors
        let output = child.output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = String(decoding: errors.finish(timeout: 60), as: UTF8.self)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let reason =
                message.split(whereSeparator: \.isNewline).first.map(String.init)
                ?? "exit status \(process.terminationStatus)"
            throw SpeechSynthesisError("espeak-ng failed: \(reason)")
        }
        return output
    }
}

#endif
