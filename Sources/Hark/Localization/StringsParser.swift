/// Hark's own reader of `.strings` files (old-style property list strings),
/// so that a malformed file is one `file:line: message` error and never a
/// CoreFoundation log line:
///
/// ```
/// /* A comment */  // or one to the end of the line
/// "key" = "value";
/// unquoted_key = "Line one\nLine \"two\" \U00E9";
/// "key alone";   // the value is the key
/// ```
///
/// Keys and values are quoted with `"` or `'`, or unquoted words of letters,
/// digits and `_ $ + / : . -`. Escapes: `\n \t \r \" \' \\ \a \b \f \v`, up
/// to three octal digits, and `\U` (or `\u`) with four hex digits (a
/// surrogate pair of two makes one character). The text is UTF-8, or UTF-16
/// with a byte-order mark; a UTF-8 byte-order mark is skipped; lines end in
/// LF, CRLF or CR. The whole may sit in `{ … }`. A key given twice is an
/// error. The reader never recurses.
struct StringsParser {
    /// Why a file could not be read, and on which line.
    struct Failure: Error, Hashable {
        var line: Int
        var message: String
    }

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var line = 1

    /// The pairs of `bytes`, in file order.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> [(key: String, value: String)] {
        var parser = StringsParser(scalars: try decode(bytes))
        return try parser.entries()
    }

    /// The pairs of `bytes` as a table; a duplicate key is an error.
    static func table(_ bytes: [UInt8]) throws(Failure) -> [String: String] {
        var table: [String: String] = [:]
        var lines: [String: Int] = [:]
        var parser = StringsParser(scalars: try decode(bytes))
        for (key, value, line) in try parser.entriesWithLines() {
            if let first = lines[key] {
                throw Failure(
                    line: line, message: "the key \"\(Self.shown(key))\" is given twice (first on line \(first))")
            }
            lines[key] = line
            table[key] = value
        }
        return table
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    // MARK: Text

    /// The file's characters: UTF-16 when it starts with a byte-order mark
    /// for it, else UTF-8 (a byte-order mark skipped).
    static func decode(_ bytes: [UInt8]) throws(Failure) -> [Unicode.Scalar] {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let little = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else {
                throw Failure(line: 1, message: "the file is UTF-16 but has an odd number of bytes")
            }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            var index = 2
            while index + 1 < bytes.count {
                let (low, high) = little ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
                units.append(UInt16(high) << 8 | UInt16(low))
                index += 2
            }
            return try transcode(units, UTF16.self, name: "UTF-16")
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return try transcode(bytes[start...], UTF8.self, name: "UTF-8")
    }

    private static func transcode<Units: Collection, Codec: UnicodeCodec>(
        _ units: Units, _ codec: Codec.Type, name: String
    ) throws(Failure) -> [Unicode.Scalar] where Units.Element == Codec.CodeUnit {
        var scalars: [Unicode.Scalar] = []
        var decoder = Codec()
        var iterator = units.makeIterator()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" && scalars.last != "\r" || scalar == "\r" { line += 1 }
                scalars.append(scalar)
            case .emptyInput: return scalars
            case .error: throw Failure(line: line, message: "the file is not valid \(name) text")
            }
        }
    }

    // MARK: Grammar

    private mutating func entries() throws(Failure) -> [(key: String, value: String)] {
        try entriesWithLines().map { ($0.key, $0.value) }
    }

    private mutating func entriesWithLines() throws(Failure) -> [(key: String, value: String, line: Int)] {
        var result: [(key: String, value: String, line: Int)] = []
        try skipSpace()
        var braced = false
        if peek() == "{" {
            braced = true
            advance()
        }
        while true {
            try skipSpace()
            guard let next = peek() else {
                if braced { throw Failure(line: line, message: "the '{' that opens the table is not closed with '}'") }
                return result
            }
            if braced, next == "}" {
                advance()
                try skipSpace()
                if peek() != nil { throw failure("unexpected text after the closing '}'") }
                return result
            }
            let keyLine = line
            let key = try string(what: "a key")
            try skipSpace()
            switch peek() {
            case ";":
                // `"key";` alone: the value is the key.
                advance()
                result.append((key, key, keyLine))
                continue
            case "=":
                advance()
            case nil:
                throw Failure(
                    line: keyLine,
                    message: "the file ends after the key \"\(Self.shown(key))\"; expected '=' and a value")
            default:
                throw failure("expected '=' after the key \"\(Self.shown(key))\", found \(describe(peek()))")
            }
            try skipSpace()
            let value = try string(what: "the value of \"\(Self.shown(key))\"")
            let valueEnd = line
            try skipSpace()
            guard peek() == ";" else {
                if peek() == nil {
                    throw Failure(
                        line: valueEnd, message: "the file ends after the value of \"\(Self.shown(key))\"; expected ';'"
                    )
                }
                throw failure("expected ';' after the value of \"\(Self.shown(key))\", found \(describe(peek()))")
            }
            advance()
            result.append((key, value, keyLine))
        }
    }

    /// A quoted or unquoted string.
    private mutating func string(what: String) throws(Failure) -> String {
        guard let first = peek() else { throw failure("the file ends where \(what) should be") }
        if first == "\"" || first == "'" { return try quoted() }
        guard Self.isUnquoted(first) else {
            throw failure("expected \(what) (a string in quotes), found \(describe(first))")
        }
        var text = String.UnicodeScalarView()
        while let scalar = peek(), Self.isUnquoted(scalar) {
            text.append(scalar)
            advance()
        }
        return String(text)
    }

    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": true
        default: false
        }
    }

    private mutating func quoted() throws(Failure) -> String {
        let opening = line
        guard let quote = peek() else { throw failure("the file ends where a string should be") }
        advance()
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = peek() else {
                throw Failure(line: opening, message: "the string opened on line \(opening) is not closed")
            }
            advance()
            if scalar == quote { return String(text) }
            if scalar == "\\" {
                text.append(try escape())
            } else {
                text.append(scalar)
            }
        }
    }

    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard let scalar = peek() else { throw failure("the file ends inside an escape") }
        advance()
        switch scalar {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "\"", "'", "\\": return scalar
        case "0"..."7":
            var value = scalar.value - 0x30
            for _ in 0..<2 {
                guard let digit = peek(), ("0"..."7").contains(digit) else { break }
                value = value * 8 + digit.value - 0x30
                advance()
            }
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        case "U", "u":
            let high = try hex4()
            if (0xD800...0xDBFF).contains(high) {
                // A surrogate pair: the low half must follow as \U too.
                guard peek() == "\\", position + 1 < scalars.count,
                    scalars[position + 1] == "U" || scalars[position + 1] == "u"
                else {
                    throw failure(
                        "\\U\(Self.hex(high)) is the first half of a surrogate pair, but no \\U with the second half "
                            + "follows"
                    )
                }
                advance()
                advance()
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low),
                    let combined = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                else {
                    throw failure("\\U\(Self.hex(high)) is not followed by the second half of a surrogate pair")
                }
                return combined
            }
            guard let result = Unicode.Scalar(high) else {
                throw failure("\\U\(Self.hex(high)) is half of a surrogate pair, alone")
            }
            return result
        default:
            throw failure(
                "unknown escape '\\\(scalar.escaped(asASCII: true))'; the escapes are \\n \\t \\r \\\" \\' \\\\ \\a "
                    + "\\b \\f \\v, octal \\123 and \\U00E9"
            )
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = peek(), digit.isASCII, let number = Int(String(digit), radix: 16) else {
                throw failure("\\U needs four hex digits, found \(describe(peek()))")
            }
            value = value * 16 + UInt32(number)
            advance()
        }
        return value
    }

    /// Skips white space, line breaks and comments.
    private mutating func skipSpace() throws(Failure) {
        while let scalar = peek() {
            if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "*" {
                let opening = line
                advance()
                advance()
                while true {
                    guard let inside = peek() else {
                        throw Failure(
                            line: opening, message: "the comment opened on line \(opening) is not closed with */")
                    }
                    if inside == "*", position + 1 < scalars.count, scalars[position + 1] == "/" {
                        advance()
                        advance()
                        break
                    }
                    advance()
                }
            } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "/" {
                while let inside = peek(), inside != "\n", inside != "\r" { advance() }
            } else if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                advance()
            } else {
                return
            }
        }
    }

    // MARK: Reading

    private func peek() -> Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    /// Moves past one scalar, counting lines (CRLF, LF and CR each end one).
    private mutating func advance() {
        let scalar = scalars[position]
        position += 1
        if scalar == "\n" || (scalar == "\r" && peek() != "\n") { line += 1 }
    }

    private func failure(_ message: String) -> Failure { Failure(line: line, message: message) }

    private func describe(_ scalar: Unicode.Scalar?) -> String {
        guard let scalar else { return "the end of the file" }
        return "'" + (scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar))
            + "'"
    }

    /// A key as an error shows it: on one line, at most 80 characters.
    static func shown(_ key: String) -> String {
        let flat = key.unicodeScalars.map {
            $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0)
        }.joined()
        return flat.count > 80 ? flat.prefix(79) + "…" : flat
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
