/// What the JSON importers (idb, AccessibilitySnapshot's model) read the
/// same way.
enum ImportedJSON {
    /// Makes the error for a JSON path and a message.
    typealias Failure = (String, String) -> ImportError

    /// An array of strings, or null; `nonEmpty` makes a string that is only
    /// whitespace an error with that message (Hark refuses an empty action
    /// name), at the string's own path.
    static func strings(_ json: inout JSONReader, _ path: String, _ failure: Failure, nonEmpty: String? = nil) throws
        -> [String]?
    {
        if try json.kind() == .null {
            try json.readNull()
            return nil
        }
        guard try json.kind() == .array else { throw failure(path, "expected an array of strings") }
        try json.beginArray()
        var names: [String] = [], first = true
        while try json.nextElement(first: first) {
            first = false
            guard try json.kind() == .string else { throw failure("\(path)[\(names.count)]", "expected a string") }
            let name = try json.readString()
            if let nonEmpty, name.allSatisfy(\.isWhitespace) { throw failure("\(path)[\(names.count)]", nonEmpty) }
            names.append(name)
        }
        return names
    }
}
