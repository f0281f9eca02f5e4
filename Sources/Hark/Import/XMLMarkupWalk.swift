/// The well-formedness Hark checks itself before `XMLParser` reads a dump,
/// in one pass over the markup: what the parser accepts silently (a dump cut
/// short after its root tag, a NUL after the root, an XML declaration in the
/// middle, a declared encoding other than UTF-8, which Hark blanks with
/// every processing instruction and would otherwise ignore), and what it
/// reports at the wrong place (a duplicate attribute, an undefined entity, a
/// document type declaration, a second root: libxml2 names the line after
/// the last). Each is an error naming its line and column, in words.
struct XMLMarkupWalk {
    let bytes: [UInt8]
    /// The open elements: where each name is, and its `<`.
    private var open: [(name: Range<Int>, at: Int)] = []
    /// Whether the root element has been opened, and closed.
    private var rootSeen = false, rootClosed = false
    /// The processing instructions, the XML declaration included.
    private(set) var instructions: [Range<Int>] = []
    /// Where each top-level element starts: more than one when an excerpt
    /// lists several `XCUIElementType…` elements side by side.
    private(set) var roots: [Int] = []

    /// The walk over `bytes` when they pass (the processing instructions'
    /// ranges for ``XMLInputCheck`` to blank, the roots); else the first mistake.
    static func walked(_ bytes: [UInt8]) throws(ImportError) -> XMLMarkupWalk {
        var walk = XMLMarkupWalk(bytes: bytes)
        try walk.run()
        return walk
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func run() throws(ImportError) {
        // XML 1.0 allows no C0 control but tab, line feed and carriage return, not even as a reference.
        if let control = bytes.firstIndex(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) {
            throw error(
                at: control, "a control character (\(Self.codePoint(UInt32(bytes[control])))), which XML does not allow"
            )
        }
        // A UTF-8 byte-order mark is no text.
        var cursor = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while cursor < bytes.count {
            let next = bytes[cursor...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
            try text(cursor..<next)
            guard next < bytes.count else { break }
            let close = XMLInputCheck.end(ofMarkupAt: next, in: bytes)
            try markup(next..<close)
            cursor = close
        }
        if let innermost = open.last { throw cutShort(before: innermost.name, at: innermost.at) }
        if !rootSeen { throw error(at: bytes.count, "the document holds no element") }
    }

    /// Character data: entity references only, and nothing but white space outside the root.
    private func text(_ range: Range<Int>) throws(ImportError) {
        guard !range.isEmpty else { return }
        if open.isEmpty, let first = bytes[range].firstIndex(where: { !Self.isSpace($0) }) {
            throw error(at: first, rootClosed ? "text after the root element" : "text before the root element")
        }
        if let end = bytes[range].firstIndex(ofBytes: Array("]]>".utf8), from: range.lowerBound) {
            throw error(at: end, "']]>' in text, where it may only end a CDATA section")
        }
        try references(in: range)
    }

    private mutating func markup(_ range: Range<Int>) throws(ImportError) {
        let markup = bytes[range]
        if markup.starts(with: Array("<!--".utf8)) {
            guard range.count >= 7, markup.suffix(3).elementsEqual(Array("-->".utf8)) else {
                throw error(at: range.lowerBound, "a comment with no closing '-->'")
            }
        } else if markup.starts(with: Array("<![CDATA[".utf8)) {
            guard range.count >= 12, markup.suffix(3).elementsEqual(Array("]]>".utf8)) else {
                throw error(at: range.lowerBound, "a CDATA section with no closing ']]>'")
            }
            if open.isEmpty { throw error(at: range.lowerBound, "a CDATA section outside the root element") }
        } else if markup.starts(with: Array("<!".utf8)) {
            if markup.starts(with: Array("<!DOCTYPE".utf8)) {
                // The declared root tells a property list or an SVG as the root element would.
                let name = Self.name(at: range.lowerBound + 9, in: bytes, skippingSpace: true)
                try XMLInputCheck.checkRoot(
                    String(decoding: bytes[name], as: UTF8.self), at: range.lowerBound, in: bytes)
                throw XMLInputCheck.refusal(
                    at: range.lowerBound, in: bytes,
                    "a document type declaration (<!DOCTYPE>): Appium page source has none, and Hark reads no DTD and "
                        + "expands no entity it declares"
                )
            }
            throw error(at: range.lowerBound, "markup starting '<!' that is neither a comment nor a CDATA section")
        } else if markup.starts(with: Array("<?".utf8)) {
            try instruction(range)
        } else {
            // Never well-formed (an attribute value cannot hold one), and the parser recovers from it into a crash.
            if let inner = markup.dropFirst().firstIndex(of: UInt8(ascii: "<")) {
                throw error(at: inner, "a '<' inside a tag")
            }
            guard markup.last == UInt8(ascii: ">") else {
                // The bytes end inside the tag: the dump is cut short there.
                throw cutShort(
                    before: Self.name(at: range.lowerBound + 1, in: bytes, skippingSpace: false), at: range.lowerBound)
            }
            if markup.dropFirst().first == UInt8(ascii: "/") { try endTag(range) } else { try startTag(range) }
        }
    }

    private mutating func instruction(_ range: Range<Int>) throws(ImportError) {
        guard range.count >= 4, bytes[range].suffix(2).elementsEqual(Array("?>".utf8)) else {
            throw error(at: range.lowerBound, "a processing instruction with no closing '?>'")
        }
        let target = Self.name(at: range.lowerBound + 2, in: bytes, skippingSpace: false)
        if target.count == 3, String(decoding: bytes[target], as: UTF8.self).lowercased() == "xml" {
            // Only a UTF-8 byte-order mark may come before the declaration.
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            guard range.lowerBound == start else {
                throw error(at: range.lowerBound, "an XML declaration after the start of the document")
            }
            if let encoding = XMLInputCheck.declaredEncoding(bytes[range]), encoding.lowercased() != "utf-8" {
                throw XMLInputCheck.refusal(
                    at: range.lowerBound, in: bytes,
                    "the XML declares encoding=\(NameSuggestion.quoted(encoding)); Hark reads UTF-8 XML (convert it "
                        + "with iconv -t UTF-8 and declare UTF-8)"
                )
            }
        }
        instructions.append(range)
    }

    private mutating func startTag(_ range: Range<Int>) throws(ImportError) {
        let name = Self.name(at: range.lowerBound + 1, in: bytes, skippingSpace: false)
        guard let first = name.first.map({ bytes[$0] }) else {
            throw error(at: range.lowerBound, "a '<' that starts no tag")
        }
        // A name starts with a letter, '_', ':' or a character beyond ASCII, never a digit, '-' or '.'.
        guard
            first >= 0x80 || first == UInt8(ascii: "_") || first == UInt8(ascii: ":")
                || (first | 0x20 >= 0x61 && first | 0x20 <= 0x7A)
        else {
            throw error(at: range.lowerBound + 1, "a tag name that does not start with a letter")
        }
        if open.isEmpty {
            // An excerpt may list several elements side by side (a sheet and
            // its cancel group, a run of keys): they are read as siblings.
            let firstIsElement = roots.first.map { Self.isElement(rootName(at: $0)) } == true
            if rootClosed, !(Self.isElement(bytes[name]) && firstIsElement) {
                throw error(at: range.lowerBound, "a second root element <\(self.name(name))>; a document has one")
            }
            roots.append(range.lowerBound)
            try XMLInputCheck.checkRoot(String(decoding: bytes[name], as: UTF8.self), at: range.lowerBound, in: bytes)
            rootSeen = true
        }
        try attributes(name.upperBound..<range.upperBound, of: name)
        if bytes[range.upperBound - 2] == UInt8(ascii: "/") {
            rootClosed = open.isEmpty
            return
        }
        guard open.count <= AppiumImporter.maximumDepth else {
            let line = XMLInputCheck.place(of: range.lowerBound, in: bytes).line
            throw ImportError(
                format: .appium, location: "line \(line)",
                message: "the elements nest deeper than \(AppiumImporter.maximumDepth) levels")
        }
        open.append((name, range.lowerBound))
    }

    private static func isElement(_ name: ArraySlice<UInt8>) -> Bool { name.starts(with: "XCUIElementType".utf8) }

    private func rootName(at offset: Int) -> ArraySlice<UInt8> {
        bytes[Self.name(at: offset + 1, in: bytes, skippingSpace: false)]
    }

    private mutating func endTag(_ range: Range<Int>) throws(ImportError) {
        let name = Self.name(at: range.lowerBound + 2, in: bytes, skippingSpace: false)
        if let extra = bytes[name.upperBound..<(range.upperBound - 1)].firstIndex(where: { !Self.isSpace($0) }) {
            throw error(at: extra, "an end tag with more than its name")
        }
        guard let innermost = open.last else {
            throw error(at: range.lowerBound, "an end tag </\(self.name(name))> with no element open")
        }
        guard bytes[innermost.name].elementsEqual(bytes[name]) else {
            throw error(
                at: range.lowerBound,
                "the end tag </\(self.name(name))> does not match <\(self.name(innermost.name))> of line "
                    + "\(XMLInputCheck.place(of: innermost.at, in: bytes).line)"
            )
        }
        open.removeLast()
        if open.isEmpty { rootClosed = true }
    }

    /// Each attribute once, its value's entity references defined.
    private func attributes(_ range: Range<Int>, of element: Range<Int>) throws(ImportError) {
        var seen = AttributeNames()
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            guard !Self.isSpace(byte), byte != UInt8(ascii: "/"), byte != UInt8(ascii: ">") else {
                index += 1
                continue
            }
            let name = Self.name(at: index, in: bytes, skippingSpace: false)
            guard !name.isEmpty,
                let equals = bytes[name.upperBound..<range.upperBound].firstIndex(where: { !Self.isSpace($0) }),
                bytes[equals] == UInt8(ascii: "="),
                let quote = bytes[(equals + 1)..<range.upperBound].firstIndex(where: { !Self.isSpace($0) }),
                bytes[quote] == UInt8(ascii: "\"") || bytes[quote] == UInt8(ascii: "'"),
                let end = bytes[(quote + 1)..<range.upperBound].firstIndex(of: bytes[quote])
            else { throw error(at: index, "an attribute of <\(self.name(element))> that is not name=\"value\"") }
            guard seen.insert(bytes[name]) else {
                throw error(
                    at: index,
                    "the attribute \(NameSuggestion.quoted(self.name(name))) appears twice in <\(self.name(element))>")
            }
            try references(in: (quote + 1)..<end)
            index = end + 1
        }
    }

    /// Every `&` starts one of XML's five entities or a character reference.
    private func references(in range: Range<Int>) throws(ImportError) {
        var cursor = range.lowerBound
        while let ampersand = bytes[cursor..<range.upperBound].firstIndex(of: UInt8(ascii: "&")) {
            let semicolon = bytes[ampersand..<min(range.upperBound, ampersand + 64)].firstIndex(of: UInt8(ascii: ";"))
            guard let semicolon else {
                throw error(at: ampersand, "a '&' that starts no entity reference (write '&' as &amp;)")
            }
            let body = String(decoding: bytes[(ampersand + 1)..<semicolon], as: UTF8.self)
            guard Self.isReference(body) else {
                throw error(
                    at: ampersand,
                    "the entity &\(NameSuggestion.cut(body)); is not one of XML's five (&lt; &gt; &amp; &apos; "
                        + "&quot;) or a character reference"
                )
            }
            cursor = semicolon + 1
        }
    }

    /// Whether `&body;` is one of XML's five entities or a character reference to a character XML allows.
    static func isReference(_ body: String) -> Bool {
        if ["lt", "gt", "amp", "apos", "quot"].contains(body) { return true }
        guard body.hasPrefix("#") else { return false }
        let digits = body.dropFirst()
        let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let value, !digits.hasPrefix("x+"), !digits.hasPrefix("+") else { return false }
        // XML's Char: tab, line feed, carriage return, and U+0020 up, but surrogates and U+FFFE, U+FFFF.
        return value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value)
            || (0x10000...0x10FFFF).contains(value)
    }

