import Foundation

/// Reads sample files (`hark` JSON, version 1) strictly: every field is
/// checked, and anything unknown or malformed is an error naming its path.
enum DocumentDecoder {
    static let fields = [
        "hark", "title", "locale", "device", "layoutDirection", "screen", "settings", "appStrings", "root", "screens",
    ]

    /// Reads a document from JSON text.
    static func decode(_ bytes: [UInt8]) throws(HarkDecodingError) -> HarkDocument {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(HarkDecodingError) in try decode(buffer) }
        }.get()
    }

    /// How a read went, for the tests: whether to read a large document's
    /// second half on another core, and whether that half was taken.
    struct Reading {
        var speculating = true
        var tookSpeculation = false
    }

    /// Reads a document from JSON text, in place.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(HarkDecodingError) -> HarkDocument {
        var reading = Reading()
        return try decode(bytes, reading: &reading)
    }

    /// ``decode(_:)``, saying how the read went in `reading`.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, reading: inout Reading) throws(HarkDecodingError)
        -> HarkDocument
    {
        let limit = HarkDocument.maximumInputSize
        guard bytes.count <= limit else {
            let megabytes = (bytes.count + 1_048_575) / 1_048_576
            throw HarkDecodingError(
                path: "document", message: "the file is \(megabytes) MB; Hark reads at most \(limit / 1_048_576) MB")
        }
        do {
            return try decode(bytes, stoppingAtNode: nil, reading: &reading)
        } catch {
            guard let first = error.firstUse else { throw error }
            // A duplicate id: read again, up to the node that used it first.
            var located = error
            located.firstUse = nil
            do {
                var again = Reading(speculating: false)
                _ = try decode(bytes, stoppingAtNode: first, reading: &again)
            } catch {
                located.message += " (first used at \(error.path))"
            }
            throw located
        }
    }

    /// Reads a whole document, or, with `stoppingAtNode`, up to that node.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, stoppingAtNode: Int?, reading: inout Reading)
        throws(HarkDecodingError) -> HarkDocument
    {
        var reader = SampleReader(bytes: bytes)
        var nodes = NodeDecoder()
        nodes.reserveIDs(for: bytes)
        nodes.stopAtNode = stoppingAtNode
        // A large document's second half is read on another core meanwhile
        // (not when reading again to locate an error).
        let speculation = reading.speculating && stoppingAtNode == nil ? SpeculativeChildren.start(for: bytes) : nil
        nodes.speculation = speculation
        defer { speculation?.finish() }
        var document = HarkDocument(root: AccessibilityNode())
        // `root` and `screens` are read once `hark` has been checked, so that
        // a file of another version says so rather than fail on a field.
        var version: Double?
        var deferred: [(key: String, position: Int)] = []
        let keys = try reader.members(known: Self.fields, what: "an object with \"hark\": 1 and a \"root\" node") {
            reader, key throws(HarkDecodingError) in
            switch key {
            case "hark": version = try Self.version(&reader)
            case "title": document.title = try reader.string()
            case "locale": document.locale = try reader.locale()
            case "device": document.device = try reader.name(of: HarkDocument.Device.self, what: "device")
            case "layoutDirection":
                document.layoutDirection = try reader.name(
                    of: HarkDocument.LayoutDirection.self, what: "layout direction")
            case "screen": document.screen = try Self.screen(&reader)
            case "settings": document.settings = try Self.settings(&reader)
            case "appStrings": document.appStrings = try Self.appStrings(&reader)
            default:
                // Read the trees now when the version is known to be good, or
                // when skipping them finds malformed JSON (to name its path).
                let position = reader.json.position
                if version != nil
                    || (try? reader.syntax({ json throws(JSONSyntaxError) in try json.skipValue() })) == nil
                {
                    reader.json.position = position
                    try trees(key, into: &document, reader: &reader, nodes: &nodes)
                } else {
                    deferred.append((key, position))
                }
            }
        }
        try reader.syntax { json throws(JSONSyntaxError) in try json.finish() }
        for (key, what) in [("hark", "the format version, 1"), ("root", "the window's root view")] {
            try reader.require(key, in: keys, what: what)
        }
        for (key, position) in deferred.sorted(by: { $0.key == "root" && $1.key != "root" }) {
            reader.json.position = position
            reader.path = JSONPath([.key(key)])
            try trees(key, into: &document, reader: &reader, nodes: &nodes)
        }
        reading.tookSpeculation = nodes.tookSpeculation
        var ids = nodes.ids
        try checkReferences(reader.references, screens: document.screens, ids: &ids)
        return document
    }

    /// The format version, which must be the one this Hark reads.
    private static func version(_ reader: inout SampleReader) throws(HarkDecodingError) -> Double {
        try reader.expect(.number, "the number 1")
        let version = try reader.number()
        guard version == Double(HarkDocument.formatVersion) else {
            throw reader.fail(
                "unsupported format version \(SampleReader.format(version)); this Hark reads version "
                    + "\(HarkDocument.formatVersion)"
            )
        }
        return version
    }

    /// Every id and screen an effect names must exist: the first that does
    /// not is an error at the effect, with the nearest name that does.
    private static func checkReferences(
        _ references: [SampleReader.Reference], screens: [String: AccessibilityNode], ids: inout IDTable
    ) throws(HarkDecodingError) {
        for reference in references {
            if reference.isScreen {
                guard screens[reference.name] == nil else { continue }
                throw HarkDecodingError(
                    path: reference.path,
                    message: "no screen \(NameSuggestion.quoted(reference.name)) in \"screens\""
                        + NameSuggestion.hint(for: reference.name, in: screens.keys.sorted()))
            } else if !ids.contains(reference.name) {
                throw HarkDecodingError(
                    path: reference.path,
                    message: "no element has the id \(NameSuggestion.quoted(reference.name))"
                        + NameSuggestion.hint(for: reference.name, in: ids.keys.sorted()))
            }
        }
    }

    /// Reads one node tree from JSON text, as if it were at `path`.
    static func decodeNode(_ bytes: [UInt8], at path: JSONPath) throws(HarkDecodingError) -> AccessibilityNode {
        try SampleReader.reading(bytes) { reader throws(HarkDecodingError) in
            var nodes = NodeDecoder()
            reader.path = path
            let node = try nodes.decodeTree(&reader)
            try reader.syntax { json throws(JSONSyntaxError) in try json.finish() }
            return node
        }
    }

    /// Reads `root` (a tree) or `screens` (an object of trees) at the
    /// reader's position, whose path is already at the key.
    private static func trees(
        _ key: String, into document: inout HarkDocument, reader: inout SampleReader, nodes: inout NodeDecoder
    ) throws(HarkDecodingError) {
        if key == "root" {
            try reader.expect(.object, "an object (the root node)")
            document.root = try nodes.decodeTree(&reader)
            return
        }
        // `screens` may hold many thousands of keys: the dictionary itself
        // finds a repeated one, with no set of keys beside it.
        try reader.expect(.object, "an object")
        try reader.syntax { json throws(JSONSyntaxError) in try json.beginObject() }
        var first = true
        while let id = try reader.syntax({ json throws(JSONSyntaxError) in try json.nextKey(first: first) }) {
            first = false
            guard document.screens[id] == nil else { throw reader.duplicate(id) }
            reader.path.components.append(.key(id))
            document.screens[id] = try nodes.decodeTree(&reader)
            reader.path.components.removeLast()
        }
    }

    private static func screen(_ reader: inout SampleReader) throws(HarkDecodingError) -> ScreenSize {
        var size = ScreenSize(width: 0, height: 0)
        let keys = try reader.members(known: ["width", "height"]) { reader, key throws(HarkDecodingError) in
            let number = try reader.number()
            guard number > 0 else {
                throw reader.fail("expected a positive number of points, found \(SampleReader.format(number))")
            }
            if key == "width" { size.width = number } else { size.height = number }
        }
        for key in ["width", "height"] {
            try reader.require(key, in: keys, what: "in points")
        }
        return size
    }

    private static func appStrings(_ reader: inout SampleReader) throws(HarkDecodingError) -> AppStringsReference {
        var reference = AppStringsReference(path: "")
        let keys = try reader.members(known: ["path", "developmentLanguage"]) { reader, key throws(HarkDecodingError) in
            if key == "path" {
                reference.path = try reader.nonEmptyString(what: "a path")
            } else {
                reference.developmentLanguage = try reader.locale()
            }
        }
        try reader.require("path", in: keys, what: "the folder of the app's string tables, relative to the sample")
        return reference
    }

    private static func settings(_ reader: inout SampleReader) throws(HarkDecodingError) -> HarkDocument.Settings {
        var settings = HarkDocument.Settings()
        try reader.members(known: ["reduceMotion", "speakHints"]) { reader, key throws(HarkDecodingError) in
            if key == "reduceMotion" {
                settings.reduceMotion = try reader.bool()
            } else {
                settings.speakHints = try reader.bool()
            }
        }
        return settings
    }
}

