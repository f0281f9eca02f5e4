/// VoiceOver's words for one element's language, resolved once through the
/// lookup chain so that speaking an element is a few array reads. A class:
/// it never changes, and every element takes it (a struct of some twenty
/// strings and arrays was copied, and released, once per element).
final class Vocabulary: Sendable {
    private let words: [String]
    private let formats: [SpeechFormat]
    private let plurals: [(phrase: PluralString, language: String)?]
    /// The language the words are spoken in (the first of the chain).
    let language: String
    let numbers: NumberStyle
    /// The keys whose words came from a later language of the chain than
    /// the first (English, usually): a table that lacks them.
    let fallbacks: [String]

    // What every element may need, resolved once.
    /// `%@: %@`, a label and its value.
    let labelValue: SpeechFormat
    /// Its text around the label and the value, when they come in that
    /// order (every table's): written piece by piece, with no format.
    let labelValueText: (before: String, between: String, after: String)?
    /// The back button's label VoiceOver drops, lowercased.
    let backLabel: String
    let actionsAvailable: String
    let moreContentAvailable: String
    /// An element's cues, by whether it has actions (1) and more content
    /// (2): one array each, shared by every element, not made per element.
    let cues: [[String]]
    private let listStart, listEnd, landmarkStart, landmarkEnd: String

    init(tables: StringTables, chain: [String]) {
        let language = chain.first ?? StringTables.developmentLanguage
        let found = SpeechKey.allCases.map { tables.string($0, chain: chain) }
        let plurals = PluralSpeechKey.allCases.map { tables.plural($0, chain: chain) }
        words = found.map(\.text)
        formats = words.map { SpeechFormat($0) }
        self.plurals = plurals
        self.language = language
        numbers = NumberStyle(language: language)
        func word(_ key: SpeechKey) -> String { found[Self.ordinal[key] ?? 0].text }
        labelValue = SpeechFormat(word(.labelValue))
        labelValueText = labelValue.aroundTwoArguments
        backLabel = word(.backLabel).lowercased()
        actionsAvailable = word(.actionsAvailable)
        moreContentAvailable = word(.moreContentAvailable)
        cues = [[], [actionsAvailable], [moreContentAvailable], [actionsAvailable, moreContentAvailable]]
        listStart = word(.listStart)
        listEnd = word(.listEnd)
        landmarkStart = word(.landmarkStart)
        landmarkEnd = word(.landmarkEnd)
        fallbacks =
            zip(SpeechKey.allCases, found).filter { $1.language != language }.map(\.0.rawValue)
            + zip(PluralSpeechKey.allCases, plurals).filter { $1?.language != language }.map(\.0.rawValue)
    }

    subscript(key: SpeechKey) -> String {
        words[Self.ordinal[key] ?? 0]
    }

    private static let ordinal: [SpeechKey: Int] = Dictionary(
        uniqueKeysWithValues: SpeechKey.allCases.enumerated().map { ($1, $0) })

    /// The words for entering or leaving a container: lists and landmarks
    /// have them; tab bars and segmented controls say their position instead.
    func boundaryWord(_ container: ContainerType, start: Bool) -> String? {
        switch container {
        case .list: start ? listStart : listEnd
        case .landmark: start ? landmarkStart : landmarkEnd
        case .none, .semanticGroup, .dataTable, .tabBar, .series: nil
        }
    }

    func format(_ key: SpeechKey, _ arguments: SpeechFormat.Argument...) -> String {
        formats[Self.ordinal[key] ?? 0](arguments, numbers: numbers)
    }

    /// A plural-sensitive phrase for `number` ("Spans 2 rows.").
    func plural(_ key: PluralSpeechKey, _ number: Int) -> String {
        guard let index = PluralSpeechKey.allCases.firstIndex(of: key), let (phrase, language) = plurals[index],
            let format = try? phrase.resolve([.integer(number)], language: language)
        else { return numbers.format(number) }
        return SpeechFormat(format)([.integer(number)], numbers: numbers)
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
        if let ends = text.utf8.withContiguousStorageIfAvailable(StringAssembly.endsSentence) { return ends }
        var text = text
        return text.withUTF8(StringAssembly.endsSentence)
    }
}
