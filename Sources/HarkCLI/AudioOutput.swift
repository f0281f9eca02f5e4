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
    /// The speaking rate, 1 the synthesizer's normal one (`--rate` sets it, by default its declared default).
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
        // Without --audio, its options are refused (CommandOption.Relation.needs).
        guard let path else { return nil }
        guard !path.isEmpty, path != "-" else {
            throw parsed.fail("The value '\(path)' is invalid for '--audio <wav>'; expected a file name")
        }
        var output = AudioOutput(
            path: path, captions: parsed.value(.captions), voice: parsed.value(.voice),
            rate: try parsed.number(.rate, expected: "a speaking rate from 0.5 to 2.5 (1 is normal)") {
                (0.5...2.5).contains($0)
            }, usage: parsed.usage)
        if let captions = output.captions, captions.isEmpty || captions == "-" || captions == path {
            throw parsed.fail(
                "The value '\(captions)' is invalid for '--captions <vtt>'; expected a file name other than the WAV's")
        }
        if output.voice?.isEmpty == true { throw parsed.fail("The value '' is invalid for '--voice <voice>'") }
        output.timing.gestureGap = try parsed.number(.gap, expected: "seconds from 0 to 10") { (0...10).contains($0) }
        output.timing.hintPause = try parsed.number(.hintPause, expected: "seconds from 0 to 10") {
            (0...10).contains($0)
        }
        return output
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
