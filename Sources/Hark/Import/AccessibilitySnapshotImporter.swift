import Foundation

/// AccessibilitySnapshot's model (`[AccessibilityHierarchy]` written with
/// `JSONEncoder`) as a Hark document. The model already holds what
/// VoiceOver reaches, in its order, so no rule of ``ImportedTree`` applies:
/// every element is an element, every container keeps its type, and each
/// level is read in `traversalIndex` order (``AccessibilityNode/readsInGivenOrder``).
enum AccessibilitySnapshotImporter {
    static func document(from data: Data) throws(ImportError) -> HarkDocument {
        let bytes = [UInt8](data)
        let (items, read) = try bytes.withUnsafeBufferPointer { buffer throws(ImportError) in
            var reader = SnapshotReader(json: JSONReader(bytes: buffer))
            return (try reader.read(), reader.warnings)
        }
        var warnings = read
        let elements = items.compactMap { if case .element(let element) = $0 { element } else { nil } }
        guard !elements.isEmpty else {
            throw ImportError(format: .accessibilitySnapshot, location: "document", message: "the dump has no element")
        }
        let ids = identifiers(items, warnings: &warnings)
        let root = tree(items, ids: ids, rotors: rotorTargets(elements, ids: ids, items: items))
        var document = HarkDocument(root: root)
        var origin = ImportOrigin(format: .accessibilitySnapshot, warnings: warnings)
        origin.descriptions = elements.enumerated().sorted {
            ($0.element.traversalIndex, $0.offset) < ($1.element.traversalIndex, $1.offset)
        }
        .map(\.element.description)
        document.importOrigin = origin
        // The model does not record the device language either: it is
        // guessed from the labels, as for every dump.
        let labels = elements.compactMap { $0.label?.nonEmpty ?? $0.value?.nonEmpty }
        if let guess = LabelLanguage.guess(labels) {
            document.locale = guess
            document.importOrigin?.guessedLocale = guess
        }
        return document
    }

    /// The id of each item (elements and containers, in document order):
    /// its identifier, made unique (`#2`); an element a rotor visits and
    /// that has none gets `element-N`, N its `traversalIndex`.
    private static func identifiers(_ items: [SnapshotItem], warnings: inout [String]) -> [String?] {
        var described: [String: Int] = [:]
        for item in items {
            if case .element(let element) = item, described[element.description] == nil {
                described[element.description] = element.traversalIndex
            }
        }
        var targets: Set<Int> = []
        for item in items {
            guard case .element(let element) = item else { continue }
            for rotor in element.rotors {
                for result in rotor.results {
                    if let index = described[result] {
                        targets.insert(index)
                    } else {
                        warnings.append(
                            "\(element.location): rotor '\(NameSuggestion.cut(rotor.name))' visits "
                                + "'\(NameSuggestion.cut(result))', which no element describes; left out"
                        )
                    }
                }
            }
        }
        var unique = UniqueIdentifiers()
        return items.map { item in
            switch item {
            case .element(let element):
                if let id = element.identifier?.nonEmpty { return unique.claim(id) }
                return targets.contains(element.traversalIndex)
                    ? unique.claim("element-\(element.traversalIndex)") : nil
            case .open(let container): return container.identifier?.nonEmpty.flatMap { unique.claim($0) }
            case .close: return nil
            }
        }
    }

    /// Each element's rotors with the ids of the elements they visit (by
    /// their `description`, as the model names them).
    private static func rotorTargets(_ elements: [SnapshotElement], ids: [String?], items: [SnapshotItem])
        -> [[CustomRotor]]
    {
        var idOfDescription: [String: String] = [:]
        for (item, id) in zip(items, ids) {
            if case .element(let element) = item, let id, idOfDescription[element.description] == nil {
                idOfDescription[element.description] = id
            }
        }
        return elements.map { element in
            element.rotors.map { CustomRotor(name: $0.name, ids: $0.results.compactMap { idOfDescription[$0] }) }
        }
    }

    /// The tree, built with a stack of open containers; each level sorted
    /// by `traversalIndex` (a container by its first element's).
    private static func tree(_ items: [SnapshotItem], ids: [String?], rotors: [[CustomRotor]]) -> AccessibilityNode {
        var stack: [(container: SnapshotContainer?, id: String?, children: [(order: Int, node: AccessibilityNode)])] = [
            (nil, nil, [])
        ]
        var elementIndex = 0
        for (item, id) in zip(items, ids) {
            switch item {
            case .element(let element):
                let node = element.node(id: id, rotors: rotors[elementIndex])
                elementIndex += 1
                stack[stack.count - 1].children.append((element.traversalIndex, node))
            case .open(let container):
                stack.append((container, id, []))
            case .close:
                guard stack.count > 1 else { continue }
                let open = stack.removeLast()
                guard let container = open.container, let first = open.children.map(\.order).min() else { continue }
                let node = SnapshotNode.container(container, id: open.id, children: sorted(open.children))
                stack[stack.count - 1].children.append((first, node))
            }
        }
        var root = AccessibilityNode(children: sorted(stack[0].children))
        root.readsInGivenOrder = true
        return root
    }

    private static func sorted(_ children: [(order: Int, node: AccessibilityNode)]) -> [AccessibilityNode] {
        children.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(
            \.element.node)
    }
}

/// The nodes of AccessibilitySnapshot's containers (an element's:
/// ``SnapshotElement/node(id:rotors:)``).
enum SnapshotNode {
    static func container(_ container: SnapshotContainer, id: String?, children: [AccessibilityNode])
        -> AccessibilityNode
    {
        var node = container.node
        (node.id, node.children, node.readsInGivenOrder) = (id, children, true)
        return node
    }
}
