import Foundation

/// An XCUITest `debugDescription` as UTF-8 bytes and the ranges of its
/// lines: read a byte at a time, with Foundation's string calls only where a
/// line starts or ends with a non-ASCII character (a wide space, a combining
/// mark), so that a dump of a million lines costs no bridging per line.
enum XCUITestText {
    static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r"), quote = UInt8(ascii: "\"")
    static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")

    /// The dump's text: `\r\n` as `\n`, and `po app.debugDescription`'s
    /// one-line Swift string literal without its quotes and escapes.
    static func bytes(of data: Data) -> [UInt8] {
        var bytes = Array(String(decoding: data, as: UTF8.self).utf8)
        if bytes.contains(carriageReturn) {
            var kept = 0
            for index in bytes.indices
            where !(bytes[index] == carriageReturn && index + 1 < bytes.count && bytes[index + 1] == newline) {
                bytes[kept] = bytes[index]
                kept += 1
            }
            bytes.removeLast(bytes.count - kept)
        }
        let isSpace = { (byte: UInt8) in byte == space || (tab...carriageReturn).contains(byte) }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return bytes }
        if bytes[first] < 0x80, bytes[first] != quote { return bytes }
        if bytes[first] == quote, bytes[last] < 0x80,
            bytes[last] != quote || first == last || breaksLine(bytes[first...last])
        {
            return bytes
        }
        return literalUndone(String(decoding: data, as: UTF8.self))
    }

    /// Whether some `\n` surely breaks the line: not after `\r` (part of
    /// that `\r`'s character) and not before a non-ASCII character (which
    /// Foundation's search may take for a mark on it).
    private static func breaksLine(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.indices.contains {
            bytes[$0] == newline && ($0 == bytes.startIndex || bytes[$0 - 1] != carriageReturn)
                && ($0 + 1 == bytes.endIndex || bytes[$0 + 1] < 0x80)
        }
    }

    /// The rare dumps that start or end with a non-ASCII character, or may
    /// be a string literal: read with Foundation's trimming, as a whole.
    private static func literalUndone(_ original: String) -> [UInt8] {
        let text = original.replacingOccurrences(of: "\r\n", with: "\n")
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\""), !trimmed.dropLast().contains("\n")
        else { return Array(text.utf8) }
        let inner = Substring(trimmed.unicodeScalars.dropFirst().dropLast())
        return Array(XCUITestLine.unescaped(Array(inner.utf8)[...]).utf8)
    }

    /// The ranges of the lines, split at each `\n` that is a character of
    /// its own (`\r\n` left by `\r\r\n` is not a break): as many as
    /// `String.split(separator: "\n", omittingEmptySubsequences: false)` gives.
    static func lines(in bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == newline && (index == 0 || bytes[index - 1] != carriageReturn) {
            lines.append(start..<index)
            start = index + 1
        }
        lines.append(start..<bytes.count)
        return lines
    }

    /// What a line is once the spaces and tabs around it are trimmed.
    enum LineKind: Equatable {
        case blank, subtreeHeading, sectionEnd, other
    }

    static func kind(of line: Range<Int>, in bytes: [UInt8]) -> LineKind {
        var lower = line.lowerBound, upper = line.upperBound
        while lower < upper, bytes[lower] == space || bytes[lower] == tab { lower += 1 }
        while upper > lower, bytes[upper - 1] == space || bytes[upper - 1] == tab { upper -= 1 }
        guard lower < upper else { return .blank }
        guard bytes[lower] < 0x80, bytes[upper - 1] < 0x80 else {
            return kind(of: String(decoding: bytes[line], as: UTF8.self))
        }
        let trimmed = bytes[lower..<upper]
        if trimmed.elementsEqual("Element subtree:".utf8) { return .subtreeHeading }
        for end in ["Path to element:", "Query chain:"] where trimmed.starts(with: end.utf8) {
            let next = lower + end.utf8.count
            // A combining mark after the colon makes it another character.
            if next < upper, bytes[next] >= 0x80 { return kind(of: String(decoding: bytes[line], as: UTF8.self)) }
            return .sectionEnd
        }
        return .other
    }

    private static func kind(of line: String) -> LineKind {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .blank }
        if trimmed == "Element subtree:" { return .subtreeHeading }
        return trimmed.hasPrefix("Path to element:") || trimmed.hasPrefix("Query chain:") ? .sectionEnd : .other
    }

    /// The column of a line's first character after its spaces and tabs.
    static func column(of line: Range<Int>, in bytes: [UInt8]) -> Int {
        var index = line.lowerBound
        while index < line.upperBound, bytes[index] == space || bytes[index] == tab { index += 1 }
        guard index > line.lowerBound, index < line.upperBound, bytes[index] >= 0x80 else {
            return index - line.lowerBound + 1
        }
        // A combining mark joins the last space into another character.
        return String(decoding: bytes[line], as: UTF8.self).prefix { $0 == " " || $0 == "\t" }.count + 1
    }
}
