/// The fields of a node, shared copy-on-write by ``AccessibilityNode``
/// values. Only ever changed while uniquely referenced (see
/// `AccessibilityNode.uniqueStorage()`), which makes sharing it across
/// threads safe.
///
/// A tree's depth is up to whoever builds it, so nothing here recurses into
/// children: equality and hashing walk the tree with a stack of their own,
/// and `deinit` takes the children apart one level at a time.
final class NodeStorage: @unchecked Sendable {
    var id: String? = nil
    var label: String? = nil
    var value: String? = nil
    var hint: String? = nil
    var traits: AccessibilityNode.Traits = []
    var frame: Frame? = nil
    var isAccessibilityElement: Bool? = nil
    var children: [AccessibilityNode] = []
    var explicitOrder: Bool = false
    var groupChildren: Bool = false
    var containerType: ContainerType = .none
    var elementsHidden: Bool = false
    var hidden: Bool = false
    var clipsToBounds: Bool = false
    var viewIsModal: Bool = false
    var customActions: [CustomAction] = []
    /// The fields few nodes set, kept apart so that a node costs ~170
    /// bytes, not ~620 (`nil` while every one has its default).
    var extras: NodeExtras? = nil

    /// The extras, made unique for a change (copied when shared, made when
    /// there are none).
    func uniqueExtras() -> NodeExtras {
        if isKnownUniquelyReferenced(&extras), let extras { return extras }
        let unique = extras?.copy() ?? NodeExtras()
        extras = unique
        return unique
    }

    func copy() -> NodeStorage {
        let copy = NodeStorage()
        copy.id = id
        copy.label = label
        copy.value = value
        copy.hint = hint
        copy.traits = traits
        copy.frame = frame
        copy.isAccessibilityElement = isAccessibilityElement
        copy.children = children
        copy.explicitOrder = explicitOrder
        copy.groupChildren = groupChildren
        copy.containerType = containerType
        copy.elementsHidden = elementsHidden
        copy.hidden = hidden
        copy.clipsToBounds = clipsToBounds
        copy.viewIsModal = viewIsModal
        copy.customActions = customActions
        copy.extras = extras
        return copy
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

    /// Whether every field but `children` is equal.
    func hasSameFields(as other: NodeStorage) -> Bool {
        id == other.id
            && label == other.label
            && value == other.value
            && hint == other.hint
            && traits == other.traits
            && frame == other.frame
            && isAccessibilityElement == other.isAccessibilityElement
            && explicitOrder == other.explicitOrder
            && groupChildren == other.groupChildren
            && containerType == other.containerType
            && elementsHidden == other.elementsHidden
            && hidden == other.hidden
            && clipsToBounds == other.clipsToBounds
            && viewIsModal == other.viewIsModal
            && customActions == other.customActions
            && (extras ?? .defaults).hasSameFields(as: other.extras ?? .defaults)
    }

    /// Hashes every field but `children`.
    func hashFields(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(label)
        hasher.combine(value)
        hasher.combine(hint)
        hasher.combine(traits)
        hasher.combine(frame)
        hasher.combine(isAccessibilityElement)
        hasher.combine(explicitOrder)
        hasher.combine(groupChildren)
        hasher.combine(containerType)
        hasher.combine(elementsHidden)
        hasher.combine(hidden)
        hasher.combine(clipsToBounds)
        hasher.combine(viewIsModal)
        hasher.combine(customActions)
        (extras ?? .defaults).hashFields(into: &hasher)
    }
}

extension AccessibilityNode: Hashable {
    /// Compares the trees node by node, without recursion.
    public static func == (a: AccessibilityNode, b: AccessibilityNode) -> Bool {
        var pending = [(a.storage, b.storage)]
        while let (x, y) = pending.popLast() {
            if x === y { continue }
            guard x.children.count == y.children.count, x.hasSameFields(as: y) else { return false }
            for (left, right) in zip(x.children, y.children) { pending.append((left.storage, right.storage)) }
        }
        return true
    }

    /// Hashes the tree in document order, each node with its number of
    /// children, without recursion.
    public func hash(into hasher: inout Hasher) {
        var pending = [storage]
        while let node = pending.popLast() {
            node.hashFields(into: &hasher)
            hasher.combine(node.children.count)
            for child in node.children.reversed() { pending.append(child.storage) }
        }
    }
}
