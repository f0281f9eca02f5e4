import Foundation

extension XCUITestLine {
    static let keys: Set<String> = ["identifier", "label", "value", "placeholderValue", "title", "pid", "name"]
    static let flags: Set<String> = ["Selected", "Disabled", "Focused", "Enabled", "Hittable"]

    /// Whether a line starts like an element: a capitalised type name, then
    /// `, 0x`, `, pid:` or `, {{`.
    static func looksLikeElement(_ line: some StringProtocol) -> Bool {
        var rest = line.drop { $0 == " " || $0 == "\t" || $0 == "→" }
        guard let first = rest.first, first.isUppercase, first.isASCII else { return false }
        rest = rest.drop { $0.isASCII && $0.isLetter }
        if rest.hasPrefix(" (") { rest = rest.drop { $0 != ")" }.dropFirst() }
        return rest.hasPrefix(", 0x") || rest.hasPrefix(", pid:") || rest.hasPrefix(", {{")
    }

    /// The four numbers of `{{x, y}, {width, height}}` (also idb's `AXFrame`);
    /// `nil` when the text is not of that shape.
    static func frame(_ text: String) -> [Double]? {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return frame(Array(text.utf8)[...]) }
        let compact = text.filter { $0 != " " }
        guard compact.hasPrefix("{{"), compact.hasSuffix("}}"), compact.contains("},{") else { return nil }
        let numbers = compact.dropFirst(2).dropLast(2).replacingOccurrences(of: "},{", with: ",").split(
            separator: ",", omittingEmptySubsequences: false)
        let values = numbers.compactMap { DecimalText.number($0) }
        return numbers.count == 4 && values.count == 4 ? values : nil
    }

    /// The frame of UTF-8 text, read a byte at a time when it is
    /// ASCII (where each byte is a character of its own).
    static func frame(_ text: ArraySlice<UInt8>) -> [Double]? {
        guard text.allSatisfy({ $0 < 0x80 }) else { return frame(String(decoding: text, as: UTF8.self)) }
        let compact = text.filter { $0 != UInt8(ascii: " ") }
        let separator = Array("},{".utf8)
        guard compact.starts(with: "{{".utf8), compact.reversed().starts(with: "}}".utf8),
            compact.indices.contains(where: { compact[$0...].starts(with: separator) })
        else { return nil }
        // `},{` becomes `,`, then the text is split at each `,`.
        var numbers: [Double] = []
        var index = 2, fieldStart = 2
        let fieldsEnd = compact.count - 2
        while index <= fieldsEnd {
            let atSeparator = compact[index..<fieldsEnd].starts(with: separator)
            guard index == fieldsEnd || atSeparator || compact[index] == UInt8(ascii: ",") else {
                index += 1
                continue
            }
            guard numbers.count < 4,
                let number = DecimalText.number(String(decoding: compact[fieldStart..<index], as: UTF8.self))
            else { return nil }
            numbers.append(number)
            index += atSeparator ? 3 : 1
            fieldStart = index
        }
        return numbers.count == 4 ? numbers : nil
    }

    /// Undoes the escapes lldb's `po` writes: `\'`, `\"`, `\\`, `\n`, `\t`.
    static func unescaped(_ bytes: ArraySlice<UInt8>) -> String {
        let backslash = UInt8(ascii: "\\")
        guard bytes.contains(backslash) else { return String(decoding: bytes, as: UTF8.self) }
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == backslash, index + 1 < bytes.endIndex {
                switch bytes[index + 1] {
                case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "'"), UInt8(ascii: "\""), backslash: text.append(bytes[index + 1])
                default: text += [byte, bytes[index + 1]]
                }
                index += 2
            } else {
                text.append(byte)
                index += 1
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
