/// One stop of VoiceOver's focus when the user flicks right: an element and
/// where it sits among the containers that VoiceOver speaks about.
public struct FocusElement: Hashable, Sendable {
    /// The element (an accessible parent keeps its children, which VoiceOver
    /// does not visit).
    public var node: AccessibilityNode
    /// Where the element sits in its containers.
    public var context: ContainerContext

    public init(node: AccessibilityNode, context: ContainerContext = ContainerContext()) {
        self.node = node
        self.context = context
    }
}

/// What VoiceOver says about an element's containers, after its description.
public struct ContainerContext: Hashable, Sendable {
    /// The containers this element is the first of, outermost first
    /// (`List Start.`, `Landmark.`).
    public var starts: [ContainerType]
    /// The containers this element is the last of, innermost first
    /// (`List End.`, `End.`).
    public var ends: [ContainerType]
    /// The 1-based position and count in the innermost tab bar or segmented
    /// control (`2 of 5.`).
    public var seriesPosition: SeriesPosition?
    /// Whether the element sits in a tab bar (it then does not say `Button.`).
    public var isInTabBar: Bool

    public init(starts: [ContainerType] = [], ends: [ContainerType] = [], seriesPosition: SeriesPosition? = nil, isInTabBar: Bool = false) {
        self.starts = starts
        self.ends = ends
        self.seriesPosition = seriesPosition
        self.isInTabBar = isInTabBar
    }
}

/// The position of an element among the items of a tab bar or segmented
/// control: `index` of `count`, 1-based.
public struct SeriesPosition: Hashable, Sendable {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }
}
