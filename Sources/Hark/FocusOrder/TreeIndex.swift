/// Every node of one layer's tree, numbered in document order (pruned
/// subtrees included), so that an effect finds a node by id, and its path
/// and neighbours, without walking the tree.
///
/// Effects change a node's fields, never a tree's shape (children are
/// neither added nor removed), so a layer's index, built once in a walk of
/// its tree, stays right for as long as the layer is on screen.
struct TreeIndex: Sendable {
    /// For each node: its parent's number (-1 for the root) and its index
    /// among the parent's children.
    private(set) var parent: [Int32] = []
    private(set) var childIndex: [Int32] = []
    /// The number after the node's subtree: the subtree is `n ..< end[n]`.
    private(set) var end: [Int32] = []
    /// The numbers of a node's children are `children[firstChild[n]...]`.
    private var firstChild: [Int32] = []
    private var children: [Int32] = []
    /// The first node (in document order) with each id.
    private var ids: [String: Int32] = [:]

    /// Indexes `root`'s tree, without recursion.
    init(_ root: AccessibilityNode) {
        // Each frame: a node, its number, and the next child to number.
        var stack: [(node: AccessibilityNode, number: Int, next: Int)] = []
        func enter(_ node: AccessibilityNode, parent: Int, index: Int) {
            let number = self.parent.count
            self.parent.append(Int32(parent))
            childIndex.append(Int32(index))
            end.append(0)
            firstChild.append(Int32(children.count))
            children.append(contentsOf: repeatElement(-1, count: node.children.count))
            if let id = node.id, ids[id] == nil { ids[id] = Int32(number) }
            stack.append((node, number, 0))
        }
        enter(root, parent: -1, index: 0)
        while let top = stack.indices.last {
            let (node, number, next) = stack[top]
            guard next < node.children.count else {
                end[number] = Int32(self.parent.count)
                stack.removeLast()
                continue
            }
            stack[top].next = next + 1
            children[Int(firstChild[number]) + next] = Int32(self.parent.count)
            enter(node.children[next], parent: number, index: next)
        }
    }

    /// The number of the first node with `id`.
    func number(ofID id: String) -> Int? { ids[id].map(Int.init) }

    /// The number of child `index` of node `number`.
    func child(_ index: Int, of number: Int) -> Int { Int(children[Int(firstChild[number]) + index]) }

    /// Whether node `number` is in the subtree of node `ancestor` (itself included).
    func isInSubtree(_ number: Int, of ancestor: Int) -> Bool {
        number >= ancestor && number < Int(end[ancestor])
    }

    /// The child indices from the root to node `number`.
    func path(to number: Int) -> [Int] {
        var path: [Int] = []
        var current = number
        while current > 0 {
            path.append(Int(childIndex[current]))
            current = Int(parent[current])
        }
        return path.reversed()
    }
}
