import Foundation

/// What Foundation's `XMLParser` must never see: it traps on invalid UTF-8
/// in a name (`<A\xd5T/>`) and dereferences a null pointer on a processing
/// instruction without data (`<?a?>`, which is valid XML) or a broken XML
/// declaration. The bytes are checked (UTF-8, else an error naming the
/// line and column) and every processing instruction is blanked with
/// spaces of its length, so every line and column the parser reports stays
/// the file's own. Hark ignores processing instructions, so nothing read
/// changes.
enum XMLInputCheck {
    /// `data`, ready for `XMLParser`.
    static func prepared(_ data: Data) throws(ImportError) -> Data {
        let isUTF8 = data.withUnsafeBytes { UTF8Validation.validatedString($0) != nil }
        if !isUTF8 {
            let (line, column) = firstInvalidUTF8(in: data)
            throw ImportError(format: .appium, location: "line \(line), column \(column)", message: "the dump is not valid UTF-8; Hark reads UTF-8 XML")
        }
        var bytes = [UInt8](data)
        let blanks = try instructions(in: bytes)
        guard !blanks.isEmpty else { return data }
        for range in blanks { bytes.replaceSubrange(range, with: repeatElement(UInt8(ascii: " "), count: range.count)) }
        return Data(bytes)
    }

    /// The ranges of every processing instruction in the markup (the XML
    /// declaration included), which Hark ignores and libxml2 hands to
    /// Foundation in shapes it crashes on (no data, or a broken
    /// declaration such as `<?xml version="1.0";>`). The markup is walked
    /// once, `<` by `<`: comments and CDATA sections are skipped; an
    /// instruction with no `?>` after it, or a `<` inside a tag (never
    /// well-formed: attribute values cannot hold one), is an error naming
    /// its line and column, before the parser can recover into a crash.
    static func instructions(in bytes: [UInt8]) throws(ImportError) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var cursor = 0
        while let open = bytes[cursor...].firstIndex(of: UInt8(ascii: "<")) {
            let close = end(ofMarkupAt: open, in: bytes)
            let markup = bytes[open..<close]
            if markup.starts(with: Array("<?".utf8)) {
                guard close >= open + 4, markup.suffix(2).elementsEqual(Array("?>".utf8)) else {
                    throw notWellFormed(at: open, in: bytes, "a processing instruction with no closing '?>'")
                }
                found.append(open..<close)
            } else if !markup.starts(with: Array("<!".utf8)), let inner = markup.dropFirst().firstIndex(of: UInt8(ascii: "<")) {
                throw notWellFormed(at: inner, in: bytes, "a '<' inside a tag")
            }
            cursor = close
        }
        return found
    }

    /// An error at byte `offset`, with its line and column.
    private static func notWellFormed(at offset: Int, in bytes: [UInt8], _ what: String) -> ImportError {
        let line = bytes[..<offset].count { $0 == 0x0A } + 1
        let column = offset - (bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        return ImportError(format: .appium, location: "line \(line), column \(column)", message: "\(what); this is not well-formed XML")
    }

    /// Just past the comment, CDATA section, processing instruction or tag
    /// opening at `open` (quoted attribute values honoured); the end of the
    /// bytes when it is not closed.
    private static func end(ofMarkupAt open: Int, in bytes: [UInt8]) -> Int {
        func after(_ terminator: String, from start: Int) -> Int {
            let needle = Array(terminator.utf8)
            return bytes.firstIndex(ofBytes: needle, from: start).map { $0 + needle.count } ?? bytes.count
        }
        let rest = bytes[open...]
        if rest.starts(with: Array("<!--".utf8)) { return after("-->", from: open + 4) }
        if rest.starts(with: Array("<![CDATA[".utf8)) { return after("]]>", from: open + 9) }
        if rest.starts(with: Array("<?".utf8)) { return after("?>", from: open + 2) }
        var quote: UInt8?
        var index = open + 1
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            }
            index += 1
        }
        return bytes.count
    }

    /// The line and column (in bytes, from 1) of the first byte that is not
    /// UTF-8.
    static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                if scalar.count == 1, scalar.first == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = offset + 1
                }
                offset += scalar.count
            case .error:
                return (line, offset - lineStart + 1)
            case .emptyInput:
                return (line, offset - lineStart + 1)
            }
        }
    }
}
