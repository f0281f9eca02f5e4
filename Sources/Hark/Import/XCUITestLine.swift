/// One element line of an XCUITest `debugDescription`:
///
///     Button, 0x600000c1c000, {{16.0, 59.0}, {44.0, 44.0}}, identifier: 'back', label: 'Back', Selected
///
/// the type (with a qualifier such as `Window (Main)`), the address, `pid:`,
/// the frame, then `key: 'value'` pairs and flags. A quoted value may hold
/// `\'` and `\n` escapes (lldb's `po`), a quote that does not end it, and
/// line breaks, in which case it goes on over the next lines.
struct XCUITestLine {
    /// The whole dump's UTF-8 bytes (shared, not copied) and its lines:
    /// a line's bytes are read in place, 1 byte a character where a
    /// `Unicode.Scalar` array took 4 (a 64 MB label line cost 2.35 GB as
    /// `Character`s, 991 MiB as scalars).
    private let bytes: [UInt8]
    private let lines: [Range<Int>]
    private var position: Int
    /// The end of the text read so far: this line's, or the last one a
    /// quoted value went on to (the lines between are contiguous, one `\n`
    /// apart).
    private var end: Int
    private let firstLine: Int
    /// The line after this element's last one.
    private(set) var nextLine: Int
    /// The indentation, in columns (the `→` mark counts as a space).
    private(set) var indent = 0

    init(bytes: [UInt8], lines: [Range<Int>], at index: Int) {
        self.bytes = bytes
        self.lines = lines
        position = lines[index].lowerBound
        end = Self.trimmedEnd(bytes, lines[index])
        firstLine = index
        nextLine = index + 1
    }

    private var location: String { "line \(firstLine + 1)" }

    /// The end of a line without the spaces and tabs after its last
    /// character, which pasted and logged `po` output keeps. Inside a quoted
    /// value that goes on over the next line they are read as its text.
    private static func trimmedEnd(_ bytes: [UInt8], _ line: Range<Int>) -> Int {
        var end = line.upperBound
        while end > line.lowerBound, bytes[end - 1] == XCUITestText.space || bytes[end - 1] == XCUITestText.tab {
            end -= 1
        }
        return end
    }

    private func fail(_ message: String) -> ImportError { .line(firstLine + 1, message, .xcuitest) }

    /// Whether the text read so far has `literal` at `index`.
    private func has(_ literal: StaticString, at index: Int) -> Bool {
        literal.withUTF8Buffer { text in
            guard index >= 0, index + text.count <= end else { return false }
            for offset in 0..<text.count where bytes[index + offset] != text[offset] { return false }
            return true
        }
    }

    /// The text from `index` on, cut after `count` characters (Unicode scalars).
    private func echoed(from index: Int, count: Int = NameSuggestion.longestEchoed + 1) -> String {
        var stop = index, scalars = 0
        while stop < end {
            // A scalar starts at each byte that is not a continuation byte.
            if bytes[stop] & 0xC0 != 0x80 {
                if scalars == count { break }
                scalars += 1
            }
            stop += 1
        }
        return String(decoding: bytes[index..<stop], as: UTF8.self)
    }

    mutating func parse() throws(ImportError) -> ImportedElement {
        while position < end {
            if bytes[position] == XCUITestText.space {
                indent += 1
                position += 1
            } else if bytes[position] == XCUITestText.tab {
                indent += 4
                position += 1
            } else if has("→", at: position) {
                indent += 1
                position += 3
            } else {
                break
            }
        }
        let type = word()
        guard Self.isCapitalised(type) else {
            throw fail(
                "cannot read this line: expected an element such as "
                    + "'Button, 0x…, {{x, y}, {width, height}}, label: …'")
        }
        var element = ImportedElement(type: type, location: location)
        if has(" (", at: position) {
            guard let close = bytes[position..<end].firstIndex(of: UInt8(ascii: ")")) else {
                throw fail("the qualifier after '\(NameSuggestion.cut(type))' has no closing ')'")
            }
            position = close + 1
        }
        while position < end {
            guard has(", ", at: position) else {
                throw fail(
                    "cannot read '\(NameSuggestion.cut(echoed(from: position)))': expected ', ' between the attributes")
            }
            position += 2
            if has("0x", at: position) {
                while position < end, Self.isAddressByte(bytes[position]) { position += 1 }
            } else if has("{", at: position) {
                element.frame = try frame()
            } else {
                try attribute(of: &element)
            }
        }
        return element
    }

