/// One piece of a format string (`"%1$@ %2$d of %3$d."`).
enum FormatToken: Hashable, Sendable {
    case literal(String)
    /// `%@`, `%d`, `%2$ld`…: an argument, at `position` (0-based) when the
    /// format names one.
    case placeholder(position: Int?, conversion: Character, written: String)
    /// `%#@name@` (or `%1$#@name@`) in a `.stringsdict` format: a plural
    /// variable.
    case variable(position: Int?, name: String, written: String)
    /// A `%` sequence Hark does not understand.
    case invalid(written: String)

    /// Splits a format string into its pieces.
    static func scan(_ template: String) -> [FormatToken] {
        var tokens: [FormatToken] = []
        var literal = ""
        var index = template.startIndex
        func flush() {
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = ""
        }
        while let percent = template[index...].firstIndex(of: "%") {
            literal += template[index..<percent]
            var cursor = template.index(after: percent)
            if cursor < template.endIndex, template[cursor] == "%" {
                literal += "%"
                index = template.index(after: cursor)
                continue
            }
            // Optional `n$` position.
            var position: Int?
            let digitsEnd = template[cursor...].firstIndex(where: { !$0.isASCII || !$0.isNumber }) ?? template.endIndex
            if digitsEnd > cursor, digitsEnd < template.endIndex, template[digitsEnd] == "$",
                let number = Int(template[cursor..<digitsEnd]), number > 0
            {
                position = number - 1
                cursor = template.index(after: digitsEnd)
            }
            // `#@name@`: a plural variable.
            if template[cursor...].hasPrefix("#@"),
                let end = template[template.index(cursor, offsetBy: 2)...].firstIndex(of: "@")
            {
                flush()
                let name = String(template[template.index(cursor, offsetBy: 2)..<end])
                tokens.append(.variable(position: position, name: name, written: String(template[percent...end])))
                index = template.index(after: end)
                continue
            }
            // Length modifiers, then the conversion.
            while cursor < template.endIndex, "lhqzjt".contains(template[cursor]) {
                cursor = template.index(after: cursor)
            }
            guard cursor < template.endIndex, "@dDiuU".contains(template[cursor]) else {
                flush()
                // The sequence as written: up to and including a stray letter.
                let end =
                    cursor < template.endIndex && template[cursor].isASCII && template[cursor].isLetter
                    ? template.index(after: cursor) : cursor
                tokens.append(.invalid(written: String(template[percent..<end])))
                index = end
                continue
            }
            flush()
            tokens.append(
                .placeholder(
                    position: position, conversion: template[cursor], written: String(template[percent...cursor])))
            index = template.index(after: cursor)
        }
        literal += template[index...]
        flush()
        return tokens
    }
}

/// A format whose placeholders Hark cannot fill, and why.
struct FormatError: Error, Hashable, Sendable {
    var message: String
}

/// A string-table format (`%@`, `%d`, `%1$@`, `%2$d`, `%%`), parsed once
/// and filled with arguments without `String(format:)`.
///
/// Only the tables' own formats are ever used as formats: labels, values and
/// hints are arguments, so a label like `"50%@ off"` is spoken verbatim.
struct SpeechFormat: Hashable, Sendable {
    enum Argument: Hashable, Sendable {
        case text(String)
        case integer(Int)
    }

    private enum Piece: Hashable, Sendable {
        case literal(String)
        /// The 0-based argument, whether it must be a number, and the
        /// placeholder as written (kept when the argument is missing).
        case argument(Int, numeric: Bool, written: String)
    }

    private let pieces: [Piece]

    /// Parses a format leniently: a `%` sequence it does not understand is
    /// kept as text (VoiceOver's own tables, checked by the tests).
    init(_ template: String) {
        var pieces: [Piece] = []
        var next = 0
        for token in FormatToken.scan(template) {
            switch token {
            case .literal(let text): pieces.append(.literal(text))
            case .invalid(let written), .variable(_, _, let written): pieces.append(.literal(written))
            case .placeholder(let position, let conversion, let written):
                let index = position ?? next
                next = index + 1
                pieces.append(.argument(index, numeric: conversion != "@", written: written))
            }
        }
        self.pieces = pieces
    }

