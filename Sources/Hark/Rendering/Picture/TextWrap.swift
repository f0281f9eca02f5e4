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

    /// The estimated width of one character at `textSize`, in points.
    static func width(_ character: Character, textSize: Double) -> Double {
        var ems = 0.0
        for scalar in character.unicodeScalars { ems += isWide(scalar) ? 1.0 : 0.55 }
        return ems * textSize
    }

    /// A word of ASCII characters (one byte, one character each: no `\r`,
    /// which joins `\n`) broken as ``lines(_:width:textSize:)`` breaks any
    /// word between characters, a line at a time rather than a character:
    /// a 50 MB label is a million lines.
    private static func breakASCII(
        _ word: Substring, width: Double, textSize: Double, into lines: inout [String], line: inout String,
        lineWidth: inout Double
    ) {
        let characterWidth = 0.55 * textSize
        let bytes = word.utf8
        var start = bytes.startIndex, index = start
        while index < bytes.endIndex {
            if lineWidth + characterWidth > width, !line.isEmpty || index > start {
                line += word[start..<index]
                lines.append(line)
                line = ""
                lineWidth = 0
                start = index
            }
            lineWidth += characterWidth
            index = bytes.index(after: index)
        }
        line += word[start..<index]
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
    /// in a word longer than a line (and between wide characters).
    static func lines(_ text: String, width: Double, textSize: Double) -> [String] {
        let limit = max(1, Int(saturating: width / (textSize * 0.55)))
        // Fast path: short text fits whatever its characters.
        if text.unicodeScalars.count <= limit / 2 { return [text] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0.0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = Self.width(word, textSize: textSize)
            let space = line.isEmpty ? 0 : 0.55 * textSize
            if lineWidth + space + wordWidth <= width {
                if !line.isEmpty { line += " " }
                line += word
                lineWidth += space + wordWidth
                continue
            }
            if !line.isEmpty && wordWidth <= width {
                lines.append(line)
                line = String(word)
                lineWidth = wordWidth
                continue
            }
            // A word wider than a line: break it between characters.
            if !line.isEmpty {
                line += " "
                lineWidth += space
            }
            if word.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
                breakASCII(word, width: width, textSize: textSize, into: &lines, line: &line, lineWidth: &lineWidth)
                continue
            }
            for character in word {
                let characterWidth = Self.width(character, textSize: textSize)
                if lineWidth + characterWidth > width, !line.isEmpty {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
