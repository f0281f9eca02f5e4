import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Where an XML property list that `PropertyListSerialization` refused goes
/// wrong, by line and column (in bytes, from 1): CoreFoundation's own
/// words name a line at most. The list is read again with `XMLParser`,
/// which places each mistake of XML itself; the mistakes of a property list
/// in well-formed XML (a key without a value, a number that is not one) are
/// found here, each placed at the element it concerns.
enum PropertyListXMLCheck {
    /// A mistake and its place.
    struct Mistake: Hashable {
        var line: Int, column: Int
        var message: String
    }

    /// The first mistake found in `bytes`; `nil` when none is (the caller
    /// then says what CoreFoundation said).
    static func mistake(in bytes: [UInt8]) -> Mistake? {
        let isUTF8 = bytes.withUnsafeBytes { UTF8Validation.validatedString($0) != nil }
        guard isUTF8 else {
            // A UTF-16 list (CoreFoundation reads one) is left to CoreFoundation's words.
            guard !bytes.prefix(2).contains(0), !bytes.starts(with: [0xFE, 0xFF]), !bytes.starts(with: [0xFF, 0xFE])
            else { return nil }
            let (line, column) = UTF8Check.firstInvalid(in: Data(bytes))
            return Mistake(line: line, column: column, message: "a byte that is not UTF-8")
        }
        var prepared = bytes
        if let unclosed = blankDeclarations(&prepared) {
            return mistake(at: unclosed, in: bytes, "markup starting '<?' or '<!DOCTYPE' that is not closed")
        }
        let reader = PropertyListXMLReader()
        // Fed in chunks, as the Appium reader does: libxml2 refuses one chunk over 10 MB.
        let parser = XMLParser(stream: InputStream(data: Data(prepared)))
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        if let found = reader.found { return place(found, in: bytes) }
        if !parsed {
            let code = (parser.parserError as NSError?)?.code ?? 0
            return Mistake(
                line: parser.lineNumber, column: parser.columnNumber, message: XMLParserErrorWords.words(code))
        }
        return nil
    }

    /// Blanks, with spaces of their length, the processing instructions
    /// (the XML declaration among them) and the document type declaration:
    /// they say nothing a property list needs, `XMLParser` crashes on some
    /// processing instructions, and every line and column stays the
    /// file's. Returns where such markup starts when it is never closed.
    private static func blankDeclarations(_ bytes: inout [UInt8]) -> Int? {
        var cursor = 0
        while let open = bytes[cursor...].firstIndex(of: UInt8(ascii: "<")) {
            let end = XMLInputCheck.end(ofMarkupAt: open, in: bytes)
            let markup = bytes[open..<end]
            let instruction = markup.starts(with: "<?".utf8), doctype = markup.starts(with: "<!DOCTYPE".utf8)
            if instruction || doctype {
                let closed = instruction ? markup.count >= 4 && markup.suffix(2).elementsEqual("?>".utf8) : end > open
                guard closed, markup.last == UInt8(ascii: ">") else { return open }
                bytes.replaceSubrange(open..<end, with: repeatElement(UInt8(ascii: " "), count: end - open))
            }
            cursor = end
        }
        return nil
    }

    /// A found mistake with its line and column; one placed at the `>` that
    /// ends a tag (where `XMLParser` reports an element) is moved to the
    /// tag's `<`.
    private static func place(_ found: PropertyListXMLReader.Found, in bytes: [UInt8]) -> Mistake {
        guard found.atTagEnd, !bytes.isEmpty else {
            return Mistake(line: found.line, column: found.column, message: found.message)
        }
        var offset = 0, line = 1
        while line < found.line, let newline = bytes[offset...].firstIndex(of: 0x0A) {
            offset = newline + 1
            line += 1
        }
        offset = min(offset + max(found.column - 1, 0), bytes.count - 1)
        let open = bytes[...max(offset, 0)].lastIndex(of: UInt8(ascii: "<")) ?? offset
        return mistake(at: open, in: bytes, found.message)
    }

    private static func mistake(at offset: Int, in bytes: [UInt8], _ message: String) -> Mistake {
        let (line, column) = XMLInputCheck.place(of: offset, in: bytes)
        return Mistake(line: line, column: column, message: message)
    }
}
