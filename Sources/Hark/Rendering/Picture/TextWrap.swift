/// Breaks text into lines that fit a width, for the SVG legend, where
/// text does not wrap by itself. Widths are estimated from the characters
/// (wide East Asian characters count double), which is enough for a
/// legend read by people: the estimate errs wide.
enum TextWrap {
    /// The estimated width of `text` at `textSize`, in points.
    static func width(_ text: Substring, textSize: Double) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars { ems += isWide(scalar) ? 1.0 : 0.55 }
        return ems * textSize
    }

    /// The estimated width of `text`, or a width past `cap` when it is
    /// wider (the rest of a long word is not measured).
    static func width(_ text: Substring, textSize: Double, upTo cap: Double) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            ems += isWide(scalar) ? 1.0 : 0.55
            if ems * textSize > cap { break }
        }
        return ems * textSize
    }

    /// The estimated width of one character at `textSize`, in points.
    static func width(_ character: Character, textSize: Double) -> Double {
        var ems = 0.0
        for scalar in character.unicodeScalars { ems += isWide(scalar) ? 1.0 : 0.55 }
        return ems * textSize
    }

    /// CJK ideographs, kana, Hangul, full-width forms and emoji.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// `text` in lines no wider than `width`: broken at spaces, or anywhere
    /// in a word longer than a line (and between wide characters). Past
    /// `maximum` lines the wrapping stops: what is left is the result's
    /// ``Wrapped/rest``, never broken into lines, however long.
    static func lines(_ text: String, width: Double, textSize: Double, maximum: Int = .max) -> Wrapped {
        let limit = max(1, Int(saturating: width / (textSize * 0.55)))
        // Fast path: short text fits whatever its characters.
        if text.unicodeScalars.prefix(limit / 2 + 1).count <= limit / 2 || maximum < 1 {
            return maximum < 1 ? Wrapped(lines: [], rest: text[...]) : Wrapped(lines: [text], rest: "")
        }
        var breaker = LineBreaker(width: width, textSize: textSize, maximum: maximum)
        var wordStart = text.startIndex
        while true {
            let wordEnd = space(in: text, from: wordStart) ?? text.endIndex
            if let cut = breaker.add(text[wordStart..<wordEnd]) {
                return Wrapped(lines: breaker.lines, rest: text[cut...])
            }
            guard wordEnd < text.endIndex else { break }
            wordStart = text.index(after: wordEnd)
        }
        return Wrapped(lines: breaker.finished(), rest: "")
    }

    /// The first space from `start` that is a character of its own, as
    /// `split(separator: " ")` finds it (not one a combining mark joins),
    /// searched on the bytes: a 50 MB word is not walked character by character.
    private static func space(in text: String, from start: String.Index) -> String.Index? {
        let bytes = text.utf8
        var from = start
        while from < bytes.endIndex {
            let found = ByteScan(space: true).first(in: text, from: from)
            guard found < bytes.endIndex else { return nil }
            if let index = String.Index(found, within: text), text[index] == " " { return index }
            from = bytes.index(after: found)
        }
        return nil
    }

    /// Whether every byte of `text` is a character of its own: ASCII, and no
    /// carriage return (which joins a line feed).
    static func isOneBytePerCharacter(_ text: Substring) -> Bool {
        ByteScan.notOneCharacter.first(in: text, from: text.startIndex) == text.endIndex
    }

    /// `text.count`, without walking the characters of a run of plain ASCII
    /// at its start (a 50 MB label's rest): those are counted as bytes.
    static func characterCount(_ text: Substring) -> Int {
        let stop = ByteScan.notOneCharacter.first(in: text, from: text.startIndex)
        let bytes = text.utf8
        guard stop < text.endIndex else { return bytes.count }
        // The byte before the first other one may begin a character that goes on past it.
        let plain = max(0, bytes.distance(from: bytes.startIndex, to: stop) - 1)
        return plain + text[bytes.index(bytes.startIndex, offsetBy: plain)...].count
    }

    /// Lines of a text, and what is left of it past the most lines asked for.
    struct Wrapped {
        var lines: [String]
        /// The text after the last line, not wrapped; empty when every line fits.
        var rest: Substring
    }
}

/// Fills lines word by word for ``TextWrap/lines(_:width:textSize:maximum:)``;
/// stops where a line past the `maximum` would begin.
private struct LineBreaker {
    let width: Double, textSize: Double, maximum: Int
    private(set) var lines: [String] = []
    private var line = ""
    private var lineWidth = 0.0

    init(width: Double, textSize: Double, maximum: Int) {
        (self.width, self.textSize, self.maximum) = (width, textSize, maximum)
    }

    /// Whether a new line may not begin: `maximum` lines are full.
    private var isFull: Bool { lines.count >= maximum }

    private mutating func endLine() {
        lines.append(line)
        line = ""
        lineWidth = 0
    }

    /// Adds one word (text between spaces); returns where the text is cut
    /// when a line past the maximum would begin in it.
    mutating func add(_ word: Substring) -> String.Index? {
        let wordWidth = TextWrap.width(word, textSize: textSize, upTo: width)
        let space = line.isEmpty ? 0 : 0.55 * textSize
        if lineWidth + space + wordWidth <= width {
            if line.isEmpty, !word.isEmpty, isFull { return word.startIndex }
            if !line.isEmpty { line += " " }
            line += word
            lineWidth += space + wordWidth
            return nil
        }
        if !line.isEmpty && wordWidth <= width {
            endLine()
            if !word.isEmpty, isFull { return word.startIndex }
            line = String(word)
            lineWidth = wordWidth
            return nil
        }
        // A word wider than a line: break it between characters.
        if line.isEmpty, isFull { return word.startIndex }
        if !line.isEmpty {
            line += " "
            lineWidth += space
        }
        if TextWrap.isOneBytePerCharacter(word) { return breakASCII(word) }
        for index in word.indices {
            let characterWidth = TextWrap.width(word[index], textSize: textSize)
            if lineWidth + characterWidth > width, !line.isEmpty {
                endLine()
                if isFull { return index }
            }
            line.append(word[index])
            lineWidth += characterWidth
        }
        return nil
    }

    /// A word of ASCII characters (one byte, one character each: no `\r`,
    /// which joins `\n`) broken as any word is, between characters, a line
    /// at a time rather than a character.
    private mutating func breakASCII(_ word: Substring) -> String.Index? {
        let characterWidth = 0.55 * textSize
        let bytes = word.utf8
        var start = bytes.startIndex, index = start
        while index < bytes.endIndex {
            if lineWidth + characterWidth > width, !line.isEmpty || index > start {
                line += word[start..<index]
                endLine()
                if isFull { return index }
                start = index
            }
            lineWidth += characterWidth
            index = bytes.index(after: index)
        }
        line += word[start..<index]
        return nil
    }

    /// The lines, the last one ended.
    mutating func finished() -> [String] {
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
