/// Breaks text into lines that fit a width, for the SVG legend, where
/// text does not wrap by itself. Widths are estimated from the characters
/// (wide East Asian characters count double), which is enough for a
/// legend read by people: the estimate errs wide.
enum TextWrap {
    /// The estimated width of `text` at `fontSize`, in points.
    static func width(_ text: Substring, fontSize: Double) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars { ems += isWide(scalar) ? 1.0 : 0.55 }
        return ems * fontSize
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
    static func lines(_ text: String, width: Double, fontSize: Double) -> [String] {
        let limit = max(1, Int(saturating: width / (fontSize * 0.55)))
        // Fast path: short text fits whatever its characters.
        if text.unicodeScalars.count <= limit / 2 { return [text] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0.0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = Self.width(word, fontSize: fontSize)
            let space = line.isEmpty ? 0 : 0.55 * fontSize
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
            for character in word {
                let characterWidth = Self.width(Substring(String(character)), fontSize: fontSize)
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
