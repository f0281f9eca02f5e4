/// A strict, non-recursive JSON parser (RFC 8259).
///
/// It rejects what `JSONSerialization` lets pass: duplicate keys, invalid
/// UTF-8, lone surrogates, and nesting deeper than ``maximumDepth``. Errors
/// name the JSON path being read and the line and column.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted (about 500 nested
    /// views in the sample format).
    static let maximumDepth = 1_000

    /// Objects with fewer members than this are checked for duplicate keys
    /// by a scan; larger ones with a set.
    private static let smallObject = 16

    private let bytes: [UInt8]
    private var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte-order mark is allowed and skipped.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// An array or object being read, with what is known of it so far. It is
    /// changed in place on the stack, so appending never copies it.
    private struct OpenContainer {
        var isObject: Bool
        var elements: [JSONValue] = []
        var members: [JSONMember] = []
        /// The key whose value is being read (objects only).
        var key: String?
        /// The keys of a large object, filled when it grows past `smallObject`.
        var keys: Set<String> = []

        var pathComponent: JSONPath.Component? {
            isObject ? key.map { .key($0) } : .index(elements.count)
        }
    }

    private var stack: [OpenContainer] = []

    /// Parses the whole input as one JSON value.
    mutating func parse() throws(HarkDecodingError) -> JSONValue {
        skipWhitespace()
        guard position < bytes.count else { throw failure("the file is empty; expected a JSON object") }
        var value = try parseValueStart()
        while !stack.isEmpty {
            // `value` is complete: hand it to the innermost open container.
            let top = stack.count - 1
            if stack[top].isObject {
                stack[top].members.append(JSONMember(key: stack[top].key ?? "", value: value))
                stack[top].key = nil
                skipWhitespace()
                switch next() {
                case UInt8(ascii: ","):
                    skipWhitespace()
                    stack[top].key = try parseKey(in: top)
                    value = try parseValueStart()
                case UInt8(ascii: "}"):
                    value = .object(stack.removeLast().members)
                default:
                    throw failure("expected ',' or '}' after an object member", back: 1)
                }
            } else {
                stack[top].elements.append(value)
                skipWhitespace()
                switch next() {
                case UInt8(ascii: ","):
                    skipWhitespace()
                    value = try parseValueStart()
                case UInt8(ascii: "]"):
                    value = .array(stack.removeLast().elements)
                default:
                    throw failure("expected ',' or ']' after an array element", back: 1)
                }
            }
        }
        skipWhitespace()
        guard position >= bytes.count else { throw failure("unexpected text after the end of the JSON value") }
        return value
    }

    /// Reads a scalar and returns it, or opens a container and keeps reading
    /// until a complete value is in hand (an empty container or a scalar).
    private mutating func parseValueStart() throws(HarkDecodingError) -> JSONValue {
        while true {
            guard position < bytes.count else { throw failure("unexpected end of input; expected a value") }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                try openContainer()
                position += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    position += 1
                    return .object([])
                }
                stack.append(OpenContainer(isObject: true))
                stack[stack.count - 1].key = try parseKey(in: stack.count - 1)
            case UInt8(ascii: "["):
                try openContainer()
                position += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    position += 1
                    return .array([])
                }
                stack.append(OpenContainer(isObject: false))
            case UInt8(ascii: "\""):
                return .string(try parseString())
            case UInt8(ascii: "t"):
                try expectWord("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try expectWord("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try expectWord("null")
                return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return .number(try parseNumber())
            default:
                throw failure("unexpected character \(describe(bytes[position])); expected a value")
            }
            skipWhitespace()
        }
    }

    private mutating func openContainer() throws(HarkDecodingError) {
        guard stack.count < Self.maximumDepth else {
            throw failure("nesting is deeper than \(Self.maximumDepth) levels of arrays and objects")
        }
    }

    /// Reads `"key" :` and checks the key is new in the object at `index`.
    private mutating func parseKey(in index: Int) throws(HarkDecodingError) -> String {
        guard peek() == UInt8(ascii: "\"") else {
            throw failure(peek() == nil ? "unexpected end of input; expected a field name" : "expected a field name in double quotes")
        }
        let key = try parseString()
        if stack[index].members.count < Self.smallObject {
            // Small objects (every node) are checked without hashing.
            for member in stack[index].members where member.key == key {
                throw failure("duplicate field \"\(key)\" in the same object")
            }
        } else {
            if stack[index].keys.isEmpty { stack[index].keys = Set(stack[index].members.map(\.key)) }
            guard stack[index].keys.insert(key).inserted else {
                throw failure("duplicate field \"\(key)\" in the same object")
            }
        }
        skipWhitespace()
        guard next() == UInt8(ascii: ":") else { throw failure("expected ':' after the field name \"\(key)\"", back: 1) }
        skipWhitespace()
        return key
    }

    private mutating func parseString() throws(HarkDecodingError) -> String {
        position += 1  // opening quote
        let start = position
        var isASCII = true
        // Fast path: no escapes.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let slice = bytes[start..<position]
                let text = isASCII ? String(decoding: slice, as: UTF8.self) : try makeString(slice)
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
                return try makeString(buffer[...])
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

    /// Reads the `XXXX` of `\uXXXX` (and a following low surrogate) as UTF-8.
    private mutating func parseUnicodeEscape() throws(HarkDecodingError) -> [UInt8] {
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

    private mutating func parseHex4() throws(HarkDecodingError) -> UInt32 {
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

    private func makeString(_ slice: ArraySlice<UInt8>) throws(HarkDecodingError) -> String {
        let text = String(decoding: slice, as: UTF8.self)
        // Decoding repairs invalid UTF-8 with U+FFFD; tell a real one apart.
        if text.unicodeScalars.contains("\u{FFFD}"),
           text.unicodeScalars.filter({ $0 == "\u{FFFD}" }).count != Self.count(of: [0xEF, 0xBF, 0xBD], in: slice) {
            throw failure("a string is not valid UTF-8")
        }
        return text
    }

    private static func count(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int {
        var count = 0, index = haystack.startIndex
        while index + needle.count <= haystack.endIndex {
            if haystack[index..<index + needle.count].elementsEqual(needle) {
                count += 1
                index += needle.count
            } else {
                index += 1
            }
        }
        return count
    }

    private mutating func parseNumber() throws(HarkDecodingError) -> Double {
        let start = position
        let negative = peek() == UInt8(ascii: "-")
        if negative { position += 1 }
        guard let first = peek(), isDigit(first) else { throw failure("invalid number: expected a digit") }
        let digitsStart = position
        position += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        let isWhole = peek() != UInt8(ascii: ".") && peek() != UInt8(ascii: "e") && peek() != UInt8(ascii: "E")
        if isWhole, position - digitsStart <= 15, !(peek().map(isDigit) ?? false) {
            // Fast path: a whole number that a Double holds exactly.
            var whole = 0
            for index in digitsStart..<position { whole = whole * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
            return Double(negative ? -whole : whole)
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard let digit = peek(), isDigit(digit) else { throw failure("invalid number: expected a digit after '.'") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard let digit = peek(), isDigit(digit) else { throw failure("invalid number: expected a digit in the exponent") }
            skipDigits()
        }
        if let following = peek(), isDigit(following) { throw failure("invalid number: a leading zero") }
        guard let number = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
            throw failure("invalid number")
        }
        return number
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { position += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func expectWord(_ word: StaticString) throws(HarkDecodingError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard position + expected.count <= bytes.count,
              bytes[position..<position + expected.count].elementsEqual(expected) else {
            throw failure("unexpected character \(describe(bytes[position])); expected a value")
        }
        position += expected.count
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func next() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    private func describe(_ byte: UInt8, quoted: Bool = true) -> String {
        let text = byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
        return quoted ? "'\(text)'" : text
    }

    /// An error at the current position (or `back` bytes before it).
    private func failure(_ message: String, back: Int = 0) -> HarkDecodingError {
        let offset = max(0, min(position - back, bytes.count))
        var line = 1, lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        let path = JSONPath(stack.compactMap(\.pathComponent))
        return HarkDecodingError(path: path.description, message: "invalid JSON at line \(line), column \(column): \(message)")
    }
}
