/// Writes JSON text deterministically: strings escaped per RFC 8259, other
/// characters left as UTF-8. Shared by the decoder (a `Codable` value written
/// back as text), the renderers, the audit's outputs and Voice Control's list.
package enum JSONText {
    /// `text` as a JSON string: quoted, escaped per RFC 8259.
    package static func string(_ text: String) -> String {
        String { $0.appendJSONString(text) }
    }

    /// Appends `text` as a JSON string: quoted, escaped per RFC 8259, other
    /// characters left as UTF-8.
    static func append(_ text: String, to json: inout String) {
        json += string(text)
    }

    /// Appends a string, or `null`.
    static func append(_ text: String?, to json: inout String) {
        if let text { append(text, to: &json) } else { json += "null" }
    }

    /// Appends `, "key": ` and the string (or `null`), a member of an
    /// object after its first.
    static func appendMember(_ key: String, _ text: String?, to json: inout String) {
        json += ", \"" + key + "\": "
        append(text, to: &json)
    }

    /// An object of string members in the order given, each string or
    /// `null`: `{"rule": "x", "reason": null}`.
    static func object(_ members: KeyValuePairs<String, String?>) -> String {
        var json = "{"
        for (offset, (key, text)) in members.enumerated() {
            json += (offset == 0 ? "\"" : ", \"") + key + "\": "
            append(text, to: &json)
        }
        return json + "}"
    }

    /// Appends an array of strings.
    static func append(_ texts: [String], to json: inout String) {
        json += string(texts)
    }

    /// Appends `items` as an array of one object a line, `[`, then each
    /// on a line of its own indented two spaces, then `]` on its own line
    /// (`[]` when there are none); `object` writes each from its `{` to
    /// its `}`.
    static func appendLines<Items: Collection>(
        _ items: Items, to json: inout String, object: (Items.Element, inout String) -> Void
    ) {
        json += "["
        for (offset, item) in items.enumerated() {
            json += offset == 0 ? "\n  " : ",\n  "
            object(item, &json)
        }
        json += items.isEmpty ? "]" : "\n]"
    }

    /// An array of strings: `["a", "b"]`.
    static func string(_ texts: [String]) -> String {
        String { $0.appendJSONArray(texts) }
    }
}
