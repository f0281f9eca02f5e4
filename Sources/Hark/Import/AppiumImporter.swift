import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Appium / WebDriverAgent page source: nested `XCUIElementType…` elements
/// under `<AppiumAUT>` or `<XCUIElementTypeApplication>`, read with
/// Foundation's `XMLParser`.
enum AppiumImporter: TreeImporter {
    static let format = ImportFormat.appium
    /// The deepest nesting read (``ImportedElements/maximumDepth``); libxml2
    /// itself stops at 256 without its "huge" option.
    static let maximumDepth = ImportedElements.maximumDepth

    static func elements(from data: Data) throws(ImportError) -> ImportedElements {
        let reader = Reader()
        // Fed in chunks: libxml2 refuses a single chunk over 10 MB ("huge input lookup").
        let parser = XMLParser(stream: InputStream(data: try XMLInputCheck.prepared(data)))
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        if let failure = reader.failure { throw failure }
        guard parsed else {
            let line = parser.lineNumber, column = parser.columnNumber
            let what = XMLParserErrorWords.words((parser.parserError as NSError?)?.code ?? 0)
            if let open = reader.innermostOpenElement {
                throw ImportError(
                    format: format, location: "line \(line), column \(column)",
                    message: "the XML is malformed inside \(open): \(what)")
            }
            throw ImportError(
                format: format, location: "line \(line), column \(column)",
                message: "this is not well-formed XML: \(what)")
        }
        // XMLParser on Linux can end a cut-short document without an error.
        if let open = reader.innermostOpenElement {
            throw ImportError(
                format: format, location: "line \(parser.lineNumber)",
                message: "the XML ends before \(open) is closed; the dump is cut short")
        }
        if let root = reader.rootName, reader.elements.isEmpty {
            throw ImportError(
                format: format, location: "line 1",
                message:
                    "the root <\(NameSuggestion.cut(root))> holds no XCUIElementType element; expected Appium page "
                    + "source"
            )
        }
        return reader.elements
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var elements = ImportedElements()
        /// The open XML elements: an index into `elements`, or -1 for `<AppiumAUT>`.
        var open: [Int] = []

        /// The innermost element still open, as errors name it:
        /// `<XCUIElementTypeCell> of line 12`.
        var innermostOpenElement: String? {
            open.last(where: { $0 >= 0 }).map {
                "<XCUIElementType\(NameSuggestion.cut(elements[$0].type))> of \(elements[$0].location)"
            }
        }
        var rootName: String?
        var failure: ImportError?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            // XMLMarkupWalk has checked that the root is Appium's.
            if rootName == nil { rootName = name }
            if name == "AppiumAUT" {
                open.append(-1)
                return
            }
            guard !elements.isFull else { return fail(parser, "line \(parser.lineNumber)", ImportedElements.tooMany) }
            guard open.count < AppiumImporter.maximumDepth else {
                return fail(
                    parser, "line \(parser.lineNumber)",
                    "the elements nest deeper than \(AppiumImporter.maximumDepth) levels")
            }
            let location = "line \(parser.lineNumber)"
            let frame: Frame?
            do {
                frame = try Self.frame(attributes, location: location)
            } catch {
                return fail(parser, location, error.message)
            }
            let type = Self.typeName(attributes["type"] ?? name)
            let label = attributes["label"], name = attributes["name"]
            let isSelected = WebDriverAgentFacts.isSelected(
                attributes["selected"], value: attributes["value"], type: type)
            elements.append(
                ImportedElement(
                    type: type, parent: open.last(where: { $0 >= 0 }),
                    identifier: name == label ? nil : name, label: label,
                    value: WebDriverAgentFacts.ownValue(attributes["value"], type: type, isSelected: isSelected),
                    placeholderValue: attributes["placeholderValue"], frame: frame,
                    isEnabled: attributes["enabled"] != "false", isSelected: isSelected,
                    hasFocus: attributes["focused"] == "true",
                    isVisible: attributes["visible"].map { $0 != "false" },
                    isAccessible: attributes["accessible"].map { $0 == "true" },
                    traitNames: attributes["traits"].map(Self.traitNames),
                    location: location))
            elements[elements.count - 1].line = parser.lineNumber
            open.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = open.popLast()
        }

        private func fail(_ parser: XMLParser, _ location: String, _ message: String) {
            failure = ImportError(format: .appium, location: location, message: message)
            parser.abortParsing()
        }

        /// `traits="Button, Selected"` → `["Button", "Selected"]`.
        static func traitNames(_ text: String) -> [String] {
            text.isEmpty
                ? [] : text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }

        static func typeName(_ name: String) -> String {
            name.hasPrefix("XCUIElementType") ? String(name.dropFirst("XCUIElementType".count)) : name
        }

        /// `x`, `y`, `width`, `height`; all four or none. A value that is
        /// not a number is an error; see ``ImportedElement/frame(_:)``.
        static func frame(_ attributes: [String: String], location: String) throws(ImportError) -> Frame? {
            let names = ["x", "y", "width", "height"]
            let texts = names.map { attributes[$0] }
            if texts.allSatisfy({ $0 == nil }) { return nil }
            var numbers: [Double] = []
            for (name, text) in zip(names, texts) {
                guard let text, let number = DecimalText.number(text) else {
                    throw ImportError(
                        format: .appium, location: location,
                        message:
                            "cannot read the frame: \(name)=\(text.map { NameSuggestion.quoted($0) } ?? "missing"); "
                            + "expected numbers x, y, width and height"
                    )
                }
                numbers.append(number)
            }
            guard let frame = ImportedElement.frame(numbers) else {
                throw ImportError(
                    format: .appium, location: location, message: "cannot read the frame: a negative width or height")
            }
            return frame
        }
    }
}
