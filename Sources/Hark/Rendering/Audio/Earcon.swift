import Foundation

/// The short sounds VoiceOver plays beside its speech, synthesized in Swift
/// as PCM (no sound files). Each is distinct in pitch and shape; the table
/// is in docs/Audio.md.
package enum Earcon: String, Hashable, Sendable, CaseIterable {
    /// Focus moved to an element: a 2 kHz tick, 30 ms.
    case focus
    /// A flick past the first or last element, or a move that cannot
    /// happen: a low double thud (140 Hz and 70 Hz), 150 ms.
    case boundary
    /// A new screen: three rising notes C5–E5–G5, 240 ms.
    case screenChanged
    /// Part of the screen changed: two rising notes G5–C6, 140 ms.
    case layoutChanged
    /// The element has custom actions (before "Actions Available"): two
    /// soft high notes E6–G6, 100 ms.
    case actionsAvailable
    /// A page scrolled (`pageScrolled`): a falling sweep 1,200 → 500 Hz, 180 ms.
    case pageScrolled

    /// One piece of a sound: a sine sweeping from `from` to `to` Hz.
    private struct Partial {
        var from: Double, to: Double, start: Double, length: Double, amplitude: Double
        /// Decays exponentially (a struck sound) rather than holding.
        var decays = false
    }

    private var partials: [Partial] {
        switch self {
        case .focus:
            return [Partial(from: 2_000, to: 2_000, start: 0, length: 0.03, amplitude: 0.25, decays: true)]
        case .boundary:
            return [
                Partial(from: 140, to: 110, start: 0, length: 0.15, amplitude: 0.5, decays: true),
                Partial(from: 70, to: 60, start: 0, length: 0.15, amplitude: 0.35, decays: true),
            ]
        case .screenChanged:
            return [523.25, 659.25, 783.99].enumerated().map {
                Partial(from: $1, to: $1, start: Double($0) * 0.08, length: 0.08, amplitude: 0.3)
            }
        case .layoutChanged:
            return [783.99, 1_046.5].enumerated().map {
                Partial(from: $1, to: $1, start: Double($0) * 0.07, length: 0.07, amplitude: 0.25)
            }
        case .actionsAvailable:
            return [1_318.5, 1_568].enumerated().map {
                Partial(from: $1, to: $1, start: Double($0) * 0.05, length: 0.05, amplitude: 0.2)
            }
        case .pageScrolled:
            return [Partial(from: 1_200, to: 500, start: 0, length: 0.18, amplitude: 0.3)]
        }
    }

    /// How long the sound lasts, in seconds.
    package var duration: Double { partials.map { $0.start + $0.length }.max() ?? 0 }

    /// What a caption shows: `[boundary]`, `[screen changed]`.
    package var caption: String {
        switch self {
        case .focus: "[focus]"
        case .boundary: "[boundary]"
        case .screenChanged: "[screen changed]"
        case .layoutChanged: "[layout changed]"
        case .actionsAvailable: "[actions available]"
        case .pageScrolled: "[page scrolled]"
        }
    }

    /// The sound at `sampleRate`: its partials summed, each with a 4 ms
    /// attack and release so that nothing clicks.
    package func audio(sampleRate: Int = PCMAudio.standardRate) -> PCMAudio {
        let rate = Double(sampleRate)
        var mix = [Double](repeating: 0, count: PCMAudio.sampleCount(seconds: duration, rate: sampleRate))
        for partial in partials {
            let first = Int((partial.start * rate).rounded())
            let count = min(Int((partial.length * rate).rounded()), mix.count - first)
            guard count > 0 else { continue }
            let edge = max(1.0, 0.004 * rate)
            var phase = 0.0
            for offset in 0..<count {
                let progress = Double(offset) / Double(count)
                let frequency = partial.from + (partial.to - partial.from) * progress
                phase += 2 * Double.pi * frequency / rate
                var gain = min(1, Double(offset) / edge, Double(count - offset) / edge)
                if partial.decays { gain *= exp(-5 * progress) }
                mix[first + offset] += partial.amplitude * gain * sin(phase)
            }
        }
        return PCMAudio(sampleRate: sampleRate, samples: mix.map { Int16(clamping: Int(($0 * 32_767).rounded())) })
    }
}
