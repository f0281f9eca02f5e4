/// One screen as the rules see it — the document's root, or one of its
/// `screens` — read once: every node with its JSON path and what it
/// inherits, and the elements in VoiceOver's focus order with their speech.
final class AuditScreen {
    /// One node of the tree, in breadth-first order.
    struct Node {
        var node: AccessibilityNode
        /// Its index among its parent's children (paths are built on
        /// demand: eager ones would cost the tree's depth per node).
        var childIndex: Int
        var parent: Int
        /// Its children are `firstChild ..< firstChild + node.children.count`.
        var firstChild: Int
        /// Hidden from VoiceOver by itself or an ancestor.
        var pruned: Bool
        /// Inside a scrolling container, itself excluded: a list, a data
        /// table, a view with a scroll behaviour, or a view (not the root)
        /// whose content extends above or below its frame.
        var inScrollView: Bool
        /// Inside a view whose `accessibilityElements` is set.
        var inExplicitOrder: Bool
        /// The background the node's text sits on: its own or the nearest
        /// ancestor's.
        var background: SRGBColor?
    }

    let document: HarkDocument
    /// `root`, or `screens.<id>`.
    let base: String
    let nodes: [Node]
    /// The elements in focus order (localized strings resolved).
    let elements: [FocusElement]
    /// Each element's entry in ``nodes``.
    let elementNode: [Int]
    /// The narration's locale.
    let locale: String
    /// The motion audit's findings on this screen (see ``MotionRule``).
    var motionFindings: [AuditFinding] = []
    private var speechBuilder: SpeechBuilder?
    /// The last speech made: an element's findings are made whole one
    /// after the other, and no more is kept (a speech for every element of
    /// a large screen would be held to the end).
    private var lastSpeech: (position: Int, speech: String)?
    /// The findings' messages, each once (``Held/message``): most repeat.
    var messages: [String] = []
    var messageNumbers: [String: Int32] = [:]
    /// Findings made whole by a rule (the motion rules'), ``Held/message``
    /// numbering them.
    var wholeFindings: [AuditFinding] = []
    private var elementAtNode: [Int: Int]?
    /// Each element's label and value as words (``words(at:)``), made once
    /// for all the label rules.
    var elementWords: [ElementWords?] = []

    init(
        document: HarkDocument, tree: AccessibilityNode, base: String, locale: String, tables: StringTables?,
        appStrings: AppStrings?
    ) {
        self.document = document
        self.base = base
        self.locale = locale
        nodes = Self.walk(tree, base: base)
        var single = document
        single.root = tree
        let order: FocusOrder
        if let narrator = try? Narrator(
            document: single, options: NarrationOptions(locale: locale), tables: tables, appStrings: appStrings)
        {
            order = narrator.focusOrder
        } else {
            order = FocusOrder(document: single)
        }
        elements = order.elements
        var elementNode: [Int] = []
        elementNode.reserveCapacity(order.elements.count)
        for position in order.elements.indices {
            var entry = 0
            for index in order.path(ofElementAt: position) { entry = nodes[entry].firstChild + index }
            elementNode.append(entry)
        }
        self.elementNode = elementNode
        if let tables {
            speechBuilder = SpeechBuilder(tables: tables, locale: locale, speakHints: document.settings.speakHints)
        }
    }

    /// Reads the tree breadth-first, without recursion.
    private static func walk(_ tree: AccessibilityNode, base: String) -> [Node] {
        var nodes = [
            Node(
                node: tree, childIndex: 0, parent: -1, firstChild: 0, pruned: tree.isPruned, inScrollView: false,
                inExplicitOrder: false, background: tree.appearance?.backgroundColor)
        ]
        var next = 0
        while next < nodes.count {
            let parent = nodes[next]
            nodes[next].firstChild = nodes.count
            let scrolls = parent.inScrollView || parent.node.scrolls || (next > 0 && parent.node.overflowsVertically)
            let explicit = parent.inExplicitOrder || parent.node.readsInGivenOrder
            for (index, child) in parent.node.children.enumerated() {
                nodes.append(
                    Node(
                        node: child, childIndex: index, parent: next, firstChild: 0,
                        pruned: parent.pruned || child.isPruned, inScrollView: scrolls, inExplicitOrder: explicit,
                        background: child.appearance?.backgroundColor.map { $0.over(parent.background) }
                            ?? parent.background))
            }
            next += 1
        }
        return nodes
    }

    /// What VoiceOver says for the element at `position` (its description).
    func speech(at position: Int) -> String? {
        if let lastSpeech, lastSpeech.position == position { return lastSpeech.speech }
        guard speechBuilder != nil else { return nil }
        let speech = speechBuilder?.utterance(for: elements[position]).speech ?? ""
        lastSpeech = (position, speech)
        return speech
    }

    /// VoiceOver's words for an element in `language` (the narration's
    /// locale when `nil`), or `nil` when Hark's tables are missing.
    func vocabulary(for language: String?) -> Vocabulary? { speechBuilder?.vocabulary(for: language) }

