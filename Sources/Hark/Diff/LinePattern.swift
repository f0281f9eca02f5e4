/// One line of a transcript reference with placeholders: its literal text
/// and its `{{regex}}` parts, matched against a whole line. A placeholder
/// ends at the last two braces of the first run of two or more, so that a
/// regular expression may end in a brace of its own: `{{\d{2}}}` is `\d{2}`.
struct LinePattern {
    /// A placeholder that is not a regular expression.
    struct Failure: Error, Sendable {
        var description: String
    }

    private let regex: Regex<AnyRegexOutput>

    /// The line's pattern; `nil` for a line without a placeholder.
    init?(_ line: Substring) throws(Failure) {
        guard line.contains("{{") else { return nil }
        var source = "", rest = line
        while let open = rest.range(of: "{{") {
            source += Self.escaped(rest[..<open.lowerBound])
            let inside = rest[open.upperBound...]
            guard let close = inside.range(of: "}}") else {
                throw Failure(
                    description:
                        "the placeholder '\(OneLineText.escaped(String(rest[open.lowerBound...])))' has no closing }}")
            }
            var end = close.upperBound
            while end < inside.endIndex, inside[end] == "}" { end = inside.index(after: end) }
            let expression = inside[..<inside.index(end, offsetBy: -2)]
            do {
                _ = try Regex(String(expression))
            } catch {
                throw Failure(
                    description:
                        "the placeholder {{\(OneLineText.escaped(String(expression)))}} is not a regular expression")
            }
            source += "(?:" + expression + ")"
            rest = inside[end...]
        }
        source += Self.escaped(rest)
        do {
            regex = try Regex(source)
        } catch {
            throw Failure(description: "the line's placeholders do not make a regular expression")
        }
    }

    /// Whether `line` is matched in full.
    func matches(_ line: Substring) -> Bool { (try? regex.wholeMatch(in: line)) != nil }

    /// Literal text as a regular expression: every ASCII character that is
    /// not a letter, a digit or a space escaped.
    private static func escaped(_ text: Substring) -> String {
        var escaped = ""
        for character in text {
            if character.isASCII, !character.isLetter, !character.isNumber, character != " " { escaped += "\\" }
            escaped.append(character)
        }
        return escaped
    }
}
