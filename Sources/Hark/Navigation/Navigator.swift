/// A simulated VoiceOver session on a document: gestures in, everything
/// VoiceOver says, plays and does out.
///
/// ```swift
/// var navigator = try Navigator(document: document)
/// navigator.perform([.next, .next, .activate, .escape])
/// print(navigator.transcript.text)
/// ```
///
/// When the session starts, VoiceOver lands on the first element and speaks
/// it, as when a screen appears. Behaviours declared in the document
/// (``Behaviors``, custom actions' ``Effect``s) change the tree as the app
/// would; the focus stays on the same element while it exists.
public struct Navigator: Sendable {
    /// The most effects one gesture may run: a behaviour that activates
    /// itself, directly or not, stops there.
    public static let effectLimit = 100

    /// The document as the effects have changed it so far.
    public private(set) var document: HarkDocument
    public let options: NarrationOptions
    private var speech: SpeechBuilder
    /// The layers on screen: the document's root, then each presented
    /// screen on top; only the top one is reachable (modal isolation).
    private var layers: [Layer]
    /// The top layer's focus order.
    private var order: FocusOrder
    /// The focused element's position in ``order``.
    private var focus: Int?
    /// The rotor setting the user chose, if any.
    private var rotor: RotorSetting?
    /// The custom action reached by flicking (an index into the focused
    /// element's actions).
    private var actionIndex: Int?
    /// The custom content item reached with the More Content rotor.
    private var contentIndex: Int?
    /// Everything so far.
    public private(set) var transcript: Transcript
    /// The last `pageScrolled` status, to tell a repeat (a boundary).
    private var lastPageStatus: String?
    /// Settings > Accessibility > Motion > Reduce Motion, as now.
    public private(set) var reduceMotion: Bool

    private struct Layer: Sendable {
        var screen: String?
        var root: AccessibilityNode
        /// The path of the element that presented this layer, in the layer below.
        var presenter: [Int]?
        /// How it was presented: the system dismisses a sheet on escape.
        var style: Presentation.Style = .sheet
    }

    /// Starts a session: VoiceOver focuses the first element and speaks it.
    /// - Throws: ``NarrationError`` when Hark's tables cannot be read, or an
    ///   app string (anywhere in the document) cannot be resolved.
    public init(document: HarkDocument, options: NarrationOptions = NarrationOptions(), tables: StringTables? = nil, appStrings: AppStrings? = nil) throws(NarrationError) {
        // Every localized string is resolved up front, so that errors come
        // before the first gesture.
        var resolved = document
        var resolver = LocalizedTextResolver(appStrings: appStrings, locale: options.locale ?? document.locale)
        // One pass resolves the strings and notes the languages in use.
        var languages: [String] = []
        let resolve = { (node: inout AccessibilityNode) throws(NarrationError) in
            try resolver.resolve(&node)
            if let language = node.language { languages.append(language) }
        }
        try resolved.root.transformAll(resolve)
        for id in resolved.screens.keys.sorted() {
            try resolved.screens[id]?.transformAll(resolve)
        }
        self.document = resolved
        self.options = options
        reduceMotion = options.reduceMotion ?? document.settings.reduceMotion
        let locale = options.locale ?? document.locale
        let words: StringTables
        if let tables { words = tables } else { words = try StringTables.bundled() }
        speech = SpeechBuilder(tables: words, locale: locale, speakHints: options.speakHints ?? document.settings.speakHints)
        layers = [Layer(screen: nil, root: resolved.root, presenter: nil)]
        order = FocusOrder(root: resolved.root, device: document.device, layoutDirection: document.resolvedLayoutDirection)
        transcript = Transcript(title: document.title, locale: locale)
        warnings = words.warnings(locale: locale, elementLanguages: languages) + resolver.warnings
        var queue = SpeechQueue()
        if order.elements.isEmpty {
            queue.emit(.note("nothing on screen to focus"))
        } else {
            moveFocus(to: 0, queue: &queue)
        }
        transcript.events += queue.finish()
    }

    /// Things the user should know that do not stop the session: a language
    /// with no VoiceOver table (spoken in English), app strings without a
    /// translation (spoken in the development language).
    public let warnings: [String]

    /// The focused element, if any.
    public var focusedElement: FocusElement? { focus.map { order.elements[$0] } }

    /// Performs the gestures in order; returns the whole transcript.
    @discardableResult
    public mutating func perform(_ gestures: [Gesture]) -> Transcript {
        for gesture in gestures { perform(gesture) }
        return transcript
    }

