/// A strict, non-recursive pull reader over JSON text (RFC 8259).
///
/// The decoder asks it for one token at a time, so no intermediate tree is
/// built. It rejects what `JSONSerialization` lets pass: invalid UTF-8, lone
/// surrogates, leading zeros, and nesting deeper than ``maximumDepth``.
/// Errors carry the line and column; the decoder adds the JSON path.
struct JSONReader {
    /// The deepest nesting of arrays and objects accepted (about 500 nested
    /// views in the sample format).
    static let maximumDepth = 1_000

    /// What the next value is.
    enum Kind {
        case object, array, string, number, bool, null

        /// The word an error uses for this kind ("a string", "an array").
        var description: String {
            switch self {
            case .null: "null"
            case .bool: "a boolean"
            case .number: "a number"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    /// The text, read in place: the reader lives inside the closure that
    /// lends it (`withUnsafeBytes`), so nothing is copied.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var position = 0
    /// How many arrays and objects are open.
    var depth = 0
    /// Where the last key read by ``nextKey(first:)`` ended, for errors about it.
    var keyEnd = 0
    /// The deepest nesting reached so far.
    private(set) var deepest = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // A UTF-8 byte-order mark is allowed and skipped.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// The kind of the next value, without reading it.
    mutating func kind() throws(JSONSyntaxError) -> Kind {
        skipWhitespace()
        guard position < bytes.count else {
            throw failure(
                position == 0 || bytes.allSatisfy(Self.isWhitespace)
                    ? "the file is empty; expected a JSON object" : "unexpected end of input; expected a value")
        }
        switch bytes[position] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: throw failure("unexpected character \(describe(bytes[position])); expected a value")
        }
    }

    // MARK: Containers

    /// Reads `{`; then call ``nextKey(first:)`` until it returns `nil`.
    mutating func beginObject() throws(JSONSyntaxError) {
        try open()
    }

    /// Reads the next `"key":` of the open object, or its closing `}`
    /// (returning `nil`). `first` is true right after ``beginObject()``.
    mutating func nextKey(first: Bool) throws(JSONSyntaxError) -> String? {
        guard try keyFollows(first: first) else { return nil }
        let key = try readString()
        try colon(after: key)
        return key
    }

    /// Reads `[`; then call ``nextElement(first:)`` until it returns false.
    mutating func beginArray() throws(JSONSyntaxError) {
        try open()
    }

    /// Whether another element follows in the open array (reading the `,`
    /// before it), or reads the closing `]`.
    mutating func nextElement(first: Bool) throws(JSONSyntaxError) -> Bool {
        try another(first: first, closer: UInt8(ascii: "]"), after: "an array element")
    }

    /// Whether another member or element follows in the open object or
    /// array, whose closing bracket is `closer`: reads the `,` before it
    /// (none before the first), or reads `closer`. `item` names what a
    /// comma follows, for the message when neither does.
    mutating func another(first: Bool, closer: UInt8, after item: String) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        if first {
            guard peek() == closer else { return true }
            _ = close()
            return false
        }
        switch next() {
        case UInt8(ascii: ","): return true
        case closer:
            depth -= 1
            return false
        case nil: throw failure("unexpected end of input; expected ',' or '\(Character(Unicode.Scalar(closer)))'")
        default: throw failure("expected ',' or '\(Character(Unicode.Scalar(closer)))' after \(item)", back: 1)
        }
    }

    private mutating func open() throws(JSONSyntaxError) {
        guard depth < Self.maximumDepth else {
            throw failure("nesting is deeper than \(Self.maximumDepth) levels of arrays and objects")
        }
        depth += 1
        if depth > deepest { deepest = depth }
        position += 1
    }

    mutating func close() -> String? {
        position += 1
        depth -= 1
        return nil
    }

    /// Skips one whole value, checking it as strictly as a value read
    /// (syntax, UTF-8, each object's keys once), without recursion: a field
    /// Hark does not use is no place for a document to be broken unnoticed.
    mutating func skipValue() throws(JSONSyntaxError) {
        let base = depth
        var first = true
        // `keys[i]` holds the keys seen in the container at depth base+i+1; `nil` for an array.
        var keys: [Set<String>?] = []
        repeat {
            if depth > base {
                let more: Bool
                if keys[keys.count - 1] != nil {
                    let key = try nextKey(first: first)
                    if let key, keys[keys.count - 1]?.insert(key).inserted == false {
                        throw failure("duplicate key \(NameSuggestion.quoted(key)) in the same object", at: keyEnd)
                    }
                    more = key != nil
                } else {
                    more = try nextElement(first: first)
                }
                first = false
                guard more else {
                    keys.removeLast()
                    continue
                }
            }
            switch try kind() {
            case .object, .array:
                keys.append(try kind() == .object ? [] : nil)
                try open()
                first = true
            case .string: try skipString()
            case .number: _ = try readNumber()
            case .bool: _ = try readBool()
            case .null: try readNull()
            }
        } while depth > base
    }

