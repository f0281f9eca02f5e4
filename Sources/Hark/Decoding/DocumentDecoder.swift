import Foundation

/// Reads sample files (`hark` JSON, version 1) strictly: every field is
/// checked, and anything unknown or malformed is an error naming its path.
enum DocumentDecoder {
    static let fields: Set<String> = ["hark", "title", "locale", "device", "layoutDirection", "screen", "settings", "root", "screens"]

    /// The largest input read, in bytes.
    static let maximumSize = 128 * 1024 * 1024

    static func decode(_ bytes: [UInt8]) throws(HarkDecodingError) -> HarkDocument {
        guard bytes.count <= maximumSize else {
            throw HarkDecodingError(path: "document", message: "the file is \(bytes.count / 1_048_576) MB; Hark reads at most \(maximumSize / 1_048_576) MB")
        }
        var parser = JSONParser(bytes: bytes)
        return try decode(try parser.parse())
    }

    static func decode(_ value: JSONValue) throws(HarkDecodingError) -> HarkDocument {
        let members: [JSONMember]
        do {
            members = try FieldReader.object(value, what: "an object with \"hark\": 1 and a \"root\" node")
            try FieldReader.require(members, "hark", what: "the format version, 1")
            try FieldReader.require(members, "root", what: "the window's root view")
        } catch {
            throw error.located(at: JSONPath())
        }
        var document = HarkDocument(root: AccessibilityNode())
        var nodes = NodeDecoder()
        var rootValue = JSONValue.null, screenValues: [JSONMember] = []
        do {
            try FieldReader.members(members, known: fields) { (key, value) throws(FieldError) in
                switch key {
                case "hark":
                    guard case .number(let version) = value else { throw FieldReader.mismatch("the number 1", value) }
                    guard version == Double(HarkDocument.formatVersion) else {
                        throw FieldError("unsupported format version \(FieldReader.format(version)); this Hark reads version \(HarkDocument.formatVersion)")
                    }
                case "title": document.title = try FieldReader.string(value)
                case "locale": document.locale = try NodeDecoder.locale(value)
                case "device": document.device = try FieldReader.name(value, of: Device.self, what: "device")
                case "layoutDirection": document.layoutDirection = try FieldReader.name(value, of: LayoutDirection.self, what: "layout direction")
                case "screen": document.screen = try screen(value)
                case "settings": document.settings = try settings(value)
                case "root": rootValue = value
                default: screenValues = try FieldReader.object(value)
                }
            }
        } catch {
            throw error.located(at: JSONPath())
        }
        guard case .object = rootValue else {
            throw HarkDecodingError(path: "root", message: "expected an object (the root node), found \(rootValue.kindDescription)")
        }
        document.root = try nodes.decodeTree(rootValue, at: JSONPath([.key("root")]))
        for member in screenValues {
            document.screens[member.key] = try nodes.decodeTree(member.value, at: JSONPath([.key("screens"), .key(member.key)]))
        }
        return document
    }

    private static func screen(_ value: JSONValue) throws(FieldError) -> ScreenSize {
        let members = try FieldReader.object(value)
        try FieldReader.require(members, "width", what: "in points")
        try FieldReader.require(members, "height", what: "in points")
        var size = ScreenSize(width: 0, height: 0)
        try FieldReader.members(members, known: ["width", "height"]) { (key, value) throws(FieldError) in
            let number = try FieldReader.number(value)
            guard number > 0 else { throw FieldError("expected a positive number of points, found \(FieldReader.format(number))") }
            if key == "width" { size.width = number } else { size.height = number }
        }
        return size
    }

    private static func settings(_ value: JSONValue) throws(FieldError) -> Settings {
        var settings = Settings()
        try FieldReader.members(try FieldReader.object(value), known: ["reduceMotion", "speakHints"]) { (key, value) throws(FieldError) in
            if key == "reduceMotion" { settings.reduceMotion = try FieldReader.bool(value) } else { settings.speakHints = try FieldReader.bool(value) }
        }
        return settings
    }
}

extension HarkDocument {
    /// Reads a sample document from JSON in the `hark` format, version 1.
    ///
    /// - Throws: ``HarkDecodingError`` naming the JSON path of the first
    ///   problem: malformed JSON, a wrong type, an unknown field or trait
    ///   (with the nearest valid name), a duplicate id, an invalid frame.
    public init(jsonData data: Data) throws(HarkDecodingError) {
        self = try DocumentDecoder.decode([UInt8](data))
    }

    /// Reads a sample document from a JSON string in the `hark` format.
    public init(json: String) throws(HarkDecodingError) {
        self = try DocumentDecoder.decode(Array(json.utf8))
    }
}
