// Moving the focus: flicks, touch, read all, and the rotor.
extension Navigator {
    mutating func step(by offset: Int, queue: inout SpeechQueue) {
        guard !order.elements.isEmpty else {
            queue.emit(.note("nothing on screen to focus"))
            return
        }
        let target = (focus ?? -1) + offset
        guard order.elements.indices.contains(target) else {
            // VoiceOver does not wrap: the boundary sound, and focus stays.
            queue.emit(.sound(.boundary))
            return
        }
        moveFocus(to: target, queue: &queue)
    }

    /// Focuses the element at `position` and speaks it (with its hint).
    mutating func moveFocus(to position: Int, queue: inout SpeechQueue, hint: Bool = true) {
        if focus != position {
            actionIndex = nil
            contentIndex = nil
        }
        // VoiceOver scrolls a list to bring a row beyond the screen into view.
        let previous = focus.flatMap { order.elements.indices.contains($0) ? order.elements[$0].node.frame : nil }
        if order.elements[position].context.isInScrollView,
            ScrollPages.scrolls(
                to: order.elements[position].node.frame, from: previous, screen: ScrollPages.screen(of: document))
        {
            queue.emit(.scrolled)
        }
        focus = position
        queue.speak(focusEvent(at: position, hint: hint))
    }

    mutating func focusEvent(at position: Int, hint: Bool) -> FocusEvent {
        var event = FocusEvent(speaking: order.elements[position], at: position, with: &speech)
        if !hint { event.utterance.hint = nil }
        return event
    }

    mutating func touch(x: Double, y: Double, queue: inout SpeechQueue) {
        // Topmost wins: the element latest in document order.
        var hit: Int?
        for (position, element) in order.elements.enumerated() {
            guard let frame = element.node.frame, x >= frame.minX, x < frame.maxX, y >= frame.minY, y < frame.maxY
            else { continue }
            if hit.map({ order.documentOrder(ofElementAt: $0) < order.documentOrder(ofElementAt: position) }) ?? true {
                hit = position
            }
        }
        guard let hit else {
            queue.emit(.note("no element under the finger at \(Gesture.touch(x: x, y: y).name.dropFirst(6))"))
            return
        }
        moveFocus(to: hit, queue: &queue)
    }

    mutating func readAll(from start: Int, queue: inout SpeechQueue) {
        guard order.elements.indices.contains(start) else {
            queue.emit(.note("nothing on screen to read"))
            return
        }
        // Read all speaks no hints and stops after the last element. Each
        // element is spoken to its end before the next, so it is not queued
        // as an interruption.
        for position in start..<order.elements.count {
            focus = position
            actionIndex = nil
            queue.emit(.focus(focusEvent(at: position, hint: false)))
        }
    }

    /// Two-finger rotate to a setting: VoiceOver says its name. A custom
    /// rotor must be declared by the focused element or an ancestor.
    mutating func chooseRotor(_ setting: RotorSetting, queue: inout SpeechQueue) {
        actionIndex = nil
        contentIndex = nil
        if case .custom(let name) = setting {
            guard let custom = customRotor(named: name) else {
                queue.emit(
                    .note(
                        "no rotor named \"\(name)\" here; the custom rotors here: "
                            + (availableCustomRotors.compactMap(\.name).joined(separator: ", ").nonEmpty ?? "none")))
                return
            }
            rotor = setting
            queue.speak(custom.name ?? name, reason: .rotor)
            return
        }
        rotor = setting
        queue.speak(speech.rotorWord(setting), reason: .rotor)
    }

    /// The custom rotors of the focused element and its ancestors in the top
    /// layer, innermost first (the root's when nothing is focused).
    var availableCustomRotors: [CustomRotor] {
        layers[layers.count - 1].root.offeredRotors(at: focus.map { order.path(ofElementAt: $0) } ?? [])
    }

    func customRotor(named name: String) -> CustomRotor? {
        availableCustomRotors.first { $0.name?.lowercased() == name.lowercased() }
    }

