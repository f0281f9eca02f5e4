/// Reads idb's JSON with Hark's strict JSON reader (not `JSONSerialization`,
/// which took duplicate keys, trailing commas and `true` for a number, and
/// refused 9223372036854775807), element by element, without building the
/// whole document as objects first.
///
/// Both of idb's forms: the flat `describe-all` array, and the nested one
/// (`describe-all --nested`, AXe's `describe-ui`) whose elements carry a
/// `children` array. Either may come bare or in the `{"elements": …}`
/// envelope newer idb prints. Nesting is followed with a stack of open
/// elements, never by recursion, so the input's depth costs no call stack.
struct IDBReader {
    var json: JSONReader
    private static let format = ImportFormat.idb
    /// The longest location kept on an element (for warnings): a deep path is
    /// cut at the front, so memory stays bounded by the element count.
    private static let maximumLocation = 120

    /// The elements read, parents first.
    private(set) var elements = ImportedElements()
    /// Whether any element carried `children` (the nested form).
    private(set) var isNested = false

    /// An element whose keys are being read; `children` opens its child array.
    private struct Open {
        var index: Int
        var path: String
        var fields = IDBElementFields()
        var childCount = 0
        /// Reading its `children` array (`nil`: reading its keys); `true`
        /// before the first child.
        var inChildren: Bool?
        var firstKey = true
    }

    /// The elements of a `describe-all` array (flat or nested), one
    /// `describe-point` object, or either in idb's `{"elements": …}` envelope.
    mutating func read() throws(ImportError) -> ImportedElements {
        do {
            var prefix = "", isEmpty = false
            if try json.kind() == .object, try isEnvelope() {
                try json.beginObject()
                _ = try json.nextKey(first: true)
                prefix = "elements"
            }
            switch try json.kind() {
            case .array:
                try json.beginArray()
                var first = true, count = 0
                while try json.nextElement(first: first) {
                    first = false
                    let path = "\(prefix)[\(count)]"
                    guard try json.kind() == .object else {
                        throw failure(path, "expected an object with AXLabel, AXFrame, type…")
                    }
                    try tree(path: path, parent: nil)
                    count += 1
                }
                isEmpty = count == 0
            case .object:
                try tree(path: prefix.isEmpty ? "document" : prefix, parent: nil)
            case .null where !prefix.isEmpty:
                try json.readNull()
            default:
                // Malformed text is a syntax error first (`not a tree` is no `null`).
                try json.skipValue()
                throw failure(
                    prefix.isEmpty ? "document" : prefix,
                    "expected an array of elements (idb ui describe-all) or one element (describe-point)")
            }
            if !prefix.isEmpty, let key = try json.nextKey(first: false) {
                throw failure(
                    Self.keyPath("document", key),
                    "an unexpected key beside `elements`; idb's --format complete is not read (use --format nested)")
            }
            try json.finish()
            // idb lists the application at least: an empty list is no screen read.
            if isEmpty {
                throw failure(
                    prefix.isEmpty ? "document" : prefix,
                    "an empty array: idb's describe-all lists the application at least")
            }
            placeOnLines()
        } catch {
            throw ImportError.reading(error, format: Self.format)
        }
        return elements
    }

    /// Whether the object ahead is idb's envelope: its first key is `elements`.
    private func isEnvelope() throws -> Bool {
        var probe = json
        try probe.beginObject()
        return try probe.nextKey(first: true) == "elements"
    }

    /// One element object and everything nested in it, parents first.
    private mutating func tree(path: String, parent: Int?) throws {
        guard !elements.isFull else { throw failure(path, ImportedElements.tooMany) }
        var stack = [Open(index: elements.count, path: path)]
        elements.append(ImportedElement(type: "Other", parent: parent))
        // Where the object starts, an offset for now: made a line and column once all are read.
        elements[elements.count - 1].column = json.position
        try json.beginObject()
        while let top = stack.indices.last {
            if let before = stack[top].inChildren {
                stack[top].inChildren = false
                guard try json.nextElement(first: before) else {
                    stack[top].inChildren = nil
                    continue
                }
                let childPath = "\(stack[top].path).children[\(stack[top].childCount)]"
                guard try json.kind() == .object else {
                    throw failure(childPath, "expected an object with AXLabel, AXFrame, type…")
                }
                stack[top].childCount += 1
                guard !elements.isFull else { throw failure(childPath, ImportedElements.tooMany) }
                stack.append(Open(index: elements.count, path: childPath))
                elements.append(ImportedElement(type: "Other", parent: stack[top].index))
                elements[elements.count - 1].column = json.position
                try json.beginObject()
                continue
            }
            let first = stack[top].firstKey
            stack[top].firstKey = false
            guard let key = try json.nextKey(first: first) else {
                let open = stack.removeLast()
                var element = try open.fields.element(location: Self.location(open.path), failure: failure)
                element.parent = elements[open.index].parent
                element.column = elements[open.index].column
                elements[open.index] = element
                continue
            }
            let keyPath = Self.keyPath(stack[top].path, key)
            if key == "children" {
                guard stack[top].fields.claim(key) else { throw failure(keyPath, "a repeated key") }
                isNested = true
                switch try json.kind() {
                case .null: try json.readNull()
                case .array:
                    try json.beginArray()
                    stack[top].inChildren = true
                default: throw failure(keyPath, "expected an array of elements")
                }
                continue
            }
            try stack[top].fields.read(key, path: stack[top].path, keyPath: keyPath, json: &json, failure: failure)
        }
    }

    /// An error at `path`, cut at the front when deep (one line, bounded).
    /// Turns each element's offset (held in `column`) into its line and
    /// column, in one pass over the text: the offsets grow in document order.
    private mutating func placeOnLines() {
        var line = 1, column = 1, offset = 0
        for index in elements.indices {
            let target = elements[index].column
            while offset < target, offset < json.bytes.count {
                let byte = json.bytes[offset]
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                offset += 1
            }
            elements[index].line = line
            elements[index].column = column
        }
    }

    private func failure(_ path: String, _ message: String) -> ImportError {
        ImportError(format: Self.format, location: Self.location(path), message: message)
    }

    static func keyPath(_ path: String, _ key: String) -> String {
        "\(path).\(OneLineText.escaped(String(key.prefix(80))))"
    }

    /// A path kept whole when short, else its last part after `…`.
    private static func location(_ path: String) -> String {
        path.count <= maximumLocation ? path : "…" + path.suffix(maximumLocation)
    }
}
