/// Turns a tool's dump (``ImportedElement``s, parents first) into a Hark
/// document, with the rules of docs/Importing.md:
///
/// - the keyboard, the status bar, `visible="false"` subtrees, elements off
///   the screen and zero-size elements are left out unless `keepAll`;
/// - an element is what `accessible` says (Appium), or else a control, a
///   text or image with words, or a cell without controls inside; what
///   an element contains is not reachable, so it is not kept;
/// - a plain view (`Other`, `Window`) gives its children to its parent, as
///   VoiceOver's order flattens it anyway; its label (often its children's
///   labels joined) is not a stop; containers VoiceOver treats specially
///   (tab bars, segmented controls, tables, alerts) are kept.
///
/// One pass from the last element to the first builds each node from its
/// already built children, so no recursion follows the dump's depth; the
/// elements no node still needs are let go on the way.
struct ImportedTree {
    var elements: ImportedElements
    let keepAll: Bool
    private(set) var warnings: [String] = []
    /// idb and AXe list what AX reports: the controls inside an element
    /// (a search field's Dictate button) are stops of their own after it;
    /// texts inside it repeat its label.
    private(set) var childrenAreElements = false
    /// Back buttons and section headers, told by where they sit.
    private var roles: PlacedRoles?
    /// The leaves WebDriverAgent's depth limit cut the children off.
    private var cutLeaves: Set<Int> = []
    /// What the import rules decided (``ImportRules``): left out, read in
    /// an explicit order, a cell's own controls.
    private(set) var leftOut: [Bool] = [], givenOrder: Set<Int> = [], ownStops: Set<Int> = []

    mutating func setRuleResults(leftOut: [Bool], givenOrder: Set<Int>, ownStops: Set<Int>) {
        self.leftOut = leftOut
        self.givenOrder = givenOrder
        self.ownStops = ownStops
    }

    init(_ elements: ImportedElements, keepAll: Bool) {
        self.elements = elements
        self.keepAll = keepAll
    }

    /// The document: the first root's label is the title, the first window
    /// or application frame the screen; a screen 700 points or wider on
    /// both sides is a pad.
    mutating func document(origin format: ImportFormat) -> HarkDocument {
        childrenAreElements = format == .idb
        elements.silenceIconGlyphs()
        var (children, roots, kinds) = links()
        let screen = elements.lazy.compactMap { ["Application", "Window"].contains($0.type) ? $0.frame : nil }.first {
            !$0.isEmpty && $0.isFinite
        }
        applyRules(kinds: &kinds, children: &children, screen: screen)

        if format == .appium { cutLeaves = Self.cutLeaves(elements, children: children) }
        let (dropped, holdsBeyond) = reach(kinds: kinds, screen: screen)
        let controls = CellControls(elements, kinds: kinds, dropped: dropped, ownStops: ownStops)
        roles = PlacedRoles(elements, kinds: kinds, children: children, dropped: dropped, controls: controls)
        let isElement = elementFlags(kinds: kinds, children: children, dropped: dropped, controls: controls)
        // What is read of the elements once the nodes are built.
        let title = roots.first.flatMap { elements[$0].label?.nonEmpty ?? elements[$0].identifier?.nonEmpty }
        let places = elements.map { (line: Int32(clamping: $0.line), column: Int32(clamping: $0.column)) }
        let (rootChildren, rootSources) = buildNodes(
            roots: roots, kinds: kinds, children: children, dropped: dropped, holdsBeyond: holdsBeyond,
            isElement: isElement, controls: controls)
        let device: HarkDocument.Device = screen.map { min($0.width, $0.height) >= 700 } == true ? .pad : .phone
        var document = HarkDocument(
            title: title, device: device, screen: screen.map { ScreenSize(width: $0.width, height: $0.height) },
            root: AccessibilityNode(frame: screen, children: rootChildren))
        document.importOrigin = ImportOrigin(format: format, warnings: warnings)
        if !cutLeaves.isEmpty {
            let depth = WebDriverAgentFacts.snapshotMaxDepth
            document.importOrigin?.note += "; cut at depth \(depth) (WebDriverAgent's snapshotMaxDepth)"
        }
        document.importOrigin?.places =
            [ImportOrigin.Place(line: 0, column: 0)]
            + rootSources.map { ImportOrigin.Place(line: Int(places[$0].line), column: Int(places[$0].column)) }
        if let guess = LabelLanguage.guess(Self.labels(in: document.root)) {
            document.locale = guess
            document.importOrigin?.guessedLocale = guess
        }
        return document
    }

