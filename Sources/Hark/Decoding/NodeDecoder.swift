#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Decodes the nodes of a sample document straight from the JSON text,
/// without recursion, so a tree's depth is bounded only by
/// ``JSONReader/maximumDepth``. It also checks that ids are unique across
/// every tree it reads.
struct NodeDecoder {
    /// Where each id was first seen: the node's number in reading order.
    /// The path is rebuilt only for an error (see ``DocumentDecoder``).
    private(set) var ids = IDTable()
    /// When set, ids are listed in ``listedIDs`` as they are read, with no
    /// table and no check: the decoder that takes them checks them all
    /// (SpeculativeChildren.swift).
    var listsIDs = false
    private(set) var listedIDs: [(id: String, number: Int)] = []
    private(set) var nodeCount = 0
    /// Whether a table field (cell, header, row or column count) was read.
    private(set) var sawTableFields = false
    /// The second half of a long `children` array, read on another core
    /// (see SpeculativeChildren.swift).
    var speculation: SpeculativeChildren?
    /// Whether children read on another core were taken.
    private(set) var tookSpeculation = false
    /// When set, reading stops at the node with this number, throwing an
    /// error whose path is that node's.
    var stopAtNode: Int?
    /// The stack of the last tree read, empty, kept for the next: the other
    /// core reads a tree per element of a long array.
    private var spareStack: [Pending] = []

    /// Makes room for the ids of a document: at most one per object, and
    /// the objects are counted with `memchr` (a millisecond for 13 MB), so
    /// the table does not grow, and rehash every id, while it is read.
    mutating func reserveIDs(for bytes: UnsafeBufferPointer<UInt8>) {
        guard var cursor = bytes.baseAddress else { return }
        let end = cursor + bytes.count
        var objects = 0
        while objects < HarkDocument.maximumNodeCount,
            let found = memchr(cursor, Int32(UInt8(ascii: "{")), end - cursor)
        {
            objects += 1
            cursor = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
        }
        ids.reserveCapacity(objects)
    }

    /// A node whose fields (and perhaps children) are being read.
    private struct Pending {
        /// The node's number in reading order, from 1.
        var number: Int
        /// The node's storage, every field at its default until read. The
        /// decoder alone holds it until the node is complete, so its fields
        /// and children are written in place there, and the node is made
        /// from it without a copy; a pending node is a few words to move.
        var storage = NodeStorage()
        /// The fields read so far, as bits of ``NodeField/bit``.
        var seen: UInt64 = 0
    }

    /// Reads the node at the reader's position (its path already set).
    mutating func decodeTree(_ reader: inout SampleReader) throws(HarkDecodingError) -> AccessibilityNode {
        var sawTableFields = false
        defer { if sawTableFields { self.sawTableFields = true } }
        // The node whose fields are being read is written in place in its
        // storage. A node whose children are being read waits on `parents`,
        // its children appended to its storage.
        var parents = spareStack
        spareStack = []
        var current = try open(&reader)
        while true {
            let first = current.seen == 0
            guard let key = try reader.syntax({ json throws(JSONSyntaxError) in try json.nextRawKey(first: first) })
            else {
                // The node is complete: it is its storage.
                let node = AccessibilityNode(storage: current.storage)
                guard !parents.isEmpty else {
                    spareStack = parents
                    // The path is the tree's again.
                    if sawTableFields { try Self.checkTables(node, at: reader.path) }
                    return node
                }
                parents[parents.count - 1].storage.children.append(node)
                reader.path.components.removeLast()  // the child's index
                current = try nextChild(&parents, &reader, sawTableFields: &sawTableFields)
                continue
            }
            guard let (field, bit) = NodeField.match(key) else {
                throw reader.fail(NameSuggestion.unknown("field", key.text, in: NodeField.names))
            }
            guard current.seen & bit == 0 else { throw reader.duplicate(field.rawValue) }
            current.seen |= bit
            if field.isTableField { sawTableFields = true }
            reader.path.components.append(.field(field))
            if try reader.nullFollows() {
                // null reads as absent
                try reader.syntax { json throws(JSONSyntaxError) in try json.readNull() }
            } else if field == .children {
                try reader.expect(.array, "an array")
                try reader.syntax { json throws(JSONSyntaxError) in try json.beginArray() }
                parents.append(current)
                current = try nextChild(&parents, &reader, sawTableFields: &sawTableFields)
                continue  // the path keeps `children`
            } else {
                try Self.read(field, &reader, into: &current.storage.fields)
                if field == .id, let id = current.storage.fields.id, let first = register(id, node: current.number) {
                    var error = reader.fail("duplicate id \(NameSuggestion.quoted(id))")
                    error.firstUse = first
                    throw error
                }
            }
            reader.path.components.removeLast()
        }
    }

