/// Mono 16-bit PCM sound: what a speech synthesizer returns, what an earcon
/// is, and what ``AudioRenderer`` writes.
package struct PCMAudio: Hashable, Sendable {
    /// The sample rate Hark renders at: 22,050 Hz (espeak-ng's own rate,
    /// plenty for speech).
    package static let standardRate = 22_050

    /// Samples per second.
    package var sampleRate: Int
    /// The samples, one channel.
    package var samples: [Int16]

    /// Creates sound from samples; 22,050 Hz unless given.
    package init(sampleRate: Int = PCMAudio.standardRate, samples: [Int16] = []) {
        self.sampleRate = sampleRate
        self.samples = samples
    }

    /// `count` samples of silence.
    package init(silence count: Int, sampleRate: Int = PCMAudio.standardRate) {
        self.init(sampleRate: sampleRate, samples: Array(repeating: 0, count: max(0, count)))
    }

    /// The length in seconds.
    package var duration: Double { sampleRate > 0 ? Double(samples.count) / Double(sampleRate) : 0 }

    /// The number of samples that last `seconds` at `rate` (rounded).
    package static func sampleCount(seconds: Double, rate: Int = PCMAudio.standardRate) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int(saturating: (seconds * Double(rate)).rounded())
    }

    /// The same sound at `rate`, by linear interpolation between samples (a
    /// synthesizer's 16 kHz or 24 kHz speech becomes Hark's 22,050 Hz).
    package func resampled(to rate: Int) -> PCMAudio {
        guard rate != sampleRate, rate > 0, sampleRate > 0, !samples.isEmpty else {
            return PCMAudio(sampleRate: rate, samples: samples)
        }
        let count = max(1, Int((Double(samples.count) * Double(rate) / Double(sampleRate)).rounded()))
        let step = Double(sampleRate) / Double(rate)
        let last = samples.count - 1
        var output = [Int16]()
        output.reserveCapacity(count)
        for index in 0..<count {
            let position = Double(index) * step
            let left = min(Int(position), last)
            let right = min(left + 1, last)
            let fraction = position - Double(left)
            let value = Double(samples[left]) * (1 - fraction) + Double(samples[right]) * fraction
            output.append(Int16(clamping: Int(value.rounded())))
        }
        return PCMAudio(sampleRate: rate, samples: output)
    }

    /// Without the near-silence (below `threshold`, about -44 dBFS by
    /// default) at either end, but `margin` samples of it: synthesizers pad
    /// speech with silence that would lengthen Hark's own pauses.
    package func trimmingSilence(threshold: Int16 = 200, margin: Int = PCMAudio.standardRate / 100) -> PCMAudio {
        let loud = { (sample: Int16) in sample.magnitude >= threshold.magnitude }
        guard let first = samples.firstIndex(where: loud), let last = samples.lastIndex(where: loud) else {
            return PCMAudio(sampleRate: sampleRate)
        }
        let range = max(0, first - margin)..<min(samples.count, last + 1 + margin)
        return PCMAudio(sampleRate: sampleRate, samples: Array(samples[range]))
    }

    /// The first `count` samples, fading out over the last `fade` of them so
    /// that the cut does not click.
    func cut(at count: Int, fade: Int) -> PCMAudio {
        let kept = max(0, min(count, samples.count))
        var result = PCMAudio(sampleRate: sampleRate, samples: Array(samples[..<kept]))
        let length = min(fade, kept)
        for offset in 0..<length {
            let index = kept - length + offset
            let gain = Double(length - offset) / Double(length + 1)
            result.samples[index] = Int16((Double(result.samples[index]) * gain).rounded())
        }
        return result
    }

    /// The root mean square of the samples in `range`, from 0 (silence) to 1
    /// (full scale): how loud a stretch is.
    package func rms(in range: Range<Int>? = nil) -> Double {
        let range = (range ?? samples.indices).clamped(to: samples.indices)
        guard !range.isEmpty else { return 0 }
        var sum = 0.0
        for index in range {
            let value = Double(samples[index]) / 32_768
            sum += value * value
        }
        return (sum / Double(range.count)).squareRoot()
    }
}