    /// The name starting at `start` (after white space, when asked): up to
    /// white space, `/`, `>`, `=` or the end.
    static func name(at start: Int, in bytes: [UInt8], skippingSpace: Bool) -> Range<Int> {
        var start = start
        if skippingSpace { while start < bytes.count, isSpace(bytes[start]) { start += 1 } }
        var end = start
        while end < bytes.count, !isSpace(bytes[end]), !"/>=?[".utf8.contains(bytes[end]) { end += 1 }
        return start..<min(end, bytes.count)
    }

    /// XML's white space: space, tab, line feed, carriage return.
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// `U+0000`.
    static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The dump ends before the element whose name is at `name` (its `<` at `start`) is closed;
    /// named at the line of the last byte that is not white space.
    private func cutShort(before name: Range<Int>, at start: Int) -> ImportError {
        let last = bytes.lastIndex { !Self.isSpace($0) } ?? 0
        let (line, opened) = (
            XMLInputCheck.place(of: last, in: bytes).line, XMLInputCheck.place(of: start, in: bytes).line
        )
        return ImportError(
            format: .appium, location: "line \(line)",
            message: "the XML ends before <\(self.name(name))> of line \(opened) is closed; the dump is cut short")
    }

    private func name(_ range: Range<Int>) -> String {
        NameSuggestion.cut(String(decoding: bytes[range], as: UTF8.self))
    }

    private func error(at offset: Int, _ what: String) -> ImportError {
        XMLInputCheck.notWellFormed(at: offset, in: bytes, what)
    }
}

/// The attribute names of one tag, to find one given twice: compared one by
/// one while there are a few (a tag has a dozen), hashed beyond that, so a
/// tag of 100,000 attributes costs no more than 100,000 looks.
private struct AttributeNames {
    private var few: [ArraySlice<UInt8>] = []
    private var many: Set<ArraySlice<UInt8>>?

    /// Adds `name`; false when it was there already.
    mutating func insert(_ name: ArraySlice<UInt8>) -> Bool {
        if many != nil { return many?.insert(name).inserted ?? false }
        if few.contains(where: { $0.elementsEqual(name) }) { return false }
        few.append(name)
        if few.count > 16 { many = Set(few) }
        return true
    }
}
