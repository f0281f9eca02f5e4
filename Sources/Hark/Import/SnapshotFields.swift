/// Reads the fixed-shape parts of AccessibilitySnapshot's model: an
/// element's fields, a container's type and frame, shapes, points,
/// custom content and rotors. Each reader calls only readers of smaller
/// parts, so the call depth is fixed by the model, not by the input.
struct SnapshotFields {
    typealias Failure = ImportedJSON.Failure
    let path: String
    let location: String
    private(set) var warnings: [String] = []

    init(path: String, location: String) {
        self.path = path
        self.location = location
    }

    /// `{"_0": <element>, "traversalIndex": N}`, in either order.
    mutating func readElementCase(_ json: inout JSONReader, failure: Failure) throws -> SnapshotElement {
        guard try json.kind() == .object else { throw failure(path, "expected an object with _0 and traversalIndex") }
        try json.beginObject()
        var element: SnapshotElement?, index: Int?, first = true
        while let key = try json.nextKey(first: first) {
            first = false
            let keyPath = IDBReader.keyPath(path, key)
            switch key {
            case "_0" where element == nil: element = try self.element(&json, path: keyPath, failure: failure)
            case "traversalIndex" where index == nil: index = try Self.integer(&json, keyPath, failure)
            case "_0", "traversalIndex": throw failure(keyPath, "a repeated key")
            default: throw failure(keyPath, "an unknown key; expected _0 and traversalIndex")
            }
        }
        guard var element else { throw failure(IDBReader.keyPath(path, "_0"), "missing; expected the element") }
        guard let index else { throw failure(IDBReader.keyPath(path, "traversalIndex"), "missing; expected a number") }
        element.traversalIndex = index
        return element
    }

    /// The element object: each key at most once; `description`, `traits`
    /// and `shape` required, as the model's decoder requires them.
    private mutating func element(_ json: inout JSONReader, path: String, failure: Failure) throws -> SnapshotElement {
        guard try json.kind() == .object else { throw failure(path, "expected an AccessibilityElement object") }
        try json.beginObject()
        var element = SnapshotElement(location: location)
        var seen: Set<String> = [], first = true
        while let key = try json.nextKey(first: first) {
            first = false
            let keyPath = IDBReader.keyPath(path, key)
            guard seen.insert(key).inserted else { throw failure(keyPath, "a repeated key") }
            switch key {
            case "description": element.description = try Self.string(&json, keyPath, failure) ?? ""
            case "label": element.label = try Self.string(&json, keyPath, failure)
            case "value": element.value = try Self.string(&json, keyPath, failure)
            case "identifier": element.identifier = try Self.string(&json, keyPath, failure)
            case "hint": element.hint = try Self.string(&json, keyPath, failure)
            case "accessibilityLanguage": element.language = try Self.string(&json, keyPath, failure)
            case "traits": element.traits = try traits(&json, keyPath, failure)
            case "userInputLabels":
                element.node.userInputLabels = try ImportedJSON.strings(&json, keyPath, failure) ?? []
            case "customActions":
                element.customActions =
                    try ImportedJSON.strings(&json, keyPath, failure, nonEmpty: "an empty action name") ?? []
            case "shape": element.frame = try SnapshotGeometry.shape(&json, keyPath, failure)
            case "activationPoint": element.node.activationPoint = try SnapshotGeometry.point(&json, keyPath, failure)
            case "usesDefaultActivationPoint":
                element.usesDefaultActivationPoint = try Self.bool(&json, keyPath, failure)
            case "respondsToUserInteraction":
                element.node.respondsToUserInteraction = try Self.bool(&json, keyPath, failure)
            case "customContent": element.node.customContent = try SnapshotExtras.contents(&json, keyPath, failure)
            case "customRotors": element.rotors = try SnapshotExtras.rotors(&json, keyPath, failure)
            default: throw failure(keyPath, "an unknown key of AccessibilityElement")
            }
        }
        for required in ["description", "traits", "shape"] where !seen.contains(required) {
            throw failure(IDBReader.keyPath(path, required), "missing")
        }
        // The default activation point is the frame's centre: none of its own.
        if element.usesDefaultActivationPoint { element.node.activationPoint = nil }
        return element
    }

    /// Trait names: the model's (the same as Hark's), and `unknown(N)`
    /// for UIKit bits the model has no name for, read as UIKit's bits.
    private mutating func traits(_ json: inout JSONReader, _ path: String, _ failure: Failure) throws
        -> AccessibilityNode.Traits
    {
        var traits: AccessibilityNode.Traits = []
        for name in try ImportedJSON.strings(&json, path, failure) ?? [] {
            if let trait = AccessibilityNode.Traits(name: name) {
                traits.insert(trait)
            } else if name.hasPrefix("unknown("), name.hasSuffix(")"), let bits = UInt64(name.dropFirst(8).dropLast()) {
                traits.formUnion(AccessibilityNode.Traits(uiKitRawValue: bits))
                let known = AccessibilityNode.Traits(uiKitRawValue: bits).uiKitRawValue
                if bits & ~known != 0 {
                    warnings.append("\(location): trait bits \(bits & ~known) Hark has no name for; left out")
                }
            } else {
                warnings.append("\(location): unknown trait '\(NameSuggestion.cut(name))'; left out")
            }
        }
        return traits
    }

