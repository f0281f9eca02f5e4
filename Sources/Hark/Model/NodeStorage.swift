/// The fields of a node, shared copy-on-write by ``AccessibilityNode``
/// values. Only ever changed while uniquely referenced (see
/// `AccessibilityNode.uniqueStorage()`), which makes sharing it across
/// threads safe.
///
/// Every field but `children` is in ``NodeFields``, a plain value whose
/// copying, equality and hashing the compiler writes: a field added there is
/// compared, hashed and copied with no other change. Only the children are
/// walked by hand, because a tree's depth is up to whoever builds it:
/// equality and hashing walk the tree with a stack of their own, and
/// `deinit` takes the children apart one level at a time.
///
/// Its two fields are read for every element at every step of a narration;
/// their accesses are not checked for exclusivity at run time (a check and
/// a record in a table per read, 4% of a large narration's instructions).
/// Nothing can overlap them: they are written only through
/// `AccessibilityNode`'s setters and `deinit`, on storage the node alone
/// holds, and by the decoder, on the storage of a node it is reading,
/// which nothing else holds yet; so no other path reaches it while a write
/// is open.
final class NodeStorage: @unchecked Sendable {
    @exclusivity(unchecked) var fields: NodeFields
    @exclusivity(unchecked) var children: [AccessibilityNode]

    init(fields: NodeFields = NodeFields(), children: [AccessibilityNode] = []) {
        self.fields = fields
        self.children = children
    }

    func copy() -> NodeStorage {
        NodeStorage(fields: fields, children: children)
    }

    /// Frees the subtree without recursion: each uniquely held child gives
    /// up its children to the list before it goes, so no `deinit` frees
    /// more than one level.
    deinit {
        guard !children.isEmpty else { return }
        var pending = children
        children = []
        while var node = pending.popLast() {
            if isKnownUniquelyReferenced(&node.storage), !node.storage.children.isEmpty {
                pending.append(contentsOf: node.storage.children)
                node.storage.children = []
            }
        }
    }
}

extension AccessibilityNode: Hashable {
    /// Compares the trees node by node, without recursion.
    public static func == (a: AccessibilityNode, b: AccessibilityNode) -> Bool {
        var pending = [(a.storage, b.storage)]
        while let (x, y) = pending.popLast() {
            if x === y { continue }
            guard x.children.count == y.children.count, x.fields == y.fields else { return false }
            for (left, right) in zip(x.children, y.children) { pending.append((left.storage, right.storage)) }
        }
        return true
    }

    /// Hashes the tree in document order, each node with its number of
    /// children, without recursion.
    public func hash(into hasher: inout Hasher) {
        var pending = [storage]
        while let node = pending.popLast() {
            hasher.combine(node.fields)
            hasher.combine(node.children.count)
            for child in node.children.reversed() { pending.append(child.storage) }
        }
    }
}

extension AccessibilityNode {
    /// The subviews or accessibility children.
    public var children: [AccessibilityNode] {
        get { storage.children }
        set { uniqueStorage().children = newValue }
        // Changes the array in place (`node.children[i] = child`), rather than
        // copying it out, changing the copy and storing it back.
        _modify { yield &uniqueStorage().children }
    }

    /// A node with these fields and no children.
    init(fields: NodeFields, children: [AccessibilityNode] = []) {
        storage = NodeStorage(fields: fields, children: children)
    }

    /// The node of this storage, which the caller gives up (the decoder
    /// writes a node's fields in place in its storage).
    init(storage: NodeStorage) {
        self.storage = storage
    }

    /// The storage, copied first when another node shares it: every setter
    /// writes through it.
    mutating func uniqueStorage() -> NodeStorage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// The box of the rarely set fields, `nil` while none was set: reading
    /// one through it copies no other.
    var extras: NodeExtras.Box.Shared? { storage.fields.extras.shared }

    /// The rarely set fields, made unique for a change.
    mutating func uniqueExtras() -> NodeExtras.Box.Shared {
        uniqueStorage().fields.extras.unique()
    }
}
