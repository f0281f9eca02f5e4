/// Walks a layer's tree, without recursion, for what the picture draws
/// besides the focus order: the containers (with their own frame, or the
/// frames of their elements), the modal views, and the elements a modal
/// view or a presented screen hides from VoiceOver.
struct PictureTreeWalk {
    private(set) var containers: [PictureContainer] = []
    private(set) var hidden: [Frame] = []
    private(set) var modals: [Frame] = []
    /// The ids (or kinds) of frames clamped to the drawable range.
    private(set) var clampedIDs: [String] = []

    private enum Step {
        case enter(AccessibilityNode, hidden: Bool)
        /// The end of an open container's subtree.
        case exit
    }

    /// A container whose subtree is being walked.
    private struct Open {
        var kind: String
        var declared: Frame?
        var union: Frame?
    }

    /// Walks `root`; with `hidden`, every element in it is hidden (a layer
    /// under a presented screen). A presented layer (`isLayer`) is drawn
    /// as a modal view.
    mutating func visit(_ root: AccessibilityNode, hidden rootHidden: Bool, isLayer: Bool) {
        if isLayer, !rootHidden, let frame = root.frame { modals.append(clamped(frame, id: root.id)) }
        var open: [Open] = []
        var stack: [Step] = [.enter(root, hidden: rootHidden)]
        while let step = stack.popLast() {
            guard case .enter(let node, let isHidden) = step else {
                let closed = open.removeLast()
                guard let frame = closed.declared ?? closed.union else { continue }
                containers.append(PictureContainer(kind: closed.kind, frame: frame))
                if !open.isEmpty {
                    open[open.count - 1].union = PictureGeometry.union(open[open.count - 1].union, frame)
                }
                continue
            }
            guard !node.isPruned else { continue }
            let frame = node.frame.map { clamped($0, id: node.id) }
            if node.isElement {
                if isHidden, let frame {
                    hidden.append(frame)
                } else if !open.isEmpty {
                    open[open.count - 1].union = PictureGeometry.union(open[open.count - 1].union, frame)
                }
                continue
            }
            if !isHidden, let kind = node.containerKind.pictureName {
                open.append(Open(kind: kind, declared: frame))
                stack.append(.exit)
            }
            // The last modal child hides its siblings (docs/VoiceOver.md,
            // "Modal isolation").
            let children = node.children
            let modal = children.lastIndex(where: \.isModalLayer)
            if !isHidden, let modal, let modalFrame = children[modal].frame {
                modals.append(clamped(modalFrame, id: children[modal].id))
            }
            for index in children.indices.reversed() {
                stack.append(.enter(children[index], hidden: isHidden || (modal != nil && modal != index)))
            }
        }
    }

    private mutating func clamped(_ frame: Frame, id: String?) -> Frame {
        let (result, changed) = PictureGeometry.clamp(frame)
        if changed { clampedIDs.append(id ?? "a view") }
        return result
    }
}
