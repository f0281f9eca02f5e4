extension ImportFormat {
    /// Tells the format from the first bytes of a dump: an XML root is
    /// Appium's, `Element subtree:`, `Attributes:` or an element line is
    /// XCUITest's, JSON with idb's `AX…` keys is idb's, other JSON is Hark's.
    /// `nil` when it cannot tell.
    public static func detect(_ data: some Collection<UInt8>) -> ImportFormat? {
        let bytes = Array(data.prefix(64 * 1024))
        let head = String(decoding: bytes, as: UTF8.self)
        let text = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        guard let first = text.first else { return nil }
        switch first {
        case "<": return .appium
        case "[", "{":
            // Searched on the bytes: Foundation's `contains` on 64 KiB of a
            // large document cost more than reading the key's bytes.
            for key in ["\"AXLabel\"", "\"AXFrame\"", "\"AXUniqueId\"", "\"AXValue\""] where bytes.contains(bytes: Array(key.utf8)) { return .idb }
            return first == "[" && text.dropFirst().drop(while: \.isWhitespace).first == "]" ? .idb : .hark
        default:
            if text.contains("Element subtree:") || text.hasPrefix("Attributes:") { return .xcuitest }
            if let line = text.split(separator: "\n", maxSplits: 1).first, XCUITestLine.looksLikeElement(line) { return .xcuitest }
            // `po app.debugDescription` prints a Swift string literal.
            if first == "\"", text.contains("Element subtree:") { return .xcuitest }
            return nil
        }
    }
}

extension [UInt8] {
    /// Whether `needle` occurs in these bytes. (The standard library's
    /// generic `contains(_:)` takes about 9 ms for 64 KiB; this, a `firstIndex`
    /// scan for the first byte, a fraction of one.)
    func contains(bytes needle: [UInt8]) -> Bool {
        guard let head = needle.first, needle.count <= count else { return needle.isEmpty }
        var start = startIndex
        while let found = self[start...].firstIndex(of: head), found + needle.count <= count {
            if self[found..<found + needle.count].elementsEqual(needle) { return true }
            start = found + 1
        }
        return false
    }
}