    /// Parses a format strictly (an app's strings): a `%` sequence Hark does
    /// not understand, or a plural variable left unresolved, is an error.
    init(strict template: String) throws(FormatError) {
        for token in FormatToken.scan(template) {
            switch token {
            case .invalid(let written): throw FormatError(message: "unsupported placeholder \"\(written)\"")
            case .variable(_, let name, _): throw FormatError(message: "no plural rule for the variable \"\(name)\"")
            case .literal, .placeholder: continue
            }
        }
        self.init(template)
    }

    /// Checks that `arguments` fill every placeholder with the right type.
    func check(_ arguments: [Argument]) throws(FormatError) {
        for case .argument(let index, let numeric, let written) in pieces {
            guard arguments.indices.contains(index) else {
                throw FormatError(
                    message:
                        "\(written) needs argument \(index + 1), but there \(arguments.count == 1 ? "is" : "are") "
                        + "\(arguments.count)"
                )
            }
            if numeric, case .text(let text) = arguments[index] {
                throw FormatError(
                    message: "\(written) needs a number, but argument \(index + 1) is the text \"\(text)\"")
            }
        }
    }

    /// The format with its placeholders filled; a missing argument leaves
    /// its placeholder as written.
    func callAsFunction(_ arguments: [Argument], numbers: NumberStyle = .western) -> String {
        var result = ""
        write(into: &result, numbers: numbers) { arguments.indices.contains($0) ? arguments[$0] : nil }
        return result
    }

    /// For a format that is the first argument then the second with text
    /// around them (`%@: %@`, `%1$@: %2$@`), that text: before, between and
    /// after; `nil` for any other.
    var aroundTwoArguments: (before: String, between: String, after: String)? {
        var literals = ["", "", ""], argument = 0
        for piece in pieces {
            switch piece {
            case .literal(let text): literals[argument] += text
            case .argument(let index, _, _):
                guard index == argument, argument < 2 else { return nil }
                argument += 1
            }
        }
        return argument == 2 ? (literals[0], literals[1], literals[2]) : nil
    }

    /// Appends the format filled with two arguments to `result`, with no
    /// array of arguments.
    func write(_ first: Argument, _ second: Argument, into result: inout some TextOutputStream, numbers: NumberStyle) {
        write(into: &result, numbers: numbers) { $0 == 0 ? first : $0 == 1 ? second : nil }
    }

    /// Appends the format to `result`, argument `i` filled by `argument(i)`
    /// (`nil`: missing, the placeholder as written).
    private func write(into result: inout some TextOutputStream, numbers: NumberStyle, _ argument: (Int) -> Argument?) {
        for piece in pieces {
            switch piece {
            case .literal(let text):
                result.write(text)
            case .argument(let index, _, let written):
                switch argument(index) {
                case .text(let text): result.write(text)
                case .integer(let number): result.write(numbers.format(number))
                case nil: result.write(written)
                }
            }
        }
    }
}

/// How a language writes whole numbers in speech: the digits of its
/// default numbering system (Arabic-Indic for Arabic, Western elsewhere),
/// with no grouping separators, as `%d` in iOS's localized formats does
/// ("Delta 2417", "Row 1234").
///
/// Written out here rather than with `NumberFormatter`, whose output depends
/// on the ICU version (Linux and Apple differ), so transcripts are the same
/// byte for byte everywhere.
struct NumberStyle: Hashable, Sendable {
    /// The digit zero; the other digits follow it in Unicode.
    var zero: Unicode.Scalar

    static let western = NumberStyle(zero: "0")

    init(zero: Unicode.Scalar) { self.zero = zero }

    /// The style of `language` ("de", "pt-BR", "ar").
    init(language: String) {
        self = LocaleName.language(of: language) == "ar" ? NumberStyle(zero: "\u{0660}") : .western
    }

    func format(_ number: Int) -> String {
        var result = number < 0 ? "-" : ""
        for digit in String(number.magnitude).utf8 {
            result.unicodeScalars.append(Unicode.Scalar(zero.value + UInt32(digit - UInt8(ascii: "0"))) ?? "?")
        }
        return result
    }
}
