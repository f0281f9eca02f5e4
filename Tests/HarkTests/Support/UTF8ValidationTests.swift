import Testing
import Hark

/// The UTF-8 check Hark uses where the standard library's
/// `String(validating:as:)` is too new (before iOS 18 and macOS 15): the
/// path taken there is run here too, and must accept and refuse exactly the
/// bytes the standard library does.
@Suite("UTF-8 validation on every system")
struct UTF8ValidationTests {
    /// Well-formed and ill-formed bytes, from Unicode's table of well-formed
    /// sequences (each boundary) and its examples of ill-formed ones.
    static let cases: [(name: String, bytes: [UInt8])] = [
        ("empty", []),
        ("ASCII", Array("Add flight".utf8)),
        ("two, three and four bytes", Array("é€𝄞 日本語 مرحبا".utf8)),
        ("U+FFFD itself", [0xEF, 0xBF, 0xBD]),
        ("the last scalar, U+10FFFF", [0xF4, 0x8F, 0xBF, 0xBF]),
        ("a lone continuation byte", [0x41, 0x80, 0x42]),
        ("a truncated two-byte sequence at the end", [0x41, 0xC3]),
        ("a truncated three-byte sequence inside", [0xE2, 0x82, 0x41]),
        ("an overlong slash", [0xC0, 0xAF]),
        ("an overlong three-byte NUL", [0xE0, 0x80, 0x80]),
        ("a surrogate, U+D800", [0xED, 0xA0, 0x80]),
        ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ("F5 and above never start a sequence", [0xF5, 0x80, 0x80, 0x80]),
        ("FF", [0xFF]),
    ]

    @Test("The fallback accepts and refuses what the standard library does", arguments: cases)
    func fallbackAgreesWithStandardLibrary(name: String, bytes: [UInt8]) {
        let standard = String(validating: bytes, as: UTF8.self)
        #expect(UTF8Validation.fallbackString(bytes) == standard, "\(name)")
        #expect(UTF8Validation.isWellFormed(bytes) == (standard != nil), "\(name)")
        #expect(UTF8Validation.validatedString(bytes) == standard, "\(name)")
    }

    @Test("Well-formed text comes back unchanged, ill-formed text as nil")
    func results() {
        #expect(UTF8Validation.fallbackString(Array("Réglages".utf8)) == "Réglages")
        #expect(UTF8Validation.fallbackString([0x52, 0xE9]) == nil)
    }
}
