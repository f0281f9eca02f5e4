/// A session's sound being laid out: pieces placed one after another at
/// sample offsets, with the speech in progress kept open so that an
/// interruption can cut it (see ``AudioRenderer`` for the rules).
struct Timeline {
    let timing: AudioTiming
    let rate: Int
    private var cues: [AudioCue] = []
    private var sounds: [PCMAudio] = []
    /// Where the next piece starts, in samples.
    private var clock = 0
    /// The speech in progress: its first piece, the sample its speech
    /// starts at, and whether an interruption drops it whole.
    private var current: (first: Int, start: Int, drops: Bool)?
    /// Sounds posted while `current` speaks: they play when it ends or is cut.
    private var deferred: [Earcon] = []

    init(timing: AudioTiming, rate: Int) {
        self.timing = timing
        self.rate = rate
    }

    private func samples(_ seconds: Double) -> Int { PCMAudio.sampleCount(seconds: seconds, rate: rate) }

    /// A gesture: everything before it is said, then the gap.
    mutating func gesture() {
        endSpeech()
        if clock > 0 { clock += samples(timing.gestureGap) }
    }

    /// New speech starts, after what was speaking (it was cut or it waited
    /// its turn) and the sounds posted meanwhile; `lead` plays first.
    mutating func begin(lead: Earcon? = nil, dropsWhenInterrupted: Bool = false) {
        endSpeech()
        if let lead { play(lead) }
        current = (cues.count, clock, dropsWhenInterrupted)
    }

    /// A spoken piece of the speech in progress (nothing when it is silent).
    mutating func say(_ piece: (text: String, audio: PCMAudio)) {
        guard !piece.audio.samples.isEmpty else { return }
        place(
            piece.audio, AudioCue(kind: .speech, text: piece.text, start: clock, end: clock + piece.audio.samples.count)
        )
    }

    /// Silence within the speech in progress.
    mutating func pause(_ seconds: Double) {
        clock += samples(seconds)
    }

    /// An earcon now.
    mutating func play(_ earcon: Earcon) {
        let audio = earcon.audio(sampleRate: rate)
        place(
            audio, AudioCue(kind: .earcon(earcon), text: earcon.caption, start: clock, end: clock + audio.samples.count)
        )
    }

    /// A sound VoiceOver plays: at once, or after the speech in progress.
    mutating func sound(_ earcon: Earcon) {
        if current == nil { play(earcon) } else { deferred.append(earcon) }
    }

    /// The speech in progress is cut off ``AudioTiming/interruptionDelay``
    /// after it started, or dropped whole.
    mutating func interrupt() {
        guard let speaking = current else { return }
        current = nil
        if speaking.drops {
            remove(from: speaking.first)
            clock = speaking.start
        } else {
            let cut = speaking.start + samples(timing.interruptionDelay)
            if cut < clock {
                remove(from: cues[speaking.first...].firstIndex { $0.start >= cut } ?? cues.count)
                if let last = cues.indices.last, last >= speaking.first, cues[last].end > cut {
                    sounds[last] = sounds[last].cut(at: cut - cues[last].start, fade: samples(0.005))
                    cues[last].end = cut
                    cues[last].interrupted = true
                }
                clock = cut
            }
        }
        playDeferred()
    }

    /// Everything laid out: the sound, as long as its last piece, and the cues.
    mutating func finish() -> AudioRendering {
        endSpeech()
        let length = cues.map(\.end).max() ?? 0
        var samples = [Int16](repeating: 0, count: length)
        for (cue, sound) in zip(cues, sounds) {
            for (offset, sample) in sound.samples.prefix(cue.end - cue.start).enumerated() {
                samples[cue.start + offset] = Int16(clamping: Int(samples[cue.start + offset]) + Int(sample))
            }
        }
        return AudioRendering(audio: PCMAudio(sampleRate: rate, samples: samples), cues: cues)
    }

    private mutating func endSpeech() {
        current = nil
        playDeferred()
    }

    private mutating func playDeferred() {
        for earcon in deferred { play(earcon) }
        deferred = []
    }

    private mutating func place(_ audio: PCMAudio, _ cue: AudioCue) {
        cues.append(cue)
        sounds.append(audio)
        clock = cue.end
    }

    private mutating func remove(from index: Int) {
        cues.removeSubrange(index...)
        sounds.removeSubrange(index...)
    }
}
