/// Text shown on one line — a transcript line, an error message, a
/// picture's legend: control characters written as escapes (`\n`, `\r`,
/// `\t`, else `\u{1F}`), everything else as it is. The controls escaped are
/// C0, DEL and C1 (U+0080–U+009F: U+0085 is a line break to some terminals,
/// U+009B starts an escape sequence) and the bidirectional controls, which
/// reorder what follows them on the line.
enum OneLineText {
    /// `text` with its control characters escaped; `text` itself when it
    /// has none.
    static func escaped(_ text: String) -> String {
        guard ByteScan.controls.first(in: text, from: text.startIndex) < text.endIndex else { return text }
        return String { $0.appendOneLine(text) }
    }

    /// The control character that starts at `index` of UTF-8 text, and its
    /// length in bytes; `nil` for a character that is not one.
    static func control(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        let lead = bytes[index]
        if lead < 0x80 { return UInt32(lead) }
        guard index + 1 < bytes.count else { return nil }
        let second = bytes[index + 1]
        switch lead {
        case 0xC2 where (0x80...0x9F).contains(second): return UInt32(second)
        case 0xD8 where second == 0x9C: return 0x061C
        case 0xE2 where index + 2 < bytes.count:
            let scalar = UInt32(second & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F) | 0x2000
            guard second & 0xC0 == 0x80,
                [0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069].contains(
                    scalar)
            else {
                return nil
            }
            return scalar
        default: return nil
        }
    }

    /// The length in UTF-8 of the control character `scalar`.
    static func length(of scalar: UInt32) -> Int {
        scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : 3
    }
}
