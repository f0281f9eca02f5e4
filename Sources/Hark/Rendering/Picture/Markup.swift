/// Text made safe for SVG and HTML: markup characters escaped, and
/// control characters, which XML forbids, written as visible escapes
/// (`\n`), as the transcript does.
enum Markup {
    /// `text` escaped for element content and quoted attribute values.
    static func escape(_ text: String) -> String {
        let needsWork = text.utf8.contains { byte in
            byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
                || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") || byte == 0xEF
        }
        guard needsWork else { return text }
        return ScalarEscape.escaped(OneLineText.escaped(text), escapes)
    }

    /// Markup's entities, `&quot;` for attribute values, and U+FFFD for
    /// U+FFFE and U+FFFF, which are not characters in XML.
    private static let escapes = ScalarEscape.Table(
        ScalarEscape.markupEntities.merging(["\"": "&quot;", "\u{FFFE}": "\u{FFFD}", "\u{FFFF}": "\u{FFFD}"]) {
            entity, _ in entity
        })

    /// `text` as a JSON string that is safe inside an HTML `<script>`
    /// element: `<` is written `\u003c`, so no `</script>` can end it.
    static func scriptJSON(_ text: String) -> String {
        let json = JSONText.string(text)
        guard json.utf8.contains(UInt8(ascii: "<")) else { return json }
        return json.replacingAll("<", with: "\\u003c")
    }
}

extension String {
    /// The string with every `target` replaced, without Foundation.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}

extension ByteWriter {
    /// Appends `text`'s UTF-8: the picture renderers write their markup
    /// piece by piece into the output as they would build a string.
    static func += (writer: inout ByteWriter, text: String) {
        writer.append(string: text)
    }
}
