/// The nodes each element of a dump became while ``ImportedTree`` builds
/// the tree from the last element to the first, with the element each node
/// comes from (for SARIF regions). An element that became one node holds it
/// without an array of its own: a million buttons cost a million nodes, not
/// a million one-node arrays besides.
struct BuiltNodes {
    /// The node an element became, when it became exactly itself.
    private var single: [AccessibilityNode?]
    /// The nodes a container became (itself, or its children), in preorder.
    private var many: [[AccessibilityNode]]
    /// The element each node of `many` comes from.
    private var sources: [[Int]]

    init(count: Int) {
        single = Array(repeating: nil, count: count)
        many = Array(repeating: [], count: count)
        sources = Array(repeating: [], count: count)
    }

    /// Records the node element `index` became.
    mutating func set(_ index: Int, node: AccessibilityNode) { single[index] = node }

    /// Records the nodes container `index` became and where each comes from.
    mutating func set(_ index: Int, nodes: [AccessibilityNode], sources nodeSources: [Int]) {
        many[index] = nodes
        sources[index] = nodeSources
    }

    /// Moves what element `index` became to the end of `nodes` and
    /// `nodeSources`, and forgets it.
    mutating func take(_ index: Int, into nodes: inout [AccessibilityNode], sources nodeSources: inout [Int]) {
        if let node = single[index] {
            nodes.append(node)
            nodeSources.append(index)
            single[index] = nil
        } else {
            nodes += many[index]
            nodeSources += sources[index]
            many[index] = []
            sources[index] = []
        }
    }
}