    /// Performs one gesture and returns what it caused (its own
    /// ``TranscriptEvent/gesture(_:)`` line first).
    @discardableResult
    public mutating func perform(_ gesture: Gesture) -> [TranscriptEvent] {
        var queue = SpeechQueue()
        queue.emit(.gesture(gesture))
        var budget = Self.effectLimit
        switch gesture {
        case .next: step(by: 1, queue: &queue)
        case .previous: step(by: -1, queue: &queue)
        case .first, .last:
            if order.elements.isEmpty { queue.emit(.note("nothing on screen to focus")) } else {
                moveFocus(to: gesture == .first ? 0 : order.elements.count - 1, queue: &queue)
            }
        case .touch(let x, let y): touch(x: x, y: y, queue: &queue)
        case .activate: activate(queue: &queue, budget: &budget)
        case .flickUp: flick(up: true, queue: &queue, budget: &budget)
        case .flickDown: flick(up: false, queue: &queue, budget: &budget)
        case .rotor(let setting):
            chooseRotor(setting, queue: &queue)
        case .readAll: readAll(from: 0, queue: &queue)
        case .readFromHere: readAll(from: focus ?? 0, queue: &queue)
        case .escape: escape(queue: &queue, budget: &budget)
        case .magicTap:
            if !runInherited(\.magicTap, queue: &queue, budget: &budget) {
                queue.emit(.note("nothing happens: no element or ancestor handles Magic Tap"))
            }
        case .say(let command):
            voiceControl(command, queue: &queue, budget: &budget)
        case .setting(let name, let on):
            switch name {
            case .reduceMotion: reduceMotion = on
            case .speakHints: speech.speakHints = on
            }
        case .scroll(let direction):
            let behaviour: KeyPath<Behaviors, [Effect]?> = switch direction {
            case .left: \.scrollLeft
            case .right: \.scrollRight
            case .up: \.scrollUp
            case .down: \.scrollDown
            }
            if !runInherited(behaviour, queue: &queue, budget: &budget) {
                queue.emit(.sound(.boundary))
                queue.emit(.note("nothing scrolls \(direction.rawValue) here"))
            }
        }
        let events = queue.finish()
        transcript.events += events
        return events
    }

    // MARK: Moving

