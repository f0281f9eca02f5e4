/// One element line of an XCUITest `debugDescription`:
///
///     Button, 0x600000c1c000, {{16.0, 59.0}, {44.0, 44.0}}, identifier: 'back', label: 'Back', Selected
///
/// the type (with a qualifier such as `Window (Main)`), the address, `pid:`,
/// the frame, then `key: 'value'` pairs and flags. A quoted value may hold
/// `\'` and `\n` escapes (lldb's `po`), a quote that does not end it, and
/// line breaks, in which case it goes on over the next lines.
struct XCUITestLine {
    private let lines: [String]
    /// The line's Unicode scalars: 4 bytes each where a `Character` took 16
    /// (a 64 MB label line cost 2.35 GB).
    private var characters: [Unicode.Scalar]
    private var position = 0
    private let firstLine: Int
    /// The line after this element's last one.
    private(set) var nextLine: Int
    /// The indentation, in columns (the `→` mark counts as a space).
    private(set) var indent = 0

    init(lines: [String], at index: Int) {
        self.lines = lines
        characters = Array(lines[index].unicodeScalars)
        firstLine = index
        nextLine = index + 1
    }

    private static let keys: Set<String> = ["identifier", "label", "value", "placeholderValue", "title", "pid", "name"]
    private static let flags: Set<String> = ["Selected", "Disabled", "Focused", "Enabled", "Hittable"]

    /// Whether a line starts like an element: a capitalised type name, then
    /// `, 0x`, `, pid:` or `, {{`.
    static func looksLikeElement(_ line: some StringProtocol) -> Bool {
        var rest = line.drop { $0 == " " || $0 == "\t" || $0 == "→" }
        guard let first = rest.first, first.isUppercase, first.isASCII else { return false }
        rest = rest.drop { $0.isASCII && $0.isLetter }
        if rest.hasPrefix(" (") { rest = rest.drop { $0 != ")" }.dropFirst() }
        return rest.hasPrefix(", 0x") || rest.hasPrefix(", pid:") || rest.hasPrefix(", {{")
    }

    private var location: String { "line \(firstLine + 1)" }

    private func fail(_ message: String) -> ImportError { .line(firstLine + 1, message, .xcuitest) }