    mutating func flick(up: Bool, queue: inout SpeechQueue, budget: inout Int) {
        guard let focus else {
            queue.emit(.note("nothing is focused"))
            return
        }
        let node = order.elements[focus].node
        var setting = rotor
        // Actions, Adjust Value and More Content apply only where the element
        // has them; VoiceOver puts the rotor on the first two when it lands
        // on such an element.
        if setting == .actions && node.customActions.isEmpty { setting = nil }
        if setting == .adjustValue && !node.traits.contains(.adjustable) { setting = nil }
        if setting == .moreContent && node.moreContent.isEmpty { setting = nil }
        if setting == nil {
            setting = node.traits.contains(.adjustable) ? .adjustValue : !node.customActions.isEmpty ? .actions : nil
        }
        switch setting {
        case nil:
            queue.emit(.note("no rotor setting applies to this element"))
        case .adjustValue?:
            adjust(up: up, queue: &queue, budget: &budget)
        case .actions?:
            guard let target = Self.step(from: actionIndex, among: node.customActions.count, up: up, queue: &queue)
            else { return }
            actionIndex = target
            queue.speak(node.customActions[target].name, reason: .action)
        case .moreContent?:
            guard let target = Self.step(from: contentIndex, among: node.moreContent.count, up: up, queue: &queue)
            else { return }
            contentIndex = target
            queue.speak(speech.contentText(node.moreContent[target], language: node.language), reason: .content)
        case .custom(let name)?:
            guard let custom = customRotor(named: name) else {
                queue.emit(.note("the rotor \"\(name)\" is not offered here"))
                return
            }
            move(through: custom.ids, from: focus, up: up, queue: &queue)
        case let kind?:
            if let custom = availableCustomRotors.first(where: { $0.kind == kind }) {
                // The app's rotor stands in for the system one.
                move(through: custom.ids, from: focus, up: up, queue: &queue)
                return
            }
            let positions = up ? Array((0..<focus).reversed()) : Array((focus + 1)..<order.elements.count)
            guard let target = positions.first(where: { matches(kind, at: $0) }) else {
                queue.emit(.sound(.boundary))
                return
            }
            moveFocus(to: target, queue: &queue)
        }
    }

    /// Moves to the next or previous of a custom rotor's elements (those on
    /// screen): in the rotor's own order from one of its items, else the
    /// nearest in focus order.
    /// The next item of a rotor list of `count` (its actions or its more
    /// content) from `current`, the last or first when nothing is chosen
    /// yet; past either end, the boundary sound and `nil`.
    static func step(from current: Int?, among count: Int, up: Bool, queue: inout SpeechQueue) -> Int? {
        let target = current.map { $0 + (up ? -1 : 1) } ?? (up ? count - 1 : 0)
        guard (0..<count).contains(target) else {
            queue.emit(.sound(.boundary))
            return nil
        }
        return target
    }

    mutating func move(through ids: [String], from current: Int, up: Bool, queue: inout SpeechQueue) {
        let positions = ids.compactMap { position(ofID: $0) }
        let target: Int?
        if let index = positions.firstIndex(of: current) {
            let next = index + (up ? -1 : 1)
            target = positions.indices.contains(next) ? positions[next] : nil
        } else {
            // From an element that is not one of its items: the nearest item
            // after (or before) it in focus order, as apps search from the
            // current element.
            target = up ? positions.filter { $0 < current }.max() : positions.filter { $0 > current }.min()
        }
        guard let target else {
            queue.emit(.sound(.boundary))
            return
        }
        moveFocus(to: target, queue: &queue)
    }

    /// Whether the element at `position` is one the rotor setting moves by.
    func matches(_ setting: RotorSetting, at position: Int) -> Bool {
        let element = order.elements[position]
        let traits = element.node.traits
        switch setting {
        case .headings: return traits.contains(.header)
        case .headingsAtLevel(let level): return element.node.spokenHeadingLevel == level
        case .links: return traits.contains(.link)
        case .landmarks: return element.context.starts.contains(.landmark)
        case .lists: return element.context.starts.contains(.list)
        case .textFields: return !traits.isDisjoint(with: [.textEntry, .secureTextField, .searchField])
        case .images: return traits.contains(.image)
        case .tables:
            // The first cell of each data table.
            return element.context.tableCell != nil
                && (position == 0 || order.elements[position - 1].context.tableCell == nil)
        case .formControls:
            return !traits.isDisjoint(with: [
                .button, .textEntry, .secureTextField, .searchField, .switchButton, .adjustable,
            ])
        case .containers: return !element.context.starts.isEmpty || element.context.seriesPosition?.index == 1
        case .actions, .adjustValue, .moreContent, .custom: return false
        }
    }
}