extension HarkDocument {
    /// The largest JSON input read, in bytes (64 MB). With
    /// ``maximumNodeCount`` it bounds the memory a document takes: a
    /// decoded node costs some hundreds of bytes, whatever its text.
    public static let maximumInputSize = 64 * 1_048_576

    /// The most nodes a JSON input may hold, in all its trees (1,000,000).
    /// Trees built in code have no such limit.
    public static let maximumNodeCount = 1_000_000

    /// Reads a sample document from JSON in the `hark` format, version 1.
    ///
    /// - Throws: ``HarkDecodingError`` naming the JSON path of the first
    ///   problem: malformed JSON, a wrong type, an unknown field or trait
    ///   (with the nearest valid name), a duplicate id, an invalid frame.
    public init(jsonData data: Data) throws(HarkDecodingError) {
        // The bytes are read where they are, without a copy.
        self = try data.withUnsafeBytes { raw in
            Result { () throws(HarkDecodingError) in try DocumentDecoder.decode(raw.assumingMemoryBound(to: UInt8.self))
            }
        }.get()
    }

    /// Reads a sample document from a JSON string in the `hark` format.
    public init(json: String) throws(HarkDecodingError) {
        var json = json
        self = try json.withUTF8 { bytes in
            Result { () throws(HarkDecodingError) in try DocumentDecoder.decode(bytes) }
        }.get()
    }
}
