import Foundation

/// One format's reader: the dump's bytes into ``ImportedElement``s. The
/// mapping to Hark's tree is shared (``ImportedTree``).
protocol TreeImporter: Sendable {
    static var format: ImportFormat { get }
    static func elements(from data: Data) throws(ImportError) -> ImportedElements
}

/// Every importer, in one list.
enum Importers {
    static let all: [any TreeImporter.Type] = [AppiumImporter.self, XCUITestImporter.self, IDBImporter.self]

    static func importer(for format: ImportFormat) -> (any TreeImporter.Type)? {
        all.first { $0.format == format }
    }
}

extension HarkDocument {
    /// Reads a screen from Hark's own JSON or from a tree an iOS tool
    /// dumped: Appium / WebDriverAgent page source, XCUITest's
    /// `debugDescription`, idb's `ui describe-all` (flat or nested, and
    /// AXe's `describe-ui`), AccessibilitySnapshot's model.
    ///
    /// Element types become traits and containers as VoiceOver treats the
    /// UIKit controls behind them (docs/Importing.md); VoiceOver's focus
    /// order then comes from the frames. The dumps carry no hints (idb's
    /// `help` aside); the transcript's header says so.
    ///
    /// ```swift
    /// let document = try HarkDocument(importing: Data(pageSource.utf8), format: .appium)
    /// print(try Narrator(document: document).transcript().text)
    /// ```
    ///
    /// - Parameters:
    ///   - data: the dump's bytes.
    ///   - format: the dump's format; `.auto` tells it from the content.
    ///   - keepAll: keep the keyboard, the status bar and elements that are
    ///     off the screen, invisible or of zero size, which VoiceOver cannot
    ///     reach (AccessibilitySnapshot's model holds only what it reaches).
    /// - Throws: ``ImportError`` naming the line or JSON path.
    public init(importing data: Data, format: ImportFormat = .auto, keepAll: Bool = false) throws(ImportError) {
        // UTF-16 (and 32), with a byte-order mark or without (a NUL in the first bytes).
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) || data.prefix(4).contains(0) {
            throw ImportError(
                format: format == .auto ? nil : format, location: "document",
                message: "the file is UTF-16 or UTF-32; Hark reads UTF-8 (convert it with iconv -t UTF-8)")
        }
        let blank = data.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        var format = format
        if format == .auto {
            // An empty file gets the sample decoder's message, as before imports.
            guard let detected = blank ? .hark : ImportFormat.detect(data) else {
                throw ImportError(
                    format: nil, location: "document",
                    message:
                        "cannot tell the format: expected Hark JSON, Appium XML page source, an XCUITest "
                        + "debugDescription, idb JSON or AccessibilitySnapshot's model (a JSON object with keys "
                        + "of two of them could be either); name it with --from"
                )
            }
            format = detected
        }
        if blank, format != .hark {
            throw ImportError(format: format, location: "document", message: "the dump is empty")
        }
        // AccessibilitySnapshot's model is already VoiceOver's view: it is
        // read into the tree as it is, not through the element-type rules.
        if format == .accessibilitySnapshot {
            self = try AccessibilitySnapshotImporter.document(from: data)
            return
        }
        guard let importer = Importers.importer(for: format) else {
            do {
                self = try HarkDocument(jsonData: data)
            } catch {
                throw ImportError(format: .hark, location: error.path, message: error.message)
            }
            return
        }
        // The tree holds the only copy of the elements, so that it can let them go as it builds.
        var elements = try importer.elements(from: data)
        guard !elements.isEmpty else {
            throw ImportError(format: format, location: "document", message: "the dump has no element")
        }
        self.init(placing: &elements, format: format, keepAll: keepAll)
    }

    /// The document of `elements`, an excerpt's under a made-up application.
    private init(placing elements: inout ImportedElements, format: ImportFormat, keepAll: Bool) {
        let roots = MadeUpApplication.place(&elements)
        var tree = ImportedTree(elements, keepAll: keepAll)
        elements = ImportedElements()
        self = tree.document(origin: format)
        if roots > 0 { importOrigin?.note += MadeUpApplication.note(roots: roots) }
    }

    /// A document from elements read elsewhere (an `XCUIElementSnapshot`,
    /// a tool Hark has no importer for), mapped as the importers map theirs.
    package init(importedElements elements: [ImportedElement], format: ImportFormat, keepAll: Bool = false) {
        var elements = ImportedElements(elements)
        self.init(placing: &elements, format: format, keepAll: keepAll)
    }
}
