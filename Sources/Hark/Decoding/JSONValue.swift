/// A parsed JSON value. Objects keep their members in document order so that
/// errors and suggestions can name them as written.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The word an error uses for this kind of value ("a string", "an array").
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` member of a JSON object.
struct JSONMember: Sendable {
    var key: String
    var value: JSONValue
}
