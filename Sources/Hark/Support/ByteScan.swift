/// Finds the bytes that end a plain run of UTF-8 text: the decoder looks for
/// the end of a string, the renderers for a character to escape.
struct ByteScan: Sendable {
    /// Stop at `"` and `\`.
    var quoteAndBackslash = false
    /// Stop at a control character (below 0x20).
    var control = false
    /// Stop at DEL (0x7F).
    var delete = false
    /// Stop at a byte of a non-ASCII character (0x80 and above).
    var nonASCII = false
    /// Stop at the first byte of a character that may be a C1 control
    /// (U+0080–U+009F: 0xC2) or a bidirectional control (U+061C: 0xD8;
    /// U+200E, U+200F, U+202A–U+202E, U+2066–U+2069: 0xE2).
    var invisibleControlLead = false
    /// Stop at a carriage return (0x0D), which joins a line feed after it.
    var carriageReturn = false
    /// Stop at a space (0x20).
    var space = false

    /// JSON text: the end of a string, or a byte to escape in one.
    static let json = ByteScan(quoteAndBackslash: true, control: true)
    /// A key or string the decoder reads in place: ASCII without escapes.
    static let plainASCII = ByteScan(quoteAndBackslash: true, control: true, nonASCII: true)
    /// A control character the text rendering escapes.
    static let controls = ByteScan(control: true, delete: true, invisibleControlLead: true)
    /// A byte that is not a character of its own: any of a non-ASCII
    /// character, or a carriage return (it joins a line feed). Before such a
    /// byte every byte is one character.
    static let notOneCharacter = ByteScan(nonASCII: true, carriageReturn: true)

    func stops(at byte: UInt8) -> Bool {
        (quoteAndBackslash && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")))
            || (control && byte < 0x20) || (delete && byte == 0x7F) || (nonASCII && byte >= 0x80)
            || (invisibleControlLead && (byte == 0xC2 || byte == 0xD8 || byte == 0xE2))
            || (carriageReturn && byte == 0x0D) || (space && byte == 0x20)
    }

    /// The index of the first byte at or after `start` where the scan stops,
    /// or `bytes.count`. Eight bytes are looked at a time (``stops(in:)``);
    /// the last few one by one. Inlined, so that each caller's scan (a
    /// constant) keeps only the tests it asks for.
    @inline(__always)
    func first(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let stops = stops(in: word)
                if stops != 0 { return index + stops.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < bytes.count, !stops(at: bytes[index]) { index += 1 }
        return index
    }

    /// The high bit of each byte of `word` (eight bytes of text, the first
    /// in the low byte) where the scan stops. The lowest bit set is always
    /// right: a borrow out of a byte that stops may also mark bytes above it,
    /// never below.
    @inline(__always)
    func stops(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        // A byte below `limit` (at most 0x80): it underflows, and its high bit was clear.
        func below(_ limit: UInt64) -> UInt64 { (word &- ones &* limit) & ~word & highs }
        func equal(_ byte: UInt64) -> UInt64 {
            let zeroed = word ^ (ones &* byte)
            return (zeroed &- ones) & ~zeroed & highs
        }
        var found: UInt64 = 0
        if quoteAndBackslash { found |= equal(0x22) | equal(0x5C) }
        if control { found |= below(0x20) }
        if delete { found |= equal(0x7F) }
        if nonASCII { found |= word & highs }
        if invisibleControlLead { found |= equal(0xC2) | equal(0xD8) | equal(0xE2) }
        if carriageReturn { found |= equal(0x0D) }
        if space { found |= equal(0x20) }
        return found
    }

    /// The index of the first byte of `text`'s UTF-8 at or after `start`
    /// where the scan stops, or its end: eight bytes at a time when the text
    /// is stored contiguously (always on Linux), else one by one.
    func first<Text: StringProtocol>(in text: Text, from start: String.Index) -> String.Index {
        let utf8 = text.utf8
        let offset = utf8.distance(from: utf8.startIndex, to: start)
        if let found = utf8.withContiguousStorageIfAvailable({ first(in: $0, from: offset) }) {
            return utf8.index(utf8.startIndex, offsetBy: found)
        }
        return utf8[start...].firstIndex(where: stops(at:)) ?? utf8.endIndex
    }
}
