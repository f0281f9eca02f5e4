import Foundation

/// A JSON value for the schema validator: booleans kept apart from numbers.
enum JSONAny: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONAny])
    case object([String: JSONAny])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONAny].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONAny].self))
        }
    }

    static func parse(_ data: Data) throws -> JSONAny { try JSONDecoder().decode(JSONAny.self, from: data) }

    subscript(key: String) -> JSONAny? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}

/// A small JSON Schema draft-04 validator: the keywords the SARIF 2.1.0
/// schema uses (`$ref` into `#/definitions`, `type`, `properties`,
/// `additionalProperties`, `required`, `items`, `enum`, `minimum`,
/// `maximum`, `minItems`, `uniqueItems`, `pattern`, `anyOf`, `oneOf`).
/// Annotations (`title`, `description`, `default`, `id`, `$schema`) are
/// ignored, and so is `format`, which draft-04 leaves optional: Hark's
/// `helpUri`s are relative to the repository (docs/Audit.md#rule), see
/// docs/Audit.md.
/// Test code: it recurses as deep as the schema and document, both ours.
struct JSONSchemaValidator {
    let root: JSONAny

    /// Every violation, as `path: what is wrong`; empty when `value` is valid.
    func errors(in value: JSONAny) -> [String] {
        var errors: [String] = []
        validate(value, against: root, at: "$", into: &errors)
        return errors
    }

    private func resolve(_ schema: JSONAny) -> JSONAny {
        guard case .string(let reference)? = schema["$ref"] else { return schema }
        var target = root
        for part in reference.dropFirst(2).split(separator: "/") { target = target[String(part)] ?? .null }
        return resolve(target)
    }

    private func validate(_ value: JSONAny, against rawSchema: JSONAny, at path: String, into errors: inout [String]) {
        let schema = resolve(rawSchema)
        guard Self.hasType(value, schema, at: path, into: &errors) else { return }
        Self.checkScalar(value, schema, at: path, into: &errors)
        switch value {
        case .array(let elements): validateItems(elements, schema, at: path, into: &errors)
        case .object(let members): validateMembers(members, schema, at: path, into: &errors)
        default: break
        }
        if case .array(let options)? = schema["anyOf"], passing(value, options, at: path) == 0 {
            errors.append("\(path): matches none of anyOf")
        }
        if case .array(let options)? = schema["oneOf"] {
            let count = passing(value, options, at: path)
            if count != 1 { errors.append("\(path): matches \(count) of oneOf, not exactly one") }
        }
    }

    /// Whether `value` has the schema's `type` (or one of its types); an
    /// error when not, and nothing else is checked.
    private static func hasType(_ value: JSONAny, _ schema: JSONAny, at path: String, into errors: inout [String])
        -> Bool
    {
        if case .string(let type)? = schema["type"], !matches(value, type: type) {
            errors.append("\(path): expected \(type)")
            return false
        }
        if case .array(let types)? = schema["type"],
            !types.contains(where: {
                if case .string(let t) = $0 { return matches(value, type: t) }
                return false
            })
        {
            errors.append("\(path): expected one of the types \(types)")
            return false
        }
        return true
    }

    /// `enum`, a number's `minimum` and `maximum`, a string's `pattern`.
    private static func checkScalar(_ value: JSONAny, _ schema: JSONAny, at path: String, into errors: inout [String]) {
        if case .array(let allowed)? = schema["enum"], !allowed.contains(value) {
            errors.append("\(path): \(value) is not one of \(allowed)")
        }
        if case .number(let number) = value {
            if case .number(let minimum)? = schema["minimum"], number < minimum {
                errors.append("\(path): \(number) < \(minimum)")
            }
            if case .number(let maximum)? = schema["maximum"], number > maximum {
                errors.append("\(path): \(number) > \(maximum)")
            }
        }
        if case .string(let text) = value, case .string(let pattern)? = schema["pattern"],
            text.range(of: pattern, options: .regularExpression) == nil
        {
            errors.append("\(path): \"\(text)\" does not match \(pattern)")
        }
    }

    /// An array's `minItems`, `uniqueItems` and `items`.
    private func validateItems(_ elements: [JSONAny], _ schema: JSONAny, at path: String, into errors: inout [String]) {
        if case .number(let minimum)? = schema["minItems"], Double(elements.count) < minimum {
            errors.append("\(path): fewer than \(Int(minimum)) items")
        }
        if case .bool(true)? = schema["uniqueItems"] {
            for (index, element) in elements.enumerated() where elements[..<index].contains(element) {
                errors.append("\(path)[\(index)]: a duplicate item")
            }
        }
        if let items = schema["items"] {
            for (index, element) in elements.enumerated() {
                validate(element, against: items, at: "\(path)[\(index)]", into: &errors)
            }
        }
    }

    /// An object's `required`, `properties` and `additionalProperties`.
    private func validateMembers(
        _ members: [String: JSONAny], _ schema: JSONAny, at path: String, into errors: inout [String]
    ) {
        if case .array(let required)? = schema["required"] {
            for case .string(let key) in required where members[key] == nil {
                errors.append("\(path): missing \"\(key)\"")
            }
        }
        let properties: [String: JSONAny]
        if case .object(let declared)? = schema["properties"] { properties = declared } else { properties = [:] }
        for (key, member) in members.sorted(by: { $0.key < $1.key }) {
            if let property = properties[key] {
                validate(member, against: property, at: "\(path).\(key)", into: &errors)
            } else if case .bool(false)? = schema["additionalProperties"] {
                errors.append("\(path): unexpected property \"\(key)\"")
            } else if let additional = schema["additionalProperties"], case .object = additional {
                validate(member, against: additional, at: "\(path).\(key)", into: &errors)
            }
        }
    }

    /// How many of `options` (an `anyOf` or `oneOf`) `value` matches.
    private func passing(_ value: JSONAny, _ options: [JSONAny], at path: String) -> Int {
        options.filter { option in
            var found: [String] = []
            validate(value, against: option, at: path, into: &found)
            return found.isEmpty
        }.count
    }

    private static func matches(_ value: JSONAny, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
            ("object", .object):
            true
        case ("integer", .number(let number)): number == number.rounded()
        default: false
        }
    }
}