    /// Reads on in the `children` array of the last of `parents`: the
    /// next child opened (its number counted, its path set); or, when the
    /// array ended or its rest was taken from another core, that parent,
    /// taken off the stack to read on in its fields.
    private mutating func nextChild(
        _ parents: inout [Pending], _ reader: inout SampleReader, sawTableFields: inout Bool
    ) throws(HarkDecodingError) -> Pending {
        let top = parents.count - 1
        while true {
            // The path ends in `children`; add the index being read.
            let index = parents[top].storage.children.count
            reader.path.components.append(.index(index))
            guard try reader.syntax({ json throws(JSONSyntaxError) in try json.nextElement(first: index == 0) })
            else {
                reader.path.components.removeLast(2)
                return parents.removeLast()
            }
            reader.json.skipWhitespace()
            guard reader.json.position == speculation?.start, let taken = takeSpeculation(at: reader.json.depth) else {
                return try open(&reader)
            }
            // The rest of this array was read on another core; its `]` is
            // read next, as the array's end.
            parents[top].storage.children.append(contentsOf: taken.children)
            reader.json.position = taken.end
            if taken.decoder.sawTableFields { sawTableFields = true }
            reader.path.components.removeLast()
        }
    }

    /// The children read on another core, when they are good to take here:
    /// read without error or reference, not too deep for this depth, and
    /// with no id this decoder has seen (their ids are then this decoder's,
    /// numbered after its own nodes). Otherwise `nil`, and the caller reads
    /// on as if there were none.
    private mutating func takeSpeculation(at depth: Int) -> SpeculativeChildren.Result? {
        guard let speculation else { return nil }
        self.speculation = nil
        guard let result = speculation.result(), depth + result.deepest <= JSONReader.maximumDepth,
            nodeCount + result.decoder.nodeCount <= HarkDocument.maximumNodeCount
        else { return nil }
        // The other half's ids, checked here (it listed them unchecked).
        let before = ids.count
        for (id, number) in result.decoder.listedIDs where ids.insert(id, number: nodeCount + number) != nil {
            // A repeated id: undo, and let the reading report it where it is.
            ids.removeLast(to: before)
            return nil
        }
        nodeCount += result.decoder.nodeCount
        tookSpeculation = true
        return result
    }

    /// Starts reading a node: checks it is an object, opens it, counts it.
    private mutating func open(_ reader: inout SampleReader) throws(HarkDecodingError) -> Pending {
        // A `{` is an object; anything else is checked for the exact error.
        reader.json.skipWhitespace()
        if reader.json.peek() != UInt8(ascii: "{") { try reader.expect(.object, "an object (a node)") }
        try reader.syntax { json throws(JSONSyntaxError) in try json.beginObject() }
        nodeCount += 1
        if nodeCount == stopAtNode { throw reader.fail("") }
        guard nodeCount <= HarkDocument.maximumNodeCount else {
            let limit = SampleReader.grouped(HarkDocument.maximumNodeCount)
            throw reader.fail("the document has more than \(limit) nodes; Hark reads at most \(limit)")
        }
        return Pending(number: nodeCount)
    }

    /// Records an id; for a duplicate, the number of the node that used it
    /// first (the caller's error names it, see ``HarkDecodingError/firstUse``).
    private mutating func register(_ id: String, node number: Int) -> Int? {
        if listsIDs {
            listedIDs.append((id, number))
            return nil
        }
        return ids.insert(id, number: number)
    }

    static func traits(_ reader: inout SampleReader) throws(HarkDecodingError) -> AccessibilityNode.Traits {
        var traits: AccessibilityNode.Traits = []
        try reader.each { reader throws(HarkDecodingError) in
            let name = try reader.string()
            guard let trait = AccessibilityNode.Traits(name: name) else {
                throw reader.fail(NameSuggestion.unknown("trait", name, in: AccessibilityNode.Traits.named.map(\.name)))
            }
            traits.insert(trait)
        }
        return traits
    }

