import Foundation
import Hark

/// Finds the platform's speech synthesizer at run time: `AVSpeechSynthesizer`
/// on Apple platforms, else `espeak-ng` on the `PATH`. None is a package
/// dependency; without one, `--audio` exits 69 saying what to install.
enum SpeechEngine {
    static let installHint =
        "no speech synthesizer found: install espeak-ng (Debian and Ubuntu: 'apt-get install espeak-ng'; Fedora: 'dnf "
        + "install espeak-ng'; macOS: 'brew install espeak-ng')"

    /// The synthesizer for `locale` (or `--voice`), and warnings about the
    /// voice chosen.
    static func synthesizer(voice: String?, rate: Double, locale: String, environment: [String: String], usage: String)
        throws(CommandFailure) -> (any SpeechSynthesizer, [String])
    {
        #if canImport(AVFoundation)
        let (chosen, warning) = AppleSpeechSynthesizer.voice(named: voice, locale: locale)
        guard let chosen else {
            throw CommandFailure.usage(
                message:
                    "The value '\(voice ?? locale)' is invalid for '--voice <voice>'; the system has no such voice",
                usage: usage)
        }
        return (AppleSpeechSynthesizer(voice: chosen, rate: rate), warning.map { [$0] } ?? [])
        #elseif !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
        guard let executable = ESpeakSynthesizer.find(searchPath: environment["PATH"]) else {
            throw CommandFailure(code: .unavailable, usage: usage, message: installHint)
        }
        let voices: ESpeakVoices
        do {
            voices = try ESpeakSynthesizer.voices(executable: executable)
        } catch {
            throw CommandFailure(code: .unavailable, usage: usage, message: error.message)
        }
        if let voice {
            guard voices.knows(voice) else {
                throw CommandFailure.usage(
                    message:
                        "The value '\(voice)' is invalid for '--voice <voice>'; espeak-ng has no such voice (see "
                        + "'espeak-ng --voices')",
                    usage: usage)
            }
            return (ESpeakSynthesizer(executable: executable, voice: voice, rate: rate), [])
        }
        let (chosen, warning) = voices.voice(for: locale)
        return (ESpeakSynthesizer(executable: executable, voice: chosen, rate: rate), warning.map { [$0] } ?? [])
        #else
        throw CommandFailure(code: .unavailable, usage: usage, message: installHint)
        #endif
    }
}
