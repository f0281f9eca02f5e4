/// VoiceOver's words for one element's language, resolved once through the
/// lookup chain so that speaking an element is a few array reads.
struct Vocabulary: Sendable {
    private let words: [String]
    private let formats: [SpeechFormat]
    let numbers: NumberStyle

    init(tables: StringTables, chain: [String]) {
        words = SpeechKey.allCases.map { tables.string($0, chain: chain) }
        formats = words.map(SpeechFormat.init)
        numbers = .western
    }

    subscript(key: SpeechKey) -> String {
        words[Self.ordinal[key] ?? 0]
    }

    private static let ordinal: [SpeechKey: Int] = Dictionary(
        uniqueKeysWithValues: SpeechKey.allCases.enumerated().map { ($1, $0) })

    func format(_ key: SpeechKey, _ arguments: SpeechFormat.Argument...) -> String {
        formats[Self.ordinal[key] ?? 0](arguments, numbers: numbers)
    }

    /// Joins two pieces of a description the way VoiceOver's sentences run:
    /// `"A. B"`, with no second period when `a` already ends a sentence.
    static func join(_ a: String, _ b: String) -> String {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        return endsSentence(a) ? a + " " + b : a + ". " + b
    }

    /// Whether the text ends in sentence-final punctuation: a period, or
    /// (our choice, so a label like "Forgot password?" is not followed by a
    /// stray period) a question or exclamation mark, an ellipsis, or their
    /// full-width forms.
    static func endsSentence(_ text: String) -> Bool {
        // The last scalar is enough: none of these marks takes a combining mark.
        switch text.unicodeScalars.last {
        case ".", "?", "!", "…", "。", "？", "！": true
        default: false
        }
    }
}
