/// Reads typed values of the sample format from a ``JSONReader``, keeping
/// the JSON path of what it reads so that every error names where it is.
struct SampleReader {
    var json: JSONReader
    /// Where the reader is: the path of the value being read.
    var path = JSONPath()
    /// Ids and screens named by effects, checked once the whole document is read.
    var references: [Reference] = []
    /// How deep the `if` effect being read is nested (see
    /// ``NodeDecoder/maximumEffectNesting``).
    var effectNesting = 0

    /// An id or screen an effect names, and where.
    struct Reference {
        var name: String
        var isScreen: Bool
        var path: String
    }

    init(bytes: [UInt8]) { json = JSONReader(bytes: bytes) }

    /// Reads a value handed over by a `Decoder` (JSON already parsed) with
    /// `read`, so that `Codable` decoding makes the same checks as `hark`.
    static func fragment<T>(from decoder: any Decoder, _ read: (inout SampleReader) throws(HarkDecodingError) -> T) throws -> T {
        var reader = SampleReader(bytes: try JSONValue(from: decoder).jsonBytes)
        reader.path = JSONPath(decoder.codingPath.map { .key($0.stringValue) })
        do {
            let value = try read(&reader)
            try reader.syntax { json throws(JSONSyntaxError) in try json.finish() }
            return value
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    // MARK: Errors

    /// An error about the value at the current path.
    func fail(_ message: String) -> HarkDecodingError {
        HarkDecodingError(path: path.description, message: message)
    }

    /// Runs a step of the JSON reader, giving its syntax errors a path.
    mutating func syntax<T>(_ step: (inout JSONReader) throws(JSONSyntaxError) -> T) throws(HarkDecodingError) -> T {
        do {
            return try step(&json)
        } catch {
            throw fail(error.message)
        }
    }

    mutating func kind() throws(HarkDecodingError) -> JSONReader.Kind {
        try syntax { json throws(JSONSyntaxError) in try json.kind() }
    }

    /// Checks the next value's kind, with `expected` in the error.
    mutating func expect(_ kind: JSONReader.Kind, _ expected: String) throws(HarkDecodingError) {
        let found = try self.kind()
        guard found == kind else { throw fail("expected \(expected), found \(found.description)") }
    }

    // MARK: Scalars

    mutating func string() throws(HarkDecodingError) -> String {
        try expect(.string, "a string")
        return try syntax { json throws(JSONSyntaxError) in try json.readString() }
    }

    mutating func nonEmptyString(what: String) throws(HarkDecodingError) -> String {
        let text = try string()
        guard !text.isEmpty else { throw fail("\(what) must not be empty") }
        return text
    }

    mutating func bool() throws(HarkDecodingError) -> Bool {
        try expect(.bool, "true or false")
        return try syntax { json throws(JSONSyntaxError) in try json.readBool() }
    }

    mutating func number() throws(HarkDecodingError) -> Double {
        try expect(.number, "a number")
        let number = try syntax { json throws(JSONSyntaxError) in try json.readNumber() }
        guard number.isFinite else { throw fail("expected a finite number, found \(number)") }
        return number
    }

    mutating func integer(in range: ClosedRange<Int>) throws(HarkDecodingError) -> Int {
        let number = try number()
        guard number == number.rounded(), number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw fail("expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(Self.format(number))")
        }
        return Int(number)
    }

    /// A name from a fixed set, suggesting the nearest on a typo.
    mutating func name<T: RawRepresentable & CaseIterable>(of type: T.Type, what: String) throws(HarkDecodingError) -> T where T.RawValue == String {
        let text = try string()
        guard let result = T(rawValue: text) else {
            let names = T.allCases.map(\.rawValue)
            let hint = NameSuggestion.hint(for: text, in: names)
            throw fail("unknown \(what) \"\(text)\"" + (hint.isEmpty ? "; expected one of: " + names.joined(separator: ", ") : hint))
        }
        return result
    }

    /// A BCP 47 name: letters, digits, `-` and `_`, starting with a letter.
    mutating func locale() throws(HarkDecodingError) -> String {
        let text = try nonEmptyString(what: "a language")
        guard text.first?.isASCII == true, text.first?.isLetter == true,
              text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            throw fail("\"\(text)\" is not a language name such as \"en\", \"de\" or \"pt-BR\"")
        }
        return text
    }

    // MARK: Containers

    /// Calls `element` for each element of an array, with the path at `[i]`.
    mutating func each(_ element: (inout SampleReader) throws(HarkDecodingError) -> Void) throws(HarkDecodingError) {
        try expect(.array, "an array")
        try syntax { json throws(JSONSyntaxError) in try json.beginArray() }
        var index = 0
        while true {
            path.components.append(.index(index))
            let more = try syntax { json throws(JSONSyntaxError) in try json.nextElement(first: index == 0) }
            guard more else { break }
            try element(&self)
            path.components.removeLast()
            index += 1
        }
        path.components.removeLast()
    }

    /// The elements of an array, each read by `read`.
    mutating func array<T>(_ read: (inout SampleReader) throws(HarkDecodingError) -> T) throws(HarkDecodingError) -> [T] {
        var result: [T] = []
        try each { reader throws(HarkDecodingError) in result.append(try read(&reader)) }
        return result
    }

    /// Exactly `count` finite numbers. A wrong count is reported before a
    /// wrong element, so the array is counted first, then read.
    mutating func numbers(count: Int, shape: String) throws(HarkDecodingError) -> [Double] {
        let start = json.position
        var found = 0
        try each { reader throws(HarkDecodingError) in
            found += 1
            try reader.syntax { json throws(JSONSyntaxError) in try json.skipValue() }
        }
        guard found == count else {
            throw fail("expected \(count) numbers \(shape), found \(found) element\(found == 1 ? "" : "s")")
        }
        json.position = start
        return try array { reader throws(HarkDecodingError) in try reader.number() }
    }

    /// Calls `member` for each member of an object, with the path at the
    /// key; the keys are checked against `known` when given (an unknown one
    /// is an error suggesting the nearest) and for duplicates. `null` members are
    /// skipped: they read as absent. Returns the keys read.
    @discardableResult
    mutating func members(
        known: [String]?, what: String = "an object",
        _ member: (inout SampleReader, String) throws(HarkDecodingError) -> Void
    ) throws(HarkDecodingError) -> [String] {
        try expect(.object, what)
        try syntax { json throws(JSONSyntaxError) in try json.beginObject() }
        var seen: [String] = []
        while let key = try syntax({ json throws(JSONSyntaxError) in try json.nextKey(first: seen.isEmpty) }) {
            guard !seen.contains(key) else { throw duplicate(key) }
            seen.append(key)
            if let known, !known.contains(key) { throw fail("unknown field \"\(key)\"" + NameSuggestion.hint(for: key, in: known)) }
            path.components.append(.key(key))
            if try kind() == .null {
                try syntax { json throws(JSONSyntaxError) in try json.readNull() }
            } else {
                try member(&self, key)
            }
            path.components.removeLast()
        }
        return seen
    }

    /// A key seen twice in one object: an error at the second key.
    func duplicate(_ key: String) -> HarkDecodingError {
        fail(json.failure("duplicate field \"\(key)\" in the same object", at: json.keyEnd).message)
    }

    static func require(_ key: String, in keys: [String], what: String) -> String? {
        keys.contains(key) ? nil : "missing required field \"\(key)\" (\(what))"
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