    /// Each element's children and kind, and the roots; an unknown element
    /// type or trait name is a warning.
    private mutating func links() -> (children: [[Int]], roots: [Int], kinds: [ElementKind]) {
        let count = elements.count
        var children = [[Int]](repeating: [], count: count)
        var roots: [Int] = []
        var kinds: [ElementKind] = []
        kinds.reserveCapacity(count)
        for (index, element) in elements.enumerated() {
            if let parent = element.parent, parent >= 0, parent < index {
                children[parent].append(index)
            } else {
                roots.append(index)
            }
            if let kind = ElementTypeTable.kind(of: element.type) {
                kinds.append(kind)
            } else {
                warnings.append(
                    "\(element.location): unknown element type '\(NameSuggestion.cut(element.type))'; kept as a plain "
                        + "element"
                )
                kinds.append(ElementKind(traits: [], role: .plain))
            }
            for name in element.traitNames ?? [] where ElementTypeTable.trait(named: name) == nil {
                warnings.append("\(element.location): unknown trait '\(NameSuggestion.cut(name))'; left out")
            }
        }
        return (children, roots, kinds)
    }

    /// What is left out (parents first: what sits inside a left-out
    /// element too), and which elements hold rows beyond the screen that a
    /// scrollable container keeps (docs/Importing.md, "Rows beyond the screen").
    private func reach(kinds: [ElementKind], screen: Frame?) -> (dropped: [Bool], holdsBeyond: [Bool]) {
        let count = elements.count
        // Parents first: what is left out, and what sits inside an element.
        // Inside a scrollable container, what is off the screen or not
        // visible is a row VoiceOver scrolls to, and is kept.
        var dropped = [Bool](repeating: false, count: count)
        var inScrollable = [Bool](repeating: false, count: count)
        var beyondScreen = [Bool](repeating: false, count: count)
        let hiddenCopies = keepAll ? [] : HiddenTableCopies.marks(elements, screen: screen)
        for (index, element) in elements.enumerated() {
            if let parent = element.parent, parent >= 0, parent < index {
                if dropped[parent] {
                    dropped[index] = true
                    continue
                }
                inScrollable[index] =
                    inScrollable[parent] || ElementTypeTable.scrollables.contains(elements[parent].type)
            }
            guard !keepAll else { continue }
            if hiddenCopies[index] || leftOut[index] {
                dropped[index] = true
                continue
            }
            var offScreen = element.isVisible == false
            if let frame = element.frame, let screen, !frame.isEmpty, !screen.isEmpty, frame.isFinite,
                frame.maxX <= screen.minX || frame.minX >= screen.maxX || frame.maxY <= screen.minY
                    || frame.minY >= screen.maxY
            {
                offScreen = true
            }
            // An infinite or NaN frame: off any screen (docs/Importing.md).
            if kinds[index].role == .system || element.frame.map({ !$0.isFinite }) == true
                || (offScreen && !inScrollable[index])
            {
                dropped[index] = true
            }
            beyondScreen[index] = offScreen && !dropped[index]
        }
        // A scroll view or web view (plain views otherwise) that holds rows
        // beyond the screen keeps them together, in their place in the order.
        var holdsBeyond = [Bool](repeating: false, count: count)
        for index in stride(from: count - 1, through: 0, by: -1) where beyondScreen[index] || holdsBeyond[index] {
            if let parent = elements[index].parent, parent >= 0, parent < index { holdsBeyond[parent] = true }
        }
        return (dropped, holdsBeyond)
    }

