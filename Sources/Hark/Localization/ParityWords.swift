/// The words two utterances are compared by: letters, digits and symbols, in
/// lower case, so that VoiceOver's "Add Favorites, button" and Hark's
/// "Add Favorites. Button." have the same words. A symbol is a word of its
/// own (``ParitySymbols``): "50%" is "50 percent", never "50". Punctuation, spaces and the
/// separators either side puts between the parts of an utterance (`, ` `. `
/// `、` `。` `،`) are left out. Text in Chinese, Japanese or Korean script
/// has no spaces to split at: each of its characters is a word of its own.
enum ParityWords {
    /// The words of what VoiceOver was heard saying: its synthesizer's
    /// markup left out (``ParityPunctuation/withoutMarkup(_:)``).
    static func heard(_ text: String, language: String?) -> [String] {
        of(ParityPunctuation.withoutMarkup(text), language: language)
    }

    /// The words of what Hark says, each mark VoiceOver may speak by name
    /// between two letters or digits ("4.50") an optional word: compare
    /// with ``ParityPunctuation/same(_:_:language:)``.
    static func said(_ text: String, language: String?) -> [String] {
        of(text, language: language, namingPunctuation: true)
    }

    /// The words of `text`, in order, its symbols as `language` reads them;
    /// with `namingPunctuation`, a named mark between two words is an
    /// optional word (``ParityPunctuation/marker`` and the mark).
    static func of(_ text: String, language: String? = nil, namingPunctuation: Bool = false) -> [String] {
        var collector = WordCollector(
            symbolWords: ParitySymbols.words(in: language), language: language, namingPunctuation: namingPunctuation)
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index], next = utf8.index(after: index)
            // Most text is ASCII: a byte that starts no cluster with the next one
            // is a character of its own, and a table (made by `kind(of:)`) says what it is.
            if byte < 0x80, next == utf8.endIndex || utf8[next] < 0x80, byte != 0x0D {
                let kind = asciiKinds[Int(byte)]
                if kind == .letter {
                    collector.append(letter: byte)
                } else {
                    collector.add(Character(Unicode.Scalar(byte)), kind)
                }
                index = next
                continue
            }
            // A Chinese, Japanese or Korean character followed by another (or ASCII) is one too.
            let scalar = text.unicodeScalars[index], following = text.unicodeScalars.index(after: index)
            if isCJK(scalar), following == utf8.endIndex || standsAlone(after: text.unicodeScalars[following]) {
                collector.add(Character(scalar), .ideograph)
                index = following
                continue
            }
            let after = text.index(after: index)
            for character in text[index..<after].lowercased() { collector.add(character, kind(of: character)) }
            index = after
        }
        collector.end()
        return collector.words
    }

    /// The words found so far, the word being read, and a named mark that
    /// waits to see whether a word follows it at once.
    private struct WordCollector {
        let symbolWords: [Character: String]
        let language: String?
        let namingPunctuation: Bool
        var words: [String] = []
        var word: [UInt8] = []
        /// A named mark right after a word, kept when a word follows it at once.
        var mark: Character?

        init(symbolWords: [Character: String], language: String?, namingPunctuation: Bool) {
            self.symbolWords = symbolWords
            self.language = language
            self.namingPunctuation = namingPunctuation
        }

        mutating func end() {
            if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
            word.removeAll(keepingCapacity: true)
        }

        mutating func startWord() {
            if let pending = mark, word.isEmpty { words.append(String(ParityPunctuation.marker) + String(pending)) }
            mark = nil
        }

        /// An ASCII letter or digit, in lower case.
        mutating func append(letter byte: UInt8) {
            if mark != nil { startWord() }
            word.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
        }

        mutating func add(_ character: Character, _ kind: Kind) {
            switch kind {
            case .ideograph:
                end()
                mark = nil
                words.append(String(character))
            case .symbol:
                end()
                mark = nil
                words.append(symbolWords[character] ?? String(character))
            case .letter:
                startWord()
                word.append(contentsOf: character.utf8)
            case .separator:
                let afterWord = !word.isEmpty
                end()
                mark =
                    namingPunctuation && afterWord && ParityPunctuation.isNamed(character, in: language)
                    ? character : nil
            }
        }
    }

    /// What a character is to a comparison.
    private enum Kind {
        /// Chinese, Japanese or Korean: a word of its own.
        case ideograph
        /// A symbol: a word of its own (``ParitySymbols``).
        case symbol
        /// Part of a word.
        case letter
        /// Between words: punctuation, space, a separator.
        case separator
    }

    private static func kind(of character: Character) -> Kind {
        if isCJK(character) { return .ideograph }
        if ParitySymbols.isSymbol(character) { return .symbol }
        return character.unicodeScalars.contains(where: isWordScalar) ? .letter : .separator
    }

    /// The kind of each ASCII character.
    private static let asciiKinds: [Kind] = (0..<128).map { kind(of: Character(Unicode.Scalar(UInt8($0)))) }

    /// `words` without the first occurrence of each of `phrases` (each a
    /// run of words); `nil` when none occurs.
    static func removing(_ phrases: [[String]], from words: [String]) -> [String]? {
        var words = words, removed = false
        for phrase in phrases where !phrase.isEmpty && phrase.count <= words.count {
            guard
                let start = (0...(words.count - phrase.count)).first(where: {
                    words[$0..<($0 + phrase.count)].elementsEqual(phrase)
                })
            else { continue }
            words.removeSubrange(start..<(start + phrase.count))
            removed = true
        }
        return removed ? words : nil
    }

    /// A letter, a digit or a combining mark (which belongs to the letter
    /// before it: Arabic's vowel marks, Hindi's vowel signs).
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
            .letterNumber, .otherNumber,
            .nonspacingMark, .spacingMark:
            true
        default: false
        }
    }

    /// Whether a Chinese, Japanese or Korean character before `next` is a
    /// character of its own: `next` is ASCII, or another such character but
    /// kana's combining voiced sound marks, which join the kana before them.
    private static func standsAlone(after next: Unicode.Scalar) -> Bool {
        next.isASCII || (isCJK(next) && next.value != 0x3099 && next.value != 0x309A)
    }

    /// Han ideographs, kana and Hangul syllables.
    private static func isCJK(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(isCJK) ?? false
    }

    private static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xAC00...0xD7AF,
            0x20000...0x2FA1F:
            return true
        default: return false
        }
    }
}
