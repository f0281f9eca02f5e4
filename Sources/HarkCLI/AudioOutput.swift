import Foundation
import Hark

/// `hark narrate … --audio OUT.wav [--captions OUT.vtt] [--voice V]
/// [--rate R] [--gap S] [--hint-pause S]`, and `hark speak`, which is
/// narrate with `--audio <file name>.wav` by default: the session rendered
/// as sound with the platform's synthesizer.
struct AudioOutput: Sendable {
    var path: String
    var captions: String?
    var voice: String?
    var rate = 1.0
    var timing = AudioTiming()
    let usage: String

    /// The audio options given, `nil` without `--audio` (unless `speaking`,
    /// when the WAV is named after the sample). Wrong values are usage errors.
    static func parse(_ parsed: SubcommandArguments, speaking: Bool) throws(CommandFailure) -> AudioOutput? {
        var path = parsed.value(.audio)
        if path == nil, speaking {
            let file = try parsed.requiredFile()
            path =
                file == "-" ? "hark.wav" : URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent + ".wav"
        }
        guard let path else {
            if let other = CommandOption.sound.first(where: { parsed.value($0) != nil }) {
                throw parsed.fail("'\(other.names.last ?? "")' needs '--audio <wav>'")
            }
            return nil
        }
        guard !path.isEmpty, path != "-" else {
            throw parsed.fail("The value '\(path)' is invalid for '--audio <wav>'; expected a file name")
        }
        var output = AudioOutput(
            path: path, captions: parsed.value(.captions), voice: parsed.value(.voice), usage: parsed.usage)
        if let captions = output.captions, captions.isEmpty || captions == "-" || captions == path {
            throw parsed.fail(
                "The value '\(captions)' is invalid for '--captions <vtt>'; expected a file name other than the WAV's")
        }
        if output.voice?.isEmpty == true { throw parsed.fail("The value '' is invalid for '--voice <voice>'") }
        output.rate =
            try number(parsed, .rate, in: 0.5...2.5, meaning: "a speaking rate from 0.5 to 2.5 (1 is normal)") ?? 1
        output.timing.gestureGap =
            try number(parsed, .gap, in: 0...10, meaning: "seconds from 0 to 10") ?? output.timing.gestureGap
        output.timing.hintPause =
            try number(parsed, .hintPause, in: 0...10, meaning: "seconds from 0 to 10") ?? output.timing.hintPause
        return output
    }

    private static func number(
        _ parsed: SubcommandArguments, _ option: CommandOption, in range: ClosedRange<Double>, meaning: String
    ) throws(CommandFailure) -> Double? {
        guard let text = parsed.value(option) else { return nil }
        let name = option.names.last ?? ""
        guard let value = DecimalText.number(text), range.contains(value) else {
            throw parsed.fail(
                "The value '\(text)' is invalid for '\(name) <\(name.dropFirst(2))>'; expected \(meaning)")
        }
        return value
    }

    /// Renders the transcript and writes the WAV (and the captions). The
    /// files are checked first, so nothing is synthesized for nothing.
    func write(
        _ transcript: Transcript, console: Console, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(CommandFailure) {
        for file in [path] + (captions.map { [$0] } ?? []) { try OutputFile.check(file, usage: usage) }
        let (synthesizer, warnings) = try SpeechEngine.synthesizer(
            voice: voice, rate: rate, locale: transcript.locale, environment: environment, usage: usage)
        for warning in warnings { console.writeMessage("Warning", warning) }
        let rendering: AudioRendering
        do {
            rendering = try AudioRenderer(synthesizer: synthesizer, timing: timing).render(transcript)
        } catch {
            throw CommandFailure(code: .unavailable, usage: usage, message: error.message)
        }
        do {
            try WAVFile.checkFits(sampleCount: rendering.audio.samples.count)
        } catch {
            throw CommandFailure(
                code: .cannotCreate, usage: usage, message: "cannot write '\(path)': \(error.description)")
        }
        try OutputFile.write(rendering.wav, to: path, usage: usage)
        if let captions { try OutputFile.write(Data(rendering.webVTT.utf8), to: captions, usage: usage) }
    }
}
