/// A behaviour of VoiceOver, UIKit or a tool that the import models on a
/// dump's elements before ``ImportedTree`` builds its nodes, one type a
/// rule (docs/Importing.md, "Rules and their evidence"). Each reads and
/// changes a ``RuleDump`` in time linear in the dump, never by recursion.
protocol ImportRule: Sendable {
    static func apply(to dump: inout RuleDump)
}

/// Every import rule, in the order they apply: what a later rule reads
/// (a cell's texts, its controls) the earlier ones have settled.
enum ImportRules {
    static let all: [any ImportRule.Type] = [
        ScrollIndicators.self, ReadOnlyTextViews.self, OnScreenSheets.self, CheckLists.self, CellOwnControls.self,
        CellTexts.self, ContentLabels.self, EmptyStops.self, NavigationBarOrder.self,
    ]

    static func apply(to dump: inout RuleDump) {
        for rule in all { rule.apply(to: &dump) }
    }
}

/// What the import rules see of a dump and may change.
struct RuleDump {
    var elements: ImportedElements
    /// Each element's kind, from its type (``ElementTypeTable``); a rule
    /// may correct it (a read-only text view is text).
    var kinds: [ElementKind]
    /// Each element's children, in the dump's order; a container in
    /// ``givenOrder`` reads them in the order given here.
    var children: [[Int]]
    /// The screen: the application's or first window's frame.
    let screen: Frame?
    /// Whether the dump lists what AX reports (idb, AXe): its elements and
    /// traits are the accessibility elements themselves.
    var listsElements = false
    /// The elements VoiceOver never reaches, left out with what they hold
    /// (kept with `--keep-all`).
    var leftOut: [Bool]
    /// The containers whose children VoiceOver reads in ``children``'s order.
    var givenOrder: Set<Int> = []
    /// The controls inside a cell that are stops of their own after it.
    var ownStops: Set<Int> = []

    init(elements: ImportedElements, kinds: [ElementKind], children: [[Int]], screen: Frame?) {
        self.elements = elements
        self.kinds = kinds
        self.children = children
        self.screen = screen
        leftOut = [Bool](repeating: false, count: elements.count)
    }

    /// The parent of element `index` when the dump gives a valid one.
    func parent(of index: Int) -> Int? {
        elements[index].parent.flatMap { $0 >= 0 && $0 < index ? $0 : nil }
    }

    /// The elements inside element `index` (not itself), in document order,
    /// at most the first 256: the dump lists a subtree right after its root.
    func descendants(of index: Int) -> Range<Int> {
        var end = index + 1
        var inside: Set<Int> = [index]
        while end < elements.count, end - index <= 256, let parent = parent(of: end), inside.contains(parent) {
            inside.insert(end)
            end += 1
        }
        return (index + 1)..<end
    }

    /// The words an element says of itself: its label, else its value.
    func words(_ index: Int) -> String? {
        elements[index].label?.nonEmpty ?? elements[index].value?.nonEmpty
    }
}
