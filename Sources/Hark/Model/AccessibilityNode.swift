/// A view or accessibility element: one node of the sample format's tree.
///
/// Field names follow UIKit's `UIAccessibility` properties. Build a tree in
/// code with the memberwise initializer, whose arguments all have defaults:
///
/// ```swift
/// let add = AccessibilityNode(id: "add", label: "Add new flight", traits: .button)
/// ```
public struct AccessibilityNode: Hashable, Sendable {
    /// `accessibilityIdentifier`; unique in a document.
    public var id: String?
    /// `accessibilityLabel`.
    public var label: String?
    /// `accessibilityValue`.
    public var value: String?
    /// `accessibilityHint`.
    public var hint: String?
    /// `accessibilityTraits`.
    public var traits: AccessibilityTraits
    /// `accessibilityFrame`, in screen points.
    public var frame: Frame?
    /// `isAccessibilityElement`; `nil` means the format's default, see
    /// ``isElement``.
    public var isAccessibilityElement: Bool?
    /// The subviews or accessibility children.
    public var children: [AccessibilityNode]
    /// `accessibilityElements` was set: children are read in array order.
    public var explicitOrder: Bool
    /// `shouldGroupAccessibilityChildren`.
    public var groupChildren: Bool
    /// `accessibilityContainerType`.
    public var containerType: ContainerType
    /// `accessibilityElementsHidden`: the node and its subtree are gone.
    public var elementsHidden: Bool
    /// `isHidden`.
    public var hidden: Bool
    /// `alpha`; at or below zero the subtree is hidden.
    public var alpha: Double?
    /// `clipsToBounds` (a Hark extension): a clipping view of zero size is hidden.
    public var clipsToBounds: Bool
    /// `accessibilityViewIsModal`.
    public var viewIsModal: Bool
    /// `accessibilityLanguage`: the language this element's words are spoken in.
    public var language: String?
    /// The level (1–6) of a `header` element.
    public var headingLevel: Int?
    /// `accessibilityCustomActions`.
    public var customActions: [CustomAction]
    /// `accessibilityCustomContent`.
    public var customContent: [CustomContent]
    /// `accessibilityUserInputLabels` (Voice Control).
    public var userInputLabels: [String]
    /// `accessibilityRespondsToUserInteraction`.
    public var respondsToUserInteraction: Bool?
    /// `accessibilityActivationPoint`.
    public var activationPoint: Point?

    public init(
        id: String? = nil,
        label: String? = nil,
        value: String? = nil,
        hint: String? = nil,
        traits: AccessibilityTraits = [],
        frame: Frame? = nil,
        isAccessibilityElement: Bool? = nil,
        children: [AccessibilityNode] = [],
        explicitOrder: Bool = false,
        groupChildren: Bool = false,
        containerType: ContainerType = .none,
        elementsHidden: Bool = false,
        hidden: Bool = false,
        alpha: Double? = nil,
        clipsToBounds: Bool = false,
        viewIsModal: Bool = false,
        language: String? = nil,
        headingLevel: Int? = nil,
        customActions: [CustomAction] = [],
        customContent: [CustomContent] = [],
        userInputLabels: [String] = [],
        respondsToUserInteraction: Bool? = nil,
        activationPoint: Point? = nil
    ) {
        self.id = id
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.isAccessibilityElement = isAccessibilityElement
        self.children = children
        self.explicitOrder = explicitOrder
        self.groupChildren = groupChildren
        self.containerType = containerType
        self.elementsHidden = elementsHidden
        self.hidden = hidden
        self.alpha = alpha
        self.clipsToBounds = clipsToBounds
        self.viewIsModal = viewIsModal
        self.language = language
        self.headingLevel = headingLevel
        self.customActions = customActions
        self.customContent = customContent
        self.userInputLabels = userInputLabels
        self.respondsToUserInteraction = respondsToUserInteraction
        self.activationPoint = activationPoint
    }

    /// Whether VoiceOver treats this node as an element (a leaf it focuses).
    ///
    /// An explicit ``isAccessibilityElement`` wins. Otherwise a node is an
    /// element when it has no children and has a non-empty label, value or
    /// hint, or any trait.
    public var isElement: Bool {
        if let isAccessibilityElement { return isAccessibilityElement }
        guard children.isEmpty else { return false }
        return !(label ?? "").isEmpty || !(value ?? "").isEmpty || !(hint ?? "").isEmpty || !traits.isEmpty
    }
}