    static func frame(_ reader: inout SampleReader) throws(HarkDecodingError) -> Frame {
        // One pass for a well-formed frame; anything else is read again the
        // checked way, for the exact error.
        let start = reader.json.position
        if let fast: SIMD4<Double> = reader.json.readNumbers(), fast[2] >= 0, fast[3] >= 0 {
            return Frame(x: fast[0], y: fast[1], width: fast[2], height: fast[3])
        }
        reader.json.position = start
        let numbers = try reader.numbers(count: 4, shape: "[x, y, width, height]")
        for (index, name) in [(2, "width"), (3, "height")] where numbers[index] < 0 {
            reader.path.components.append(.index(index))
            throw reader.fail("\(name) must not be negative, found \(SampleReader.format(numbers[index]))")
        }
        return Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A string, or a key of the app's own strings (``LocalizedString``).
    static func text(_ reader: inout SampleReader) throws(HarkDecodingError) -> (String?, LocalizedString?) {
        if try reader.kind() == .object { return (nil, try localizedString(&reader)) }
        return (try reader.string(), nil)
    }

    /// ``text(_:)``, sharing a string with the node before (see
    /// ``SampleReader/string(sharing:)``).
    static func text(_ reader: inout SampleReader, sharing slot: Int) throws(HarkDecodingError) -> (
        String?, LocalizedString?
    ) {
        if try reader.kind() == .object { return (nil, try localizedString(&reader)) }
        return (try reader.string(sharing: slot), nil)
    }

    /// `{"key": …, "args": […], "table": …}`.
    static func localizedString(_ reader: inout SampleReader) throws(HarkDecodingError) -> LocalizedString {
        var string = LocalizedString(key: "")
        let what = "a string or {\"key\": …, \"args\": […]}"
        let keys = try reader.members(known: ["key", "args", "table"], what: what) {
            reader, key throws(HarkDecodingError) in
            switch key {
            case "key": string.key = try reader.nonEmptyString(what: "a key")
            case "table": string.table = try reader.nonEmptyString(what: "a table name")
            default: string.arguments = try reader.array(argument)
            }
        }
        try reader.require("key", in: keys, what: "the key in the app's strings")
        return string
    }

    private static func argument(_ reader: inout SampleReader) throws(HarkDecodingError) -> LocalizedString.Argument {
        switch try reader.kind() {
        case .string: return .text(try reader.string())
        case .number: return .integer(try reader.integer(in: -999_999_999_999_999...999_999_999_999_999))
        case .object:
            var key = ""
            let keys = try reader.members(known: ["key"], what: "a string, a whole number or {\"key\": …}") {
                reader, _ throws(HarkDecodingError) in
                key = try reader.nonEmptyString(what: "a key")
            }
            try reader.require("key", in: keys, what: "the key in the app's strings")
            return .key(key)
        case let other:
            throw reader.fail("expected a string, a whole number or {\"key\": …}, found \(other.description)")
        }
    }

    static func customAction(_ reader: inout SampleReader) throws(HarkDecodingError) -> CustomAction {
        if try reader.kind() == .string {
            return CustomAction(name: try reader.nonEmptyString(what: "a custom action's name"))
        }
        var action = CustomAction(name: "")
        let what = "a string or {\"name\": …, \"effects\": […]}"
        let keys = try reader.members(known: ["name", "effects"], what: what) { reader, key throws(HarkDecodingError) in
            if key == "effects" {
                action.effects = try reader.array(effect)
            } else if try reader.kind() == .object {
                action.localizedName = try localizedString(&reader)
            } else {
                action.name = try reader.nonEmptyString(what: "a custom action's name")
            }
        }
        try reader.require("name", in: keys, what: "the action's name")
        return action
    }

    /// `{"name": …, "kind": …, "ids": […]}`: a name, a system kind, or both.
    static func customRotor(_ reader: inout SampleReader) throws(HarkDecodingError) -> CustomRotor {
        var rotor = CustomRotor(ids: [])
        let kinds = CustomRotor.kinds.map(\.name)
        let keys = try reader.members(known: ["name", "kind", "ids"]) { reader, key throws(HarkDecodingError) in
            switch key {
            case "name": rotor.name = try reader.nonEmptyString(what: "a rotor's name")
            case "kind":
                let name = try reader.string()
                guard let kind = CustomRotor.kinds.first(where: { $0.name == name }) else {
                    throw reader.fail(NameSuggestion.unknown("rotor kind", name, in: kinds, listing: true))
                }
                rotor.kind = kind
            default:
                rotor.ids = try reader.array { reader throws(HarkDecodingError) in
                    let id = try reader.nonEmptyString(what: "an id")
                    reader.references.append(.init(name: id, isScreen: false, path: reader.path.description))
                    return id
                }
            }
        }
        guard keys.contains("name") || keys.contains("kind") else {
            throw reader.fail("a custom rotor needs a \"name\" or a \"kind\"")
        }
        try reader.require("ids", in: keys, what: "the elements it visits, in order")
        return rotor
    }

    static func customContentItem(_ reader: inout SampleReader) throws(HarkDecodingError) -> CustomContent {
        var content = CustomContent(label: "", value: "")
        let keys = try reader.members(known: ["label", "value", "importance"]) {
            reader, key throws(HarkDecodingError) in
            switch key {
            case "label":
                let (label, localized) = try text(&reader)
                content.label = label ?? ""
                content.localizedLabel = localized
            case "value":
                let (value, localized) = try text(&reader)
                content.value = value ?? ""
                content.localizedValue = localized
            default: content.importance = try reader.name(of: CustomContent.Importance.self, what: "importance")
            }
        }
        for (key, what) in [("label", "what the content is"), ("value", "the content")] {
            try reader.require(key, in: keys, what: what)
        }
        return content
    }
}
