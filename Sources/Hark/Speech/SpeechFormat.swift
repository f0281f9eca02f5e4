/// Fills the placeholders of a string-table format (`%@`, `%d`, `%1$@`,
/// `%2$d`, `%%`) with arguments, without `String(format:)`.
///
/// Only the tables' own formats are ever used as formats: labels, values and
/// hints are arguments, so a label like `"50%@ off"` is spoken verbatim.
/// An unknown or malformed placeholder is left in the text as written.
enum SpeechFormat {
    enum Argument: Sendable {
        case text(String)
        case integer(Int)
    }

    static func format(_ template: String, _ arguments: [Argument], numbers: NumberStyle = .western) -> String {
        var result = ""
        var nextArgument = 0
        var index = template.startIndex
        while let percent = template[index...].firstIndex(of: "%") {
            result += template[index..<percent]
            var cursor = template.index(after: percent)
            guard cursor < template.endIndex else {
                result += "%"
                return result
            }
            if template[cursor] == "%" {
                result += "%"
                index = template.index(after: cursor)
                continue
            }
            // Optional `n$` position.
            var position: Int?
            let digitsEnd = template[cursor...].firstIndex(where: { !$0.isASCII || !$0.isNumber }) ?? template.endIndex
            if digitsEnd > cursor, digitsEnd < template.endIndex, template[digitsEnd] == "$", let number = Int(template[cursor..<digitsEnd]) {
                position = number - 1
                cursor = template.index(after: digitsEnd)
            }
            // Length modifiers, then the conversion.
            while cursor < template.endIndex, "lhqzjt".contains(template[cursor]) { cursor = template.index(after: cursor) }
            guard cursor < template.endIndex, "@dDiuU".contains(template[cursor]) else {
                result += template[percent..<cursor]
                index = cursor
                continue
            }
            let argumentIndex = position ?? nextArgument
            nextArgument = argumentIndex + 1
            if arguments.indices.contains(argumentIndex) {
                switch arguments[argumentIndex] {
                case .text(let text): result += text
                case .integer(let number): result += numbers.format(number)
                }
            } else {
                result += template[percent...cursor]
            }
            index = template.index(after: cursor)
        }
        result += template[index...]
        return result
    }
}

/// How numbers are written in speech. Only Western digits so far; other
/// languages add their own.
enum NumberStyle: Sendable {
    case western

    func format(_ number: Int) -> String { String(number) }
}
