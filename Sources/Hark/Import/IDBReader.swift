/// Reads idb's JSON with Hark's strict JSON reader (not `JSONSerialization`,
/// which took duplicate keys, trailing commas and `true` for a number, and
/// refused 9223372036854775807), element by element, without building the
/// whole document as objects first.
struct IDBReader {
    var json: JSONReader
    private static let format = ImportFormat.idb

    /// The elements of a `describe-all` array, or the one `describe-point` object.
    mutating func read() throws(ImportError) -> [ImportedElement] {
        var elements: [ImportedElement] = []
        do {
            switch try json.kind() {
            case .array:
                try json.beginArray()
                var first = true
                while try json.nextElement(first: first) {
                    first = false
                    let path = "[\(elements.count)]"
                    guard try json.kind() == .object else { throw failure(path, "expected an object with AXLabel, AXFrame, type…") }
                    elements.append(try element(path: path))
                }
            case .object:
                elements.append(try element(path: "document"))
            default:
                // Malformed text is a syntax error first (`not a tree` is no `null`).
                try json.skipValue()
                throw failure("document", "expected an array of elements (idb ui describe-all) or one element (describe-point)")
            }
            try json.finish()
        } catch let error as JSONSyntaxError {
            throw ImportError(format: Self.format, location: "document", message: error.message)
        } catch let error as ImportError {
            throw error
        } catch {
            throw failure("document", "\(error)")
        }
        return elements
    }

    private func failure(_ path: String, _ message: String) -> ImportError {
        ImportError(format: Self.format, location: path, message: message)
    }

    /// One element object: the keys Hark uses, each at most once; the rest skipped.
    private mutating func element(path: String) throws -> ImportedElement {
        var strings: [String: String] = [:]
        var seen: Set<String> = []
        var frame: Frame?, axFrame: Frame?, enabled: Bool?, actions: [String]?
        try json.beginObject()
        var first = true
        while let key = try json.nextKey(first: first) {
            first = false
            let keyPath = "\(path).\(OneLineText.escaped(String(key.prefix(80))))"
            guard seen.insert(key).inserted else { throw failure(keyPath, "a repeated key") }
            switch key {
            case "type", "role", "role_description", "AXUniqueId", "AXLabel", "AXValue", "help":
                if let text = try optionalString(keyPath, "expected a string or null") { strings[key] = text }
            case "frame":
                frame = try frameObject(keyPath)
            case "AXFrame":
                guard let text = try optionalString(keyPath, "cannot read the frame: expected \"{{x, y}, {width, height}}\"") else { continue }
                guard let numbers = XCUITestLine.frame(text) else { throw failure(keyPath, "cannot read the frame: expected \"{{x, y}, {width, height}}\"") }
                guard let parsed = ImportedElement.frame(numbers) else { throw failure("\(path).frame", "a negative width or height") }
                axFrame = parsed
            case "enabled":
                guard try json.kind() == .bool else { throw failure(keyPath, "expected true or false") }
                enabled = try json.readBool()
            case "custom_actions":
                actions = try stringArray(keyPath)
            default:
                try json.skipValue()
            }
        }
        var type = strings["type"] ?? ""
        if type.isEmpty, let role = strings["role"] { type = role.hasPrefix("AX") ? String(role.dropFirst(2)) : role }
        let role = strings["role_description"]?.lowercased()
        if role == "heading" { type = "Heading" }
        if role == "tab" { type = "Tab" }
        var element = ImportedElement(
            type: type.isEmpty ? "Other" : type, identifier: strings["AXUniqueId"], label: strings["AXLabel"],
            value: strings["AXValue"], hint: strings["help"], frame: frame ?? axFrame, location: path)
        // A tab's value is 1 when it is the selected one.
        if role == "tab" {
            element.isSelected = element.value == "1"
            element.value = nil
        }
        if role == "back button", element.identifier == nil { element.identifier = "BackButton" }
        if let enabled { element.isEnabled = enabled }
        if let actions { element.customActions = actions }
        return element
    }

    private mutating func optionalString(_ path: String, _ message: String) throws -> String? {
        switch try json.kind() {
        case .null:
            try json.readNull()
            return nil
        case .string: return try json.readString()
        default: throw failure(path, message)
        }
    }

    /// `custom_actions`: strings, each a name (an empty one is an error: Hark refuses it).
    private mutating func stringArray(_ path: String) throws -> [String]? {
        if try json.kind() == .null {
            try json.readNull()
            return nil
        }
        guard try json.kind() == .array else { throw failure(path, "expected an array of strings") }
        try json.beginArray()
        var names: [String] = [], first = true
        while try json.nextElement(first: first) {
            first = false
            guard try json.kind() == .string else { throw failure(path, "expected an array of strings") }
            let name = try json.readString()
            guard !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw failure("\(path)[\(names.count)]", "an empty action name") }
            names.append(name)
        }
        return names
    }

    /// `frame` `{x, y, width, height}`.
    private mutating func frameObject(_ path: String) throws -> Frame? {
        if try json.kind() == .null {
            try json.readNull()
            return nil
        }
        guard try json.kind() == .object else { throw failure(path, "expected an object {x, y, width, height}") }
        var numbers: [String: Double] = [:]
        try json.beginObject()
        var first = true
        while let key = try json.nextKey(first: first) {
            first = false
            let keyPath = "\(path).\(OneLineText.escaped(String(key.prefix(80))))"
            guard ["x", "y", "width", "height"].contains(key) else {
                try json.skipValue()
                continue
            }
            guard numbers[key] == nil else { throw failure(keyPath, "a repeated key") }
            guard try json.kind() == .number else { throw failure(keyPath, "expected a number") }
            numbers[key] = try json.readNumber()
        }
        var values: [Double] = []
        for key in ["x", "y", "width", "height"] {
            guard let number = numbers[key] else { throw failure("\(path).\(key)", "missing; expected a number") }
            values.append(number)
        }
        guard let frame = ImportedElement.frame(values) else { throw failure(path, "a negative width or height") }
        return frame
    }
}
