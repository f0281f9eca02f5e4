import Foundation

/// XCUITest's `debugDescription` (`print(app.debugDescription)`, `po app`):
/// the `Element subtree:` section, one element a line, the hierarchy by
/// indentation. The `Attributes:` preamble and the `Path to element:` and
/// `Query chain:` sections are skipped.
enum XCUITestImporter: TreeImporter {
    static let format = ImportFormat.xcuitest

    static func elements(from data: Data) throws(ImportError) -> [ImportedElement] {
        let lines = self.lines(String(decoding: data, as: UTF8.self))
        // `po`'s one-line string literal: its lines are not the file's.
        let linesAreTheFiles = lines.count <= 1 || data.contains(UInt8(ascii: "\n"))
        var start = lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "Element subtree:" }.map { $0 + 1 }
        if start == nil { start = lines.firstIndex { XCUITestLine.looksLikeElement($0) } }
        guard let start else {
            throw ImportError(format: format, location: "document", message: "no element line: expected 'Element subtree:' and lines such as 'Button, 0x…, {{x, y}, {width, height}}, label: …'")
        }
        var elements: [ImportedElement] = []
        // The open ancestors: each one's indentation and index.
        var ancestors: [(indent: Int, index: Int)] = []
        var next = start
        while next < lines.count {
            let trimmed = lines[next].trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                next += 1
                continue
            }
            if trimmed.hasPrefix("Path to element:") || trimmed.hasPrefix("Query chain:") { break }
            var line = XCUITestLine(lines: lines, at: next)
            var element = try line.parse()
            if linesAreTheFiles {
                element.line = next + 1
                element.column = lines[next].prefix { $0 == " " || $0 == "\t" }.count + 1
            }
            next = line.nextLine
            while let last = ancestors.last, last.indent >= line.indent { ancestors.removeLast() }
            element.parent = ancestors.last?.index
            elements.append(element)
            ancestors.append((line.indent, elements.count - 1))
        }
        return elements
    }

    /// The dump's lines. `po app.debugDescription` prints a Swift string
    /// literal on one line: its quotes go and its escapes are undone first.
    static func lines(_ text: String) -> [String] {
        var text = text.replacingOccurrences(of: "\r\n", with: "\n")
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\""), !trimmed.dropLast().contains("\n") {
            text = XCUITestLine.unescaped(Array(trimmed.unicodeScalars.dropFirst().dropLast()))
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
