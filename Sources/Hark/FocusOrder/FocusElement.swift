/// One stop of VoiceOver's focus when the user flicks right: an element and
/// where it sits among the containers that VoiceOver speaks about.
public struct FocusElement: Hashable, Sendable {
    /// The element (an accessible parent keeps its children, which VoiceOver
    /// does not visit).
    public var node: AccessibilityNode
    /// Where the element sits in its containers.
    package var context = ContainerContext()
}

/// What VoiceOver says about an element's containers, after its description.
package struct ContainerContext: Hashable, Sendable {
    /// The containers this element is the first of, outermost first
    /// (`List Start.`, `Landmark.`).
    package var starts: [ContainerType] {
        get { rare?.fields.starts ?? [] }
        set { updateRare { $0.starts = newValue } }
    }
    /// The containers this element is the last of, innermost first
    /// (`List End.`, `End.`).
    package var ends: [ContainerType] {
        get { rare?.fields.ends ?? [] }
        set { updateRare { $0.ends = newValue } }
    }
    /// The 1-based position and count in the innermost tab bar or segmented
    /// control (`2 of 5.`).
    package var seriesPosition: SeriesPosition? {
        get { rare?.fields.seriesPosition }
        set { updateRare { $0.seriesPosition = newValue } }
    }
    /// Whether the element sits in a tab bar (it then does not say `Button.`).
    package var isInTabBar = false
    /// For a data-table cell: its place and headers.
    package var tableCell: TableCellContext? {
        get { rare?.fields.tableCell }
        set { updateRare { $0.tableCell = newValue } }
    }
    /// The labelled semantic groups this element is the first of, outermost
    /// first: VoiceOver says their labels before the element.
    package var enteredGroups: [AccessibilityNode] {
        get { rare?.fields.enteredGroups ?? [] }
        set { updateRare { $0.enteredGroups = newValue } }
    }
    /// Whether a container that scrolls holds the element (a list, a data
    /// table, a view with a scroll behaviour, or one whose children reach
    /// beyond its frame): VoiceOver scrolls it to reach the element when it
    /// lies beyond the screen.
    package var isInScrollView = false
    /// What only elements in containers have (the containers they start
    /// and end, a place in a tab bar, a table cell, groups entered), held
    /// apart (`nil` when none is set) so that the focus order of a million
    /// plain elements does not pay for them in each.
    private var rare: RareBox<RareContext>?

    init(isInTabBar: Bool = false) { self.isInTabBar = isInTabBar }

    /// Whether none of the rare fields was ever set: no container started
    /// or ended, no series position, table cell or group entered.
    var isPlain: Bool { rare == nil }

    private mutating func updateRare(_ change: (inout RareContext) -> Void) {
        RareBox.update(&rare, change)
    }
}

/// The fields of a ``ContainerContext`` that few elements set.
struct RareContext: RareFieldSet {
    var starts: [ContainerType] = []
    var ends: [ContainerType] = []
    var seriesPosition: SeriesPosition?
    var tableCell: TableCellContext?
    var enteredGroups: [AccessibilityNode] = []
}

/// What VoiceOver says about a data-table cell besides its label.
package struct TableCellContext: Hashable, Sendable {
    /// The cell's row, column and spans.
    package var cell: TableCell
    /// Whether it is the first cell of its row (which alone says `Row N.`).
    package var isFirstInRow: Bool
    /// The header cells that cover it, column header first, then row
    /// header; none for a header cell itself.
    package var headers: [AccessibilityNode] = []
}

/// The position of an element among the items of a tab bar or segmented
/// control: `index` of `count`, 1-based.
package struct SeriesPosition: Hashable, Sendable {
    /// The element's position, from 1.
    package var index: Int
    /// How many items the tab bar or segmented control has.
    package var count: Int
}
