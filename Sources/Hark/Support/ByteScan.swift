/// Finds the bytes that end a plain run of UTF-8 text, eight at a time:
/// the decoder looks for the end of a string, the renderers for a character
/// to escape.
struct ByteScan: Sendable {
    /// Stop at `"` and `\`.
    var quoteAndBackslash = false
    /// Stop at a control character (below 0x20).
    var control = false
    /// Stop at DEL (0x7F).
    var delete = false
    /// Stop at a byte of a non-ASCII character (0x80 and above).
    var nonASCII = false

    /// JSON text: the end of a string, or a byte to escape in one.
    static let json = ByteScan(quoteAndBackslash: true, control: true)
    /// A key or string the decoder reads in place: ASCII without escapes.
    static let plainASCII = ByteScan(quoteAndBackslash: true, control: true, nonASCII: true)
    /// A control character the text rendering escapes.
    static let controls = ByteScan(control: true, delete: true)

    func stops(at byte: UInt8) -> Bool {
        (quoteAndBackslash && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")))
            || (control && byte < 0x20) || (delete && byte == 0x7F) || (nonASCII && byte >= 0x80)
    }

    /// The index of the first byte at or after `start` where the scan stops,
    /// or `bytes.count`.
    func first(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return bytes.count }
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var index = start
        while index + 8 <= bytes.count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // Each test sets a byte's high bit where the byte may stop the
            // scan (exactly where the first one is); the bytes are then checked one by one.
            var may: UInt64 = 0
            if quoteAndBackslash {
                let quotes = word ^ (ones &* 0x22), backslashes = word ^ (ones &* 0x5C)
                may |= (quotes &- ones) & ~quotes & highs
                may |= (backslashes &- ones) & ~backslashes & highs
            }
            if control { may |= (word &- ones &* 0x20) & ~word & highs }
            if delete {
                let deletes = word ^ (ones &* 0x7F)
                may |= (deletes &- ones) & ~deletes & highs
            }
            if nonASCII { may |= word & highs }
            if may != 0 {
                for offset in index..<index + 8 where stops(at: bytes[offset]) { return offset }
            }
            index += 8
        }
        while index < bytes.count, !stops(at: bytes[index]) { index += 1 }
        return index
    }
}