    func decideElement(_ index: Int, _ kind: ElementKind, controls: CellControls, hasChildren: Bool) -> Bool {
        let element = elements[index]
        // The first root holds the screen; a later root-level element (a line
        // XCUITest printed unindented) is read like any other, never dropped.
        if (element.parent == nil && index == 0) || element.type == "Application" { return false }
        if ownStops.contains(index) { return true }
        if kind.role == .cell {
            // UIKit's cells (docs/Importing.md, "Cells"): one control and its
            // captions are one stop; a cell with nothing to say and nothing
            // inside is none.
            if controls.sole[index] != nil { return folds(index, controls) || element.label?.nonEmpty != nil }
            if !hasChildren, element.label?.nonEmpty == nil, element.value?.nonEmpty == nil { return false }
        }
        // A labelled leaf where WebDriverAgent stopped stands for the text it cut off.
        if cutLeaves.contains(index), element.label?.nonEmpty != nil || element.value?.nonEmpty != nil { return true }
        if let accessible = element.isAccessible { return accessible }
        let hasWords = element.label?.nonEmpty != nil || element.value?.nonEmpty != nil
        switch kind.role {
        case .control: return true
        case .content: return hasWords
        case .cell: return controls.count[index] == 0
        case .stepper: return !hasChildren
        case .plain: return !hasChildren && hasWords
        case .grouped, .counted, .modal, .navigationBar, .system: return false
        }
    }

    /// The leaves on the last level WebDriverAgent's `snapshotMaxDepth`
    /// keeps (the application is the first, at depth 0): their children, if
    /// any, are cut off.
    private static func cutLeaves(_ elements: ImportedElements, children: [[Int]]) -> Set<Int> {
        var depth = [Int32](repeating: 0, count: elements.count)
        var leaves: Set<Int> = []
        for (index, element) in elements.enumerated() {
            guard let parent = element.parent, parent >= 0, parent < index else { continue }
            depth[index] = depth[parent] + 1
            if depth[index] == WebDriverAgentFacts.snapshotMaxDepth - 1, children[index].isEmpty {
                leaves.insert(index)
            }
        }
        return leaves
    }

    /// Whether a cell is one stop with the one control it holds. In idb and
    /// AXe, a row with a label of its own is an element apart from the
    /// control AX also reports, which keeps its own label.
    func folds(_ index: Int, _ controls: CellControls) -> Bool {
        controls.sole[index] != nil && !(childrenAreElements && elements[index].label?.nonEmpty != nil)
    }

    /// Whether the controls inside element `index` are stops of their own
    /// after it: in idb's and AXe's trees (what AX reports), and a text
    /// field's buttons in every format (its clear button, "Clear text").
    func keepsInnerControls(_ index: Int, _ kinds: [ElementKind], _ controls: CellControls) -> Bool {
        !folds(index, controls) && (childrenAreElements || kinds[index].isField)
    }

    /// Whether `child` of element `parent` is a stop of its own: in idb and
    /// AXe any child, else a text field's control.
    private func ownsStop(_ parent: Int, child: Int, kinds: [ElementKind], controls: CellControls) -> Bool {
        keepsInnerControls(parent, kinds, controls) && (childrenAreElements || kinds[child].role == .control)
    }

    /// Identifiers made unique in document order: a repeated one gets `#2`,
    /// `#3`… (the sample format needs unique ids). Only nodes that are kept
    /// get one.
    func uniqueIdentifiers(dropped: [Bool], isElement: [Bool], kinds: [ElementKind], controls: CellControls)
        -> [String?]
    {
        var ids = [String?](repeating: nil, count: elements.count)
        var insideElement = [Bool](repeating: false, count: elements.count)
        var unique = UniqueIdentifiers(expected: elements.lazy.filter { $0.identifier != nil }.count)
        for (index, element) in elements.enumerated() where !dropped[index] {
            if let parent = element.parent, parent >= 0, parent < index, !ownStops.contains(index),
                insideElement[parent]
                    || (isElement[parent] && !ownsStop(parent, child: index, kinds: kinds, controls: controls))
            {
                insideElement[index] = true
                continue
            }
            // A cell that is one stop with its control takes the control's id when it has none.
            let own =
                element.identifier
                ?? (folds(index, controls) ? controls.sole[index].flatMap { elements[$0].identifier } : nil)
            guard let id = own, isElement[index] || !Self.isFlattened(kinds[index].role) else { continue }
            ids[index] = unique.claim(id)
        }
        return ids
    }

