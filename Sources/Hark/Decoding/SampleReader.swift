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
    /// What the node read before had, to share when the next one has the
    /// same: a list's cells repeat their hints, values and actions.
    var recent = Recent()

    struct Recent {
        /// The last strings read in each slot (label, value, hint), up to
        /// ``ways`` of them: where their bytes are, and them. A value or a
        /// hint often comes from a few (On Time, Delayed, Cancelled), a
        /// label seldom: it keeps one.
        var strings = [(bytes: Range<Int>, text: String)?](repeating: nil, count: 3 * Recent.ways)
        /// Where each slot puts the next string it keeps.
        var turns = [0, 0, 0]
        static let ways = 4
        static let slotWays = [1, ways, ways]
        var customActions: Value<[CustomAction]>?
        var traits: Value<AccessibilityNode.Traits>?
    }

    /// A value as read, with where its bytes are and how deep it was.
    struct Value<T> {
        var bytes: Range<Int>
        var depth: Int
        var value: T
    }

    /// Reads a value with `read`, or, when its bytes are those of the value
    /// last read in `slot` at the same depth, hands back that value without
    /// reading it again: the same bytes read the same way. (A value whose
    /// reading noted references is read every time.)
    @inline(__always)
    mutating func repeated<T>(
        _ slot: WritableKeyPath<Recent, Value<T>?>, _ read: (inout SampleReader) throws(HarkDecodingError) -> T
    ) throws(HarkDecodingError) -> T {
        // Bytes equal to a value read before are a value; any others are
        // read, and checked, by `read`.
        json.skipWhitespace()
        let start = json.position
        if let last = recent[keyPath: slot], last.depth == json.depth, start + last.bytes.count <= json.bytes.count,
            json.sameBytes(last.bytes, start..<start + last.bytes.count)
        {
            json.position = start + last.bytes.count
            return last.value
        }
        let references = references.count
        let value = try read(&self)
        recent[keyPath: slot] =
            self.references.count == references
            ? Value(bytes: start..<json.position, depth: json.depth, value: value) : nil
        return value
    }

    /// An id or screen an effect names, and where.
    struct Reference {
        var name: String
        var isScreen: Bool
        var path: String
    }

    /// A reader of `bytes`, which must outlive it (see ``reading(_:_:)``).
    init(bytes: UnsafeBufferPointer<UInt8>) { json = JSONReader(bytes: bytes) }

    /// Runs `body` with a reader of `bytes`, read in place.
    static func reading<T>(_ bytes: [UInt8], _ body: (inout SampleReader) throws(HarkDecodingError) -> T)
        throws(HarkDecodingError) -> T
    {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(HarkDecodingError) in
                var reader = SampleReader(bytes: buffer)
                return try body(&reader)
            }
        }.get()
    }

    /// Reads a value handed over by a `Decoder` (JSON already parsed) with
    /// `read`, so that `Codable` decoding makes the same checks as `hark`.
    static func fragment<T>(from decoder: any Decoder, _ read: (inout SampleReader) throws(HarkDecodingError) -> T)
        throws -> T
    {
        let bytes = try JSONValue(from: decoder).jsonBytes
        do {
            return try reading(bytes) { reader throws(HarkDecodingError) in
                reader.path = JSONPath(decoder.codingPath.map { .key($0.stringValue) })
                let value = try read(&reader)
                try reader.syntax { json throws(JSONSyntaxError) in try json.finish() }
                return value
            }
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
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

    /// Whether the next value is `null`. Only a value starting with `n`
    /// (or none) is looked at the checked way: any other byte is left to
    /// the value's own reader, which checks its kind first and so reports
    /// what ``kind()`` would here.
    mutating func nullFollows() throws(HarkDecodingError) -> Bool {
        json.skipWhitespace()
        if let byte = json.peek(), byte != UInt8(ascii: "n") { return false }
        return try kind() == .null
    }

    /// Checks the next value's kind, with `expected` in the error.
    mutating func expect(_ kind: JSONReader.Kind, _ expected: String) throws(HarkDecodingError) {
        let found = try self.kind()
        guard found == kind else { throw fail("expected \(expected), found \(found.description)") }
    }

    // MARK: Scalars

    mutating func string() throws(HarkDecodingError) -> String {
        // A string without escapes or controls, found eight bytes at a time.
        json.skipWhitespace()
        if let plain = json.plainString() {
            return try syntax { json throws(JSONSyntaxError) in try json.readPlainString(plain) }
        }
        try expect(.string, "a string")
        return try syntax { json throws(JSONSyntaxError) in try json.readString() }
    }

    /// A string, the same `String` as one of the last read in `slot` when
    /// its bytes are the same (one copy of a hint every cell of a list
    /// repeats, of each of the values its cells take turns to have).
    mutating func string(sharing slot: Int) throws(HarkDecodingError) -> String {
        guard let plain = json.plainString() else { return try string() }
        let first = slot * Recent.ways, ways = Recent.slotWays[slot]
        for way in first..<first + ways {
            if let last = recent.strings[way], json.sameBytes(last.bytes, plain.bytes) {
                json.skipPlainString(plain.bytes)
                return last.text
            }
        }
        let text = try syntax { json throws(JSONSyntaxError) in try json.readPlainString(plain) }
        let turn = recent.turns[slot]
        recent.strings[first + turn] = (plain.bytes, text)
        recent.turns[slot] = turn + 1 == ways ? 0 : turn + 1
        return text
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

    /// A number from 0 to 1; `what` names it in the error (`a dimming`).
    mutating func fraction(what: String) throws(HarkDecodingError) -> Double {
        let number = try number()
        guard (0...1).contains(number) else {
            throw fail("expected \(what) from 0 to 1, found \(SampleReader.format(number))")
        }
        return number
    }

    mutating func integer(in range: ClosedRange<Int>) throws(HarkDecodingError) -> Int {
        let number = try number()
        guard number == number.rounded(), number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw fail(
                "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(Self.format(number))")
        }
        return Int(number)
    }

    /// A name from a fixed set, suggesting the nearest on a typo.
    mutating func name<T: RawRepresentable & CaseIterable>(of type: T.Type, what: String) throws(HarkDecodingError) -> T
    where T.RawValue == String {
        let text = try string()
        guard let result = T(rawValue: text) else {
            let names = T.allCases.map(\.rawValue)
            throw fail(NameSuggestion.unknown(what, text, in: names, listing: true))
        }
        return result
    }

    /// A BCP 47 name: letters, digits, `-` and `_`, starting with a letter.
    mutating func locale() throws(HarkDecodingError) -> String {
        let text = try nonEmptyString(what: "a language")
        guard text.first?.isASCII == true, text.first?.isLetter == true,
            text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else {
            throw fail("\(NameSuggestion.quoted(text)) is not a language name such as \"en\", \"de\" or \"pt-BR\"")
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
    mutating func array<T>(_ read: (inout SampleReader) throws(HarkDecodingError) -> T) throws(HarkDecodingError) -> [T]
    {
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
    /// is an error suggesting the nearest) and for duplicates. `null` members
    /// are skipped, reading as absent, unless `nullable` is false; a required
    /// field that is `null` is an error (see ``require(_:in:what:)``).
    /// Returns the keys read.
    @discardableResult
    mutating func members(
        known: [String]?, what: String = "an object", nullable: Bool = true,
        _ member: (inout SampleReader, String) throws(HarkDecodingError) -> Void
    ) throws(HarkDecodingError) -> MemberKeys {
        try expect(.object, what)
        try syntax { json throws(JSONSyntaxError) in try json.beginObject() }
        var keys = MemberKeys()
        while let key = try syntax({ json throws(JSONSyntaxError) in try json.nextKey(first: keys.all.isEmpty) }) {
            guard keys.insert(key) else { throw duplicate(key) }
            if let known, !known.contains(key) { throw fail(NameSuggestion.unknown("field", key, in: known)) }
            path.components.append(.key(key))
            if nullable, try kind() == .null {
                try syntax { json throws(JSONSyntaxError) in try json.readNull() }
                keys.nulls.append(key)
            } else {
                try member(&self, key)
            }
            path.components.removeLast()
        }
        return keys
    }

    /// A key seen twice in one object: an error at the second key.
    func duplicate(_ key: String) -> HarkDecodingError {
        fail(json.failure("duplicate field \(NameSuggestion.quoted(key)) in the same object", at: json.keyEnd).message)
    }

    /// Fails unless the object just read by ``members(known:what:nullable:_:)``
    /// gave `key` a value: a missing field is an error at the object, a
    /// `null` one at the field.
    func require(_ key: String, in keys: MemberKeys, what: String) throws(HarkDecodingError) {
        if keys.nulls.contains(key) { throw nullField(key, what: what) }
        guard keys.contains(key) else { throw fail("missing required field \"\(key)\" (\(what))") }
    }

    /// A required field given as `null`: an error at the field.
    func nullField(_ key: String, what: String) -> HarkDecodingError {
        HarkDecodingError(
            path: JSONPath(path.components + [.key(key)]).description,
            message: "the required field \"\(key)\" must not be null (\(what))")
    }

    /// A count with thousands separated by commas, as in `1,000,000`.
    static func grouped(_ count: Int) -> String {
        var digits = String(count), groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        return ([Substring(digits)] + groups).joined(separator: ",")
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}

/// The keys of one JSON object, as ``SampleReader/members(known:what:nullable:_:)``
/// read them.
struct MemberKeys {
    /// Every key, in the order of the file.
    private(set) var all: [String] = []
    /// The keys whose value was `null`.
    var nulls: [String] = []
    /// The keys, for objects too big to search in a line (such as `screens`).
    private var index: Set<String> = []

    /// Adds a key; false when the object already had it.
    mutating func insert(_ key: String) -> Bool {
        // Small objects are searched in a line; big ones get a hash set.
        if all.count < 16 {
            guard !all.contains(key) else { return false }
        } else {
            if index.isEmpty { index = Set(all) }
            guard index.insert(key).inserted else { return false }
        }
        all.append(key)
        return true
    }

    /// Whether the object gave `key` a value other than `null`.
    func contains(_ key: String) -> Bool {
        (index.isEmpty ? all.contains(key) : index.contains(key)) && !nulls.contains(key)
    }
}
