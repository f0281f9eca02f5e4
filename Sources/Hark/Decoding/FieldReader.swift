/// Reads typed values out of JSON, throwing errors whose paths are relative
/// to the value being read; callers prefix them with where that value is.
struct FieldError: Error {
    var relativePath: [JSONPath.Component]
    var message: String

    init(_ message: String, at relativePath: [JSONPath.Component] = []) {
        self.relativePath = relativePath
        self.message = message
    }

    func located(at base: JSONPath) -> HarkDecodingError {
        HarkDecodingError(path: JSONPath(base.components + relativePath).description, message: message)
    }
}

enum FieldReader {
    static func mismatch(_ expected: String, _ value: JSONValue) -> FieldError {
        FieldError("expected \(expected), found \(value.kindDescription)")
    }

    static func string(_ value: JSONValue) throws(FieldError) -> String {
        guard case .string(let text) = value else { throw mismatch("a string", value) }
        return text
    }

    static func nonEmptyString(_ value: JSONValue, what: String) throws(FieldError) -> String {
        let text = try string(value)
        guard !text.isEmpty else { throw FieldError("\(what) must not be empty") }
        return text
    }

    static func bool(_ value: JSONValue) throws(FieldError) -> Bool {
        guard case .bool(let flag) = value else { throw mismatch("true or false", value) }
        return flag
    }

    static func number(_ value: JSONValue) throws(FieldError) -> Double {
        guard case .number(let number) = value else { throw mismatch("a number", value) }
        guard number.isFinite else { throw FieldError("expected a finite number, found \(number)") }
        return number
    }

    static func integer(_ value: JSONValue, in range: ClosedRange<Int>) throws(FieldError) -> Int {
        let number = try number(value)
        guard number == number.rounded(), number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw FieldError("expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(format(number))")
        }
        return Int(number)
    }

    static func array(_ value: JSONValue) throws(FieldError) -> [JSONValue] {
        guard case .array(let elements) = value else { throw mismatch("an array", value) }
        return elements
    }

    static func object(_ value: JSONValue, what: String = "an object") throws(FieldError) -> [JSONMember] {
        guard case .object(let members) = value else { throw mismatch(what, value) }
        return members
    }

    /// Each element of an array read by `read`, with errors at `[i]`.
    static func each<T>(_ value: JSONValue, _ read: (JSONValue) throws(FieldError) -> T) throws(FieldError) -> [T] {
        var result: [T] = []
        for (index, element) in try array(value).enumerated() {
            do {
                result.append(try read(element))
            } catch {
                throw FieldError(error.message, at: [.index(index)] + error.relativePath)
            }
        }
        return result
    }

    /// A name from a fixed set, suggesting the nearest on a typo.
    static func name<T: RawRepresentable & CaseIterable>(_ value: JSONValue, of type: T.Type, what: String) throws(FieldError) -> T where T.RawValue == String {
        let text = try string(value)
        guard let result = T(rawValue: text) else {
            let names = T.allCases.map(\.rawValue)
            let hint = NameSuggestion.hint(for: text, in: names)
            throw FieldError("unknown \(what) \"\(text)\"" + (hint.isEmpty ? "; expected one of: " + names.joined(separator: ", ") : hint))
        }
        return result
    }

    /// Exactly `count` finite numbers, with errors at `[i]`.
    static func numbers(_ value: JSONValue, count: Int, shape: String) throws(FieldError) -> [Double] {
        let elements = try array(value)
        guard elements.count == count else {
            throw FieldError("expected \(count) numbers \(shape), found \(elements.count) element\(elements.count == 1 ? "" : "s")")
        }
        return try each(value, number)
    }

    /// Calls `read` for each member, with errors under the member's key;
    /// an unknown key is an error that suggests the nearest known one.
    static func members(_ members: [JSONMember], known: Set<String>, _ read: (String, JSONValue) throws(FieldError) -> Void) throws(FieldError) {
        for member in members {
            guard known.contains(member.key) else {
                throw FieldError("unknown field \"\(member.key)\"" + NameSuggestion.hint(for: member.key, in: known.sorted()))
            }
            if case .null = member.value { continue }  // null reads as absent
            do {
                try read(member.key, member.value)
            } catch {
                throw FieldError(error.message, at: [.key(member.key)] + error.relativePath)
            }
        }
    }

    static func require(_ members: [JSONMember], _ key: String, what: String) throws(FieldError) {
        guard members.contains(where: { $0.key == key }) else {
            throw FieldError("missing required field \"\(key)\" (\(what))")
        }
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
