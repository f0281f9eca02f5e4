// Effects the app declares, and the screens they present and dismiss.
extension Navigator {
    /// Runs effects in order, without recursion: `if` branches and the
    /// behaviours `activate` effects trigger are pushed on a stack.
    mutating func run(_ effects: [Effect], queue: inout SpeechQueue, budget: inout Int) {
        var stack: [(effects: [Effect], next: Int)] = [(effects, 0)]
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
                queue.emit(.note("stopped after \(Self.effectLimit) effects in one gesture: the behaviours trigger each other"))
                return
            }
            switch effect {
            case .set(let id, let changes, let animation):
                let focusMoved = setElement(id, changes)
                if let animation {
                    let subject = node(withID: id).flatMap { $0.label } ?? id
                    queue.emit(.transition(transitionEvent(.stateChange, subject: subject, animation: animation, presentation: nil)))
                }
                // The focused element went away (hidden): VoiceOver lands on
                // the one that took its place and speaks it.
                if focusMoved { speakFocusAfterLoss(queue: &queue) }
            case .announce(let text, let priority, let queued):
                queue.announce(text, priority: priority, queued: queued)
            case .layoutChanged(let target, let text):
                if let target {
                    if let position = position(ofID: target) { moveFocus(to: position, queue: &queue, hint: false) } else {
                        queue.emit(.note("layoutChanged names \"\(target)\", which is not on screen"))
                    }
                }
                if let text { queue.announce(text, priority: .default, queued: false) }
            case .screenChanged(let target):
                queue.emit(.sound(.screenChanged))
                focusAfterScreenChange(target, queue: &queue)
            case .pageScrolled(let status):
                // The same status again tells the user a boundary was hit (§4).
                if status == lastPageStatus { queue.emit(.sound(.boundary)) }
                lastPageStatus = status
                queue.pageScrolled(status)
            case .present(let screen, let target, let transition):
                guard let root = document.screens[screen] else { continue }
                if let transition {
                    queue.emit(.transition(transitionEvent(.present, subject: screen, animation: transition.animation, presentation: transition.presentation)))
                }
                layers.append(Layer(screen: screen, root: root, presenter: focus.map { order.path(ofElementAt: $0) },
                                    style: transition?.presentation.style ?? .sheet))
                reorder(keepingFocus: false)
                queue.emit(.sound(.screenChanged))
                queue.emit(.screenChanged(screen: screen))
                focusAfterScreenChange(target, queue: &queue)
            case .dismiss(let transition):
                if layers.count > 1 { dismiss(transition: transition, queue: &queue) } else { queue.emit(.note("dismiss: no screen is presented")) }
            case .activate(let id):
                if let activation = node(withID: id)?.behaviors?.activate {
                    stack.append((activation, 0))
                } else {
                    queue.emit(.note("activate: \"\(id)\" is not on screen or declares no activation behaviour"))
                }
            case .when(let condition, let then, let otherwise):
                let holds = node(withID: condition.id).map(condition.holds) ?? false
                stack.append((holds ? then : otherwise, 0))
            }
        }
    }

    /// The node with `id`, in the topmost layer that has it.
    func node(withID id: String) -> AccessibilityNode? {
        // An element of the top layer: found through the focus order, without
        // a walk of the tree.
        if let position = position(ofID: id) { return order.elements[position].node }
        for layer in layers.reversed() {
            if let path = layer.root.path(toID: id) { return layer.root.node(at: path) }
        }
        return nil
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
            queue.emit(.warning("screenChanged names \"\(target)\", which is not on screen; VoiceOver focuses the first element"))
        }
        if order.elements.isEmpty {
            focus = nil
            queue.emit(.note("nothing on screen to focus"))
        } else {
            moveFocus(to: 0, queue: &queue)
        }
    }

    mutating func dismiss(transition: Transition?, queue: inout SpeechQueue) {
        if let transition {
            queue.emit(.transition(transitionEvent(.dismiss, subject: layers[layers.count - 1].screen ?? "", animation: transition.animation, presentation: transition.presentation)))
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
    /// reduced alternative, or the standard replacement (§7).
    func transitionEvent(_ occasion: TransitionEvent.Occasion, subject: String, animation: Animation, presentation: Presentation?) -> TransitionEvent {
        let motion = reduceMotion ? animation.reduced ?? animation.motion.reducedStandard(forScreen: occasion != .stateChange) : animation.motion
        let source = motion.source.map { id in node(withID: id)?.label ?? id }
        return TransitionEvent(occasion: occasion, subject: subject, motion: motion, sourceLabel: source, reduceMotion: reduceMotion, presentation: presentation)
    }

    /// Changes the element with `id`: in the layer that has it, or in the
    /// document's screens not presented. Whether the focus moved because
    /// the focused element went away.
    ///
    /// An element of the top layer that stays an element (a new label,
    /// value, hint or traits) keeps its place in the focus order: only its
    /// entry changes, so the effect costs a search of the order and the
    /// path to the element, not a new focus order.
    mutating func setElement(_ id: String, _ changes: ElementChanges) -> Bool {
        let top = layers.count - 1
        if let position = position(ofID: id) {
            let path = order.path(ofElementAt: position)
            return edit(path: path, at: position) { changes.apply(to: &$0) }
        }
        for index in layers.indices.reversed() {
            if let path = layers[index].root.path(toID: id) {
                layers[index].root.modify(at: path) { changes.apply(to: &$0) }
                if index == 0 { document.root = layers[0].root }
                return index == top ? reorder(keepingFocus: true) : false
            }
        }
        for screen in document.screens.keys.sorted() {
            if let path = document.screens[screen]?.path(toID: id) {
                document.screens[screen]?.modify(at: path) { changes.apply(to: &$0) }
                return false
            }
        }
        return false
    }

    /// Changes the top layer's node at `path`, the element at `position` in
    /// the focus order when given; whether the focus moved.
    @discardableResult
    mutating func edit(path: [Int], at position: Int? = nil, _ change: (inout AccessibilityNode) -> Void) -> Bool {
        let top = layers.count - 1
        layers[top].root.modify(at: path, change)
        if top == 0 { document.root = layers[0].root }
        if let position, let node = layers[top].root.node(at: path), Self.keepsItsPlace(was: order.elements[position].node, now: node) {
            order.elements[position].node = node
            return false
        }
        return reorder(keepingFocus: true)
    }

    /// Whether an element changed from `was` to `now` stays where it is in
    /// the focus order with the same context: it is still a reachable
    /// element, and not a table header other cells speak.
    static func keepsItsPlace(was: AccessibilityNode, now: AccessibilityNode) -> Bool {
        now.isElement && !now.isPruned && !now.viewIsModal && was.header == nil && now.header == nil
    }

    /// Recomputes the top layer's focus order; keeps the focus on the same
    /// element while it is still there, or else on the element now at its
    /// position (the one that took its place, or the last). Whether the
    /// focus moved to another element.
    @discardableResult
    mutating func reorder(keepingFocus: Bool) -> Bool {
        let path = keepingFocus ? focus.map { order.path(ofElementAt: $0) } : nil
        let old = focus
        order = FocusOrder(root: layers[layers.count - 1].root, device: document.device, layoutDirection: document.resolvedLayoutDirection)
        guard keepingFocus, let path, let old else {
            focus = nil
            return false
        }
        if let same = order.position(ofPath: path) {
            focus = same
            return false
        }
        focus = order.elements.isEmpty ? nil : min(old, order.elements.count - 1)
        actionIndex = nil
        contentIndex = nil
        return true
    }

    func position(ofID id: String) -> Int? {
        order.elements.firstIndex { $0.node.id == id }
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
