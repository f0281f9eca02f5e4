/// The pauses of a rendered session, modelled on VoiceOver's (the defaults
/// are documented in docs/Audio.md).
package struct AudioTiming: Hashable, Sendable {
    /// Silence between an element's description and its hint: 1.0 s, about
    /// VoiceOver's at its default speaking rate.
    package var hintPause: Double
    /// Silence before each cue ("Actions Available"), and between elements
    /// read one after another (read all): 0.3 s.
    package var cuePause: Double
    /// Silence after everything a gesture caused has been said, before the
    /// next gesture: 0.75 s.
    package var gestureGap: Double
    /// How long interrupted speech is heard before what interrupts it cuts
    /// it off: 0.4 s (the app's reaction, on VoiceOver's clock).
    package var interruptionDelay: Double

    /// Creates timing; the defaults are those given for each pause.
    package init(
        hintPause: Double = 1.0, cuePause: Double = 0.3, gestureGap: Double = 0.75, interruptionDelay: Double = 0.4
    ) {
        self.hintPause = hintPause
        self.cuePause = cuePause
        self.gestureGap = gestureGap
        self.interruptionDelay = interruptionDelay
    }
}

/// Renders a ``Transcript`` as sound: each spoken piece from a
/// ``SpeechSynthesizer``, each VoiceOver sound as an ``Earcon``, laid out
/// on one timeline with VoiceOver's pauses, and the captions that match.
///
/// ```swift
/// var navigator = try Navigator(document: document)
/// let transcript = navigator.perform([.next, .next, .next])
/// let rendering = try AudioRenderer(synthesizer: mySynthesizer).render(transcript)
/// try rendering.wav.write(to: URL(fileURLWithPath: "Flights.wav"))
/// ```
///
/// The transcript already says who interrupted whom (docs/VoiceOver.md,
/// "Announcements"); the renderer decides only *when*:
/// - a focus: the focus tick, the description, ``AudioTiming/hintPause``,
///   the hint, then each cue after ``AudioTiming/cuePause`` (the
///   actions-available sound before "Actions Available");
/// - speech that waited (a `high` announcement is never cut; a queued or
///   `low` one waits) starts when the speech before it ends;
/// - speech that is interrupted is heard for
///   ``AudioTiming/interruptionDelay`` and then cut (with a 5 ms fade); an
///   interrupted `low` announcement is dropped, not heard at all;
/// - a sound posted while speech is in progress plays when that speech ends
///   or is cut; otherwise at once;
/// - each gesture comes ``AudioTiming/gestureGap`` after everything the
///   previous one caused has been said; a transcript with no gestures at
///   all (``Narrator``'s flick through the screen) is heard as one flick
///   right per element; elements read in a row within one gesture (read
///   all) are ``AudioTiming/cuePause`` apart.
package struct AudioRenderer {
    /// What speaks each piece of text.
    package var synthesizer: any SpeechSynthesizer
    /// The pauses between pieces.
    package var timing: AudioTiming

    /// Creates a renderer that speaks with `synthesizer` and pauses as `timing` says.
    package init(synthesizer: any SpeechSynthesizer, timing: AudioTiming = AudioTiming()) {
        self.synthesizer = synthesizer
        self.timing = timing
    }

    /// Synthesizes every spoken piece (each distinct text once) and lays the
    /// session out at 22,050 Hz.
    /// - Throws: the synthesizer's ``SpeechSynthesisError``.
    package func render(_ transcript: Transcript) throws(SpeechSynthesisError) -> AudioRendering {
        var timeline = Timeline(timing: timing, rate: PCMAudio.standardRate)
        var voice = CachedVoice(synthesizer: synthesizer, language: transcript.locale)
        let flicks = !transcript.events.contains { if case .gesture = $0 { true } else { false } }
        var afterFocus = false
        for event in transcript.events {
            defer { if case .focus = event { afterFocus = true } else { afterFocus = false } }
            switch event {
            case .gesture:
                timeline.gesture()
            case .focus(let focus):
                if flicks { timeline.gesture() } else if afterFocus { timeline.pause(timing.cuePause) }
                timeline.begin(lead: .focus)
                try timeline.say(voice.speak(focus.utterance.speech))
                if let hint = focus.utterance.hint {
                    timeline.pause(timing.hintPause)
                    try timeline.say(voice.speak(hint))
                }
                for cue in focus.utterance.cues {
                    timeline.pause(timing.cuePause)
                    if cue == focus.utterance.cues.first, !focus.actions.isEmpty { timeline.play(.actionsAvailable) }
                    try timeline.say(voice.speak(cue))
                }
            case .speech(let text, _):
                timeline.begin()
                try timeline.say(voice.speak(text))
            case .announcement(let text, let priority):
                timeline.begin(dropsWhenInterrupted: priority == .low)
                try timeline.say(voice.speak(text))
            case .pageScrolled(let status):
                timeline.begin(lead: .pageScrolled)
                try timeline.say(voice.speak(status))
            case .sound(let sound):
                timeline.sound(sound == .boundary ? .boundary : .screenChanged)
            case .scrolled:
                // By choice the page-scrolled sweep (docs/Audio.md).
                timeline.sound(.pageScrolled)
            case .interrupted:
                timeline.interrupt()
            case .screenChanged, .note, .warning, .transition:
                break
            }
        }
        return timeline.finish()
    }
}

/// A synthesizer's speech at Hark's rate without the silence it pads with,
/// each distinct text once.
private struct CachedVoice {
    let synthesizer: any SpeechSynthesizer
    let language: String
    var cache: [String: PCMAudio] = [:]

    mutating func speak(_ text: String) throws(SpeechSynthesisError) -> (text: String, audio: PCMAudio) {
        if let audio = cache[text] { return (text, audio) }
        let audio =
            text.allSatisfy(\.isWhitespace)
            ? PCMAudio()
            : try synthesizer.synthesize(text, language: language).checkedSpeech(for: text)
                .resampled(to: PCMAudio.standardRate).trimmingSilence()
        cache[text] = audio
        return (text, audio)
    }
}
