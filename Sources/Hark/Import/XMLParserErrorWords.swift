/// What `XMLParser`'s error codes mean, in words, for the few mistakes
/// ``XMLMarkupWalk`` leaves to the parser (a malformed name, an end tag with
/// more than its name, a misplaced `]]>`). The codes are libxml2's, which
/// Foundation passes on (Apple's `XMLParser.ErrorCode` constants have the
/// same numbers; swift-corelibs-foundation's enum numbers them otherwise,
/// so the numbers are matched, not the enum's cases).
enum XMLParserErrorWords {
    static let words: [Int: String] = [
        // libxml2's "internal error": in a UTF-8 document, its limit on one attribute value or text.
        1: "an attribute value or text over 10,000,000 bytes, the most the XML parser reads",
        3: "no root element where one should start", 4: "no root element",
        5: "more after the root element, or the document ends early",
        9: "a character XML does not allow", 26: "an entity reference XML does not define",
        38: "a '<' in an attribute value", 39: "an attribute that is not name=\"value\"",
        40: "an attribute that is not name=\"value\"", 41: "an attribute without a value",
        42: "an attribute given twice",
        43: "an attribute value without quotes", 44: "an attribute value that is not closed",
        45: "a comment that is not closed", 62: "']]>' in text", 63: "a CDATA section that is not closed",
        68: "a name where a tag or attribute should start", 73: "a tag that is not closed with '>'",
        74: "an end tag that is not closed", 75: "an attribute without '='",
        76: "an end tag that does not match the open element",
        77: "a tag that is not closed", 85: "elements that do not nest", 86: "more after the root element",
    ]

    /// The code's meaning; for a code without words, its number.
    static func words(_ code: Int) -> String { words[code] ?? "XMLParser error \(code)" }
}
