/// The last two steps of an import: which elements are VoiceOver's, then
/// the nodes built from them, last element first.
extension ImportedTree {
    /// Whether each element is an element of its own (not left out, and
    /// decided by docs/Importing.md's rules).
    func elementFlags(kinds: [ElementKind], children: [[Int]], dropped: [Bool], controls: CellControls) -> [Bool] {
        var isElement = [Bool](repeating: false, count: elements.count)
        for index in 0..<elements.count where !dropped[index] {
            let keptChildren = children[index].contains { !dropped[$0] }
            isElement[index] = decideElement(index, kinds[index], controls: controls, hasChildren: keptChildren)
            // A text field's button (its clear button) is an element, whatever
            // WebDriverAgent's `accessible` says under an accessible ancestor.
            if let parent = elements[index].parent, parent >= 0, parent < index, isElement[parent],
                kinds[parent].isField, kinds[index].role == .control, !folds(parent, controls)
            {
                isElement[index] = true
            }
        }
        return isElement
    }

    /// The roots' nodes and the element each came from. One pass from the
    /// last element to the first builds each node from its built children
    /// and lets go of the elements no node still needs.
    mutating func buildNodes(
        roots: [Int], kinds: [ElementKind], children: [[Int]], dropped: [Bool], holdsBeyond: [Bool],
        isElement: [Bool], controls: CellControls
    ) -> (nodes: [AccessibilityNode], sources: [Int]) {
        let ids = uniqueIdentifiers(dropped: dropped, isElement: isElement, kinds: kinds, controls: controls)
        let stopsOwned = ownersOfStops(isElement: isElement, dropped: dropped)
        let ownedStops = Set(stopsOwned.values.joined())
        var reach = ElementReach(controls: controls)
        var built = BuiltNodes(count: elements.count)
        for index in stride(from: elements.count - 1, through: 0, by: -1) {
            elements.release(from: reach.needed(before: index))
            guard !dropped[index] else { continue }
            if isElement[index] {
                let control = folds(index, controls) ? controls.sole[index] : nil
                let node = elementNode(index, kinds: kinds, id: ids[index], control: control)
                var inner =
                    keepsInnerControls(index, kinds, controls)
                    ? children[index].filter { isElement[$0] && kinds[$0].role == .control } : []
                inner += stopsOwned[index] ?? []
                if !inner.isEmpty {
                    var nodes = node.map { [$0] } ?? [], sources = node == nil ? [] : [index]
                    for child in inner { built.take(child, into: &nodes, sources: &sources) }
                    built.set(index, nodes: nodes, sources: sources)
                } else if let node {
                    built.set(index, node: node)
                }
            } else {
                var inner: [AccessibilityNode] = [], innerSources: [Int] = []
                for child in children[index] where !ownedStops.contains(child) {
                    built.take(child, into: &inner, sources: &innerSources)
                }
                let kind =
                    holdsBeyond[index] && ElementTypeTable.scrollables.contains(elements[index].type)
                    ? ElementKind(traits: [], role: .grouped) : kinds[index]
                let container = containerNodes(index, kind, id: ids[index], children: inner)
                built.set(
                    index, nodes: container.nodes, sources: container.wrapped ? [index] + innerSources : innerSources)
            }
        }
        var rootChildren: [AccessibilityNode] = [], rootSources: [Int] = []
        for root in roots { built.take(root, into: &rootChildren, sources: &rootSources) }
        return (rootChildren, rootSources)
    }
}
