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
    /// or `bytes.count`.
    func first(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count, !stops(at: bytes[index]) { index += 1 }
        return index
    }
}
