import Foundation

/// What Foundation's `XMLParser` must never see: it traps on invalid UTF-8
/// in a name (`<A\xd5T/>`) and dereferences a null pointer on a processing
/// instruction without data (`<?a?>`, which is valid XML). The bytes are
/// checked (UTF-8, else an error naming the line and column) and such
/// instructions are blanked with spaces of their length, so every line and
/// column the parser reports stays the file's own. Hark ignores processing
/// instructions, so nothing read changes.
enum XMLInputCheck {
    /// `data`, ready for `XMLParser`.
    static func prepared(_ data: Data) throws(ImportError) -> Data {
        let isUTF8 = data.withUnsafeBytes { String(validating: $0, as: UTF8.self) != nil }
        if !isUTF8 {
            let (line, column) = firstInvalidUTF8(in: data)
            throw ImportError(format: .appium, location: "line \(line), column \(column)", message: "the dump is not valid UTF-8; Hark reads UTF-8 XML")
        }
        var bytes = [UInt8](data)
        let (blanks, inTag) = dataLessInstructions(in: bytes)
        if let inTag {
            // libxml2 recovers from the broken tag and still reports the instruction.
            let line = bytes[..<inTag].count { $0 == 0x0A } + 1
            let column = inTag - (bytes[..<inTag].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            throw ImportError(
                format: .appium, location: "line \(line), column \(column)",
                message: "a processing instruction without data inside a tag; this is not well-formed XML")
        }
        guard !blanks.isEmpty else { return data }
        for range in blanks { bytes.replaceSubrange(range, with: repeatElement(UInt8(ascii: " "), count: range.count)) }
        return Data(bytes)
    }

    /// The ranges of processing instructions with a target and no data
    /// (`<?a?>`) in markup, in a comment or in a CDATA section (where
    /// blanks change nothing Hark reads); and the offset of the first one
    /// inside a tag, which is malformed XML that libxml2 still reports (the
    /// fuzz target found it). One inside another instruction's data is
    /// data. Only `?>` is searched for, so a dump without one costs one scan.
    static func dataLessInstructions(in bytes: [UInt8]) -> (blanks: [Range<Int>], inTag: Int?) {
        var found: [Range<Int>] = []
        var cursor = 0, lastOpen = 0
        var index = 0
        while let question = bytes[index...].firstIndex(of: UInt8(ascii: "?")) {
            index = question + 1
            guard index < bytes.count, bytes[index] == UInt8(ascii: ">"), let start = instructionStart(endingAt: question, in: bytes) else { continue }
            // Walk the markup from the cursor: is `start` outside comments, CDATA and tags?
            while cursor < start, let open = bytes[cursor...].firstIndex(of: UInt8(ascii: "<")), open < start {
                lastOpen = open
                cursor = end(ofMarkupAt: open, in: bytes)
            }
            if cursor <= start {
                found.append(start..<question + 2)
                cursor = question + 2
            } else if bytes[lastOpen...].starts(with: Array("<!--".utf8)) || bytes[lastOpen...].starts(with: Array("<![CDATA[".utf8)) {
                found.append(start..<question + 2)
            } else if !bytes[lastOpen...].starts(with: Array("<?".utf8)) {
                return (found, start)
            }
        }
        return (found, nil)
    }

    /// Where `<?target` begins when the `?` at `question` closes a
    /// data-less instruction: a name of no blank, `<`, `>` or `?`.
    private static func instructionStart(endingAt question: Int, in bytes: [UInt8]) -> Int? {
        var index = question - 1
        while index > 0 {
            let byte = bytes[index]
            if byte == UInt8(ascii: "?") { return bytes[index - 1] == UInt8(ascii: "<") && index + 1 < question ? index - 1 : nil }
            if byte <= 0x20 || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") { return nil }
            index -= 1
        }
        return nil
    }

    /// Just past the comment, CDATA section, processing instruction or tag
    /// opening at `open` (quoted attribute values honoured); the end of the
    /// bytes when it is not closed.
    private static func end(ofMarkupAt open: Int, in bytes: [UInt8]) -> Int {
        func after(_ terminator: String, from start: Int) -> Int {
            let needle = Array(terminator.utf8)
            var index = start
            while let first = bytes[index...].firstIndex(of: needle[0]) {
                if first + needle.count <= bytes.count, bytes[first..<first + needle.count].elementsEqual(needle) { return first + needle.count }
                index = first + 1
            }
            return bytes.count
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
