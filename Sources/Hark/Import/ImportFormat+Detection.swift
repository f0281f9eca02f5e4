extension ImportFormat {
    /// Tells the format from the first bytes of a dump: an XML root is
    /// Appium's, `Element subtree:`, `Attributes:` or an element line is
    /// XCUITest's. JSON is told by its structure, never by a value: an
    /// object with `hark` or `root` is Hark's; an object (or array of
    /// objects) with idb's `AX…` keys, or idb's `{"elements": …}` envelope,
    /// is idb's (flat or nested, and AXe's); an array of objects keyed
    /// `element` or `container` (or one such object) is AccessibilitySnapshot's
    /// model. `nil` when it cannot tell, or when an object has keys of two kinds.
    package static func detect(_ data: some Collection<UInt8>) -> ImportFormat? {
        let bytes = Array(data.prefix(64 * 1024))
        let head = String(decoding: bytes, as: UTF8.self)
        let text = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        guard let first = text.first else { return nil }
        switch first {
        case "<": return .appium
        case "{":
            let keys = JSONKeyScan.keys(in: bytes, depth: 1)
            let kinds = [
                (ImportFormat.hark, keys.contains("hark") || keys.contains("root")),
                (.idb, keys.contains { $0.hasPrefix("AX") } || keys.contains("elements")),
                (.accessibilitySnapshot, keys.contains("element") || keys.contains("container")),
            ].filter(\.1)
            return kinds.count > 1 ? nil : kinds.first?.0 ?? .hark
        case "[":
            // Hark documents are objects; an array is idb's or AccessibilitySnapshot's.
            let keys = JSONKeyScan.keys(in: bytes, depth: 2)
            let isSnapshot = keys.contains("element") || keys.contains("container")
            let isIDB = keys.contains { $0.hasPrefix("AX") }
            return isSnapshot && isIDB ? nil : (isSnapshot ? .accessibilitySnapshot : .idb)
        default:
            if text.hasPrefix("Attributes:") || Self.hasSubtreeLine(text) { return .xcuitest }
            if let line = text.split(separator: "\n", maxSplits: 1).first, XCUITestLine.looksLikeElement(line) {
                return .xcuitest
            }
            // `po app.debugDescription` prints a Swift string literal.
            if first == "\"", text.contains("Element subtree:") { return .xcuitest }
            return nil
        }
    }

    /// Whether a line of `text` starts (after its indentation) with
    /// XCUITest's `Element subtree:` heading: the words elsewhere in a
    /// line, as in a README about dumps, do not make a dump.
    private static func hasSubtreeLine(_ text: Substring) -> Bool {
        text.split(separator: "\n", omittingEmptySubsequences: true).contains {
            $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("Element subtree:")
        }
    }
}

/// The keys of JSON objects at one depth of the first bytes of a document
/// (depth 1: the top-level object's), read without building any value.
enum JSONKeyScan {
    /// The keys found at `depth` (1 for the outermost container) in
    /// `bytes`, which may end anywhere; at most 256 of them.
    static func keys(in bytes: [UInt8], depth target: Int) -> Set<String> {
        var keys: Set<String> = []
        var depth = 0, index = 0
        while index < bytes.count, keys.count < 256 {
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "\""):
                let start = index + 1
                index = start
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                guard index < bytes.count else { return keys }
                let end = index
                var next = index + 1
                while next < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[next]) { next += 1 }
                if depth == target, next < bytes.count, bytes[next] == UInt8(ascii: ":") {
                    keys.insert(String(decoding: bytes[start..<end], as: UTF8.self))
                }
            default: break
            }
            index += 1
        }
        return keys
    }
}

extension ImportFormat {
    /// The format of a file found in a folder (`hark audit screens/`), or
    /// `nil` to skip it: ``detect(_:)``'s answer, except that a JSON object
    /// counts as Hark's only with its `hark` or `root` key, so that the other
    /// JSON a folder holds (a SARIF log, a `package.json`) is skipped rather
    /// than read as a broken tree; likewise XML counts as Appium's only when
    /// its root is (`<AppiumAUT>`, `<XCUIElementType…>`), so that a property
    /// list or an SVG is skipped, and a JSON array counts as idb's only when
    /// its objects have idb's keys.
    package static func recognise(_ data: some Collection<UInt8>) -> ImportFormat? {
        guard let format = detect(data) else { return nil }
        switch format {
        case .hark:
            let keys = JSONKeyScan.keys(in: Array(data.prefix(64 * 1024)), depth: 1)
            return keys.contains("hark") || keys.contains("root") ? .hark : nil
        case .appium:
            let root = XMLInputCheck.rootName(in: Array(data.prefix(64 * 1024)))
            return root.map(XMLInputCheck.isAppiumRoot) == false ? nil : .appium
        case .idb:
            // An array of objects none of which has an idb key (a list of
            // Appium's `{utterance}` moves) is other JSON, not a broken dump.
            let bytes = Array(data.prefix(64 * 1024))
            let keys = JSONKeyScan.keys(in: bytes, depth: 2).union(JSONKeyScan.keys(in: bytes, depth: 1))
            let idbKeys = keys.contains(where: { $0.hasPrefix("AX") }) || keys.contains("elements")
            return keys.isEmpty || idbKeys ? .idb : nil
        default:
            return format
        }
    }
}