    private mutating func step(by offset: Int, queue: inout SpeechQueue) {
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
    private mutating func moveFocus(to position: Int, queue: inout SpeechQueue, hint: Bool = true) {
        if focus != position {
            actionIndex = nil
            contentIndex = nil
        }
        focus = position
        queue.speak(focusEvent(at: position, hint: hint))
    }

    private mutating func focusEvent(at position: Int, hint: Bool) -> FocusEvent {
        let element = order.elements[position]
        var utterance = speech.utterance(for: element)
        if !hint { utterance.hint = nil }
        return FocusEvent(index: position + 1, id: element.node.id, utterance: utterance, actions: element.node.customActions.map(\.name))
    }

    private mutating func touch(x: Double, y: Double, queue: inout SpeechQueue) {
        // Topmost wins: the element latest in document order.
        var hit: Int?
        for (position, element) in order.elements.enumerated() {
            guard let frame = element.node.frame, x >= frame.minX, x < frame.maxX, y >= frame.minY, y < frame.maxY else { continue }
            if hit.map({ order.documentOrder(ofElementAt: $0) < order.documentOrder(ofElementAt: position) }) ?? true { hit = position }
        }
        guard let hit else {
            queue.emit(.note("no element under the finger at \(Gesture.touch(x: x, y: y).name.dropFirst(6))"))
            return
        }
        moveFocus(to: hit, queue: &queue)
    }

    private mutating func readAll(from start: Int, queue: inout SpeechQueue) {
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

    // MARK: Acting

    private mutating func activate(queue: inout SpeechQueue, budget: inout Int) {
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
        guard let effects = currentNode(at: focus)?.behaviors?.activate else {
            queue.emit(.note("nothing happens: the element declares no activation behaviour"))
            return
        }
        runAndReread(effects, queue: &queue, budget: &budget)
    }

    /// Runs effects, then, as VoiceOver does, re-reads the focused element
    /// when what it says has changed.
    private mutating func runAndReread(_ effects: [Effect], queue: inout SpeechQueue, budget: inout Int) {
        let before = focus.map { (order.path(ofElementAt: $0), focusEvent(at: $0, hint: false).utterance.speech) }
        let layerCount = layers.count
        run(effects, queue: &queue, budget: &budget)
        guard let before, layers.count == layerCount, let now = focus, order.path(ofElementAt: now) == before.0 else { return }
        let after = focusEvent(at: now, hint: false)
        if after.utterance.speech != before.1 { queue.speak(after) }
    }

    /// Two-finger rotate to a setting: VoiceOver says its name. A custom
    /// rotor must be declared by the focused element or an ancestor.
    private mutating func chooseRotor(_ setting: RotorSetting, queue: inout SpeechQueue) {
        actionIndex = nil
        contentIndex = nil
        if case .custom(let name) = setting {
            guard let custom = customRotor(named: name) else {
                queue.emit(.note("no rotor named \"\(name)\" here; the custom rotors here: " + (availableCustomRotors.compactMap(\.name).joined(separator: ", ").nonEmpty ?? "none")))
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
    private var availableCustomRotors: [CustomRotor] {
        var path = focus.map { order.path(ofElementAt: $0) } ?? []
        let root = layers[layers.count - 1].root
        var rotors: [CustomRotor] = []
        while true {
            rotors += root.node(at: path)?.customRotors ?? []
            guard !path.isEmpty else { return rotors }
            path.removeLast()
        }
    }

    private func customRotor(named name: String) -> CustomRotor? {
        availableCustomRotors.first { $0.name?.lowercased() == name.lowercased() }
    }

    private mutating func flick(up: Bool, queue: inout SpeechQueue, budget: inout Int) {
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
        if setting == .moreContent && node.customContent.isEmpty { setting = nil }
        if setting == nil {
            setting = node.traits.contains(.adjustable) ? .adjustValue : !node.customActions.isEmpty ? .actions : nil
        }
        switch setting {
        case nil:
            queue.emit(.note("no rotor setting applies to this element"))
        case .adjustValue?:
            adjust(up: up, queue: &queue, budget: &budget)
        case .actions?:
            let target = actionIndex.map { $0 + (up ? -1 : 1) } ?? (up ? node.customActions.count - 1 : 0)
            guard node.customActions.indices.contains(target) else {
                queue.emit(.sound(.boundary))
                return
            }
            actionIndex = target
            queue.speak(node.customActions[target].name, reason: .action)
        case .moreContent?:
            let target = contentIndex.map { $0 + (up ? -1 : 1) } ?? (up ? node.customContent.count - 1 : 0)
            guard node.customContent.indices.contains(target) else {
                queue.emit(.sound(.boundary))
                return
            }
            contentIndex = target
            queue.speak(speech.contentText(node.customContent[target], language: node.language), reason: .content)
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
    private mutating func move(through ids: [String], from current: Int, up: Bool, queue: inout SpeechQueue) {
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
    private func matches(_ setting: RotorSetting, at position: Int) -> Bool {
        let element = order.elements[position]
        let traits = element.node.traits
        switch setting {
        case .headings: return traits.contains(.header)
        case .headingLevel(let level): return traits.contains(.header) && element.node.headingLevel == level
        case .links: return traits.contains(.link)
        case .landmarks: return element.context.starts.contains(.landmark)
        case .lists: return element.context.starts.contains(.list)
        case .textFields: return !traits.isDisjoint(with: [.textEntry, .secureTextField, .searchField])
        case .images: return traits.contains(.image)
        case .tables:
            // The first cell of each data table.
            return element.context.tableCell != nil && (position == 0 || order.elements[position - 1].context.tableCell == nil)
        case .formControls:
            return !traits.isDisjoint(with: [.button, .textEntry, .secureTextField, .searchField, .switchButton, .adjustable])
        case .containers: return !element.context.starts.isEmpty || element.context.seriesPosition?.index == 1
        case .actions, .adjustValue, .moreContent, .custom: return false
        }
    }

    private mutating func adjust(up: Bool, queue: inout SpeechQueue, budget: inout Int) {
        guard let focus, let node = currentNode(at: focus) else { return }
        if let effects = up ? node.behaviors?.increment : node.behaviors?.decrement {
            let before = node.value
            run(effects, queue: &queue, budget: &budget)
            if let now = self.focus, let value = currentNode(at: now)?.value, value != before { queue.speak(value, reason: .value) }
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
        edit(path: order.path(ofElementAt: focus)) { $0.value = next }
        queue.speak(next, reason: .value)
    }

    private static func firstNumber(in text: String) -> Int? {
        let digits = text.drop { !$0.isNumber && $0 != "-" }.prefix { $0.isNumber || $0 == "-" }
        return Int(digits)
    }

    /// A Voice Control command. "Tap <name or number>" activates the one
    /// element it names (VoiceOver's focus moves there first, as the tap
    /// does); several matches or none are reported, as Voice Control shows
    /// them. "Show names" / "Show numbers" list the overlays.
    private mutating func voiceControl(_ command: String, queue: inout SpeechQueue, budget: inout Int) {
        let names = VoiceControlNames(order: order)
        let words = command.trimmingWhitespace
        let lowered = words.lowercased()
        if lowered == "show names" || lowered == "show numbers" {
            let shown = names.entries.map { lowered == "show names" ? $0.name : "\($0.number) \($0.name)" }
            queue.emit(.note("Voice Control shows: " + (shown.isEmpty ? "nothing" : shown.joined(separator: ", "))))
            return
        }
        guard lowered.hasPrefix("tap ") else {
            queue.emit(.note("Voice Control does not know the command \"\(words)\"; Hark understands Tap <name>, Tap <number>, Show names, Show numbers"))
            return
        }
        let name = String(words.dropFirst(4))
        let matches = names.matches(name)
        guard matches.count == 1, let match = matches.first else {
            queue.emit(.note(matches.isEmpty
                ? "Voice Control: no element is named \"\(name.trimmingWhitespace)\""
                : "Voice Control: \(matches.count) elements are named \"\(name.trimmingWhitespace)\"; it numbers them to choose: " + matches.map { "\($0.number) [\($0.id ?? "no id")]" }.joined(separator: ", ")))
            return
        }
        moveFocus(to: match.index - 1, queue: &queue, hint: false)
        activate(queue: &queue, budget: &budget)
    }

    private mutating func escape(queue: inout SpeechQueue, budget: inout Int) {
        if runInherited(\.escape, queue: &queue, budget: &budget) { return }
        if layers.count > 1 {
            // The system dismisses a sheet on escape; a full-screen or custom
            // presentation must handle escape itself.
            guard layers[layers.count - 1].style == .sheet else {
                queue.emit(.note("nothing happens: the \(layers[layers.count - 1].style.rawValue) presentation of \"\(layers[layers.count - 1].screen ?? "")\" does not handle escape"))
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
    private mutating func runInherited(_ behaviour: KeyPath<Behaviors, [Effect]?>, queue: inout SpeechQueue, budget: inout Int) -> Bool {
        var path = focus.map { order.path(ofElementAt: $0) } ?? []
        let root = layers[layers.count - 1].root
        while true {
            if let effects = root.node(at: path)?.behaviors?[keyPath: behaviour] {
                run(effects, queue: &queue, budget: &budget)
                return true
            }
            guard !path.isEmpty else { return false }
            path.removeLast()
        }
    }

    // MARK: Effects

    /// Runs effects in order, without recursion: `if` branches and the
    /// behaviours `activate` effects trigger are pushed on a stack.
    private mutating func run(_ effects: [Effect], queue: inout SpeechQueue, budget: inout Int) {
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
    private func node(withID id: String) -> AccessibilityNode? {
        for layer in layers.reversed() {
            if let path = layer.root.path(toID: id) { return layer.root.node(at: path) }
        }
        return nil
    }

    private mutating func focusAfterScreenChange(_ target: String?, queue: inout SpeechQueue) {
        if let target, let position = position(ofID: target) {
            moveFocus(to: position, queue: &queue)
        } else if order.elements.isEmpty {
            focus = nil
            queue.emit(.note("nothing on screen to focus"))
        } else {
            moveFocus(to: 0, queue: &queue)
        }
    }

    private mutating func dismiss(transition: Transition?, queue: inout SpeechQueue) {
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
    private func transitionEvent(_ occasion: TransitionEvent.Occasion, subject: String, animation: Animation, presentation: Presentation?) -> TransitionEvent {
        let motion = reduceMotion ? animation.reduced ?? animation.motion.reducedStandard(forScreen: occasion != .stateChange) : animation.motion
        let source = motion.source.map { id in node(withID: id)?.label ?? id }
        return TransitionEvent(occasion: occasion, subject: subject, motion: motion, sourceLabel: source, reduceMotion: reduceMotion, presentation: presentation)
    }

    /// Changes the element with `id`: in the layer that has it, or in the
    /// document's screens not presented.
    private mutating func setElement(_ id: String, _ changes: ElementChanges) {
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

    private mutating func edit(path: [Int], _ change: (inout AccessibilityNode) -> Void) {
        let top = layers.count - 1
        layers[top].root.modify(at: path, change)
        if top == 0 { document.root = layers[0].root }
        reorder(keepingFocus: true)
    }

    /// Recomputes the top layer's focus order; keeps the focus on the same
    /// element while it is still there, or else on the element now at its
    /// position (the nearest one).
    private mutating func reorder(keepingFocus: Bool) {
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

    private func position(ofID id: String) -> Int? {
        order.elements.firstIndex { $0.node.id == id }
    }

    private func currentNode(at position: Int) -> AccessibilityNode? {
        layers[layers.count - 1].root.node(at: order.path(ofElementAt: position))
    }
}
