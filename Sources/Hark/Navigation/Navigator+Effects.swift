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
                setElement(id, changes)
                if let animation {
                    let subject = node(withID: id).flatMap { $0.label } ?? id
                    queue.emit(.transition(transitionEvent(.stateChange, subject: subject, animation: animation, presentation: nil)))
                }
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
        for layer in layers.reversed() {
            if let path = layer.root.path(toID: id) { return layer.root.node(at: path) }
        }
        return nil
    }

    mutating func focusAfterScreenChange(_ target: String?, queue: inout SpeechQueue) {
        if let target, let position = position(ofID: target) {
            moveFocus(to: position, queue: &queue)
        } else if order.elements.isEmpty {
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
        if let presenter = closed.presenter, let position = order.elements.indices.first(where: { order.path(ofElementAt: $0) == presenter }) {
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
    /// document's screens not presented.
    mutating func setElement(_ id: String, _ changes: ElementChanges) {
        for index in layers.indices.reversed() {
            if let path = layers[index].root.path(toID: id) {
                layers[index].root.modify(at: path) { changes.apply(to: &$0) }
                if index == 0 { document.root = layers[0].root }
                if index == layers.count - 1 { reorder(keepingFocus: true) }
                return
            }
        }
        for screen in document.screens.keys.sorted() {
            if let path = document.screens[screen]?.path(toID: id) {
                document.screens[screen]?.modify(at: path) { changes.apply(to: &$0) }
                return
            }
        }
    }

    mutating func edit(path: [Int], _ change: (inout AccessibilityNode) -> Void) {
        let top = layers.count - 1
        layers[top].root.modify(at: path, change)
        if top == 0 { document.root = layers[0].root }
        reorder(keepingFocus: true)
    }

    /// Recomputes the top layer's focus order; keeps the focus on the same
    /// element while it is still there, or else on the element now at its
    /// position (the nearest one).
    mutating func reorder(keepingFocus: Bool) {
        let path = keepingFocus ? focus.map { order.path(ofElementAt: $0) } : nil
        let old = focus
        order = FocusOrder(root: layers[layers.count - 1].root, device: document.device, layoutDirection: document.resolvedLayoutDirection)
        guard keepingFocus, let path, let old else {
            focus = nil
            return
        }
        if let same = order.elements.indices.first(where: { order.path(ofElementAt: $0) == path }) {
            focus = same
        } else {
            focus = order.elements.isEmpty ? nil : min(old, order.elements.count - 1)
            actionIndex = nil
        }
    }

    func position(ofID id: String) -> Int? {
        order.elements.firstIndex { $0.node.id == id }
    }

    func currentNode(at position: Int) -> AccessibilityNode? {
        layers[layers.count - 1].root.node(at: order.path(ofElementAt: position))
    }
}
