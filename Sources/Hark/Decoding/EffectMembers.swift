/// An effect object's members as the decoder reads them, before its `type`
/// (which may come last) decides what they make.
struct EffectMembers {
    var type: String?
    var strings: [String: String] = [:]
    var changes = Behaviors.ElementChanges()
    var priority = AnnouncementPriority.default
    var queued = false
    var hasTraits: AccessibilityNode.Traits = []
    var lacksTraits: AccessibilityNode.Traits = []
    var branches: [String: [Behaviors.Effect]] = [:]
    var animation: Behaviors.Animation?
    var transition: Behaviors.Transition?

    /// Reads the member `key`; ids and screens it names become references,
    /// checked once the whole document is read.
    mutating func read(_ key: String, from reader: inout SampleReader) throws(HarkDecodingError) {
        switch key {
        case "type":
            let name = try reader.string()
            guard NodeDecoder.effectTypes.contains(name) else {
                throw reader.fail(NameSuggestion.unknown("effect type", name, in: NodeDecoder.effectTypes))
            }
            type = name
        case "then", "else":
            let limit = NodeDecoder.maximumEffectNesting
            guard reader.effectNesting < limit else {
                throw reader.fail("\"if\" effects are nested more than \(limit) levels deep")
            }
            reader.effectNesting += 1
            defer { reader.effectNesting -= 1 }
            branches[key] = try reader.array(NodeDecoder.effect)
        case "animation": animation = try NodeDecoder.animation(&reader)
        case "transition": transition = try NodeDecoder.transition(&reader)
        case "hasTraits": hasTraits = try NodeDecoder.traits(&reader)
        case "lacksTraits": lacksTraits = try NodeDecoder.traits(&reader)
        case "addTraits": changes.addTraits = try NodeDecoder.traits(&reader)
        case "removeTraits": changes.removeTraits = try NodeDecoder.traits(&reader)
        case "hidden": changes.hidden = try reader.bool()
        case "priority": priority = try reader.name(of: AnnouncementPriority.self, what: "priority")
        case "queued": queued = try reader.bool()
        case "id", "focus", "screen":
            let isScreen = key == "screen"
            let id = try reader.nonEmptyString(what: isScreen ? "a screen id" : "an id")
            reader.references.append(.init(name: id, isScreen: isScreen, path: reader.path.description))
            strings[key] = id
        default: strings[key] = try reader.string()
        }
    }

    /// The effect of type `type` that the members make; a required member
    /// that is missing or null is an error naming it.
    func effect(_ type: String, keys: MemberKeys, reader: SampleReader) throws(HarkDecodingError) -> Behaviors.Effect {
        func require(_ key: String, _ what: String) throws(HarkDecodingError) -> String {
            if keys.nulls.contains(key) { throw reader.nullField(key, what: what) }
            guard let value = strings[key] else { throw reader.fail("a \"\(type)\" effect needs \"\(key)\" (\(what))") }
            return value
        }
        switch type {
        case "set":
            var changes = changes
            changes.label = strings["label"]
            changes.value = strings["value"]
            changes.hint = strings["hint"]
            return .set(id: try require("id", "the element to change"), changes: changes, animation: animation)
        case "announce": return .announce(try require("text", "what to say"), priority: priority, queued: queued)
        case "layoutChanged": return .layoutChanged(focus: strings["focus"], text: strings["text"])
        case "screenChanged": return .screenChanged(focus: strings["focus"])
        case "pageScrolled": return .pageScrolled(try require("text", "the scroll status, such as \"Page 2 of 3\""))
        case "present":
            return .present(
                screen: try require("screen", "the id of a screen in \"screens\""), focus: strings["focus"],
                transition: transition)
        case "dismiss": return .dismiss(transition: transition)
        case "if":
            let condition = Behaviors.Condition(
                id: try require("id", "the element whose state decides"), label: strings["label"],
                value: strings["value"], hasTraits: hasTraits, lacksTraits: lacksTraits, hidden: changes.hidden)
            let thenWhat = "the effects when the state holds"
            if keys.nulls.contains("then") { throw reader.nullField("then", what: thenWhat) }
            guard let then = branches["then"] else {
                throw reader.fail("an \"if\" effect needs \"then\" (\(thenWhat))")
            }
            return .when(condition, then: then, else: branches["else"] ?? [])
        default: return .activate(id: try require("id", "the element to activate"))
        }
    }
}
