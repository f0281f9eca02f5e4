// Effects the app declares, and the screens they present and dismiss.
extension Navigator {
    /// Runs effects in order, without recursion: `if` branches and the
    /// behaviours `activate` effects trigger are pushed on a stack.
    mutating func run(_ effects: [Behaviors.Effect], queue: inout SpeechQueue, budget: inout Int) {
        var stack: [(effects: [Behaviors.Effect], next: Int)] = [(effects, 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            guard stack[top].next < stack[top].effects.count else {
                stack.removeLast()
                continue
            }
            let effect = stack[top].effects[stack[top].next]
            stack[top].next += 1
            budget -= 1
            guard budget >= 0 else {
                queue.emit(
                    .note("stopped after \(Self.effectLimit) effects in one gesture: the behaviours trigger each other")
                )
                return
            }
            if let next = runEffect(effect, queue: &queue) { stack.append((next, 0)) }
        }
    }

    /// Runs one effect; the effects it triggers (an `activate`'s
    /// behaviour, an `if`'s branch), which run next.
    private mutating func runEffect(_ effect: Behaviors.Effect, queue: inout SpeechQueue) -> [Behaviors.Effect]? {
        switch effect {
        case .set(let id, let changes, let animation):
            prepareLookUp()
            let focusMoved = setElement(id, changes)
            if let animation {
                let subject = node(withID: id).flatMap { $0.label } ?? id
                queue.emit(
                    .transition(
                        transitionEvent(.stateChange, subject: subject, animation: animation, presentation: nil)))
            }
            // The focused element went away (hidden): VoiceOver lands on
            // the one that took its place and speaks it.
            if focusMoved { speakFocusAfterLoss(queue: &queue) }
        case .announce(let text, let priority, let queued):
            queue.announce(text, priority: priority, queued: queued)
        case .layoutChanged(let target, let text):
            if let target {
                prepareLookUp()
                if let position = position(ofID: target) {
                    moveFocus(to: position, queue: &queue, hint: false)
                } else {
                    queue.emit(.note("layoutChanged names \"\(target)\", which is not on screen"))
                }
            }
            if let text { queue.announce(text, priority: .default, queued: false) }
        case .screenChanged(let target):
            if target != nil { prepareLookUp() }
            queue.emit(.sound(.screenChanged))
            focusAfterScreenChange(target, queue: &queue)
        case .pageScrolled(let status):
            // The same status again tells the user a boundary was hit
            // (docs/VoiceOver.md, "Notifications").
            if status == lastPageStatus { queue.emit(.sound(.boundary)) }
            lastPageStatus = status
            queue.pageScrolled(status)
        case .present(let screen, let target, let transition):
            present(screen, target: target, transition: transition, queue: &queue)
        case .dismiss(let transition):
            if layers.count > 1 {
                dismiss(transition: transition, queue: &queue)
            } else {
                queue.emit(.note("dismiss: no screen is presented"))
            }
        case .activate(let id):
            prepareLookUp()
            if let activation = node(withID: id)?.effects(on: \.activate) {
                return activation
            } else {
                queue.emit(.note("activate: \"\(id)\" is not on screen or declares no activation behaviour"))
            }
        case .when(let condition, let then, let otherwise):
            prepareLookUp()
            let holds = node(withID: condition.id).map(condition.holds) ?? false
            return holds ? then : otherwise
        }
        return nil
    }

    /// The node with `id`, in the topmost layer that has it: the first in
    /// document order, found through the layer's ``TreeIndex`` when it is
    /// built (see ``prepareLookUp()``), else by a walk.
    func node(withID id: String) -> AccessibilityNode? {
        for (layer, entry) in layers.enumerated().reversed() {
            if let tree = entry.index {
                guard let number = tree.number(ofID: id) else { continue }
                return entry.root.node(at: tree.path(to: number))
            }
            if layer == layers.count - 1, let position = position(ofID: id) { return order.elements[position].node }
            if let path = entry.root.path(toID: id) { return entry.root.node(at: path) }
        }
        return nil
    }

    /// Builds the top layer's indexes, so that effects find nodes and
    /// elements by id without a walk (once per layer, and once per new
    /// order: a screen presented or dismissed).
    mutating func prepareLookUp() {
        topOrderIndex()
    }

    /// Speaks the element the focus fell to when the focused one went away.
    mutating func speakFocusAfterLoss(queue: inout SpeechQueue) {
        if let focus { moveFocus(to: focus, queue: &queue) } else { queue.emit(.note("nothing on screen to focus")) }
    }

    mutating func focusAfterScreenChange(_ target: String?, queue: inout SpeechQueue) {
        if let target, let position = position(ofID: target) {
            moveFocus(to: position, queue: &queue)
            return
        }
        if let target {
            // VoiceOver focuses the first element; the app's mistake is reported.
            queue.emit(
                .warning(
                    "screenChanged names \"\(target)\", which is not on screen; VoiceOver focuses the first element"))
        }
        if order.elements.isEmpty {
            focus = nil
            queue.emit(.note("nothing on screen to focus"))
        } else {
            moveFocus(to: 0, queue: &queue)
        }
    }

    /// Presents `screen` on top (a document's screen; nothing for another
    /// name) and moves the focus into it.
    mutating func present(
        _ screen: String, target: String?, transition: Behaviors.Transition?, queue: inout SpeechQueue
    ) {
        guard let root = document.screens[screen] else { return }
        if let transition {
            queue.emit(
                .transition(
                    transitionEvent(
                        .present, subject: screen, animation: transition.animation,
                        presentation: transition.presentation)))
        }
        layers.append(
            Layer(
                screen: screen, root: root, presenter: focus.map { order.path(ofElementAt: $0) },
                style: transition?.presentation.style ?? .sheet))
        reorder(keepingFocus: false)
        queue.emit(.sound(.screenChanged))
        queue.emit(.screenChanged(screen: screen))
        focusAfterScreenChange(target, queue: &queue)
    }

    mutating func dismiss(transition: Behaviors.Transition?, queue: inout SpeechQueue) {
        if let transition {
            queue.emit(
                .transition(
                    transitionEvent(
                        .dismiss, subject: layers[layers.count - 1].screen ?? "", animation: transition.animation,
                        presentation: transition.presentation)))
        }
        let closed = layers.removeLast()
        // Changes the effects made to the screen stay with it.
        if let screen = closed.screen { document.screens[screen] = closed.root }
        reorder(keepingFocus: false)
        queue.emit(.sound(.screenChanged))
        queue.emit(.screenChanged(screen: layers[layers.count - 1].screen))
        if let presenter = closed.presenter, let position = order.position(ofPath: presenter) {
            moveFocus(to: position, queue: &queue)
        } else {
            focusAfterScreenChange(nil, queue: &queue)
        }
    }

    /// The animation as it runs now: with Reduce Motion on, the app's
    /// reduced alternative, or the standard replacement (docs/VoiceOver.md,
    /// "Reduce Motion").
    func transitionEvent(
        _ occasion: TransitionEvent.Occasion, subject: String, animation: Behaviors.Animation,
        presentation: Behaviors.Presentation?
    ) -> TransitionEvent {
        let motion =
            reduceMotion
            ? animation.reduced ?? animation.motion.reducedStandard(forScreen: occasion != .stateChange)
            : animation.motion
        let source = motion.source.map { id in node(withID: id)?.label ?? id }
        return TransitionEvent(
            occasion: occasion, subject: subject, motion: motion, sourceLabel: source, reduceMotion: reduceMotion,
            presentation: presentation)
    }

    /// Changes the node with `id` (the first in document order): in the
    /// topmost layer that has it, or in the document's screens not
    /// presented. Whether the focus moved because the focused element went
    /// away.
    ///
    /// The node is found through the layer's ``TreeIndex``: the cost is the
    /// path to it, not a search. An element of the top layer that stays an
    /// element (a new label, value, hint or traits) keeps its place in the
    /// focus order: only its entry changes. Any other change of the top
    /// layer (hidden, shown, made an element or a group) updates the order
    /// in place where that is provably what a new order gives (see
    /// ``orderChanged(at:was:)``), and builds a new order otherwise.
    mutating func setElement(_ id: String, _ changes: Behaviors.ElementChanges) -> Bool {
        let top = layers.count - 1
        for layer in layers.indices.reversed() {
            let tree = treeIndex(ofLayer: layer)
            guard let number = tree.number(ofID: id) else { continue }
            let path = tree.path(to: number)
            if layer == top { return edit(path: path) { changes.apply(to: &$0) } }
            layers[layer].root.modify(at: path) { changes.apply(to: &$0) }
            if layer == 0 { document.root = layers[0].root }
            return false
        }
        // A screen not presented: found through the id's screen, not by
        // walking every screen for every effect.
        if screenOfID == nil { screenOfID = Self.screensByID(document.screens) }
        if let screen = screenOfID?[id], let path = document.screens[screen]?.path(toID: id) {
            document.screens[screen]?.modify(at: path) { changes.apply(to: &$0) }
        }
        return false
    }

    /// Each id of `screens` with the screen that has it, the first by name.
    static func screensByID(_ screens: [String: AccessibilityNode]) -> [String: String] {
        var map: [String: String] = [:]
        for name in screens.keys.sorted() {
            guard let root = screens[name] else { continue }
            var pending = [root]
            while let node = pending.popLast() {
                if let id = node.id, map[id] == nil { map[id] = name }
                pending.append(contentsOf: node.children)
            }
        }
        return map
    }

    /// Changes the top layer's node at `path`, the element at `position` in
    /// the focus order when given; whether the focus moved.
    @discardableResult
    mutating func edit(path: [Int], at position: Int? = nil, _ change: (inout AccessibilityNode) -> Void) -> Bool {
        let top = layers.count - 1
        guard let old = layers[top].root.node(at: path) else { return false }
        // The document shares the tree: it lets go while the edit is made, so
        // that only the nodes on the path are copied, not their siblings.
        if top == 0 { document.root = AccessibilityNode() }
        layers[top].root.modify(at: path, change)
        if top == 0 { document.root = layers[0].root }
        guard let node = layers[top].root.node(at: path) else { return false }
        if let position = position ?? elementPosition(at: path),
            Self.keepsItsPlace(was: order.elements[position].node, now: node)
        {
            topOrder.replaceNode(ofElementAt: position, with: node)
            refreshGroupCopies(at: path)
            return false
        }
        return orderChanged(at: path, was: old)
    }

    /// Whether an element changed from `was` to `now` stays where it is in
    /// the focus order with the same context: it is still a reachable
    /// element, was and is not a modal layer (which hides or shows its
    /// siblings), and is not a table header other cells speak.
    static func keepsItsPlace(was: AccessibilityNode, now: AccessibilityNode) -> Bool {
        now.isElement && !now.isPruned && !now.isModalLayer && !was.isPruned && !was.isModalLayer
            && was.header == nil && now.header == nil
    }

    func currentNode(at position: Int) -> AccessibilityNode? {
        layers[layers.count - 1].root.node(at: order.path(ofElementAt: position))
    }
}

extension FocusOrder {
    /// The position of the element at `path` (child indices from the
    /// root), comparing each element's place in the tree from the bottom
    /// up without building its path.
    func position(ofPath path: [Int]) -> Int? {
        elements.indices.first { position in
            var entry = elementEntry[position], level = path.count
            while entry > 0 {
                level -= 1
                guard level >= 0, Int(treeChildIndex[entry]) == path[level] else { return false }
                entry = Int(treeParent[entry])
            }
            return level == 0
        }
    }
}
