/// Reads AccessibilitySnapshot's model, as `JSONEncoder` writes
/// `[AccessibilityHierarchy]`, with Hark's strict JSON reader: each
/// hierarchy value is `{"element": {"_0": <element>, "traversalIndex": N}}`
/// or `{"container": {"_0": <container>, "children": [...]}}` (Swift's
/// synthesized coding of an enum with associated values). Containers are
/// followed with a stack, never by recursion; an element's own fields have
/// a fixed shape, read by ``SnapshotFields``.
struct SnapshotReader {
    var json: JSONReader
    static let format = ImportFormat.accessibilitySnapshot
    /// The longest location kept on an element, as in ``IDBReader``.
    private static let maximumLocation = 120

    private(set) var items: [SnapshotItem] = []
    private(set) var warnings: [String] = []
    /// The elements and containers read, each a node: at most ``ImportedElements/maximumCount``.
    private(set) var nodeCount = 0

    /// An array of hierarchy values being read: the top-level one, or a
    /// container's `children`.
    private struct Open {
        var path: String
        var count = 0
        var first = true
        /// For a container: the index of its `.open` item, its path, and
        /// whether its `_0` was read (it may come after `children`).
        var container: (item: Int, path: String, hasType: Bool)?
    }

    /// The hierarchy values of the file: an array of them, or one.
    mutating func read() throws(ImportError) -> [SnapshotItem] {
        do {
            var stack: [Open] = []
            switch try json.kind() {
            case .array:
                try json.beginArray()
                stack.append(Open(path: ""))
            case .object:
                try value(path: "document", stack: &stack)
            default:
                try json.skipValue()
                throw failure(
                    "document", "expected an array of AccessibilityHierarchy values (AccessibilitySnapshot's model)")
            }
            try drain(&stack)
            try json.finish()
        } catch {
            throw ImportError.reading(error, format: Self.format)
        }
        return items
    }

    /// Reads the open arrays of `stack` to their ends, opening containers as they come.
    private mutating func drain(_ stack: inout [Open]) throws {
        while let top = stack.indices.last {
            let more = try json.nextElement(first: stack[top].first)
            stack[top].first = false
            guard more else {
                let open = stack.removeLast()
                if let container = open.container { try closeContainer(container) }
                continue
            }
            let path = "\(stack[top].path)[\(stack[top].count)]"
            stack[top].count += 1
            try value(path: path, stack: &stack)
        }
    }

    /// One hierarchy value: an element is read whole; a container's
    /// `children` array is pushed on `stack`.
    private mutating func value(path: String, stack: inout [Open]) throws {
        let expected = "expected {\"element\": …} or {\"container\": …}"
        guard try json.kind() == .object else { throw failure(path, expected) }
        try json.beginObject()
        guard let key = try json.nextKey(first: true) else { throw failure(path, expected) }
        let inner = IDBReader.keyPath(path, key)
        nodeCount += 1
        guard nodeCount <= ImportedElements.maximumCount else { throw failure(path, ImportedElements.tooMany) }
        switch key {
        case "element":
            var fields = SnapshotFields(path: inner, location: Self.location(inner))
            items.append(.element(try fields.readElementCase(&json, failure: failure)))
            warnings += fields.warnings
            guard try json.nextKey(first: false) == nil else {
                throw failure(path, "expected only one key, element or container")
            }
        case "container":
            guard try json.kind() == .object else { throw failure(inner, "expected an object with _0 and children") }
            try json.beginObject()
            items.append(.open(SnapshotContainer()))
            var container = (item: items.count - 1, path: inner, hasType: false)
            guard try containerKeys(&container, first: true) else { throw failure(inner, "missing children") }
            stack.append(Open(path: IDBReader.keyPath(inner, "children"), container: container))
        default:
            throw failure(inner, "expected element or container")
        }
    }

    /// Reads a container's keys up to `children` (true: its array is open)
    /// or to the object's end (false); `_0` patches the container's item.
    private mutating func containerKeys(_ container: inout (item: Int, path: String, hasType: Bool), first: Bool) throws
        -> Bool
    {
        var first = first
        while let key = try json.nextKey(first: first) {
            first = false
            let keyPath = IDBReader.keyPath(container.path, key)
            switch key {
            case "_0":
                guard !container.hasType else { throw failure(keyPath, "a repeated key") }
                items[container.item] = .open(try SnapshotFields.container(&json, path: keyPath, failure: failure))
                container.hasType = true
            case "children":
                guard try json.kind() == .array else {
                    throw failure(keyPath, "expected an array of AccessibilityHierarchy values")
                }
                try json.beginArray()
                return true
            default:
                throw failure(keyPath, "an unknown key; expected _0 and children")
            }
        }
        return false
    }

    /// After a container's children: the rest of its object (perhaps its
    /// `_0`), then the end of the hierarchy value's object.
    private mutating func closeContainer(_ container: (item: Int, path: String, hasType: Bool)) throws {
        var container = container
        if try containerKeys(&container, first: false) {
            throw failure(IDBReader.keyPath(container.path, "children"), "a repeated key")
        }
        guard container.hasType else {
            throw failure(IDBReader.keyPath(container.path, "_0"), "missing; expected the container's type and frame")
        }
        items.append(.close)
        guard try json.nextKey(first: false) == nil else {
            throw failure(container.path, "expected only one key, element or container")
        }
    }

    private func failure(_ path: String, _ message: String) -> ImportError {
        ImportError(format: Self.format, location: Self.location(path), message: message)
    }

    static func location(_ path: String) -> String {
        path.count <= maximumLocation ? path : "…" + path.suffix(maximumLocation)
    }
}
