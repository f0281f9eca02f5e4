#if canImport(AVFoundation)
import AVFoundation
import Foundation
import Hark

/// Speech from `AVSpeechSynthesizer.write`, on Apple platforms: the
/// system's voices, without playing anything.
struct AppleSpeechSynthesizer: SpeechSynthesizer {
    let voice: AVSpeechSynthesisVoice
    /// `--rate`: 1 is the system's default rate.
    let rate: Double

    /// `--voice` as a voice identifier or a language, else the narration
    /// language's voice, its base language's, or English (with a warning).
    static func voice(named name: String?, locale: String) -> (voice: AVSpeechSynthesisVoice?, warning: String?) {
        if let name {
            return (AVSpeechSynthesisVoice(identifier: name) ?? AVSpeechSynthesisVoice(language: name), nil)
        }
        var tag = locale.replacingOccurrences(of: "_", with: "-")
        if let voice = AVSpeechSynthesisVoice(language: tag) { return (voice, nil) }
        while let dash = tag.lastIndex(of: "-") {
            tag = String(tag[..<dash])
            if let voice = AVSpeechSynthesisVoice(language: tag) {
                return (voice, "the system has no \(locale) voice; speaking with its \(tag) voice")
            }
        }
        return (AVSpeechSynthesisVoice(language: "en-US"), "the system has no voice for \(locale); speaking English")
    }

    func synthesize(_ text: String, language: String) throws(SpeechSynthesisError) -> PCMAudio {
        let utterance = AVSpeechUtterance(string: text)
        utterance.voice = voice
        utterance.rate = min(
            AVSpeechUtteranceMaximumSpeechRate,
            max(AVSpeechUtteranceMinimumSpeechRate, AVSpeechUtteranceDefaultSpeechRate * Float(rate)))
        let collected = Collected()
        let synthesizer = AVSpeechSynthesizer()
        synthesizer.write(utterance) { buffer in collected.append(buffer) }
        // The buffers may come on this thread's run loop: run it until the
        // empty buffer that ends the speech, for at most a minute.
        let deadline = Date(timeIntervalSinceNow: 60)
        while !collected.isDone, Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
        guard collected.isDone else {
            throw SpeechSynthesisError("AVSpeechSynthesizer did not finish \"\(text.prefix(60))\" within a minute")
        }
        return collected.audio
    }
}

/// The buffers `write` hands over, as 16-bit samples.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var samples: [Int16] = []
    private var sampleRate = PCMAudio.standardRate
    private var done = false

    var isDone: Bool {
        lock.lock()
        defer { lock.unlock() }
        return done
    }

    var audio: PCMAudio {
        lock.lock()
        defer { lock.unlock() }
        return PCMAudio(sampleRate: sampleRate, samples: samples)
    }

    func append(_ buffer: AVAudioBuffer) {
        guard let pcm = buffer as? AVAudioPCMBuffer else { return }
        let count = Int(pcm.frameLength)
        lock.lock()
        defer { lock.unlock() }
        if count == 0 {
            done = true
            return
        }
        sampleRate = Int(pcm.format.sampleRate)
        if let channel = pcm.int16ChannelData?[0] {
            samples.append(contentsOf: UnsafeBufferPointer(start: channel, count: count))
        } else if let channel = pcm.floatChannelData?[0] {
            samples.append(
                contentsOf: UnsafeBufferPointer(start: channel, count: count).map {
                    $0.isFinite ? Int16((Double(max(-1, min(1, $0))) * 32_767).rounded()) : 0
                })
        }
    }
}
#endif
