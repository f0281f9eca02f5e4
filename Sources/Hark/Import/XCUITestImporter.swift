import Foundation

/// XCUITest's `debugDescription` (`print(app.debugDescription)`, `po app`):
/// the `Element subtree:` section, one element a line, the hierarchy by
/// indentation. The `Attributes:` preamble and the `Path to element:` and
/// `Query chain:` sections are skipped. Read as UTF-8 bytes
/// (``XCUITestText``), in time linear in the dump.
enum XCUITestImporter: TreeImporter {
    static let format = ImportFormat.xcuitest

    static func elements(from data: Data) throws(ImportError) -> ImportedElements {
        // Every other reader refuses bytes that are not UTF-8; replacing them would change labels silently.
        try UTF8Check.check(data, format: format, kind: "text")
        let bytes = XCUITestText.bytes(of: data)
        let lines = XCUITestText.lines(in: bytes)
        // `po`'s one-line string literal: its lines are not the file's.
        let linesAreTheFiles = lines.count <= 1 || data.contains(UInt8(ascii: "\n"))
        var start = lines.firstIndex { XCUITestText.kind(of: $0, in: bytes) == .subtreeHeading }.map { $0 + 1 }
        if start == nil {
            start = lines.firstIndex { XCUITestLine.looksLikeElement(String(decoding: bytes[$0], as: UTF8.self)) }
        }
        guard let start else {
            throw ImportError(
                format: format, location: "document",
                message:
                    "no element line: expected 'Element subtree:' and lines such as 'Button, 0x…, {{x, y}, {width, "
                    + "height}}, label: …'"
            )
        }
        var elements = ImportedElements()
        // The open ancestors: each one's indentation and index.
        var ancestors: [(indent: Int, index: Int)] = []
        var next = start
        while next < lines.count {
            switch XCUITestText.kind(of: lines[next], in: bytes) {
            case .blank:
                next += 1
                continue
            case .sectionEnd: return elements
            case .subtreeHeading, .other: break
            }
            guard !elements.isFull else { throw .line(next + 1, ImportedElements.tooMany, format) }
            var line = XCUITestLine(bytes: bytes, lines: lines, at: next)
            var element = try line.parse()
            if linesAreTheFiles {
                element.line = next + 1
                element.column = XCUITestText.column(of: lines[next], in: bytes)
            }
            while let last = ancestors.last, last.indent >= line.indent { ancestors.removeLast() }
            // As deep as any format: a deeper dump cost memory quadratic in its depth.
            guard ancestors.count < ImportedElements.maximumDepth else {
                throw .line(next + 1, ImportedElements.tooDeep, format)
            }
            next = line.nextLine
            element.parent = ancestors.last?.index
            elements.append(element)
            ancestors.append((line.indent, elements.count - 1))
        }
        return elements
    }
}
