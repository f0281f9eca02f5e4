/// Text rewritten for a format that cannot hold some characters as they
/// are: each Unicode scalar is either replaced by the text a format's table
/// gives for it or kept. The `.strings` writer, WebVTT cues and the SVG and
/// HTML pictures each bring their own table.
enum ScalarEscape {
    /// A format's replacements, looked up by index for ASCII (where every
    /// table but one has all its entries), so that the loop costs no hashing
    /// per character on a picture's megabytes of labels.
    struct Table: ExpressibleByDictionaryLiteral {
        private var ascii = [String?](repeating: nil, count: 128)
        private var other: [Unicode.Scalar: String] = [:]

        /// The table of `replacements`.
        init(_ replacements: [Unicode.Scalar: String]) {
            for (scalar, text) in replacements {
                if scalar.isASCII { ascii[Int(scalar.value)] = text } else { other[scalar] = text }
            }
        }

        init(dictionaryLiteral elements: (Unicode.Scalar, String)...) {
            self.init(Dictionary(elements, uniquingKeysWith: { first, _ in first }))
        }

        /// What `scalar` is written as, `nil` when the table keeps it.
        subscript(scalar: Unicode.Scalar) -> String? {
            scalar.isASCII ? ascii[Int(scalar.value)] : other.isEmpty ? nil : other[scalar]
        }
    }

    /// The characters that start markup in XML, HTML and WebVTT text, as
    /// entities: `&amp;`, `&lt;`, `&gt;`.
    static let markupEntities: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;"]

    /// `text` with every scalar in `table` written as its text there, every
    /// other one for which `otherwise` returns text written as that text,
    /// and the rest as they are.
    static func escaped(
        _ text: String, _ table: Table, otherwise: (Unicode.Scalar) -> String? = { _ in nil }
    ) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = table[scalar] ?? otherwise(scalar) {
                result += replaced
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` is a C0 control character or DEL, which text formats
    /// such as `.strings` and WebVTT cannot hold as they are.
    static func isC0OrDelete(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }
}
