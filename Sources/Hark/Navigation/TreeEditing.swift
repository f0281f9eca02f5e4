extension AccessibilityNode {
    /// The child indices from this node to the first node (in document
    /// order) with `id`, or `nil`. One walk, keeping one path.
    func path(toID id: String) -> [Int]? {
        if self.id == id { return [] }
        // The nodes whose children are being looked at, and the path to the child looked at.
        var parents = [self]
        var path = [0]
        while let parent = parents.last, let index = path.last {
            guard index < parent.children.count else {
                parents.removeLast()
                path.removeLast()
                if !path.isEmpty { path[path.count - 1] += 1 }
                continue
            }
            let child = parent.children[index]
            if child.id == id { return path }
            if child.children.isEmpty {
                path[path.count - 1] += 1
            } else {
                parents.append(child)
                path.append(0)
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
    /// taken out of their parents (so that, held by nothing else, each is
    /// changed in place), changed, and put back from the bottom up. The cost
    /// is the path's length when the tree is not shared.
    mutating func modify(at path: [Int], _ change: (inout AccessibilityNode) -> Void) {
        guard node(at: path) != nil else { return }
        var parents: [AccessibilityNode] = []
        var node = self
        self = AccessibilityNode()
        for index in path {
            var child = AccessibilityNode()
            swap(&child, &node.children[index])
            parents.append(node)
            node = child
        }
        change(&node)
        for index in path.reversed() {
            var parent = parents.removeLast()
            swap(&parent.children[index], &node)
            node = parent
        }
        self = node
    }

    /// Calls `change` on every node of the tree, children first, without
    /// recursion. Each node is copied out once and stored back in place (see
    /// ``children``), so the cost is linear in the tree, however wide.
    mutating func transformAll(_ change: (inout AccessibilityNode) throws(NarrationError) -> Void)
        throws(NarrationError)
    {
        // Each frame: a node whose children are being transformed, and the next one.
        var stack: [(node: AccessibilityNode, next: Int)] = [(self, 0)]
        while let top = stack.indices.last {
            let next = stack[top].next
            if next < stack[top].node.children.count {
                stack.append((stack[top].node.children[next], 0))
                continue
            }
            var (node, _) = stack.removeLast()
            try change(&node)
            guard let parent = stack.indices.last else {
                self = node
                return
            }
            let index = stack[parent].next
            stack[parent].node.children[index] = node
            stack[parent].next = index + 1
        }
    }
}

extension Behaviors.ElementChanges {
    /// Applies the changes to `node`.
    func apply(to node: inout AccessibilityNode) {
        if let label {
            node.label = label
            node.localizedLabel = nil
        }
        if let value {
            node.value = value
            node.localizedValue = nil
        }
        if let hint {
            node.hint = hint
            node.localizedHint = nil
        }
        node.traits.formUnion(addTraits)
        node.traits.subtract(removeTraits)
        if let hidden { node.hidden = hidden }
    }
}
