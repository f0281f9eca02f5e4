// Acting on the focused element: activation, adjusting, Voice Control, escape.
extension Navigator {
    mutating func activate(queue: inout SpeechQueue, budget: inout Int) {
        guard let focus else {
            queue.emit(.note("nothing is focused"))
            return
        }
        let element = order.elements[focus]
        if let actionIndex, element.node.customActions.indices.contains(actionIndex) {
            let action = element.node.customActions[actionIndex]
            if action.effects.isEmpty { queue.emit(.note("the action \"\(action.name)\" does nothing here")) }
            runAndReread(action.effects, queue: &queue, budget: &budget)
            return
        }
        guard let effects = currentNode(at: focus)?.effects(on: \.activate) else {
            queue.emit(.note("nothing happens: the element declares no activation behaviour"))
            return
        }
        runAndReread(effects, queue: &queue, budget: &budget)
    }

    /// Runs effects, then, as VoiceOver does, re-reads the focused element
    /// when what it says has changed.
    mutating func runAndReread(_ effects: [Behaviors.Effect], queue: inout SpeechQueue, budget: inout Int) {
        let before = focus.map { (order.path(ofElementAt: $0), focusEvent(at: $0, hint: false).utterance.speech) }
        let layerCount = layers.count
        run(effects, queue: &queue, budget: &budget)
        guard let before, layers.count == layerCount, let now = focus, order.path(ofElementAt: now) == before.0 else {
            return
        }
        let after = focusEvent(at: now, hint: false)
        if after.utterance.speech != before.1 { queue.speak(after) }
    }

    mutating func adjust(up: Bool, queue: inout SpeechQueue, budget: inout Int) {
        guard let focus, let node = currentNode(at: focus) else { return }
        if let effects = node.effects(on: up ? \.increment : \.decrement) {
            let before = node.value
            run(effects, queue: &queue, budget: &budget)
            if let now = self.focus, let value = currentNode(at: now)?.value, value != before {
                queue.speak(value, reason: .value)
            }
            return
        }
        guard let values = node.adjustableValues else {
            queue.emit(.note("the element declares no values to adjust through"))
            return
        }
        let next: String?
        switch values {
        case .list(let list):
            let index = list.firstIndex(of: node.value ?? "") ?? (up ? -1 : list.count)
            let target = index + (up ? 1 : -1)
            next = list.indices.contains(target) ? list[target] : nil
        case .range(let min, let max, let step, let format):
            let current = Self.firstNumber(in: node.value ?? "") ?? (up ? min - step : max + step)
            let target = current + (up ? step : -step)
            next = (min...max).contains(target) ? SpeechFormat(format)([.integer(target)]) : nil
        }
        guard let next else {
            // At either end the value stays; VoiceOver says it again.
            queue.speak(node.value ?? "", reason: .value)
            return
        }
        edit(path: order.path(ofElementAt: focus), at: focus) { $0.value = next }
        queue.speak(next, reason: .value)
    }

    static func firstNumber(in text: String) -> Int? {
        let digits = text.drop { !$0.isNumber && $0 != "-" }.prefix { $0.isNumber || $0 == "-" }
        return Int(digits)
    }

    /// A Voice Control command. "Tap <name or number>" activates the one
    /// element it names (VoiceOver's focus moves there first, as the tap
    /// does); several matches or none are reported, as Voice Control shows
    /// them. "Show names" / "Show numbers" list the overlays.
    mutating func voiceControl(_ command: String, queue: inout SpeechQueue, budget: inout Int) {
        let names = VoiceControlNames(order: order)
        let words = command.trimmingWhitespace
        let lowered = words.lowercased()
        if lowered == "show names" || lowered == "show numbers" {
            let shown = names.entries.map { lowered == "show names" ? $0.name : "\($0.number) \($0.name)" }
            queue.emit(.note("Voice Control shows: " + (shown.isEmpty ? "nothing" : shown.joined(separator: ", "))))
            return
        }
        guard lowered.hasPrefix("tap ") else {
            queue.emit(
                .note(
                    "Voice Control does not know the command \"\(words)\"; Hark understands Tap <name>, Tap <number>, "
                        + "Show names, Show numbers"
                ))
            return
        }
        let name = String(words.dropFirst(4))
        let matches = names.matches(name)
        guard matches.count == 1, let match = matches.first else {
            queue.emit(
                .note(
                    matches.isEmpty
                        ? "Voice Control: no element is named \"\(name.trimmingWhitespace)\""
                        : "Voice Control: \(matches.count) elements are named \"\(name.trimmingWhitespace)\"; it "
                            + "numbers them to choose: "
                            + matches.map { "\($0.number) [\($0.id ?? "no id")]" }.joined(separator: ", ")))
            return
        }
        moveFocus(to: match.index - 1, queue: &queue, hint: false)
        activate(queue: &queue, budget: &budget)
    }

    mutating func escape(queue: inout SpeechQueue, budget: inout Int) {
        if runInherited(\.escape, queue: &queue, budget: &budget) { return }
        if layers.count > 1 {
            // The system dismisses a sheet on escape; a full-screen or custom
            // presentation must handle escape itself.
            guard layers[layers.count - 1].style == .sheet else {
                queue.emit(
                    .note(
                        "nothing happens: the \(layers[layers.count - 1].style.rawValue) presentation of "
                            + "\"\(layers[layers.count - 1].screen ?? "")\" does not handle escape"
                    ))
                return
            }
            dismiss(transition: nil, queue: &queue)
            return
        }
        queue.emit(.note("nothing happens: no element or ancestor handles escape, and no screen is presented"))
    }

    /// Runs the behaviour of the focused element or its nearest ancestor
    /// that has it (the root of the top layer included). Whether one did.
    /// Unlike activation, VoiceOver does not re-read the element afterwards:
    /// what it hears comes from the app's notifications.
    mutating func runInherited(
        _ behaviour: KeyPath<Behaviors, [Behaviors.Effect]?>, queue: inout SpeechQueue, budget: inout Int
    ) -> Bool {
        var path = focus.map { order.path(ofElementAt: $0) } ?? []
        let root = layers[layers.count - 1].root
        while true {
            if let effects = root.node(at: path)?.effects(on: behaviour) {
                run(effects, queue: &queue, budget: &budget)
                return true
            }
            guard !path.isEmpty else { return false }
            path.removeLast()
        }
    }
}
