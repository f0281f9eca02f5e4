/// An element's label and value as the label rules compare them: lower-case
/// words separated by single spaces (``TraitInLabel/words(_:)``).
struct ElementWords: Hashable {
    var label: String
    var value: String
}

extension AuditScreen {
    /// The element's label and value as words, made on first use and kept:
    /// four rules compare them, and a 50 MB label is worth reading once.
    func words(at position: Int) -> ElementWords {
        if elementWords.isEmpty { elementWords = Array(repeating: nil, count: elements.count) }
        if let known = elementWords[position] { return known }
        let node = elements[position].node
        let words = ElementWords(
            label: TraitInLabel.words(node.label ?? ""), value: TraitInLabel.words(node.value ?? ""))
        elementWords[position] = words
        return words
    }

    /// The most characters of a label, value or name a finding quotes.
    static let quotedCharacters = 100

    /// `text` in double quotes as a finding's message quotes it (after
    /// `lead`, when given): whole when it is at most ``quotedCharacters``
    /// long, else its first characters and a note that it is cut (a
    /// message is a line, not the label).
    static func quoted(_ text: String, after lead: String = "") -> String {
        guard let end = text.index(text.startIndex, offsetBy: quotedCharacters, limitedBy: text.endIndex),
            end < text.endIndex
        else { return "\"" + lead + text + "\"" }
        return "\"" + lead + text[..<end] + "…\" (cut to its first \(quotedCharacters) characters)"
    }
}

extension String {
    /// Whether these words (``TraitInLabel/words(_:)``) hold `phrase` as
    /// whole words, compared byte by byte: `"play button"` holds
    /// `"button"`, `"buttons"` does not.
    func holdsWords(_ phrase: String) -> Bool {
        var words = self
        let needle = Array(phrase.utf8)
        guard let first = needle.first else { return false }
        let space = UInt8(ascii: " ")
        return words.withUTF8 { text in
            var start = 0
            while start + needle.count <= text.count {
                guard let found = text[start...].firstIndex(of: first), found + needle.count <= text.count else {
                    return false
                }
                let end = found + needle.count
                if found == 0 || text[found - 1] == space, end == text.count || text[end] == space,
                    text[found..<end].elementsEqual(needle)
                {
                    return true
                }
                start = found + 1
            }
            return false
        }
    }

    /// Whether these words begin with `phrase`'s words.
    func startsWithWords(_ phrase: String) -> Bool {
        guard utf8.starts(with: phrase.utf8) else { return false }
        return utf8.dropFirst(phrase.utf8.count).first.map { $0 == UInt8(ascii: " ") } ?? true
    }
}
