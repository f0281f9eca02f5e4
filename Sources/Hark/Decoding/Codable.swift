/// `Codable` for the document and its nodes, in the sample format itself.
///
/// Decoding goes through the same strict reader as sample files, so a tree
/// read with `JSONDecoder` is checked exactly like one read by `hark`.
/// Encoding writes the sample format as `DocumentWriter` does (see
/// JSONValue+Encoding.swift), leaving out fields at their defaults.
extension JSONValue: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let elements = try? container.decode([JSONValue].self) {
            self = .array(elements)
        } else {
            let members = try container.decode([String: JSONValue].self)
            self = .object(
                members.keys.sorted().compactMap { key in members[key].map { JSONMember(key: key, value: $0) } })
        }
    }
}

extension HarkDecodingError {
    func codingError(at codingPath: [any CodingKey]) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: description))
    }
}

extension HarkDocument: Codable {
    public init(from decoder: any Decoder) throws {
        do {
            self = try DocumentDecoder.decode(try JSONValue(from: decoder).jsonBytes)
        } catch let error as HarkDecodingError {
            throw error.codingError(at: decoder.codingPath)
        }
    }

    /// Writes the document in the sample format, as `hark convert` writes it;
    /// a tree nested deeper than about 250 nodes throws an `EncodingError`.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue.encodeWritten(levels: DocumentWriter.levels(of: self), of: self, to: encoder) {
            () throws(DocumentWriter.Failure) in
            try DocumentWriter.json(self)
        }
    }
}

extension AccessibilityNode: Codable {
    public init(from decoder: any Decoder) throws {
        do {
            self = try DocumentDecoder.decodeNode(
                try JSONValue(from: decoder).jsonBytes, at: JSONPath(decoder.codingPath.map { .key($0.stringValue) }))
        } catch let error as HarkDecodingError {
            throw error.codingError(at: decoder.codingPath)
        }
    }

    /// Writes the node in the sample format, as `hark convert` writes it; a
    /// tree nested deeper than about 250 nodes throws an `EncodingError`.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue.encodeWritten(levels: 2 * DocumentWriter.depth(of: self) - 1, of: self, to: encoder) {
            () throws(DocumentWriter.Failure) in try DocumentWriter.json(self)
        }
    }
}

extension LocalizedString: Codable {
    public init(from decoder: any Decoder) throws {
        self = try SampleReader.fragment(from: decoder, NodeDecoder.localizedString)
    }

    private enum Keys: String, CodingKey { case key, table, args }
    private enum ArgumentKeys: String, CodingKey { case key }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(key, forKey: .key)
        try container.encodeIfPresent(table, forKey: .table)
        guard !arguments.isEmpty else { return }
        var args = container.nestedUnkeyedContainer(forKey: .args)
        for argument in arguments {
            switch argument {
            case .text(let text): try args.encode(text)
            case .integer(let number): try args.encode(number)
            case .key(let key):
                var nested = args.nestedContainer(keyedBy: ArgumentKeys.self)
                try nested.encode(key, forKey: .key)
            }
        }
    }
}

extension CustomAction: Codable {
    public init(from decoder: any Decoder) throws {
        self = try SampleReader.fragment(from: decoder, NodeDecoder.customAction)
    }

    private enum Keys: String, CodingKey { case name, effects }

    public func encode(to encoder: any Encoder) throws {
        if localizedName != nil || !effects.isEmpty {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(localizedName, or: name, forKey: .name)
            if !effects.isEmpty { try container.encode(effects, forKey: .effects) }
        } else {
            var container = encoder.singleValueContainer()
            try container.encode(name)
        }
    }
}

extension CustomContent: Codable {
    public init(from decoder: any Decoder) throws {
        self = try SampleReader.fragment(from: decoder, NodeDecoder.customContentItem)
    }

    private enum Keys: String, CodingKey { case label, value, importance }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(localizedLabel, or: label, forKey: .label)
        try container.encode(localizedValue, or: value, forKey: .value)
        if importance != .default { try container.encode(importance, forKey: .importance) }
    }
}

extension AppStringsReference: Codable {
    private enum Keys: String, CodingKey { case path, developmentLanguage }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(
            path: try container.decode(String.self, forKey: .path),
            developmentLanguage: try container.decodeIfPresent(String.self, forKey: .developmentLanguage) ?? "en")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(path, forKey: .path)
        if developmentLanguage != "en" { try container.encode(developmentLanguage, forKey: .developmentLanguage) }
    }
}

/// A coding key for any name.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Behaviors: Codable {
    public init(from decoder: any Decoder) throws {
        self = try SampleReader.fragment(from: decoder, NodeDecoder.behaviors)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        for (name, path) in Self.named {
            if let effects = self[keyPath: path] { try container.encode(effects, forKey: AnyKey(name)) }
        }
    }
}

