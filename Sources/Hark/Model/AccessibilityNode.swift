/// A view or accessibility element: one node of the sample format's tree.
///
/// Field names follow UIKit's `UIAccessibility` properties. Build a tree in
/// code with the memberwise initializer, whose arguments all have defaults:
///
/// ```swift
/// let add = AccessibilityNode(id: "add", label: "Add new flight", traits: .button)
/// ```
///
/// A node is a value: copies are independent. Its fields live in shared
/// copy-on-write storage, so copying a node (as the focus order and speech
/// do for every element) costs one reference count, not one per field.
public struct AccessibilityNode: Sendable {
    /// Internal so that equality, hashing and freeing can walk the tree's
    /// storage without recursion (see NodeStorage.swift).
    var storage: NodeStorage
    /// `accessibilityIdentifier`; unique in a document.
    public var id: String? {
        get { storage.id }
        set { uniqueStorage().id = newValue }
    }
    /// `accessibilityLabel`.
    public var label: String? {
        get { storage.label }
        set { uniqueStorage().label = newValue }
    }
    /// `accessibilityValue`.
    public var value: String? {
        get { storage.value }
        set { uniqueStorage().value = newValue }
    }
    /// `accessibilityHint`.
    public var hint: String? {
        get { storage.hint }
        set { uniqueStorage().hint = newValue }
    }
    /// `accessibilityTraits`.
    public var traits: AccessibilityNode.Traits {
        get { storage.traits }
        set { uniqueStorage().traits = newValue }
    }
    /// `accessibilityFrame`, in screen points.
    public var frame: Frame? {
        get { storage.frame }
        set { uniqueStorage().frame = newValue }
    }
    /// `isAccessibilityElement`; `nil` means the format's default, see
    /// ``isElement``.
    public var isAccessibilityElement: Bool? {
        get { storage.isAccessibilityElement }
        set { uniqueStorage().isAccessibilityElement = newValue }
    }
    /// The subviews or accessibility children.
    public var children: [AccessibilityNode] {
        get { storage.children }
        set { uniqueStorage().children = newValue }
        // Changes the array in place (`node.children[i] = child`), rather than
        // copying it out, changing the copy and storing it back.
        _modify { yield &uniqueStorage().children }
    }
    /// `accessibilityElements` was set: children are read in array order.
    public var explicitOrder: Bool {
        get { storage.explicitOrder }
        set { uniqueStorage().explicitOrder = newValue }
    }
    /// `shouldGroupAccessibilityChildren`.
    public var groupChildren: Bool {
        get { storage.groupChildren }
        set { uniqueStorage().groupChildren = newValue }
    }
    /// `accessibilityContainerType`.
    public var containerType: ContainerType {
        get { storage.containerType }
        set { uniqueStorage().containerType = newValue }
    }
    /// `accessibilityElementsHidden`: the node and its subtree are gone.
    public var elementsHidden: Bool {
        get { storage.elementsHidden }
        set { uniqueStorage().elementsHidden = newValue }
    }
    /// `isHidden`.
    public var hidden: Bool {
        get { storage.hidden }
        set { uniqueStorage().hidden = newValue }
    }
    /// `alpha`; at or below zero the subtree is hidden.
    public var alpha: Double? {
        get { storage.extras?.alpha }
        set { if newValue != nil || storage.extras != nil { uniqueStorage().uniqueExtras().alpha = newValue } }
    }
    /// `clipsToBounds` (a Hark extension): a clipping view of zero size is hidden.
    public var clipsToBounds: Bool {
        get { storage.clipsToBounds }
        set { uniqueStorage().clipsToBounds = newValue }
    }
    /// `accessibilityViewIsModal`.
    public var viewIsModal: Bool {
        get { storage.viewIsModal }
        set { uniqueStorage().viewIsModal = newValue }
    }
    /// `accessibilityLanguage`: the language this element's words are spoken in.
    public var language: String? {
        get { storage.extras?.language }
        set { if newValue != nil || storage.extras != nil { uniqueStorage().uniqueExtras().language = newValue } }
    }
    /// The level (1–6) of a `header` element.
    public var headingLevel: Int? {
        get { storage.extras?.headingLevel }
        set { if newValue != nil || storage.extras != nil { uniqueStorage().uniqueExtras().headingLevel = newValue } }
    }
    /// `accessibilityCustomActions`.
    public var customActions: [CustomAction] {
        get { storage.customActions }
        set { uniqueStorage().customActions = newValue }
    }
    /// `accessibilityCustomContent`.
    public var customContent: [CustomContent] {
        get { storage.extras?.customContent ?? [] }
        set { if !newValue.isEmpty || storage.extras != nil { uniqueStorage().uniqueExtras().customContent = newValue } }
    }
    /// `accessibilityUserInputLabels` (Voice Control).
    public var userInputLabels: [String] {
        get { storage.extras?.userInputLabels ?? [] }
        set { if !newValue.isEmpty || storage.extras != nil { uniqueStorage().uniqueExtras().userInputLabels = newValue } }
    }
    /// `accessibilityRespondsToUserInteraction`.
    public var respondsToUserInteraction: Bool? {
        get { storage.extras?.respondsToUserInteraction }
        set { if newValue != nil || storage.extras != nil { uniqueStorage().uniqueExtras().respondsToUserInteraction = newValue } }
    }
    /// `accessibilityActivationPoint`.
    public var activationPoint: Frame.Point? {
        get { storage.extras?.activationPoint }
        set { if newValue != nil || storage.extras != nil { uniqueStorage().uniqueExtras().activationPoint = newValue } }
    }
    /// The label as a key of the app's own strings, resolved in the narration's
    /// locale; it takes the place of ``label``.
    public var localizedLabel: LocalizedString? {
        get { storage.extras?.localizedLabel }
        set { if newValue != nil || storage.extras != nil { uniqueStorage().uniqueExtras().localizedLabel = newValue } }
    }
    /// The value as a key of the app's own strings; it takes the place of ``value``.
    public var localizedValue: LocalizedString? {
        get { storage.extras?.localizedValue }
        set { if newValue != nil || storage.extras != nil { uniqueStorage().uniqueExtras().localizedValue = newValue } }
    }
    /// The hint as a key of the app's own strings; it takes the place of ``hint``.
    public var localizedHint: LocalizedString? {
        get { storage.extras?.localizedHint }
        set { if newValue != nil || storage.extras != nil { uniqueStorage().uniqueExtras().localizedHint = newValue } }
    }
    /// What the element does when VoiceOver activates, adjusts, escapes, magic-taps
    /// or scrolls it (Hark's extension of the format).
    public var behaviors: Behaviors? {
        get { storage.extras?.behaviors }
        set { if newValue != nil || storage.extras != nil { uniqueStorage().uniqueExtras().behaviors = newValue } }
    }
    /// The values an `adjustable` element steps through (Hark's extension).
    public var adjustableValues: AdjustableValues? {
        get { storage.extras?.adjustableValues }
        set { if newValue != nil || storage.extras != nil { uniqueStorage().uniqueExtras().adjustableValues = newValue } }
    }
    /// `accessibilityRowCount` of a data table.
    public var rowCount: Int? {
        get { storage.extras?.rowCount }
        set { if newValue != nil || storage.extras != nil { uniqueStorage().uniqueExtras().rowCount = newValue } }
    }
    /// `accessibilityColumnCount` of a data table.
    public var columnCount: Int? {
        get { storage.extras?.columnCount }
        set { if newValue != nil || storage.extras != nil { uniqueStorage().uniqueExtras().columnCount = newValue } }
    }
    /// Where this data-table cell sits (row, column, spans).
    public var cell: TableCell? {
        get { storage.extras?.cell }
        set { if newValue != nil || storage.extras != nil { uniqueStorage().uniqueExtras().cell = newValue } }
    }
    /// Whether this data-table cell is the header of its row or column.
    public var header: TableHeader? {
        get { storage.extras?.header }
        set { if newValue != nil || storage.extras != nil { uniqueStorage().uniqueExtras().header = newValue } }
    }
    /// `accessibilityCustomRotors`: rotors offered while focus is inside this node.
    public var customRotors: [CustomRotor] {
        get { storage.extras?.customRotors ?? [] }
        set { if !newValue.isEmpty || storage.extras != nil { uniqueStorage().uniqueExtras().customRotors = newValue } }
    }
    /// How the element's text is drawn, for the contrast audit: `textColor`,
    /// `backgroundColor`, `fontSize` (Hark's extension).
    public var appearance: TextAppearance? {
        get { storage.extras?.appearance }
        set { if newValue != nil || storage.extras != nil { uniqueStorage().uniqueExtras().appearance = newValue } }
    }
    /// The audit rules not to report on this node: `auditIgnore` and
    /// `auditReason` (Hark's extension).
    public var auditSuppression: AuditSuppression? {
        get { storage.extras?.auditSuppression }
        set { if newValue != nil || storage.extras != nil { uniqueStorage().uniqueExtras().auditSuppression = newValue } }
    }
    public init(
        id: String? = nil,
        label: String? = nil,
        value: String? = nil,
        hint: String? = nil,
        traits: AccessibilityNode.Traits = [],
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
        activationPoint: Frame.Point? = nil,
        localizedLabel: LocalizedString? = nil,
        localizedValue: LocalizedString? = nil,
        localizedHint: LocalizedString? = nil,
        behaviors: Behaviors? = nil,
        adjustableValues: AdjustableValues? = nil,
        rowCount: Int? = nil,
        columnCount: Int? = nil,
        cell: TableCell? = nil,
        header: TableHeader? = nil,
        customRotors: [CustomRotor] = [],
        appearance: TextAppearance? = nil,
        auditSuppression: AuditSuppression? = nil
    ) {
        storage = NodeStorage()
        storage.id = id
        storage.label = label
        storage.value = value
        storage.hint = hint
        storage.traits = traits
        storage.frame = frame
        storage.isAccessibilityElement = isAccessibilityElement
        storage.children = children
        storage.explicitOrder = explicitOrder
        storage.groupChildren = groupChildren
        storage.containerType = containerType
        storage.elementsHidden = elementsHidden
        storage.hidden = hidden
        storage.clipsToBounds = clipsToBounds
        storage.viewIsModal = viewIsModal
        storage.customActions = customActions
        // The rare fields through their setters, which make extras only
        // for a value other than the default (most nodes have none).
        self.alpha = alpha
        self.language = language
        self.headingLevel = headingLevel
        self.customContent = customContent
        self.userInputLabels = userInputLabels
        self.respondsToUserInteraction = respondsToUserInteraction
        self.activationPoint = activationPoint
        self.localizedLabel = localizedLabel
        self.localizedValue = localizedValue
        self.localizedHint = localizedHint
        self.behaviors = behaviors
        self.adjustableValues = adjustableValues
        self.rowCount = rowCount
        self.columnCount = columnCount
        self.cell = cell
        self.header = header
        self.customRotors = customRotors
        self.appearance = appearance
        self.auditSuppression = auditSuppression
    }

    private mutating func uniqueStorage() -> NodeStorage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// Whether VoiceOver treats this node as an element (a leaf it focuses).
    ///
    /// An explicit ``isAccessibilityElement`` wins. Otherwise a node is an
    /// element when it has no children and has a non-empty label, value or
    /// hint (or a localized one), or any trait.
    public var isElement: Bool {
        // Read from the storage in one go: the focus order asks every node.
        let storage = self.storage
        if let isAccessibilityElement = storage.isAccessibilityElement { return isAccessibilityElement }
        guard storage.children.isEmpty else { return false }
        if storage.label?.isEmpty == false || storage.value?.isEmpty == false || storage.hint?.isEmpty == false || !storage.traits.isEmpty {
            return true
        }
        guard let extras = storage.extras else { return false }
        return extras.localizedLabel != nil || extras.localizedValue != nil || extras.localizedHint != nil
    }
}
