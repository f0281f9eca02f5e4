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
/// (``Behaviors``, custom actions' ``Behaviors/Effect``s) change the tree as the app
/// would; the focus stays on the same element while it exists.
public struct Navigator: Sendable {
    /// The most effects one gesture may run: a behaviour that activates
    /// itself, directly or not, stops there.
    package static let effectLimit = 100

    /// The document as the effects have changed it so far.
    public internal(set) var document: HarkDocument
    /// What the session changes from the document's own settings.
    package let options: NarrationOptions
    var speech: SpeechBuilder
    /// The layers on screen: the document's root, then each presented
    /// screen on top; only the top one is reachable (modal isolation).
    var layers: [Layer]
    /// The top layer's focus order, which effects update in place.
    var topOrder: IncrementalFocusOrder
    /// The focused element's position in ``order``.
    var focus: Int?
    /// The rotor setting the user chose, if any.
    var rotor: RotorSetting?
    /// The custom action reached by flicking (an index into the focused
    /// element's actions).
    var actionIndex: Int?
    /// The custom content item reached with the More Content rotor.
    var contentIndex: Int?
    /// Everything so far.
    public private(set) var transcript: Transcript
    /// The last `pageScrolled` status, to tell a repeat (a boundary).
    var lastPageStatus: String?
    /// The screen not on screen that holds each id (the first by name),
    /// built on the first effect that names an id no layer has: effects
    /// change nodes, never ids, so it holds for the whole session.
    var screenOfID: [String: String]?
    /// Settings > Accessibility > Motion > Reduce Motion, as now.
    package private(set) var reduceMotion: Bool

    struct Layer: Sendable {
        var screen: String?
        var root: AccessibilityNode
        /// The path of the element that presented this layer, in the layer below.
        var presenter: [Int]?
        /// How it was presented: the system dismisses a sheet on escape.
        var style: Behaviors.Presentation.Style = .sheet
        /// The layer's nodes by number and id, built on first use.
        var index: TreeIndex?
    }

    /// Starts a session: VoiceOver focuses the first element and speaks it.
    /// - Throws: ``NarrationError`` when Hark's tables cannot be read, or an
    ///   app string (anywhere in the document) cannot be resolved.
    public init(
        document: HarkDocument, options: NarrationOptions = NarrationOptions(), tables: StringTables? = nil,
        appStrings: AppStrings? = nil
    ) throws(NarrationError) {
        // Every localized string is resolved up front, so that errors come
        // before the first gesture.
        var resolved = document
        var resolver = LocalizedTextResolver(document: document, options: options, appStrings: appStrings)
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
        let session = try SpeechSession(document: document, options: options, tables: tables, resolver: resolver)
        reduceMotion = session.reduceMotion
        speech = session.speechBuilder()
        layers = [Layer(screen: nil, root: resolved.root, presenter: nil)]
        topOrder = IncrementalFocusOrder(
            root: resolved.root, device: document.device, layoutDirection: document.resolvedLayoutDirection)
        transcript = Transcript(
            title: document.title, locale: session.locale, source: document.importOrigin?.note,
            localeGuessed: session.localeGuessed)
        warnings = session.warnings(elementLanguages: languages)
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
    public mutating func perform(_ gestures: [Navigator.Gesture]) -> Transcript {
        for gesture in gestures { perform(gesture) }
        return transcript
    }

    /// Performs one gesture and returns what it caused (its own
    /// ``TranscriptEvent/gesture(_:)`` line first).
    @discardableResult
    public mutating func perform(_ gesture: Navigator.Gesture) -> [TranscriptEvent] {
        var queue = SpeechQueue()
        queue.emit(.gesture(gesture))
        var budget = Self.effectLimit
        switch gesture {
        case .next: step(by: 1, queue: &queue)
        case .previous: step(by: -1, queue: &queue)
        case .first, .last:
            if order.elements.isEmpty {
                queue.emit(.note("nothing on screen to focus"))
            } else {
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
            let behaviour: KeyPath<Behaviors, [Behaviors.Effect]?> =
                switch direction {
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
}
