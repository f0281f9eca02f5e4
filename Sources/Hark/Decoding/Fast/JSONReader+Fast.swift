#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Object keys, and the decoder's hot path: keys matched on their bytes,
// plain strings found and compared in place, frames read in one pass.
extension JSONReader {
    /// Reads the `,` or `}` after a member (or nothing after `{`), returning
    /// whether a key follows.
    mutating func keyFollows(first: Bool) throws(JSONSyntaxError) -> Bool {
        guard try another(first: first, closer: UInt8(ascii: "}"), after: "an object member") else { return false }
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else {
            throw failure(
                peek() == nil
                    ? "unexpected end of input; expected a field name" : "expected a field name in double quotes")
        }
        return true
    }

    /// Reads the `:` after the key just read.
    mutating func colon(after key: @autoclosure () -> String) throws(JSONSyntaxError) {
        keyEnd = position
        skipWhitespace()
        guard next() == UInt8(ascii: ":") else {
            throw failure("expected ':' after the field name \"\(key())\"", back: 1)
        }
    }

    mutating func colon(after key: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) {
        try colon(after: String(decoding: key, as: UTF8.self))
    }

    /// A key as it is written: its bytes in the text when it has no escape
    /// and is ASCII (every name the sample format knows), else its text.
    enum Key {
        case plain(UnsafeBufferPointer<UInt8>)
        case text(String)

        var text: String {
            switch self {
            case .plain(let bytes): String(decoding: bytes, as: UTF8.self)
            case .text(let text): text
            }
        }
    }

    /// ``nextKey(first:)`` without making a `String` of a plain key.
    mutating func nextRawKey(first: Bool) throws(JSONSyntaxError) -> Key? {
        guard try keyFollows(first: first) else { return nil }
        let end = ByteScan.plainASCII.first(in: bytes, from: position + 1)
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else {
            // An escape, a control or non-ASCII byte: the full reader checks it.
            let key = try readString()
            try colon(after: key)
            return .text(key)
        }
        let key = UnsafeBufferPointer(rebasing: bytes[position + 1..<end])
        position = end + 1
        try colon(after: key)
        return .plain(key)
    }

    /// Where the next string's bytes are (between its quotes), when it has
    /// no escape and no control character; `nil` otherwise. Reads nothing:
    /// see ``readPlainString(_:)``.
    func plainString() -> (bytes: Range<Int>, isASCII: Bool)? {
        guard peek() == UInt8(ascii: "\"") else { return nil }
        var end = ByteScan.plainASCII.first(in: bytes, from: position + 1), isASCII = true
        if end < bytes.count, bytes[end] >= 0x80 {
            isASCII = false
            end = ByteScan.json.first(in: bytes, from: end)
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        return (position + 1..<end, isASCII)
    }

    /// Reads the string ``plainString()`` found.
    mutating func readPlainString(_ string: (bytes: Range<Int>, isASCII: Bool)) throws(JSONSyntaxError) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[string.bytes])
        // At the closing quote, where readString() reports invalid UTF-8.
        position = string.bytes.upperBound
        guard let text = string.isASCII ? String(decoding: slice, as: UTF8.self) : Self.validString(slice) else {
            throw failure("a string is not valid UTF-8")
        }
        position += 1
        return text
    }

    /// Skips the string ``plainString()`` found.
    mutating func skipPlainString(_ bytes: Range<Int>) {
        position = bytes.upperBound + 1
    }

    /// Whether two ranges of the text hold the same bytes.
    func sameBytes(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.count == b.count
            && (a.isEmpty || memcmp(bytes.baseAddress! + a.lowerBound, bytes.baseAddress! + b.lowerBound, a.count) == 0)
    }

    /// Reads an array of exactly `V.scalarCount` finite numbers in one
    /// pass, or, when the next value is anything else, reads nothing and
    /// returns `nil` (the caller then reads it the checked way, for the
    /// exact error).
    mutating func readNumbers<V: SIMD>() -> V? where V.Scalar == Double {
        let start = position
        skipWhitespace()
        guard depth < Self.maximumDepth, peek() == UInt8(ascii: "[") else {
            position = start
            return nil
        }
        position += 1
        var numbers = V()
        for index in 0..<V.scalarCount {
            skipWhitespace()
            guard let byte = peek(), byte == UInt8(ascii: "-") || Self.isDigit(byte),
                let number = readWholeNumber() ?? (try? readNumber()), number.isFinite
            else {
                position = start
                return nil
            }
            numbers[index] = number
            skipWhitespace()
            guard next() == UInt8(ascii: index == V.scalarCount - 1 ? "]" : ",") else {
                position = start
                return nil
            }
        }
        return numbers
    }

    /// A whole number of at most 15 digits (which a `Double` holds
    /// exactly), read in one loop, as ``readNumber()`` reads it; `nil`,
    /// having read nothing, for anything else.
    private mutating func readWholeNumber() -> Double? {
        var cursor = position
        let negative = cursor < bytes.count && bytes[cursor] == UInt8(ascii: "-")
        if negative { cursor += 1 }
        let digitsStart = cursor
        var whole = 0
        while cursor < bytes.count, case let digit = bytes[cursor] &- UInt8(ascii: "0"), digit < 10 {
            whole = whole &* 10 &+ Int(digit)
            cursor += 1
        }
        let digits = cursor - digitsStart
        guard digits > 0, digits <= 15, digits == 1 || bytes[digitsStart] != UInt8(ascii: "0"), cursor < bytes.count,
            bytes[cursor] != UInt8(ascii: "."), bytes[cursor] | 0x20 != UInt8(ascii: "e")
        else { return nil }
        position = cursor
        return Double(negative ? -whole : whole)
    }
}
