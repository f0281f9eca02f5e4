/// Which of Hark's word tables hold words nobody has heard VoiceOver say on
/// a device: docs/Parity.md lists, for each language, where each word comes
/// from (transcribed from devices by others, Apple's published accessibility
/// words, or Hark's own). A narration in one of these languages says so in its header.
enum WordEvidence {
    /// The tables with at least one unverified word (docs/Parity.md,
    /// "Evidence per word"): the translated ones. English, German and Russian
    /// were transcribed from devices by others, but for a few words of Hark's own.
    static let languagesWithUnverifiedWords = ["fr", "es", "it", "pt-BR", "nl", "ja", "zh-Hans", "ko", "ar", "pl"]

    /// Whether the table Hark speaks `locale` with has unverified words
    /// (`fr-CA` is spoken with `fr`'s).
    static func hasUnverifiedWords(locale: String) -> Bool {
        LocaleName.bestMatch(for: locale, in: languagesWithUnverifiedWords) != nil
    }

    /// What a narration's header adds after the locale.
    static let headerMark = ", words not verified on a device"
}