    /// Checks that nothing but white space follows the document.
    mutating func finish() throws(JSONSyntaxError) {
        skipWhitespace()
        guard position >= bytes.count else { throw failure("unexpected text after the end of the JSON value") }
    }

    // MARK: Scalars

    mutating func readBool() throws(JSONSyntaxError) -> Bool {
        if bytes[position] == UInt8(ascii: "t") {
            try expectWord("true")
            return true
        }
        try expectWord("false")
        return false
    }

    mutating func readNull() throws(JSONSyntaxError) {
        try expectWord("null")
    }

    mutating func readString() throws(JSONSyntaxError) -> String {
        position += 1  // opening quote
        let start = position
        var isASCII = true
        // Fast path: no escapes.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
                guard let text = isASCII ? String(decoding: slice, as: UTF8.self) : Self.validString(slice) else {
                    throw failure("a string is not valid UTF-8")
                }
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw failure("a control character must be escaped inside a string") }
            if byte >= 0x80 { isASCII = false }
            position += 1
        }
        var buffer = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                guard let text = buffer.withUnsafeBufferPointer(Self.validString) else {
                    throw failure("a string is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                position += 1
                guard let escape = next() else { break }
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"): buffer.append(contentsOf: try parseUnicodeEscape())
                default: throw failure("invalid escape sequence \\\(describe(escape, quoted: false))", back: 2)
                }
            default:
                if byte < 0x20 { throw failure("a control character must be escaped inside a string") }
                buffer.append(byte)
                position += 1
            }
        }
        throw failure("unterminated string")
    }

    /// Checks a string's syntax and UTF-8 without making a `String` of it.
    private mutating func skipString() throws(JSONSyntaxError) {
        position += 1
        let start = position
        var isASCII = true
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                // Escapes are ASCII: the raw bytes are UTF-8 exactly when the string is.
                if !isASCII, Self.validString(UnsafeBufferPointer(rebasing: bytes[start..<position])) == nil {
                    throw failure("a string is not valid UTF-8")
                }
                position += 1
                return
            case UInt8(ascii: "\\"):
                position += 1
                guard let escape = next() else { break }
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                case UInt8(ascii: "u"): _ = try parseUnicodeEscape()
                default: throw failure("invalid escape sequence \\\(describe(escape, quoted: false))", back: 2)
                }
            case let byte where byte < 0x20:
                throw failure("a control character must be escaped inside a string")
            case let byte:
                if byte >= 0x80 { isASCII = false }
                position += 1
            }
        }
        throw failure("unterminated string")
    }

    /// Reads the `XXXX` of `\uXXXX` (and a following low surrogate) as UTF-8.
    private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> [UInt8] {
        var scalarValue = try parseHex4()
        if (0xD800...0xDBFF).contains(scalarValue) {
            guard bytes[position...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                throw failure("a high surrogate \\u escape must be followed by a low surrogate")
            }
            position += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("invalid low surrogate in \\u escape") }
            scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(scalarValue) {
            throw failure("a lone low surrogate in a \\u escape")
        }
        guard let scalar = Unicode.Scalar(scalarValue) else { throw failure("invalid \\u escape") }
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure("unterminated \\u escape") }
        var result: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("invalid hexadecimal digit in \\u escape")
            }
            result = result << 4 | UInt32(digit)
            position += 1
        }
        return result
    }

    /// The text of UTF-8 bytes, or `nil` when they are not valid UTF-8.
    static func validString(_ slice: UnsafeBufferPointer<UInt8>) -> String? {
        let text = String(decoding: slice, as: UTF8.self)
        // Decoding repairs invalid UTF-8 with U+FFFD; tell a real one apart.
        if text.unicodeScalars.contains("\u{FFFD}"),
            text.unicodeScalars.filter({ $0 == "\u{FFFD}" }).count != Self.count(of: [0xEF, 0xBF, 0xBD], in: slice)
        {
            return nil
        }
        return text
    }

    private static func count(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0, index = haystack.startIndex
        while let hit = haystack.firstIndex(ofBytes: needle, from: index) {
            count += 1
            index = hit + needle.count
        }
        return count
    }

    // MARK: Bytes

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard position + expected.count <= bytes.count,
            bytes[position..<position + expected.count].elementsEqual(expected)
        else {
            throw failure("unexpected character \(describe(bytes[position])); expected a value")
        }
        position += expected.count
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
    }

    func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func next() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    private func describe(_ byte: UInt8, quoted: Bool = true) -> String {
        let text =
            byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
        return quoted ? "'\(text)'" : text
    }

    /// An error at the current position (or `back` bytes before it).
    func failure(_ message: String, back: Int = 0) -> JSONSyntaxError {
        failure(message, at: position - back)
    }

    /// An error at byte `offset`, with its line and column.
    func failure(_ message: String, at offset: Int) -> JSONSyntaxError {
        let offset = max(0, min(offset, bytes.count))
        var line = 1, lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return JSONSyntaxError(message: "invalid JSON at line \(line), column \(column): \(message)")
    }
}
