extension HarkDocument {
    /// Captures a live object graph as VoiceOver sees it: each source's
    /// properties become a node, its children (not visited below an
    /// accessibility element or a hidden subtree) the node's children.
    ///
    /// The walk uses an explicit stack, so any depth is fine; an object met
    /// twice (a cycle through `accessibilityElements`) is visited once —
    /// every object visited is kept alive until the walk ends, so a freshly
    /// made element cannot be taken for an earlier one whose address it
    /// reuses. A semantic group's custom actions are offered on each element
    /// inside it, as VoiceOver does. A data table's header elements that
    /// the walk reaches as cells become its row and column headers. Identifiers are made unique (`#2`) as
    /// the sample format needs.
    @MainActor
    public init(capturingSource root: any AccessibilitySource, title: String? = nil, screen: ScreenSize? = nil) {
        var entries: [(properties: AccessibilityProperties, parent: Int?)] = []
        var stack: [(source: any AccessibilitySource, parent: Int?, groupActions: [String])] = [(root, nil, [])]
        var seen: [ObjectIdentifier: Int] = [:]
        var visited: [AnyObject] = []
        while let (source, parent, groupActions) = stack.popLast() {
            if type(of: source) is AnyClass {
                let object = source as AnyObject
                guard seen.updateValue(entries.count, forKey: ObjectIdentifier(object)) == nil else { continue }
                visited.append(object)
            }
            var properties = source.harkAccessibility
            let inherited = properties.takeGroupActions(groupActions)
            entries.append((properties, parent))
            guard properties.walksChildren else { continue }
            let index = entries.count - 1
            for child in source.harkAccessibilityChildren.reversed() { stack.append((child, index, inherited)) }
        }
        withExtendedLifetime(visited) {}
        Self.nameRotorTargets(&entries, seen: seen)
        var ids = UniqueIdentifiers()
        var claimed: [String?] = entries.map { $0.properties.identifier.flatMap { ids.claim($0) } }
        let rotors = Self.rotors(entries.map(\.properties), ids: claimed, seen: seen)
        let headers = Self.tableHeaders(entries.map(\.properties), seen: seen)
        var children = [[AccessibilityNode]](repeating: [], count: entries.count)
        for index in stride(from: entries.count - 1, through: 0, by: -1) {
            var node = entries[index].properties.node(
                id: claimed[index], children: children[index].reversed(), rotors: rotors[index] ?? [])
            if let header = headers[index] { node.header = header }
            children[index] = []
            claimed[index] = nil
            if let parent = entries[index].parent {
                children[parent].append(node)  // last child first; reversed when the parent is built
            } else {
                self.init(
                    title: title,
                    screen: screen
                        ?? entries[index].properties.frame.map { ScreenSize(width: $0.width, height: $0.height) },
                    root: node)
                return
            }
        }
        self.init(title: title, screen: screen, root: AccessibilityNode())
    }

}