    func elementNode(_ index: Int, kinds: [ElementKind], id: String?, control: Int?) -> AccessibilityNode? {
        let element = elements[index], kind = kinds[index]
        if !keepAll, let frame = element.frame, frame.isEmpty { return nil }
        if let control { return cellNode(index, control: control, kinds: kinds, id: id) }
        var label = element.label?.nonEmpty
        var value = element.value?.nonEmpty
        var traits = kind.traits
        if let names = element.traitNames {
            traits.formIntersection(ElementKind.privateTraits)
            for name in names { traits.formUnion(ElementTypeTable.trait(named: name) ?? []) }
        }
        let parentKind = element.parent.map { kinds[$0] }
        switch parentKind?.role {
        case .counted(.tabBar)? where kind.role == .control: traits.insert(.tabBarItem)
        // The title: a text, or (XCUITest) an `Other` with a label.
        case .navigationBar? where element.type == "StaticText" || (element.type == "Other" && label != nil):
            traits.insert(.header)
        case .navigationBar? where kind.traits.contains(.button) && label == "Back":
            traits.insert(.backButton)
        default: break
        }
        // UIKit names its navigation bar's back button so, wherever a dump puts it.
        if element.identifier == "BackButton", kind.traits.contains(.button) { traits.insert(.backButton) }
        if roles?.backButtons.contains(index) == true { traits.insert(.backButton) }
        if roles?.inSectionHeader[index] == true, kind.role == .content || kind.role == .plain {
            traits.insert(.header)
        }
        if kind.traits.contains(.textEntry) || kind.traits.contains(.searchField) {
            if value != nil, value == element.placeholderValue { value = nil }
            if label == nil { label = element.placeholderValue?.nonEmpty }
        }
        if kind.role == .content, label == nil || label == value {
            label = label ?? value
            value = nil
        }
        if label == nil, kind.role != .content { label = wordsInside(index) }
        if element.isSelected { traits.insert(.selected) }
        if !element.isEnabled { traits.insert(.notEnabled) }
        if element.hasFocus, traits.contains(.textEntry) { traits.insert(.isEditing) }
        return Self.elementNode(
            id: id, label: label, value: value, hint: element.hint?.nonEmpty, traits: traits,
            frame: element.finiteFrame, actions: element.customActions)
    }

    /// The node of an element of a dump (or of a cell's control), the one
    /// place an importer makes one: an accessibility element, its custom
    /// actions named, its other fields those of `fields` (none by default).
    static func elementNode(
        id: String?, label: String?, value: String?, hint: String?, traits: AccessibilityNode.Traits, frame: Frame?,
        actions: [String], fields: AccessibilityNode = AccessibilityNode()
    ) -> AccessibilityNode {
        var node = AccessibilityNode.element(fields)
        (node.id, node.label, node.value, node.hint, node.traits, node.frame) = (id, label, value, hint, traits, frame)
        node.customActions = actions.map { CustomAction(name: $0) }
        return node
    }

    /// The nodes a container element becomes: itself holding `children`
    /// (`wrapped`), or its children alone.
    func containerNodes(_ index: Int, _ kind: ElementKind, id: String?, children: [AccessibilityNode]) -> (
        nodes: [AccessibilityNode], wrapped: Bool
    ) {
        guard !children.isEmpty else { return ([], false) }
        let element = elements[index]
        var node = AccessibilityNode(
            id: id, label: element.label?.nonEmpty, frame: element.finiteFrame, children: children)
        switch kind.role {
        case .counted(let type): node = .container(type, node)
        case .grouped:
            node.groupChildren = true
            // A table gives its elements in section order: header, rows,
            // footer, whatever a stale frame says (docs/Importing.md).
            node.readsInGivenOrder = element.type == "Table"
        case .modal: node.viewIsModal = true
        case .cell, .stepper: node.groupChildren = true
        case .navigationBar where givenOrder.contains(index):
            node.label = nil
            node.readsInGivenOrder = true
        default:
            // Nothing VoiceOver would say or keep together: the children
            // join the parent's. A view holding an alert is modal itself: an
            // alert sits in a window of its own, and VoiceOver reaches nothing else.
            if !children.contains(where: \.viewIsModal) { return (children, false) }
            node.label = nil
            node.viewIsModal = true
        }
        return ([node], true)
    }
}
