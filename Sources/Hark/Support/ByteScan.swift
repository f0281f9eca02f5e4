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

    /// JSON text: the end of a string, or a byte to escape in one.
    static let json = ByteScan(quoteAndBackslash: true, control: true)
    /// A key or string the decoder reads in place: ASCII without escapes.
    static let plainASCII = ByteScan(quoteAndBackslash: true, control: true, nonASCII: true)
    /// A control character the text rendering escapes.
    static let controls = ByteScan(control: true, delete: true, invisibleControlLead: true)

    func stops(at byte: UInt8) -> Bool {
        (quoteAndBackslash && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")))
            || (control && byte < 0x20) || (delete && byte == 0x7F) || (nonASCII && byte >= 0x80)
            || (invisibleControlLead && (byte == 0xC2 || byte == 0xD8 || byte == 0xE2))
    }

    /// The index of the first byte at or after `start` where the scan stops,
    /// or `bytes.count`. Eight bytes are looked at a time (``stops(in:)``);
    /// the last few one by one.
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
        return found
    }
}
