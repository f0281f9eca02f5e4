/// Text shown on one line — a transcript line, an error message, a
/// picture's legend: control characters written as escapes (`\n`, `\r`,
/// `\t`, else `\u{1F}`), everything else as it is.
enum OneLineText {
    /// `text` with its control characters (and DEL) escaped; `text` itself
    /// when it has none.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return text }
        return String { $0.appendOneLine(text) }
    }
}
