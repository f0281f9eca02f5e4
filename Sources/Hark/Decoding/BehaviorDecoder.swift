/// Reads behaviours, effects and adjustable values (Hark's extension of the
/// sample format). Ids and screens that effects name are collected as
/// ``SampleReader/references`` and checked once the whole document is read.
extension NodeDecoder {
    static func behaviors(_ reader: inout SampleReader) throws(HarkDecodingError) -> Behaviors {
        var behaviors = Behaviors()
        let named = Behaviors.named
        try reader.members(known: named.map(\.name)) { reader, key throws(HarkDecodingError) in
            guard let path = named.first(where: { $0.name == key })?.path else { return }
            behaviors[keyPath: path] = try reader.array(effect)
        }
        return behaviors
    }

    static let effectTypes = ["set", "announce", "layoutChanged", "screenChanged", "pageScrolled", "present", "dismiss", "activate", "if"]

    /// The fields each effect type takes, besides `type`.
    static let effectFields: [String: [String]] = [
        "set": ["id", "label", "value", "hint", "addTraits", "removeTraits", "hidden"],
        "announce": ["text", "priority", "queued"],
        "layoutChanged": ["focus", "text"],
        "screenChanged": ["focus"],
        "pageScrolled": ["text"],
        "present": ["screen", "focus"],
        "dismiss": [],
        "activate": ["id"],
        "if": ["id", "label", "value", "hasTraits", "lacksTraits", "hidden", "then", "else"],
    ]

    static func effect(_ reader: inout SampleReader) throws(HarkDecodingError) -> Effect {
        var type: String?
        var strings: [String: String] = [:]
        var changes = ElementChanges()
        var priority = AnnouncementPriority.default
        var queued = false
        var hasTraits: AccessibilityTraits = [], lacksTraits: AccessibilityTraits = []
        var branches: [String: [Effect]] = [:]
        let allFields = ["type"] + Set(effectFields.values.joined()).sorted()
        let keys = try reader.members(known: allFields, what: "an effect object ({\"type\": …})") { reader, key throws(HarkDecodingError) in
            switch key {
            case "type":
                let name = try reader.string()
                guard effectTypes.contains(name) else {
                    throw reader.fail("unknown effect type \"\(name)\"" + NameSuggestion.hint(for: name, in: effectTypes))
                }
                type = name
            case "then", "else": branches[key] = try reader.array(effect)
            case "hasTraits": hasTraits = try traits(&reader)
            case "lacksTraits": lacksTraits = try traits(&reader)
            case "addTraits": changes.addTraits = try traits(&reader)
            case "removeTraits": changes.removeTraits = try traits(&reader)
            case "hidden": changes.hidden = try reader.bool()
            case "priority": priority = try reader.name(of: AnnouncementPriority.self, what: "priority")
            case "queued": queued = try reader.bool()
            case "id", "focus":
                let id = try reader.nonEmptyString(what: "an id")
                reader.references.append(.init(name: id, isScreen: false, path: reader.path.description))
                strings[key] = id
            case "screen":
                let id = try reader.nonEmptyString(what: "a screen id")
                reader.references.append(.init(name: id, isScreen: true, path: reader.path.description))
                strings[key] = id
            default: strings[key] = try reader.string()
            }
        }
        guard let type else { throw reader.fail("missing required field \"type\" (one of: \(effectTypes.joined(separator: ", ")))") }
        let allowed = effectFields[type] ?? []
        if let stray = keys.first(where: { $0 != "type" && !allowed.contains($0) }) {
            throw reader.fail("a \"\(type)\" effect has no field \"\(stray)\"" + (allowed.isEmpty ? "" : "; it takes: " + allowed.joined(separator: ", ")))
        }
        func require(_ key: String, _ what: String) throws(HarkDecodingError) -> String {
            guard let value = strings[key] else { throw reader.fail("a \"\(type)\" effect needs \"\(key)\" (\(what))") }
            return value
        }
        switch type {
        case "set":
            changes.label = strings["label"]
            changes.value = strings["value"]
            changes.hint = strings["hint"]
            return .set(id: try require("id", "the element to change"), changes: changes)
        case "announce": return .announce(try require("text", "what to say"), priority: priority, queued: queued)
        case "layoutChanged": return .layoutChanged(focus: strings["focus"], text: strings["text"])
        case "screenChanged": return .screenChanged(focus: strings["focus"])
        case "pageScrolled": return .pageScrolled(try require("text", "the scroll status, such as \"Page 2 of 3\""))
        case "present": return .present(screen: try require("screen", "the id of a screen in \"screens\""), focus: strings["focus"])
        case "dismiss": return .dismiss
        case "if":
            let condition = Condition(id: try require("id", "the element whose state decides"), label: strings["label"], value: strings["value"],
                                      hasTraits: hasTraits, lacksTraits: lacksTraits, hidden: changes.hidden)
            guard let then = branches["then"] else { throw reader.fail("an \"if\" effect needs \"then\" (the effects when the state holds)") }
            return .when(condition, then: then, else: branches["else"] ?? [])
        default: return .activate(id: try require("id", "the element to activate"))
        }
    }

    /// `["Low", "High"]` or `{"min": 1, "max": 5, "step": 1, "format": "%d stars"}`.
    static func adjustableValues(_ reader: inout SampleReader) throws(HarkDecodingError) -> AdjustableValues {
        if try reader.kind() == .array {
            let values = try reader.array { reader throws(HarkDecodingError) in try reader.string() }
            guard !values.isEmpty else { throw reader.fail("a list of adjustable values must not be empty") }
            return .list(values)
        }
        var numbers: [String: Int] = [:]
        var format = "%d"
        let keys = try reader.members(known: ["min", "max", "step", "format"], what: "an array of values or {\"min\", \"max\", \"step\", \"format\"}") { reader, key throws(HarkDecodingError) in
            if key == "format" {
                format = try reader.string()
                let placeholders = FormatToken.scan(format).compactMap { token -> Character? in
                    if case .placeholder(_, let conversion, _) = token { return conversion }
                    return nil
                }
                do throws(FormatError) {
                    try SpeechFormat(strict: format).check([.integer(0)])
                    guard placeholders.count == 1, placeholders.first != "@" else {
                        throw FormatError(message: "found \(placeholders.count == 1 ? "%@" : "\(placeholders.count) placeholders")")
                    }
                } catch {
                    throw reader.fail("the format must take one whole number (%d): \(error.message)")
                }
            } else {
                numbers[key] = try reader.integer(in: -1_000_000_000...1_000_000_000)
            }
        }
        for key in ["min", "max"] {
            if let missing = SampleReader.require(key, in: keys, what: "a whole number") { throw reader.fail(missing) }
        }
        let min = numbers["min"] ?? 0, max = numbers["max"] ?? 0, step = numbers["step"] ?? 1
        guard min < max else { throw reader.fail("min (\(min)) must be less than max (\(max))") }
        guard step > 0 else { throw reader.fail("step must be positive, found \(step)") }
        return .range(min: min, max: max, step: step, format: format)
    }
}
