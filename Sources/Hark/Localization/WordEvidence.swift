/// Where the words of Hark's tables come from, as a narration's header says
/// it: every table but English's is VoiceOver's own table (VoiceOverTouch.app,
/// iOS version unknown, read from a public copy: docs/Languages.md). English
/// was transcribed from devices by others and agrees with that table, so its
/// header adds nothing.
enum WordEvidence {
    /// Whether the table Hark speaks `locale` with is English's.
    static func isEnglish(locale: String) -> Bool {
        LocaleName.language(of: locale) == StringTables.developmentLanguage
    }

    /// What a narration's header adds after the locale; empty for English
    /// and for a locale Hark has no table for (it speaks English then).
    static func headerMark(locale: String) -> String {
        // The tables the narration speaks with (a HARK_LOCALIZATIONS folder too), never `bundled` alone:
        // a build without embedded tables (the fuzz build) must not trap here.
        guard !isEnglish(locale: locale), (try? StringTables.current())?.tableLanguage(for: locale) != nil else {
            return ""
        }
        return ", words from VoiceOver's table, iOS version unknown"
    }
}
