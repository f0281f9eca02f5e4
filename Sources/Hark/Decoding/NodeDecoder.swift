/// Decodes the nodes of a sample document without recursion, so a tree's
/// depth is bounded only by ``JSONParser/maximumDepth``. It also checks that
/// ids are unique across every tree it reads.
struct NodeDecoder {
    /// The fields of a node, as the sample format names them.
    enum Field: String, CaseIterable {
        case id, label, value, hint, traits, frame, isAccessibilityElement, children, explicitOrder, groupChildren
        case containerType, elementsHidden, hidden, alpha, clipsToBounds, viewIsModal, language, headingLevel
        case customActions, customContent, userInputLabels, respondsToUserInteraction, activationPoint
    }

    static let fields: [String: Field] = Dictionary(uniqueKeysWithValues: Field.allCases.map { ($0.rawValue, $0) })

    /// Where each id was first seen.
    private var ids: [String: JSONPath] = [:]

    /// A node whose children are being decoded.
    private struct Pending {
        var node: AccessibilityNode
        var childValues: [JSONValue]
        var built: [AccessibilityNode] = []
    }

    mutating func decodeTree(_ value: JSONValue, at base: JSONPath) throws(HarkDecodingError) -> AccessibilityNode {
        var path = base
        var stack = [try decodeFields(value, at: path)]
        while let top = stack.last {
            let childIndex = top.built.count
            if childIndex < top.childValues.count {
                path.components.append(.key("children"))
                path.components.append(.index(childIndex))
                stack.append(try decodeFields(top.childValues[childIndex], at: path))
                continue
            }
            var finished = stack.removeLast()
            finished.node.children = finished.built
            guard !stack.isEmpty else { return finished.node }
            path.components.removeLast(2)
            stack[stack.count - 1].built.append(finished.node)
        }
        preconditionFailure("the stack always holds the tree's root until it is returned")
    }

    /// Reads every field of one node except its children, which it returns
    /// unread.
    private mutating func decodeFields(_ value: JSONValue, at path: JSONPath) throws(HarkDecodingError) -> Pending {
        var node = AccessibilityNode()
        var children: [JSONValue] = []
        var id: String?
        do throws(FieldError) {
            for member in try FieldReader.object(value, what: "an object (a node)") {
                guard let field = Self.fields[member.key] else {
                    throw FieldError("unknown field \"\(member.key)\"" + NameSuggestion.hint(for: member.key, in: Field.allCases.map(\.rawValue)))
                }
                if case .null = member.value { continue }  // null reads as absent
                do {
                    try Self.read(field, member.value, into: &node, children: &children)
                } catch {
                    throw FieldError(error.message, at: [.key(member.key)] + error.relativePath)
                }
            }
            id = node.id
        } catch {
            throw error.located(at: path)
        }
        if let id {
            if let first = ids[id] {
                throw HarkDecodingError(path: path.appending("id").description, message: "duplicate id \"\(id)\" (first used at \(first))")
            }
            ids[id] = path
        }
        return Pending(node: node, childValues: children)
    }

    private static func read(_ field: Field, _ value: JSONValue, into node: inout AccessibilityNode, children: inout [JSONValue]) throws(FieldError) {
        switch field {
        case .id: node.id = try FieldReader.nonEmptyString(value, what: "an id")
        case .label: node.label = try FieldReader.string(value)
        case .value: node.value = try FieldReader.string(value)
        case .hint: node.hint = try FieldReader.string(value)
        case .traits: node.traits = try traits(value)
        case .frame: node.frame = try frame(value)
        case .isAccessibilityElement: node.isAccessibilityElement = try FieldReader.bool(value)
        case .children: children = try FieldReader.array(value)
        case .explicitOrder: node.explicitOrder = try FieldReader.bool(value)
        case .groupChildren: node.groupChildren = try FieldReader.bool(value)
        case .containerType: node.containerType = try FieldReader.name(value, of: ContainerType.self, what: "container type")
        case .elementsHidden: node.elementsHidden = try FieldReader.bool(value)
        case .hidden: node.hidden = try FieldReader.bool(value)
        case .alpha: node.alpha = try FieldReader.number(value)
        case .clipsToBounds: node.clipsToBounds = try FieldReader.bool(value)
        case .viewIsModal: node.viewIsModal = try FieldReader.bool(value)
        case .language: node.language = try locale(value)
        case .headingLevel: node.headingLevel = try FieldReader.integer(value, in: 1...6)
        case .customActions: node.customActions = try FieldReader.each(value, customAction)
        case .customContent: node.customContent = try FieldReader.each(value, customContent)
        case .userInputLabels: node.userInputLabels = try FieldReader.each(value, FieldReader.string)
        case .respondsToUserInteraction: node.respondsToUserInteraction = try FieldReader.bool(value)
        case .activationPoint:
            let numbers = try FieldReader.numbers(value, count: 2, shape: "[x, y]")
            node.activationPoint = Point(x: numbers[0], y: numbers[1])
        }
    }

    static func traits(_ value: JSONValue) throws(FieldError) -> AccessibilityTraits {
        var traits: AccessibilityTraits = []
        for trait in try FieldReader.each(value, trait) { traits.insert(trait) }
        return traits
    }

    private static func trait(_ value: JSONValue) throws(FieldError) -> AccessibilityTraits {
        let name = try FieldReader.string(value)
        guard let trait = AccessibilityTraits(name: name) else {
            throw FieldError("unknown trait \"\(name)\"" + NameSuggestion.hint(for: name, in: AccessibilityTraits.named.map(\.name)))
        }
        return trait
    }

    static func frame(_ value: JSONValue) throws(FieldError) -> Frame {
        let numbers = try FieldReader.numbers(value, count: 4, shape: "[x, y, width, height]")
        for (index, name) in [(2, "width"), (3, "height")] where numbers[index] < 0 {
            throw FieldError("\(name) must not be negative, found \(FieldReader.format(numbers[index]))", at: [.index(index)])
        }
        return Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A BCP 47 name: letters, digits, `-` and `_`, starting with a letter.
    static func locale(_ value: JSONValue) throws(FieldError) -> String {
        let text = try FieldReader.nonEmptyString(value, what: "a language")
        guard text.first?.isASCII == true, text.first?.isLetter == true,
              text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            throw FieldError("\"\(text)\" is not a language name such as \"en\", \"de\" or \"pt-BR\"")
        }
        return text
    }

    private static func customAction(_ value: JSONValue) throws(FieldError) -> CustomAction {
        if case .string = value { return CustomAction(name: try FieldReader.nonEmptyString(value, what: "a custom action's name")) }
        let members = try FieldReader.object(value, what: "a string or {\"name\": …}")
        try FieldReader.require(members, "name", what: "the action's name")
        var action = CustomAction(name: "")
        try FieldReader.members(members, known: ["name"]) { (_, value) throws(FieldError) in
            action.name = try FieldReader.nonEmptyString(value, what: "a custom action's name")
        }
        return action
    }

    private static func customContent(_ value: JSONValue) throws(FieldError) -> CustomContent {
        let members = try FieldReader.object(value)
        try FieldReader.require(members, "label", what: "what the content is")
        try FieldReader.require(members, "value", what: "the content")
        var content = CustomContent(label: "", value: "")
        try FieldReader.members(members, known: ["label", "value", "importance"]) { (key, value) throws(FieldError) in
            switch key {
            case "label": content.label = try FieldReader.string(value)
            case "value": content.value = try FieldReader.string(value)
            default: content.importance = try FieldReader.name(value, of: CustomContent.Importance.self, what: "importance")
            }
        }
        return content
    }
}
