import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `XMLParser` delegate of ``PropertyListXMLCheck``: follows the
/// elements of a property list and keeps the first mistake, of XML (from
/// the parser, where it stops) or of a property list (where the element
/// concerned starts).
final class PropertyListXMLReader: NSObject, XMLParserDelegate {
    /// A mistake where the parser was; `atTagEnd` when that is the `>` of
    /// the tag concerned.
    struct Found {
        var line: Int, column: Int
        var message: String
        var atTagEnd: Bool
    }

    /// One open element.
    private struct Frame {
        var name: String
        var line: Int, column: Int
        /// In a `<dict>`: the key read whose value has not come yet, and its place.
        var key: (name: String, line: Int, column: Int)?
        /// How many values the element holds.
        var values = 0
        /// The text of a number, date or data element.
        var text = ""
    }

    private static let values: Set = ["dict", "array", "string", "integer", "real", "true", "false", "date", "data"]
    private static let textOnly: Set = ["key", "string", "integer", "real", "true", "false", "date", "data"]

    private(set) var found: Found?
    private var open: [Frame] = []

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard found == nil else { return }
        let (line, column) = (parser.lineNumber, parser.columnNumber)
        if let problem = misplaced(name) {
            return stop(parser, Found(line: line, column: column, message: problem, atTagEnd: true))
        }
        if !open.isEmpty {
            if open[open.count - 1].name == "dict" {
                open[open.count - 1].key = name == "key" ? (name: "", line: line, column: column) : nil
            }
            open[open.count - 1].values += 1
        }
        open.append(Frame(name: name, line: line, column: column))
    }

    /// Why element `name` may not start where it does; `nil` when it may.
    private func misplaced(_ name: String) -> String? {
        guard name == "key" || name == "plist" || Self.values.contains(name) else {
            return "<\(NameSuggestion.cut(name))> is not an element of a property list"
        }
        guard let parent = open.last else {
            return name == "key" ? "a <key> outside a <dict>" : nil
        }
        if Self.textOnly.contains(parent.name) {
            return "<\(name)> inside <\(parent.name)>, which holds only text"
        }
        switch parent.name {
        case "dict" where parent.key == nil:
            return name == "key" ? nil : "<\(name)> inside <dict> where a <key> should come"
        case "dict":
            return Self.values.contains(name) ? nil : "<\(name)> where the value of a <key> should come"
        case "plist" where parent.values > 0:
            return "a second value inside <plist>, which holds one"
        default:
            return Self.values.contains(name) ? nil : "<\(name)> inside <\(parent.name)>, where a value should come"
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard found == nil, let frame = open.popLast() else { return }
        if frame.name == "dict", let key = frame.key {
            let message = "the key \(NameSuggestion.quoted(key.name)) has no value before </dict>"
            return stop(parser, Found(line: key.line, column: key.column, message: message, atTagEnd: true))
        }
        if let problem = Self.problem(of: frame) {
            return stop(parser, Found(line: frame.line, column: frame.column, message: problem, atTagEnd: true))
        }
        // The text of a key names it in a later message.
        if frame.name == "key", let parent = open.indices.last, open[parent].key != nil {
            open[parent].key?.name = frame.text
        }
    }

    /// What is wrong with a closed element.
    private static func problem(of frame: Frame) -> String? {
        let text = frame.text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch frame.name {
        case "plist": return frame.values == 0 ? "<plist> holds no value" : nil
        case "integer": return isInteger(text) ? nil : "\(NameSuggestion.quoted(text)) is not an integer"
        case "real":
            return Double(text) != nil ? nil : "\(NameSuggestion.quoted(text)) is not a real number"
        case "true", "false": return text.isEmpty ? nil : "text inside <\(frame.name)/>, which holds none"
        case "data":
            let base64 = text.unicodeScalars.allSatisfy {
                $0.properties.isWhitespace || "+/=".unicodeScalars.contains($0)
                    || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0)
            }
            return base64 ? nil : "<data> holds text that is not Base64"
        default: return nil
        }
    }

    /// Whether `text` is an integer as CoreFoundation reads one: a sign,
    /// then decimal digits or `0x` and hexadecimal ones, within 64 bits.
    private static func isInteger(_ text: String) -> Bool {
        var digits = Substring(text)
        let negative = digits.hasPrefix("-")
        if negative || digits.hasPrefix("+") { digits = digits.dropFirst() }
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            return UInt64(digits.dropFirst(2), radix: 16) != nil
        }
        return negative ? Int64("-" + digits) != nil : UInt64(digits) != nil
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text(parser, string) }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        text(parser, String(decoding: CDATABlock, as: UTF8.self))
    }

    private func text(_ parser: XMLParser, _ string: String) {
        guard found == nil, let last = open.indices.last else { return }
        if Self.textOnly.contains(open[last].name) {
            if open[last].name != "string" { open[last].text += string }
        } else if let first = string.firstIndex(where: { !$0.isWhitespace }) {
            // The parser is past the text: its column goes back to the text's start when that is on its line.
            let tail = string[first...]
            let back = tail.contains(where: \.isNewline) ? 0 : tail.utf8.count
            let message = "text inside <\(open[last].name)>, where only elements may come"
            let column = max(parser.columnNumber - back, 1)
            stop(parser, Found(line: parser.lineNumber, column: column, message: message, atTagEnd: false))
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard found == nil else { return }
        let code = (parseError as NSError).code
        var message = XMLParserErrorWords.words(code)
        // libxml2's code for an end tag that does not match; it stops at the end tag's `>`.
        if code == 76, let innermost = open.last {
            message = "an end tag that does not match <\(innermost.name)> of line \(innermost.line)"
        } else if code == 5, let innermost = open.last {
            message = "the list ends before <\(innermost.name)> of line \(innermost.line) is closed"
        }
        found = Found(line: parser.lineNumber, column: parser.columnNumber, message: message, atTagEnd: code == 76)
        parser.abortParsing()
    }

    private func stop(_ parser: XMLParser, _ mistake: Found) {
        guard found == nil else { return }
        found = mistake
        parser.abortParsing()
    }
}
