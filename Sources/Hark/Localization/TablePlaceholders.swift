/// The placeholders a translated word may hold: those of Hark's built-in
/// English word for the same key, which are the arguments Hark passes
/// (``Vocabulary/format(_:_:)``). A `HARK_LOCALIZATIONS` table whose word
/// takes another argument, or a number where Hark gives text, is refused as
/// an app's own strings are; a word may leave an argument out.
enum TablePlaceholders {
    /// The arguments `template` takes: each 0-based position and whether it
    /// is a number (`%d`) rather than text (`%@`).
    static func arguments(_ template: String) -> [Int: Bool] {
        var arguments: [Int: Bool] = [:], next = 0
        for case .placeholder(let position, let conversion, _) in FormatToken.scan(template) {
            let index = position ?? next
            next = index + 1
            arguments[index] = conversion != "@"
        }
        return arguments
    }

    /// Checks every word of `table` against the English word of its key in
    /// `english`; keys English does not have are Hark's to ignore. `file`
    /// names the table in the error.
    static func check(_ table: [String: String], english: [String: String], file: String) throws(NarrationError) {
        for key in table.keys.sorted() {
            guard let word = table[key], let reference = english[key] else { continue }
            if let mistake = mistake(in: word, given: arguments(reference)) {
                throw NarrationError(kind: .stringTables, message: "\(file): \"\(key)\": \(mistake)")
            }
        }
    }

    /// What is wrong with `word`'s placeholders when Hark gives it `given`
    /// arguments; `nil` when they fit.
    static func mistake(in word: String, given: [Int: Bool]) -> String? {
        var next = 0
        for token in FormatToken.scan(word) {
            switch token {
            case .literal: continue
            case .invalid(let written):
                return "unsupported placeholder \"\(written)\" (write a % sign as %%)"
            case .variable(_, let name, _):
                return "the plural variable \"\(name)\" belongs in the .stringsdict"
            case .placeholder(let position, let conversion, let written):
                let index = position ?? next
                next = index + 1
                guard let numeric = given[index] else {
                    return "\(written) takes argument \(index + 1); \(gives(given))"
                }
                if numeric != (conversion != "@") {
                    let wanted = numeric ? "a number (%d)" : "text (%@)"
                    return "\(written): argument \(index + 1) is \(wanted) in Hark's word"
                }
            }
        }
        return nil
    }

    /// "Hark gives it 3 arguments" in words.
    private static func gives(_ given: [Int: Bool]) -> String {
        switch given.count {
        case 0: "Hark gives this word no argument"
        case 1: "Hark gives this word 1 argument"
        default: "Hark gives this word \(given.count) arguments"
        }
    }
}
