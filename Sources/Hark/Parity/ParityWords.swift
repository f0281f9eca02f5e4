/// The words two utterances are compared by: letters, digits and symbols, in
/// lower case, so that VoiceOver's "Add Favorites, button" and Hark's
/// "Add Favorites. Button." have the same words. A symbol is a word of its
/// own (``ParitySymbols``): "50%" is "50 percent", never "50". Punctuation, spaces and the
/// separators either side puts between the parts of an utterance (`, ` `. `
/// `、` `。` `،`) are left out. Text in Chinese, Japanese or Korean script
/// has no spaces to split at: each of its characters is a word of its own.
enum ParityWords {
    /// The words of `text`, in order, its symbols as `language` reads them.
    static func of(_ text: String, language: String? = nil) -> [String] {
        var words: [String] = []
        var word = ""
        func end() {
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        for character in text.lowercased() {
            if isCJK(character) {
                end()
                words.append(String(character))
            } else if ParitySymbols.isSymbol(character) {
                end()
                words.append(ParitySymbols.word(for: character, language: language))
            } else if character.unicodeScalars.contains(where: isWordScalar) {
                word.append(character)
            } else {
                end()
            }
        }
        end()
        return words
    }

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

    /// Han ideographs, kana and Hangul syllables.
    private static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xAC00...0xD7AF,
            0x20000...0x2FA1F:
            return true
        default: return false
        }
    }
}
