/// A string-table format (`%@`, `%d`, `%1$@`, `%2$d`, `%%`), parsed once
/// and filled with arguments without `String(format:)`.
///
/// Only the tables' own formats are ever used as formats: labels, values and
/// hints are arguments, so a label like `"50%@ off"` is spoken verbatim.
/// An unknown or malformed placeholder is left in the text as written.
struct SpeechFormat: Sendable {
    enum Argument: Sendable {
        case text(String)
        case integer(Int)
    }

    private enum Piece: Sendable {
        case literal(String)
        /// The 0-based argument, and the placeholder as written (kept when
        /// the argument is missing).
        case argument(Int, written: String)
    }

    private let pieces: [Piece]

    init(_ template: String) {
        var pieces: [Piece] = []
        var literal = ""
        var nextArgument = 0
        var index = template.startIndex
        while let percent = template[index...].firstIndex(of: "%") {
            literal += template[index..<percent]
            var cursor = template.index(after: percent)
            guard cursor < template.endIndex else {
                literal += "%"
                index = cursor
                break
            }
            if template[cursor] == "%" {
                literal += "%"
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
                literal += template[percent..<cursor]
                index = cursor
                continue
            }
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
            let argument = position ?? nextArgument
            nextArgument = argument + 1
            pieces.append(.argument(argument, written: String(template[percent...cursor])))
            index = template.index(after: cursor)
        }
        literal += template[index...]
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        self.pieces = pieces
    }

    /// The format with its placeholders filled.
    func callAsFunction(_ arguments: [Argument], numbers: NumberStyle = .western) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .literal(let text):
                result += text
            case .argument(let index, let written):
                guard arguments.indices.contains(index) else {
                    result += written
                    continue
                }
                switch arguments[index] {
                case .text(let text): result += text
                case .integer(let number): result += numbers.format(number)
                }
            }
        }
        return result
    }
}

/// How numbers are written in speech. Only Western digits so far; other
/// languages add their own.
enum NumberStyle: Sendable {
    case western

    func format(_ number: Int) -> String { String(number) }
}
