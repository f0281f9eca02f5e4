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

    /// The deepest `if` effects may nest. Effects are read by a recursive
    /// descent, so their depth gets a limit of its own, far below the call
    /// stack's (and far above any real app's branching).
    static let maximumEffectNesting = 32

    static let effectTypes = [
        "set", "announce", "layoutChanged", "screenChanged", "pageScrolled", "present", "dismiss", "activate", "if",
    ]

    /// The fields each effect type takes, besides `type`.
    static let effectFields: [String: [String]] = [
        "set": ["id", "label", "value", "hint", "addTraits", "removeTraits", "hidden", "animation"],
        "announce": ["text", "priority", "queued"],
        "layoutChanged": ["focus", "text"],
        "screenChanged": ["focus"],
        "pageScrolled": ["text"],
        "present": ["screen", "focus", "transition"],
        "dismiss": ["transition"],
        "activate": ["id"],
        "if": ["id", "label", "value", "hasTraits", "lacksTraits", "hidden", "then", "else"],
    ]

    /// One effect object: its members read as they come, then its `type`
    /// decides which it takes and what they make.
    static func effect(_ reader: inout SampleReader) throws(HarkDecodingError) -> Behaviors.Effect {
        var members = EffectMembers()
        let allFields = ["type"] + Set(effectFields.values.joined()).sorted()
        let keys = try reader.members(known: allFields, what: "an effect object ({\"type\": …})") {
            reader, key throws(HarkDecodingError) in
            try members.read(key, from: &reader)
        }
        try reader.require("type", in: keys, what: "one of: " + effectTypes.joined(separator: ", "))
        guard let type = members.type else { throw reader.fail("missing required field \"type\"") }
        let allowed = effectFields[type] ?? []
        if let stray = keys.all.first(where: { $0 != "type" && !allowed.contains($0) }) {
            throw reader.fail(
                "a \"\(type)\" effect has no field \"\(stray)\""
                    + (allowed.isEmpty ? "" : "; it takes: " + allowed.joined(separator: ", ")))
        }
        return try members.effect(type, keys: keys, reader: reader)
    }

    /// `{"presentation": {…}, "animation": {…}}`.
    static func transition(_ reader: inout SampleReader) throws(HarkDecodingError) -> Behaviors.Transition {
        var presentation = Behaviors.Presentation()
        var animation: Behaviors.Animation?
        let keys = try reader.members(known: ["presentation", "animation"]) { reader, key throws(HarkDecodingError) in
            if key == "animation" {
                animation = try self.animation(&reader)
                return
            }
            try reader.members(known: ["style", "frame", "dimming", "cornerRadius"]) {
                reader, key throws(HarkDecodingError) in
                switch key {
                case "style":
                    presentation.style = try reader.name(
                        of: Behaviors.Presentation.Style.self, what: "presentation style")
                case "frame": presentation.frame = try frame(&reader)
                case "dimming":
                    presentation.dimming = try reader.fraction(what: "a dimming")
                default:
                    let radius = try reader.number()
                    guard radius >= 0 else {
                        throw reader.fail("a corner radius must not be negative, found \(SampleReader.format(radius))")
                    }
                    presentation.cornerRadius = radius
                }
            }
        }
        try reader.require("animation", in: keys, what: "how it moves")
        return Behaviors.Transition(
            presentation: presentation, animation: animation ?? Behaviors.Animation(Motion(.none, duration: 0)))
    }

    /// A motion, with `"reduced"`: the motion the app runs with Reduce Motion.
    static func animation(_ reader: inout SampleReader) throws(HarkDecodingError) -> Behaviors.Animation {
        var reduced: Motion?
        let motion = try self.motion(&reader, allowReduced: true, reduced: &reduced)
        return Behaviors.Animation(motion, reduced: reduced)
    }

    /// `{"style": "zoom", "source": "coral", "duration": 0.5, "bounce": 0.3}`.
    static func motion(_ reader: inout SampleReader, allowReduced: Bool, reduced: inout Motion?)
        throws(HarkDecodingError) -> Motion
    {
        var motion = Motion(.none, duration: 0)
        var inner: Motion?
        let known = ["style", "duration", "edge", "source", "bounce"] + (allowReduced ? ["reduced"] : [])
        let keys = try reader.members(known: known, what: "an animation object ({\"style\": …, \"duration\": …})") {
            reader, key throws(HarkDecodingError) in
            switch key {
            case "style": motion.style = try reader.name(of: Motion.Style.self, what: "animation style")
            case "duration":
                let duration = try reader.number()
                guard duration >= 0 && duration <= 60 else {
                    throw reader.fail(
                        "expected a duration from 0 to 60 seconds, found \(SampleReader.format(duration))")
                }
                motion.duration = duration
            case "edge": motion.edge = try reader.name(of: Motion.Edge.self, what: "edge")
            case "source":
                let id = try reader.nonEmptyString(what: "an id")
                reader.references.append(.init(name: id, isScreen: false, path: reader.path.description))
                motion.source = id
            case "bounce":
                motion.bounce = try reader.fraction(what: "a bounce")
            default:
                var ignored: Motion?
                inner = try self.motion(&reader, allowReduced: false, reduced: &ignored)
            }
        }
        for (key, what) in [
            ("style", "one of: " + Motion.Style.allCases.map(\.rawValue).joined(separator: ", ")),
            ("duration", "in seconds"),
        ] {
            try reader.require(key, in: keys, what: what)
        }
        if motion.style == .slide, motion.edge == nil {
            throw reader.fail("a slide needs an \"edge\": top, bottom, leading or trailing")
        }
        reduced = inner
        return motion
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
        let keys = try reader.members(
            known: ["min", "max", "step", "format"],
            what: "an array of values or {\"min\", \"max\", \"step\", \"format\"}"
        ) { reader, key throws(HarkDecodingError) in
            if key == "format" {
                format = try reader.string()
                let placeholders = FormatToken.scan(format).compactMap { token -> Character? in
                    if case .placeholder(_, let conversion, _) = token { return conversion }
                    return nil
                }
                do throws(FormatError) {
                    try SpeechFormat(strict: format).check([.integer(0)])
                    guard placeholders.count == 1, placeholders.first != "@" else {
                        throw FormatError(
                            message: "found \(placeholders.count == 1 ? "%@" : "\(placeholders.count) placeholders")")
                    }
                } catch {
                    throw reader.fail("the format must take one whole number (%d): \(error.message)")
                }
            } else {
                numbers[key] = try reader.integer(in: -1_000_000_000...1_000_000_000)
            }
        }
        for key in ["min", "max"] {
            try reader.require(key, in: keys, what: "a whole number")
        }
        let min = numbers["min"] ?? 0, max = numbers["max"] ?? 0, step = numbers["step"] ?? 1
        guard min < max else { throw reader.fail("min (\(min)) must be less than max (\(max))") }
        guard step > 0 else { throw reader.fail("step must be positive, found \(step)") }
        return .range(min: min, max: max, step: step, format: format)
    }
}