    mutating func parse() throws(ImportError) -> ImportedElement {
        while position < characters.count, characters[position] == " " || characters[position] == "\t" || characters[position] == "→" {
            indent += characters[position] == "\t" ? 4 : 1
            position += 1
        }
        let type = word()
        guard !type.isEmpty, type.first?.isUppercase == true else {
            throw fail("cannot read this line: expected an element such as 'Button, 0x…, {{x, y}, {width, height}}, label: …'")
        }
        var element = ImportedElement(type: type, location: location)
        if characters[position...].starts(with: " (".unicodeScalars) {
            guard let close = characters[position...].firstIndex(of: ")") else { throw fail("the qualifier after '\(NameSuggestion.cut(type))' has no closing ')'") }
            position = close + 1
        }
        while position < characters.count {
            guard characters[position...].starts(with: ", ".unicodeScalars) else {
                throw fail("cannot read '\(NameSuggestion.cut(Self.text(characters[position...].prefix(NameSuggestion.longestEchoed + 1))))': expected ', ' between the attributes")
            }
            position += 2
            if characters[position...].starts(with: "0x".unicodeScalars) {
                _ = word(allowing: { $0.properties.isASCIIHexDigit || $0 == "x" })
            } else if characters[position...].starts(with: "{".unicodeScalars) {
                element.frame = try frame()
            } else {
                let name = word()
                if characters[position...].starts(with: ": ".unicodeScalars) {
                    position += 2
                    let text = characters[position...].first == "'" ? try quoted() : unquoted()
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
                    default: throw fail("cannot read the attribute '\(NameSuggestion.cut(name))': expected a 'key: value' pair or Selected, Disabled, Focused")
                    }
                }
            }
        }
        return element
    }

    private mutating func word(allowing allowed: (Unicode.Scalar) -> Bool = { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }) -> String {
        let start = position
        while position < characters.count, allowed(characters[position]) { position += 1 }
        return Self.text(characters[start..<position])
    }

    /// A value without quotes (`value: 1`, `pid: 41491`): up to the next `, `.
    private mutating func unquoted() -> String {
        let start = position
        while position < characters.count, !characters[position...].starts(with: ", ".unicodeScalars) { position += 1 }
        return Self.text(characters[start..<position])
    }

    /// `'…'`. A quote ends the string only where an attribute or the line
    /// ends after it; a line end inside the quotes continues on the next line.
    private mutating func quoted() throws(ImportError) -> String {
        position += 1
        let start = position
        while true {
            while position < characters.count {
                let character = characters[position]
                if character == "\\" {
                    position += 2
                    continue
                }
                if character == "'", endsString(after: position + 1) {
                    let text = Self.unescaped(Array(characters[start..<position]))
                    position += 1
                    return text
                }
                position += 1
            }
            guard nextLine < lines.count else { throw fail("a quoted value is not closed before the end of the dump") }
            characters.append("\n")
            characters += lines[nextLine].unicodeScalars
            nextLine += 1
        }
    }

    /// Whether a quote followed by what is at `index` closes the string: the
    /// end of the line, or `, ` and then an attribute.
    private func endsString(after index: Int) -> Bool {
        guard index < characters.count else { return true }
        guard characters[index...].starts(with: ", ".unicodeScalars) else { return false }
        var end = index + 2
        while end < characters.count, characters[end].properties.isAlphabetic { end += 1 }
        let name = Self.text(characters[(index + 2)..<end])
        if Self.keys.contains(name) { return characters[end...].starts(with: ": ".unicodeScalars) }
        return Self.flags.contains(name) && (end == characters.count || characters[end...].starts(with: ", ".unicodeScalars))
    }

    /// `{{x, y}, {width, height}}`; see ``ImportedElement/frame(_:)``.
    private mutating func frame() throws(ImportError) -> Frame? {
        let start = position
        var end = start
        while end + 1 < characters.count, !(characters[end] == "}" && characters[end + 1] == "}") { end += 1 }
        guard end + 1 < characters.count else {
            throw fail("cannot read the frame '\(NameSuggestion.cut(Self.text(characters[start...].prefix(NameSuggestion.longestEchoed + 1))))': expected {{x, y}, {width, height}}")
        }
        position = end + 2
        let text = Self.text(characters[start..<position])
        guard let frame = Self.frame(text) else {
            throw fail("cannot read the frame '\(NameSuggestion.cut(text))': expected {{x, y}, {width, height}}")
        }
        guard let result = ImportedElement.frame(frame) else { throw fail("cannot read the frame '\(NameSuggestion.cut(text))': a negative width or height") }
        return result
    }

    /// The four numbers of `{{x, y}, {width, height}}` (also idb's `AXFrame`);
    /// `nil` when the text is not of that shape.
    static func frame(_ text: String) -> [Double]? {
        let compact = text.filter { $0 != " " }
        guard compact.hasPrefix("{{"), compact.hasSuffix("}}"), compact.contains("},{") else { return nil }
        let numbers = compact.dropFirst(2).dropLast(2).replacingOccurrences(of: "},{", with: ",").split(separator: ",", omittingEmptySubsequences: false)
        let values = numbers.compactMap { Double($0) }
        return numbers.count == 4 && values.count == 4 ? values : nil
    }

    /// Undoes the escapes lldb's `po` writes: `\'`, `\"`, `\\`, `\n`, `\t`.
    static func unescaped(_ characters: [Unicode.Scalar]) -> String {
        guard characters.contains("\\") else { return text(characters) }
        var text = String.UnicodeScalarView()
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count {
                switch characters[index + 1] {
                case "n": text.append("\n" as Unicode.Scalar)
                case "t": text.append("\t" as Unicode.Scalar)
                case "'", "\"", "\\": text.append(characters[index + 1])
                default:
                    text.append(character)
                    text.append(characters[index + 1])
                }
                index += 2
            } else {
                text.append(character)
                index += 1
            }
        }
        return String(text)
    }

    /// The text of some of a line's scalars.
    static func text(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
