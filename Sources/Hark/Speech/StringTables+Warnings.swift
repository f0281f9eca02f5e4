extension StringTables {
    /// Warnings for speaking in `locale` and the elements' languages: a
    /// language with no table, or a table that lacks words (English is said
    /// instead), once each.
    func warnings(locale: String, elementLanguages: [String]) -> [String] {
        var languages = [locale]
        for language in elementLanguages where !languages.contains(language) { languages.append(language) }
        var warnings: [String] = []
        for language in languages {
            guard let table = tableLanguage(for: language) else {
                warnings.append(
                    "no VoiceOver words for \"\(language)\" (Hark has: \(self.languages.joined(separator: ", "))); "
                        + "speaking English"
                )
                continue
            }
            let vocabulary = Vocabulary(tables: self, chain: chain(elementLanguage: language, locale: locale))
            if !vocabulary.fallbacks.isEmpty {
                // English lacks them only in a HARK_LOCALIZATIONS folder: Hark's own words are said.
                let instead = table == Self.developmentLanguage ? "Hark's built-in words" : "English"
                warnings.append(
                    "the \(table) VoiceOver table lacks \(vocabulary.fallbacks.joined(separator: ", ")); speaking "
                        + "\(instead) for them"
                )
            }
        }
        return warnings
    }
}
