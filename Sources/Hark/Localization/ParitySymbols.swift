/// The symbols a comparison keeps as words. VoiceOver reads some symbols
/// out ("50%" is "50 percent"), so "50%" and "50" are different utterances:
/// a symbol is a word of its own, written as the word VoiceOver is judged to
/// say for it in the language, or as the symbol itself where Hark has no
/// word for it (then only the same symbol matches it). docs/Parity.md says
/// where the words come from: they are judged, not measured.
enum ParitySymbols {
    /// The words per language (the language's first subtag).
    static let words: [String: [Character: String]] = [
        "en": ["%": "percent", "+": "plus", "&": "and", "@": "at"],
        "de": ["%": "prozent", "+": "plus", "&": "und", "@": "at"],
    ]

    /// Whether `character` is kept as a word: a mathematical, currency or
    /// other symbol (emoji among them), or one of `% # & @`.
    static func isSymbol(_ character: Character) -> Bool {
        if "%#&@".contains(character) { return true }
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .mathSymbol, .currencySymbol, .otherSymbol: return true
        default: return false
        }
    }

    /// The words symbols are compared as in `language` (a symbol not in it
    /// is compared as itself).
    static func words(in language: String?) -> [Character: String] {
        guard let language else { return [:] }
        let primary = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return words[primary] ?? [:]
    }
}
