import Hark

/// The options of narrate and speak: the narration's, the session's and the sound's.
extension CommandOption {
    /// `--locale` as narrate and speak describe it.
    static let narrationLocale = CommandOption(
        .locale,
        help: """
            Speak in this locale instead of the document's: en, de, ru, fr, es, it, pt-BR, nl, ja,
            zh-Hans, ko, ar or pl. The app's own strings follow it too.
            """)

    /// `--no-hints`: VoiceOver's Speak Hints off.
    static let noHints = CommandOption(
        "--no-hints",
        help: "Do not speak hints, as with VoiceOver's Speak Hints off.")

    /// The narration's options, in the order narrate and speak list them.
    static let narration = [narrationLocale, noHints, reduceMotion]

    /// The session's options: gestures, or a script of them.
    static let gesturesOrScript = [gestures, script]

    /// `--audio` as narrate describes it.
    static let audio = CommandOption(
        .audio, help: "Also write the session as sound to this WAV file.")

    /// `--audio` as speak describes it, where it names another file than the default.
    static let speakAudio = CommandOption(
        .audio, default: "<file name>.wav in the current folder",
        help: "Write the sound to this WAV file instead.")

    /// `--captions`: WebVTT captions beside the WAV.
    static let captions = CommandOption(
        "--captions", value: "vtt", as: .needs(Spelling.audio.name),
        help: "With --audio, write WebVTT captions: one cue per spoken piece and per sound.")

    /// `--voice`: the synthesizer's voice.
    static let voice = CommandOption(
        "--voice", value: "voice", default: "the narration language's", as: .needs(Spelling.audio.name),
        help: "The synthesizer's voice (espeak-ng: a language or voice name such as en-us or de).")

    /// `--rate`: the speaking rate.
    static let rate = CommandOption(
        "--rate", value: "rate", default: "1", as: .needs(Spelling.audio.name), help: "Speaking rate, 0.5 to 2.5.")

    /// `--gap`: the silence between gestures.
    static let gap = CommandOption(
        "--gap", value: "seconds", default: "\(AudioTiming().gestureGap)", as: .needs(Spelling.audio.name),
        help: "Silence between gestures.")

    /// `--hint-pause`: the silence before a hint.
    static let hintPause = CommandOption(
        "--hint-pause", value: "seconds", default: "\(AudioTiming().hintPause)", as: .needs(Spelling.audio.name),
        help: "Silence before a hint.")

    /// The options that shape the sound, after `--audio`.
    static let sound = [captions, voice, rate, gap, hintPause]

    /// `--compare-description` (narrate only).
    static let compareDescription = CommandOption(
        "--compare-description",
        help: "List the elements whose speech differs from the description in AccessibilitySnapshot's model.")
}
