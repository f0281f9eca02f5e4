import Foundation

/// The keys of one idb element object that Hark uses, read one at a time
/// (each at most once; the rest skipped), then made an ``ImportedElement``.
struct IDBElementFields {
    private var strings: [String: String] = [:]
    private var seen: Set<String> = []
    private var frame: Frame?, axFrame: Frame?, enabled: Bool?, actions: [String]?, traits: [String]?

    typealias Failure = ImportedJSON.Failure

    /// The keys of idb's elements Hark reads: an object with none of them
    /// (a Hark document read with `--from idb`) is no idb element.
    static let known: Set<String> = [
        "type", "role", "role_description", "AXUniqueId", "AXIdentifier", "AXLabel", "AXValue", "help", "AXHint",
        "frame", "AXFrame",
        "enabled", "custom_actions", "traits", "children",
    ]

    /// Marks `key` read; `false` when it was read before.
    mutating func claim(_ key: String) -> Bool { seen.insert(key).inserted }

    /// Reads the value of `key` of the element at `path`.
    mutating func read(_ key: String, path: String, keyPath: String, json: inout JSONReader, failure: Failure) throws {
        guard claim(key) else { throw failure(keyPath, "a repeated key") }
        // Early idb wrote a number here: AX's own element number, not the
        // app's accessibilityIdentifier, so it is no id (docs/Importing.md).
        if key == "AXUniqueId" || key == "AXIdentifier", try json.kind() == .number {
            _ = try json.readNumber()
            return
        }
        switch key {
        case "type", "role", "role_description", "subrole", "AXUniqueId", "AXIdentifier", "AXLabel", "AXValue", "help",
            "AXHint":
            if let text = try Self.optionalString(&json, keyPath, "expected a string or null", failure) {
                strings[key] = text
            }
        case "frame":
            frame = try Self.frameObject(&json, keyPath, failure)
        case "AXFrame":
            let message = "cannot read the frame: expected \"{{x, y}, {width, height}}\""
            guard let text = try Self.optionalString(&json, keyPath, message, failure) else { return }
            guard let numbers = XCUITestLine.frame(text) else { throw failure(keyPath, message) }
            guard let parsed = ImportedElement.frame(numbers) else {
                throw failure("\(path).frame", "a negative width or height")
            }
            axFrame = parsed
        case "enabled":
            // Newer idb writes null when it cannot tell (a guest-backed read).
            if try json.kind() == .null {
                try json.readNull()
                return
            }
            guard try json.kind() == .bool else { throw failure(keyPath, "expected true, false or null") }
            enabled = try json.readBool()
        case "custom_actions":
            actions = try ImportedJSON.strings(&json, keyPath, failure, nonEmpty: "an empty action name")
        case "traits":
            traits = try ImportedJSON.strings(&json, keyPath, failure, nonEmpty: "an empty trait name")
        default:
            try json.skipValue()
        }
    }

    /// The element, with idb's roles made element types: `role` without
    /// `AX` when `type` is missing, `Heading` and `Tab` from the role
    /// description, `SearchField` from the subrole or role description.
    func element(location: String, failure: Failure) throws -> ImportedElement {
        guard !seen.isDisjoint(with: Self.known) else {
            let keys =
                seen.isEmpty
                ? "no keys"
                : "only the keys \(seen.sorted().prefix(3).map { NameSuggestion.quoted($0) }.joined(separator: ", "))"
            throw failure(
                location, "an element with \(keys): expected idb's AXLabel, AXFrame, frame, type…; is this idb JSON?")
        }
        var type = strings["type"] ?? ""
        if type.isEmpty, let role = strings["role"] { type = role.hasPrefix("AX") ? String(role.dropFirst(2)) : role }
        let role = strings["role_description"]?.lowercased()
        if role == "heading" { type = "Heading" }
        if role == "tab" { type = "Tab" }
        // A UISearchTextField is a text field to AX, with this subrole.
        if strings["subrole"] == "AXSearchField" || role == "search text field" { type = "SearchField" }
        var element = ImportedElement(
            type: type.isEmpty ? "Other" : type, identifier: strings["AXUniqueId"] ?? strings["AXIdentifier"],
            label: strings["AXLabel"], value: strings["AXValue"], hint: strings["help"] ?? strings["AXHint"],
            frame: frame ?? axFrame, location: location)
        // A tab's value is 1 when it is the selected one.
        if role == "tab" {
            element.isSelected = element.value == "1"
            element.value = nil
        }
        if role == "back button", element.identifier == nil { element.identifier = "BackButton" }
        if let enabled { element.isEnabled = enabled }
        if let actions { element.customActions = actions }
        // AXe writes an empty `traits` array as a placeholder: only a
        // non-empty one says what the traits are.
        if let traits, !traits.isEmpty { element.traitNames = IDBTraitNames.hark(traits) }
        return element
    }

    private static func optionalString(_ json: inout JSONReader, _ path: String, _ message: String, _ failure: Failure)
        throws -> String?
    {
        switch try json.kind() {
        case .null:
            try json.readNull()
            return nil
        case .string: return try json.readString()
        default: throw failure(path, message)
        }
    }

    /// `frame` `{x, y, width, height}`.
    private static func frameObject(_ json: inout JSONReader, _ path: String, _ failure: Failure) throws -> Frame? {
        if try json.kind() == .null {
            try json.readNull()
            return nil
        }
        guard try json.kind() == .object else { throw failure(path, "expected an object {x, y, width, height}") }
        var numbers: [String: Double] = [:]
        var keys: Set<String> = []
        try json.beginObject()
        var first = true
        while let key = try json.nextKey(first: first) {
            first = false
            let keyPath = IDBReader.keyPath(path, key)
            guard keys.insert(key).inserted else { throw failure(keyPath, "a repeated key") }
            guard ["x", "y", "width", "height"].contains(key) else {
                try json.skipValue()
                continue
            }
            // Newer idb writes null for a coordinate that is not finite: the
            // element is off any screen, as an infinite frame is.
            if try json.kind() == .null {
                try json.readNull()
                numbers[key] = .nan
                continue
            }
            guard try json.kind() == .number else { throw failure(keyPath, "expected a number or null") }
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
