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
    /// `data`, ready for `XMLParser`. Several top-level elements (an
    /// excerpt) are put inside one `<AppiumAUT>`, on their first line, so
    /// that the parser reads one document whose lines are the file's.
    static func prepared(_ data: Data) throws(ImportError) -> Data {
        try UTF8Check.check(data, format: .appium, kind: "XML")
        var bytes = [UInt8](data)
        try checkNoncharacters(bytes)
        let walk = try XMLMarkupWalk.walked(bytes)
        let blanks = walk.instructions
        guard !blanks.isEmpty || walk.roots.count > 1 else { return data }
        for range in blanks { bytes.replaceSubrange(range, with: repeatElement(UInt8(ascii: " "), count: range.count)) }
        if walk.roots.count > 1, let first = walk.roots.first {
            bytes.append(contentsOf: "</AppiumAUT>".utf8)
            bytes.insert(contentsOf: "<AppiumAUT>".utf8, at: first)
        }
        return Data(bytes)
    }

    /// The error naming the root element when it is not Appium's
    /// (`<plist>`, `<svg>`): a batch skips such a file as no tree.
    static func checkRoot(_ name: String, at offset: Int, in bytes: [UInt8]) throws(ImportError) {
        guard !isAppiumRoot(name) else { return }
        throw ImportError(
            format: .appium, location: "line \(place(of: offset, in: bytes).line)",
            message:
                "the XML root is <\(NameSuggestion.cut(name))>, not Appium page source (<AppiumAUT> or "
                + "<XCUIElementTypeApplication>)"
        )
    }

    /// Whether `name` is a root element of Appium page source.
    static func isAppiumRoot(_ name: String) -> Bool { name == "AppiumAUT" || name.hasPrefix("XCUIElementType") }

    /// The name of the root element of the XML in `bytes` (which may end
    /// anywhere), or the root a `<!DOCTYPE>` declares, after any XML
    /// declaration, comments and processing instructions; `nil` when the
    /// bytes end first or the first tag has no name.
    static func rootName(in bytes: [UInt8]) -> String? {
        var cursor = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while cursor < bytes.count, let open = bytes[cursor...].firstIndex(of: UInt8(ascii: "<")) {
            let rest = bytes[open...]
            let declared = rest.starts(with: Array("<!DOCTYPE".utf8))
            if !declared, rest.starts(with: Array("<!".utf8)) || rest.starts(with: Array("<?".utf8)) {
                cursor = end(ofMarkupAt: open, in: bytes)
                continue
            }
            let name = XMLMarkupWalk.name(at: open + (declared ? 9 : 1), in: bytes, skippingSpace: declared)
            return name.isEmpty ? nil : String(decoding: bytes[name], as: UTF8.self)
        }
        return nil
    }

    /// U+FFFE and U+FFFF are UTF-8 but not XML characters: refused at their
    /// own line and column (the parser reported them lines later as a tag
    /// that does not match).
    static func checkNoncharacters(_ bytes: [UInt8]) throws(ImportError) {
        var offset = 0
        while let found = bytes[offset...].firstIndex(of: 0xEF) {
            if found + 2 < bytes.count, bytes[found + 1] == 0xBF, bytes[found + 2] == 0xBE || bytes[found + 2] == 0xBF {
                let scalar = bytes[found + 2] == 0xBE ? "U+FFFE" : "U+FFFF"
                throw notWellFormed(at: found, in: bytes, "the character \(scalar), which XML does not allow")
            }
            offset = found + 1
        }
    }

    /// The line and column (in bytes, from 1) of byte `offset`.
    static func place(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let line = bytes[..<offset].count { $0 == 0x0A } + 1
        return (line, offset - (bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1)
    }

    /// A mistake at byte `offset`, with its line and column.
    static func notWellFormed(at offset: Int, in bytes: [UInt8], _ what: String) -> ImportError {
        refusal(at: offset, in: bytes, "\(what); this is not well-formed XML")
    }

    /// Well-formed XML Hark does not read (a DTD, an encoding other than UTF-8) at byte `offset`.
    static func refusal(at offset: Int, in bytes: [UInt8], _ message: String) -> ImportError {
        let (line, column) = place(of: offset, in: bytes)
        return ImportError(format: .appium, location: "line \(line), column \(column)", message: message)
    }

    /// The `encoding` an XML declaration names, if it names one.
    static func declaredEncoding(_ declaration: ArraySlice<UInt8>) -> String? {
        guard let key = declaration.firstIndex(ofBytes: Array("encoding".utf8), from: declaration.startIndex) else {
            return nil
        }
        let rest = declaration[(key + 8)...].drop { XMLMarkupWalk.isSpace($0) || $0 == UInt8(ascii: "=") }
        guard let quote = rest.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote }
        return String(decoding: value, as: UTF8.self)
    }

    /// Just past the comment, CDATA section, processing instruction or tag
    /// opening at `open` (quoted attribute values honoured); the end of the
    /// bytes when it is not closed.
    static func end(ofMarkupAt open: Int, in bytes: [UInt8]) -> Int {
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
}