    /// A `key: value` pair or a flag.
    private mutating func attribute(of element: inout ImportedElement) throws(ImportError) {
        let name = word()
        if has(": ", at: position) {
            position += 2
            let text = position < end && bytes[position] == UInt8(ascii: "'") ? try quoted() : unquoted()
            switch name {
            case "identifier": element.identifier = text
            case "label": element.label = text
            case "value": element.value = text
            case "placeholderValue": element.placeholderValue = text
            default: break
            }
        } else {
            switch name {
            case "Selected": element.isSelected = true
            case "Disabled": element.isEnabled = false
            case "Focused": element.hasFocus = true
            case _ where Self.flags.contains(name): break
            default:
                throw fail(
                    "cannot read the attribute '\(NameSuggestion.cut(name))': expected a 'key: value' pair or "
                        + "Selected, Disabled, Focused"
                )
            }
        }
    }

    /// Whether a type name starts with a capital letter.
    private static func isCapitalised(_ type: String) -> Bool {
        guard let first = type.utf8.first else { return false }
        if first < 0x80, type.utf8.dropFirst().first.map({ $0 < 0x80 }) ?? true {
            return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
        }
        return type.first?.isUppercase == true
    }

    private static func isAddressByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "x"):
            true
        default: false
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Letters, digits and `_` (in any script).
    private mutating func word() -> String {
        let start = position
        while position < end {
            let byte = bytes[position]
            if byte < 0x80 {
                guard
                    Self.isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                        || byte == UInt8(ascii: "_")
                else { break }
                position += 1
            } else {
                let (scalar, length) = scalar(at: position)
                guard scalar.properties.isAlphabetic || scalar.properties.numericType != nil else { break }
                position += length
            }
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// The non-ASCII scalar starting at `index`, and its length in bytes.
    private func scalar(at index: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + length <= end else { return ("\u{FFFD}", 1) }
        var value = UInt32(lead) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// A value without quotes (`value: 1`, `pid: 41491`): up to the next `, `.
    private mutating func unquoted() -> String {
        let start = position
        while position < end, !has(", ", at: position) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// `'…'`. A quote ends the string only where an attribute or the line
    /// ends after it; a line end inside the quotes continues on the next line.
    private mutating func quoted() throws(ImportError) -> String {
        position += 1
        let start = position
        while true {
            while position < end {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\\") {
                    position += 2
                    continue
                }
                if byte == UInt8(ascii: "'"), endsString(after: position + 1) {
                    let text = Self.unescaped(bytes[start..<position])
                    position += 1
                    return text
                }
                position += 1
            }
            guard nextLine < lines.count else { throw fail("a quoted value is not closed before the end of the dump") }
            // The next line follows this one's `\n` in `bytes`.
            end = Self.trimmedEnd(bytes, lines[nextLine])
            nextLine += 1
        }
    }

    /// Whether a quote followed by what is at `index` closes the string: the
    /// end of the line, or `, ` and then an attribute.
    private func endsString(after index: Int) -> Bool {
        guard index < end else { return true }
        guard has(", ", at: index) else { return false }
        var stop = index + 2
        while stop < end, Self.isLetter(bytes[stop]) { stop += 1 }
        // A name that goes on in another script, or stops at one, is no key or flag.
        if stop < end, bytes[stop] >= 0x80 { return false }
        let name = bytes[(index + 2)..<stop]
        if Self.keyBytes.contains(where: { $0.elementsEqual(name) }) { return has(": ", at: stop) }
        return Self.flagBytes.contains(where: { $0.elementsEqual(name) }) && (stop == end || has(", ", at: stop))
    }

    private static let keyBytes = keys.map { Array($0.utf8) }
    private static let flagBytes = flags.map { Array($0.utf8) }

    /// `{{x, y}, {width, height}}`; see ``ImportedElement/frame(_:)``.
    private mutating func frame() throws(ImportError) -> Frame? {
        let start = position
        var stop = start
        while stop + 1 < end, !(bytes[stop] == UInt8(ascii: "}") && bytes[stop + 1] == UInt8(ascii: "}")) { stop += 1 }
        guard stop + 1 < end else {
            throw fail(
                "cannot read the frame '\(NameSuggestion.cut(echoed(from: start)))': expected {{x, y}, {width, height}}"
            )
        }
        position = stop + 2
        let text = bytes[start..<position]
        guard let frame = Self.frame(text) else {
            throw fail(
                "cannot read the frame '\(NameSuggestion.cut(String(decoding: text, as: UTF8.self)))': expected {{x, "
                    + "y}, {width, height}}"
            )
        }
        guard let result = ImportedElement.frame(frame) else {
            throw fail(
                "cannot read the frame '\(NameSuggestion.cut(String(decoding: text, as: UTF8.self)))': a negative "
                    + "width or height"
            )
        }
        return result
    }
}
