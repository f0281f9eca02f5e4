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

    /// Appends an array of strings.
    static func append(_ texts: [String], to json: inout String) {
        json += string(texts)
    }

    /// An array of strings: `["a", "b"]`.
    static func string(_ texts: [String]) -> String {
        String { $0.appendJSONArray(texts) }
    }
}
