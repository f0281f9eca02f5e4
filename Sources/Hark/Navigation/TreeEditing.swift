extension AccessibilityNode {
    /// The child indices from this node to the first node (in document
    /// order) with `id`, or `nil`.
    func path(toID id: String) -> [Int]? {
        // (node, path) pairs still to look at, last first.
        var stack: [(AccessibilityNode, [Int])] = [(self, [])]
        while let (node, path) = stack.popLast() {
            if node.id == id { return path }
            for index in node.children.indices.reversed() {
                stack.append((node.children[index], path + [index]))
            }
        }
        return nil
    }

    /// The node at `path` (child indices from this node), or `nil`.
    func node(at path: [Int]) -> AccessibilityNode? {
        var node = self
        for index in path {
            guard node.children.indices.contains(index) else { return nil }
            node = node.children[index]
        }
        return node
    }

    /// Changes the node at `path` with `change`; does nothing when there is
    /// no node there. Written without recursion: the nodes along the path are
    /// taken out, changed, and put back from the bottom up.
    mutating func modify(at path: [Int], _ change: (inout AccessibilityNode) -> Void) {
        var chain = [self]
        for index in path {
            guard let last = chain.last, last.children.indices.contains(index) else { return }
            chain.append(last.children[index])
        }
        change(&chain[chain.count - 1])
        for level in stride(from: path.count - 1, through: 0, by: -1) {
            chain[level].children[path[level]] = chain[level + 1]
        }
        self = chain[0]
    }

    /// Calls `change` on every node of the tree, children first, without
    /// recursion.
    mutating func transformAll(_ change: (inout AccessibilityNode) throws(NarrationError) -> Void) throws(NarrationError) {
        // Each frame: a node whose children are being transformed.
        var stack: [(node: AccessibilityNode, next: Int)] = [(self, 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            if stack[top].next < stack[top].node.children.count {
                let child = stack[top].node.children[stack[top].next]
                stack.append((child, 0))
                continue
            }
            var (node, _) = stack.removeLast()
            try change(&node)
            guard !stack.isEmpty else {
                self = node
                return
            }
            stack[stack.count - 1].node.children[stack[stack.count - 1].next] = node
            stack[stack.count - 1].next += 1
        }
    }
}

extension ElementChanges {
    /// Applies the changes to `node`.
    func apply(to node: inout AccessibilityNode) {
        if let label { node.label = label; node.localizedLabel = nil }
        if let value { node.value = value; node.localizedValue = nil }
        if let hint { node.hint = hint; node.localizedHint = nil }
        node.traits.formUnion(addTraits)
        node.traits.subtract(removeTraits)
        if let hidden { node.hidden = hidden }
    }
}