    /// `{"type": {"list": {}} …, "frame": [[x, y], [w, h]]}`.
    static func container(_ json: inout JSONReader, path: String, failure: Failure) throws -> SnapshotContainer {
        guard try json.kind() == .object else { throw failure(path, "expected an AccessibilityContainer object") }
        try json.beginObject()
        var container = SnapshotContainer(), hasType = false, hasFrame = false, first = true
        while let key = try json.nextKey(first: first) {
            first = false
            let keyPath = IDBReader.keyPath(path, key)
            switch key {
            case "type" where !hasType:
                hasType = true
                try SnapshotExtras.container(&json, keyPath, failure, into: &container)
            case "frame" where !hasFrame:
                hasFrame = true
                container.node.frame = try SnapshotGeometry.rect(&json, keyPath, failure)
            case "type", "frame": throw failure(keyPath, "a repeated key")
            default: throw failure(keyPath, "an unknown key; expected type and frame")
            }
        }
        guard hasType else { throw failure(IDBReader.keyPath(path, "type"), "missing") }
        return container
    }

    // MARK: Scalars

    static func string(_ json: inout JSONReader, _ path: String, _ failure: Failure) throws -> String? {
        switch try json.kind() {
        case .null:
            try json.readNull()
            return nil
        case .string: return try json.readString()
        default: throw failure(path, "expected a string or null")
        }
    }

    static func bool(_ json: inout JSONReader, _ path: String, _ failure: Failure) throws -> Bool {
        guard try json.kind() == .bool else { throw failure(path, "expected true or false") }
        return try json.readBool()
    }

    static func integer(_ json: inout JSONReader, _ path: String, _ failure: Failure) throws -> Int {
        guard try json.kind() == .number else { throw failure(path, "expected a whole number") }
        let number = try json.readNumber()
        guard number == number.rounded(), abs(number) < 1e15 else { throw failure(path, "expected a whole number") }
        return Int(number)
    }

    /// Opens an object of one key that names a case (`{"list": {}}`) and
    /// reads the key: the case's name and its path. `expected` is the
    /// message for a value that is no object or an empty one.
    static func caseName(_ json: inout JSONReader, _ path: String, _ failure: Failure, expected: String) throws
        -> (name: String, path: String)
    {
        guard try json.kind() == .object else { throw failure(path, expected) }
        try json.beginObject()
        guard let name = try json.nextKey(first: true) else { throw failure(path, expected) }
        return (name, IDBReader.keyPath(path, name))
    }

    /// The associated values of an enum case, as `JSONEncoder` writes them
    /// (`{"semanticGroup": {"label": …}}`, `{"line": {"to": …}}`): the
    /// object at `path`, each key one of `keys` and read at most once, by
    /// `read` (given the key and its path). The keys read.
    static func caseValues(
        _ json: inout JSONReader, _ path: String, _ failure: Failure, keys: Set<String>,
        _ read: (inout JSONReader, String, String) throws -> Void
    ) throws -> Set<String> {
        guard try json.kind() == .object else { throw failure(path, "expected an object") }
        try json.beginObject()
        var seen: Set<String> = [], first = true
        while let key = try json.nextKey(first: first) {
            first = false
            let keyPath = IDBReader.keyPath(path, key)
            guard keys.contains(key), seen.insert(key).inserted else {
                throw failure(keyPath, "an unknown or repeated key")
            }
            try read(&json, key, keyPath)
        }
        return seen
    }

    static func number(_ json: inout JSONReader, _ path: String, _ failure: Failure) throws -> Double {
        guard try json.kind() == .number else { throw failure(path, "expected a number") }
        return try json.readNumber()
    }
}

extension SnapshotElement {
    /// The node of this element: the fields read into its ``node``, and
    /// those that the model has its own way; `rotors` are its custom rotors
    /// with their targets named by node id.
    func node(id: String?, rotors: [CustomRotor]) -> AccessibilityNode {
        var node = ImportedTree.elementNode(
            id: id, label: label?.nonEmpty, value: value?.nonEmpty, hint: SnapshotHints.appHint(hint, traits: traits),
            traits: traits, frame: frame, actions: customActions, fields: self.node)
        node.language = language?.nonEmpty
        node.customRotors = rotors.filter { !$0.ids.isEmpty }
        return node
    }
}
