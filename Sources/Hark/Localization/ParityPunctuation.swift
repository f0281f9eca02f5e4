/// Punctuation VoiceOver speaks as a word, and the synthesizer markup its
/// log holds. VoiceOver reads a dot, slash or colon inside a word or number
/// out by its name ("4.50" is "4 dot 50", "www.pixiv.net" "www dot pixiv dot
/// net") and a `vot` log holds that text, with markup for its synthesizer
/// (`15 <break> 20` for "15:20"). In Hark's words such a mark is an
/// optional word: it matches its name, in the language's words from
/// VoiceOver's punctuation table, or nothing. docs/Parity.md has the rules.
enum ParityPunctuation {
    /// What starts an optional word in Hark's words; the mark follows it.
    /// A control character, so no word of text holds it.
    static let marker: Character = "\u{1F}"

    /// The names VoiceOver speaks each mark by, per language (``language(of:)``),
    /// each as the words it is compared by: every name of VoiceOver's
    /// punctuation table (`VOTOutputPunctuation`, keys `UnicodeHex.<code>`,
    /// transcribed in `Localizations/VoiceOverTable/` and compiled in) in
    /// every locale of the language, and ``logNames``.
    static let names: [String: [Character: [[String]]]] = {
        var names: [String: [Character: [String]]] = ["en": logNames]
        for (locale, mark, name) in EmbeddedLocalizations.punctuation {
            let known = names[language(of: locale), default: [:]][mark, default: []]
            if !known.contains(name) { names[language(of: locale), default: [:]][mark] = known + [name] }
        }
        return names.mapValues { marks in
            marks.mapValues { $0.map { ParityWords.of($0, language: nil) }.filter { !$0.isEmpty } }
        }
    }()

    /// English names beside the table's: "dot", which VoiceOver's log was
    /// reported to hold ("4 dot 50", not "4 period 50"), and "point" and
    /// "dash", judged (docs/Parity.md).
    static let logNames: [Character: [String]] = [".": ["dot", "point"], "-": ["dash"]]

    /// The language a locale's names are kept under: its first subtag,
    /// Norwegian (`no`, Apple's name, and `nn`) as `nb`.
    static func language(of locale: String) -> String {
        let language = LocaleName.language(of: locale)
        return language == "no" || language == "nn" ? "nb" : language
    }

    /// The names of `mark` in `language`, each as the words it is compared by.
    static func names(of mark: Character, in language: String?) -> [[String]] {
        guard let language else { return [] }
        return names[self.language(of: language)]?[mark] ?? []
    }

    /// Whether `mark`, between two letters or digits, may be spoken as a word.
    static func isNamed(_ mark: Character, in language: String?) -> Bool {
        !names(of: mark, in: language).isEmpty
    }

    /// Whether `heard` (``ParityWords/heard(_:language:)``) says `said`
    /// (``ParityWords/said(_:language:)``): every word the same, each
    /// optional mark spoken by one of its names or not at all.
    static func same(_ heard: [String], _ said: [String], language: String?) -> Bool {
        guard said.contains(where: { $0.first == marker }) else { return heard == said }
        var index = 0
        for word in said {
            if word.first == marker, let mark = word.dropFirst().first {
                let rest = heard[index...]
                if let name = names(of: mark, in: language).first(where: { rest.starts(with: $0) }) {
                    index += name.count
                }
                continue
            }
            guard index < heard.count, heard[index] == word else { return false }
            index += 1
        }
        return index == heard.count
    }

    /// Whether VoiceOver's `heard` text says Hark's `said` text.
    static func same(heard: String, said: String, language: String?) -> Bool {
        same(
            ParityWords.heard(heard, language: language), ParityWords.said(said, language: language), language: language
        )
    }

    /// `text` without the synthesizer's markup: a tag (`<break>`,
    /// `<break time="300ms"/>`, `</emphasis>`) or an embedded command
    /// (`[[slnc 300]]`) stands for a pause or a change of voice, not a word.
    static func withoutMarkup(_ text: String) -> String {
        guard text.contains("<") || text.contains("[[") else { return text }
        var result = "", rest = Substring(text)
        while let start = rest.firstIndex(where: { $0 == "<" || $0 == "[" }) {
            result += rest[..<start]
            let tail = rest[start...]
            if let end = markupEnd(tail) {
                result += " "
                rest = tail[end...]
            } else {
                result.append(tail.first ?? " ")
                rest = tail.dropFirst()
            }
        }
        return result + rest
    }

    /// Where the markup at the start of `text` ends; `nil` when none starts there.
    private static func markupEnd(_ text: Substring) -> Substring.Index? {
        let limit = 200
        if text.hasPrefix("[[") {
            let body = text.dropFirst(2).prefix(limit)
            guard let first = body.first, first.isASCII, first.isLetter, let close = body.firstRange(of: "]]") else {
                return nil
            }
            return close.upperBound
        }
        var body = text.dropFirst()
        if body.first == "/" { body = body.dropFirst() }
        guard let first = body.first, first.isASCII, first.isLetter else { return nil }
        let window = body.prefix(limit)
        guard let close = window.firstIndex(where: { $0 == ">" || $0 == "<" }), window[close] == ">" else {
            return nil
        }
        let name = window[..<close].prefix { $0.isASCII && ($0.isLetter || $0 == "-" || $0 == ":") }
        return markupTags.contains(name.lowercased()) ? window.index(after: close) : nil
    }

    /// The tags a speech synthesizer reads (SSML's), which VoiceOver's log may hold.
    static let markupTags: Set<String> = [
        "break", "emphasis", "prosody", "say-as", "phoneme", "sub", "voice", "audio", "mark", "s", "p", "speak",
        "lang",
    ]
}