extension Behaviors.Effect: Codable {
    public init(from decoder: any Decoder) throws {
        self = try SampleReader.fragment(from: decoder, NodeDecoder.effect)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        func put(_ value: String?, _ key: String) throws {
            if let value { try container.encode(value, forKey: AnyKey(key)) }
        }
        /// The element fields `set` changes and `if` tests.
        func putElement(
            _ id: String, label: String?, value: String?, traits: [(AccessibilityNode.Traits, String)], hidden: Bool?
        ) throws {
            try put(id, "id")
            try put(label, "label")
            try put(value, "value")
            for (set, key) in traits where !set.isEmpty { try container.encode(set, forKey: AnyKey(key)) }
            if let hidden { try container.encode(hidden, forKey: AnyKey("hidden")) }
        }
        switch self {
        case .set(let id, let changes, let animation):
            try put("set", "type")
            try putElement(
                id, label: changes.label, value: changes.value,
                traits: [(changes.addTraits, "addTraits"), (changes.removeTraits, "removeTraits")],
                hidden: changes.hidden)
            try put(changes.hint, "hint")
            if let animation { try container.encode(animation, forKey: AnyKey("animation")) }
        case .announce(let text, let priority, let queued):
            try put("announce", "type")
            try put(text, "text")
            if priority != .default { try put(priority.rawValue, "priority") }
            if queued { try container.encode(true, forKey: AnyKey("queued")) }
        case .layoutChanged(let focus, let text):
            try put("layoutChanged", "type")
            try put(focus, "focus")
            try put(text, "text")
        case .screenChanged(let focus):
            try put("screenChanged", "type")
            try put(focus, "focus")
        case .pageScrolled(let text):
            try put("pageScrolled", "type")
            try put(text, "text")
        case .present(let screen, let focus, let transition):
            try put("present", "type")
            try put(screen, "screen")
            try put(focus, "focus")
            if let transition { try container.encode(transition, forKey: AnyKey("transition")) }
        case .dismiss(let transition):
            try put("dismiss", "type")
            if let transition { try container.encode(transition, forKey: AnyKey("transition")) }
        case .activate(let id):
            try put("activate", "type")
            try put(id, "id")
        case .when(let condition, let then, let otherwise):
            try put("if", "type")
            try putElement(
                condition.id, label: condition.label, value: condition.value,
                traits: [(condition.hasTraits, "hasTraits"), (condition.lacksTraits, "lacksTraits")],
                hidden: condition.hidden)
            try container.encode(then, forKey: AnyKey("then"))
            if !otherwise.isEmpty { try container.encode(otherwise, forKey: AnyKey("else")) }
        }
    }
}

extension AdjustableValues: Codable {
    public init(from decoder: any Decoder) throws {
        self = try SampleReader.fragment(from: decoder, NodeDecoder.adjustableValues)
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .list(let values):
            var container = encoder.singleValueContainer()
            try container.encode(values)
        case .range(let min, let max, let step, let format):
            var container = encoder.container(keyedBy: AnyKey.self)
            try container.encode(min, forKey: AnyKey("min"))
            try container.encode(max, forKey: AnyKey("max"))
            try container.encode(step, forKey: AnyKey("step"))
            try container.encode(format, forKey: AnyKey("format"))
        }
    }
}

extension TableCell: Codable {
    public init(from decoder: any Decoder) throws {
        self = try SampleReader.fragment(from: decoder, NodeDecoder.tableCell)
    }

    private enum Keys: String, CodingKey { case row, column, rowSpan, columnSpan }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(row, forKey: .row)
        try container.encode(column, forKey: .column)
        if rowSpan != 1 { try container.encode(rowSpan, forKey: .rowSpan) }
        if columnSpan != 1 { try container.encode(columnSpan, forKey: .columnSpan) }
    }
}

extension TableHeader: Codable {}

extension CustomRotor: Codable {
    public init(from decoder: any Decoder) throws {
        self = try SampleReader.fragment(from: decoder, NodeDecoder.customRotor)
    }

    private enum Keys: String, CodingKey { case name, kind, ids }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(kind?.name, forKey: .kind)
        try container.encode(ids, forKey: .ids)
    }
}

extension Behaviors.Transition: Codable {
    public init(from decoder: any Decoder) throws {
        self = try SampleReader.fragment(from: decoder, NodeDecoder.transition)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        var presentationFields = container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("presentation"))
        try presentationFields.encode(presentation.style.rawValue, forKey: AnyKey("style"))
        try presentationFields.encodeIfPresent(presentation.frame, forKey: AnyKey("frame"))
        try presentationFields.encodeIfPresent(presentation.dimming, forKey: AnyKey("dimming"))
        try presentationFields.encodeIfPresent(presentation.cornerRadius, forKey: AnyKey("cornerRadius"))
        try container.encode(animation, forKey: AnyKey("animation"))
    }
}

extension Behaviors.Animation: Codable {
    public init(from decoder: any Decoder) throws {
        self = try SampleReader.fragment(from: decoder, NodeDecoder.animation)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        try motion.encodeFields(into: &container)
        if let reduced {
            var nested = container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("reduced"))
            try reduced.encodeFields(into: &nested)
        }
    }
}

extension Motion {
    func encodeFields(into container: inout KeyedEncodingContainer<AnyKey>) throws {
        try container.encode(style.rawValue, forKey: AnyKey("style"))
        try container.encode(duration, forKey: AnyKey("duration"))
        try container.encodeIfPresent(edge?.rawValue, forKey: AnyKey("edge"))
        try container.encodeIfPresent(source, forKey: AnyKey("source"))
        try container.encodeIfPresent(bounce, forKey: AnyKey("bounce"))
    }
}
