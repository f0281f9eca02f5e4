/// How `Codable` encoding writes the sample format: ``DocumentWriter``, the
/// one writer of the format, writes the text, which is read back into a
/// ``JSONValue`` and handed to the encoder member by member, in the
/// writer's order. So `JSONEncoder` and `hark convert` write the same
/// fields, skip the same defaults and spell numbers the same way.
extension JSONValue: Encodable {
    /// The deepest nesting of arrays and objects encoding writes: about 250
    /// nested nodes. Encoders recurse at every level (Foundation's
    /// `JSONEncoder` stops at 512), so a deeper tree built in code is an
    /// `EncodingError` saying so, never a crash.
    static let maximumEncodingDepth = 500

    /// Writes the value; a whole number as an integer, as the writer spells it.
    /// Recurses once per level, which ``encodeWritten(levels:to:_:)`` bounds.
    func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .number(let number):
            var container = encoder.singleValueContainer()
            if number == number.rounded(), abs(number) < 1e15 {
                try container.encode(Int(number))
            } else {
                try container.encode(number)
            }
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let members):
            var container = encoder.container(keyedBy: AnyKey.self)
            for member in members { try container.encode(member.value, forKey: AnyKey(member.key)) }
        }
    }

    /// Encodes what `write` writes, a value nesting `levels` deep (checked
    /// before writing, and again on the text written).
    static func encodeWritten(
        levels: Int, of value: Any, to encoder: any Encoder, _ write: () throws(DocumentWriter.Failure) -> [UInt8]
    ) throws {
        func tooDeep() -> EncodingError {
            EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription:
                        "the tree is nested too deep to encode: Hark writes at most \(maximumEncodingDepth) "
                        + "levels of arrays and objects"))
        }
        guard encoder.codingPath.count + levels <= maximumEncodingDepth else { throw tooDeep() }
        let written: (value: JSONValue, deepest: Int)
        do {
            written = try JSONValue.parsing(try write())
        } catch let failure as DocumentWriter.Failure {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: failure.description))
        }
        guard encoder.codingPath.count + written.deepest <= maximumEncodingDepth else { throw tooDeep() }
        try written.value.encode(to: encoder)
    }

    /// The value the JSON text `bytes` holds, and its deepest nesting of
    /// arrays and objects; read without recursion.
    static func parsing(_ bytes: [UInt8]) throws(JSONSyntaxError) -> (value: JSONValue, deepest: Int) {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var reader = JSONReader(bytes: buffer)
            let value = try reader.value()
            try reader.finish()
            return (value, reader.deepest)
        }
    }
}

extension JSONReader {
    /// An open array or object, its elements or members read so far, and
    /// for an object the key of the member being read.
    private enum Open {
        case array([JSONValue])
        case object([JSONMember], key: String)
    }

    /// Reads one whole value, keeping what an open container holds on a
    /// stack of its own.
    fileprivate mutating func value() throws(JSONSyntaxError) -> JSONValue {
        var open: [Open] = []
        while true {
            var value: JSONValue
            switch try kind() {
            case .object:
                try beginObject()
                if let key = try nextKey(first: true) {
                    open.append(.object([], key: key))
                    continue
                }
                value = .object([])
            case .array:
                try beginArray()
                if try nextElement(first: true) {
                    open.append(.array([]))
                    continue
                }
                value = .array([])
            case .string: value = .string(try readString())
            case .number: value = .number(try readNumber())
            case .bool: value = .bool(try readBool())
            case .null:
                try readNull()
                value = .null
            }
            // Hands the value to the container it is in, closing each
            // container it completes.
            while true {
                guard let top = open.popLast() else { return value }
                switch top {
                case .array(var elements):
                    elements.append(value)
                    if try nextElement(first: false) {
                        open.append(.array(elements))
                    } else {
                        value = .array(elements)
                        continue
                    }
                case .object(var members, let key):
                    members.append(JSONMember(key: key, value: value))
                    if let next = try nextKey(first: false) {
                        open.append(.object(members, key: next))
                    } else {
                        value = .object(members)
                        continue
                    }
                }
                break
            }
        }
    }
}
