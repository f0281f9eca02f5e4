/// A parsed JSON value: what `Codable` decoding hands Hark, written back as
/// text (``jsonBytes``) for the strict reader.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
}

/// One `"key": value` member of a JSON object.
struct JSONMember: Sendable {
    var key: String
    var value: JSONValue
}

extension JSONValue {
    /// The value written back as JSON text (without recursion), for the
    /// strict reader: `Codable` decoding hands Hark a parsed value.
    var jsonBytes: [UInt8] {
        var text = ""
        // Each entry is a value still to write, or the text that closes a container.
        enum Step {
            case value(JSONValue)
            case text(String)
        }
        var steps: [Step] = [.value(self)]
        while let step = steps.popLast() {
            switch step {
            case .text(let literal):
                text += literal
            case .value(.null): text += "null"
            case .value(.bool(let flag)): text += flag ? "true" : "false"
            case .value(.number(let number)):
                text += number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
            case .value(.string(let string)): text += JSONText.string(string)
            case .value(.array(let elements)):
                text += "["
                steps.append(.text("]"))
                for (index, element) in elements.enumerated().reversed() {
                    steps.append(.value(element))
                    if index > 0 { steps.append(.text(",")) }
                }
            case .value(.object(let members)):
                text += "{"
                steps.append(.text("}"))
                for (index, member) in members.enumerated().reversed() {
                    steps.append(.value(member.value))
                    steps.append(.text(JSONText.string(member.key) + ":"))
                    if index > 0 { steps.append(.text(",")) }
                }
            }
        }
        return Array(text.utf8)
    }
}