    /// The focus position of the element at node `entry`, if it is one.
    func position(ofNode entry: Int) -> Int? {
        if elementAtNode == nil {
            var map: [Int: Int] = [:]
            for (position, entry) in elementNode.enumerated() { map[entry] = position }
            elementAtNode = map
        }
        return elementAtNode?[entry]
    }

    /// The JSON path of the node at `entry`: `root.children[1].children[0]`.
    func path(of entry: Int) -> String {
        var indices: [Int] = []
        var current = entry
        while current > 0 {
            indices.append(nodes[current].childIndex)
            current = nodes[current].parent
        }
        var path = base
        for index in indices.reversed() { path += ".children[\(index)]" }
        return path
    }

    /// The node a JSON path is in (`root.children[1]` for
    /// `root.children[1].behaviors.activate[0]`), if the screen has it.
    func entry(ofPath path: String) -> Int? {
        let owner = Self.owner(of: path)
        guard owner.hasPrefix(base) else { return nil }
        var entry = 0
        for step in owner.dropFirst(base.count).split(separator: "]") {
            guard step.hasPrefix(".children["), let index = Int(step.dropFirst(10)), index >= 0,
                index < nodes[entry].node.children.count
            else { return nil }
            entry = nodes[entry].firstChild + index
        }
        return entry
    }

    /// The path of the node a path is in: the base and its `.children[i]`
    /// steps, up to the first other step.
    static func owner(of path: String) -> String {
        let bytes = path.utf8
        var index = bytes.startIndex
        func skip(_ prefix: String) -> Bool {
            guard bytes[index...].starts(with: prefix.utf8) else { return false }
            index = bytes.index(index, offsetBy: prefix.utf8.count)
            return true
        }
        if !skip("root"), skip("screens.") {
            while index < bytes.endIndex, bytes[index] != UInt8(ascii: "."), bytes[index] != UInt8(ascii: "[") {
                index = bytes.index(after: index)
            }
        }
        while skip(".children["), let close = bytes[index...].firstIndex(of: UInt8(ascii: "]")) {
            index = bytes.index(after: close)
        }
        return index == bytes.endIndex ? path : String(path[..<index])
    }

    /// The screen's bounds: the document's screen size, else the root's frame.
    var bounds: Frame? {
        if let screen = document.screen { return Frame(x: 0, y: 0, width: screen.width, height: screen.height) }
        return nodes.first?.node.frame
    }

    // MARK: Findings

    /// A finding about the element at focus `position`.
    func finding(_ rule: AuditRule, _ severity: AuditFinding.Severity? = nil, element position: Int, _ message: String)
        -> Held
    {
        Held(
            rule: Audit.checkNumber(of: rule), severity: severity ?? rule.severity, entry: Int32(elementNode[position]),
            position: Int32(position), message: number(ofMessage: message))
    }

    /// A finding about the node at `entry`.
    func finding(_ rule: AuditRule, _ severity: AuditFinding.Severity? = nil, node entry: Int, _ message: String)
        -> Held
    {
        if let position = position(ofNode: entry) { return finding(rule, severity, element: position, message) }
        return Held(
            rule: Audit.checkNumber(of: rule), severity: severity ?? rule.severity, entry: Int32(entry), position: -1,
            message: number(ofMessage: message))
    }

    /// A finding a rule made whole, held as it is.
    func held(_ finding: AuditFinding) -> Held {
        wholeFindings.append(finding)
        return Held(
            rule: Audit.checkNumber(of: finding.rule), severity: finding.severity, entry: -1,
            position: finding.index.map { Int32($0 - 1) } ?? -1, message: Int32(wholeFindings.count - 1))
    }

    /// The number of `message` in ``messages``, added when new.
    private func number(ofMessage message: String) -> Int32 {
        if let known = messageNumbers[message] { return known }
        let number = Int32(messages.count)
        messages.append(message)
        messageNumbers[message] = number
        return number
    }

    /// How an element is named in messages: its id, else its label
    /// (quoted, an excerpt when long).
    func name(ofElement position: Int) -> String {
        let node = elements[position].node
        return Self.quoted(node.id ?? node.label ?? "element \(position + 1)")
    }
}

extension AccessibilityNode {
    /// Whether a user can act on it: Voice Control's test (a control's
    /// traits, custom actions, an activation behaviour).
    var isInteractive: Bool { VoiceControlNames.isInteractive(self) }
}

extension AuditReport {
    /// A screen as the audit checked it: its path (`root`, `screens.login`),
    /// its elements in focus order (JSON path and id), and the rules run.
    package struct CheckedScreen: Hashable, Sendable {
        /// One element: its JSON path and its id.
        package struct Element: Hashable, Sendable {
            package var path: String
            package var id: String?
        }

        package var path: String
        package var elements: [Element]
        package var rules: [String]

        init(_ screen: AuditScreen, rules: [String]) {
            path = screen.base
            elements = screen.elementNode.enumerated().map { position, entry in
                Element(path: screen.path(of: entry), id: screen.elements[position].node.id)
            }
            self.rules = rules
        }
    }
}
