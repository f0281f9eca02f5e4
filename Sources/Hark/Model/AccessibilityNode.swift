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
        get { storage.fields.id }
        set { uniqueStorage().fields.id = newValue }
    }
    /// `accessibilityLabel`.
    public var label: String? {
        get { storage.fields.label }
        set { uniqueStorage().fields.label = newValue }
    }
    /// `accessibilityValue`.
    public var value: String? {
        get { storage.fields.value }
        set { uniqueStorage().fields.value = newValue }
    }
    /// `accessibilityHint`.
    public var hint: String? {
        get { storage.fields.hint }
        set { uniqueStorage().fields.hint = newValue }
    }
    /// `accessibilityTraits`.
    public var traits: AccessibilityNode.Traits {
        get { storage.fields.traits }
        set { uniqueStorage().fields.traits = newValue }
    }
    /// `accessibilityFrame`, in screen points.
    public var frame: Frame? {
        get { storage.fields.frame }
        set { uniqueStorage().fields.frame = newValue }
    }
    /// `accessibilityElements` was set (the format's `explicitOrder`):
    /// VoiceOver reads the children in the order given, not by where they sit.
    package var readsInGivenOrder: Bool {
        get { storage.fields.explicitOrder }
        set { uniqueStorage().fields.explicitOrder = newValue }
    }
    /// `shouldGroupAccessibilityChildren`.
    package var groupChildren: Bool {
        get { storage.fields.groupChildren }
        set { uniqueStorage().fields.groupChildren = newValue }
    }
    /// `accessibilityElementsHidden`: the node and its subtree are gone.
    package var elementsHidden: Bool {
        get { storage.fields.elementsHidden }
        set { uniqueStorage().fields.elementsHidden = newValue }
    }
    /// `isHidden`.
    package var hidden: Bool {
        get { storage.fields.hidden }
        set { uniqueStorage().fields.hidden = newValue }
    }
    /// `alpha`; at or below zero the subtree is hidden.
    package var alpha: Double? {
        get { extras?.fields.alpha }
        set { if newValue != nil || extras != nil { uniqueExtras().fields.alpha = newValue } }
    }
    /// Whether the view is drawn see-through: an `alpha` above 0 and below
    /// 1, as a dimming view behind a sheet is.
    var isTranslucent: Bool { alpha.map { $0 > 0 && $0 < 1 } ?? false }
    /// `clipsToBounds` (a Hark extension): a clipping view of zero size is hidden.
    package var clipsToBounds: Bool {
        get { storage.fields.clipsToBounds }
        set { uniqueStorage().fields.clipsToBounds = newValue }
    }
    /// Whether VoiceOver skips this node and its whole subtree:
    /// `accessibilityElementsHidden`, `isHidden`, `alpha <= 0`, or a clipping
    /// view of zero size.
    var isPruned: Bool {
        if elementsHidden || hidden { return true }
        if let alpha, alpha <= 0 { return true }
        if clipsToBounds, let frame, frame.isEmpty { return true }
        return false
    }
    /// `accessibilityViewIsModal`.
    package var viewIsModal: Bool {
        get { storage.fields.viewIsModal }
        set { uniqueStorage().fields.viewIsModal = newValue }
    }
    /// Whether this node keeps its siblings out of VoiceOver's reach: an
    /// `accessibilityViewIsModal` view that is not pruned. The last such
    /// child of a view is the only one VoiceOver reaches.
    var isModalLayer: Bool { viewIsModal && !isPruned }
    /// `accessibilityLanguage`: the language this element's words are spoken in.
    package var language: String? {
        get { extras?.fields.language }
        set { if newValue != nil || extras != nil { uniqueExtras().fields.language = newValue } }
    }
    /// The level (1–6) of a `header` element.
    package var headingLevel: Int? {
        get { extras?.fields.headingLevel }
        set { if newValue != nil || extras != nil { uniqueExtras().fields.headingLevel = newValue } }
    }
    /// The level VoiceOver says and the rotor moves by: ``headingLevel`` on
    /// a `header`; a level on anything else is not spoken.
    package var spokenHeadingLevel: Int? { traits.contains(.header) ? headingLevel : nil }
    /// `accessibilityCustomActions`.
    package var customActions: [CustomAction] {
        get { storage.fields.customActions }
        set { uniqueStorage().fields.customActions = newValue }
    }
    /// `accessibilityCustomContent`.
    package var customContent: [CustomContent] {
        get { extras?.fields.customContent ?? [] }
        set { if !newValue.isEmpty || extras != nil { uniqueExtras().fields.customContent = newValue } }
    }
    /// The custom content VoiceOver reads with the element, after its
    /// value: the entries of `high` importance.
    package var importantContent: LazyFilterSequence<[CustomContent]> {
        customContent.lazy.filter { $0.importance == .high }
    }
    /// Whether it has any ``importantContent``.
    package var hasImportantContent: Bool { !importantContent.isEmpty }
    /// Whether VoiceOver says "More content available." after the element:
    /// it has an entry of `default` importance.
    package var announcesMoreContent: Bool { customContent.contains { $0.importance == .default } }
    /// The entries the More Content rotor steps through: all of them, the
    /// important ones too.
    package var moreContent: [CustomContent] { customContent }
    /// Gives each entry's label and value written as a key of the app's
    /// strings its text, by `text`, in order (each entry's label, then value).
    package mutating func resolveLocalizedContent<Failure: Error>(
        _ text: (LocalizedString) throws(Failure) -> String
    ) throws(Failure) {
        guard customContent.contains(where: { $0.localizedLabel != nil || $0.localizedValue != nil }) else { return }
        for index in customContent.indices {
            if let string = customContent[index].localizedLabel { customContent[index].label = try text(string) }
            if let string = customContent[index].localizedValue { customContent[index].value = try text(string) }
        }
    }
    /// `accessibilityUserInputLabels` (Voice Control).
    package var userInputLabels: [String] {
        get { extras?.fields.userInputLabels ?? [] }
        set { if !newValue.isEmpty || extras != nil { uniqueExtras().fields.userInputLabels = newValue } }
    }
    /// `accessibilityRespondsToUserInteraction`.
    package var respondsToUserInteraction: Bool? {
        get { extras?.fields.respondsToUserInteraction }
        set { if newValue != nil || extras != nil { uniqueExtras().fields.respondsToUserInteraction = newValue } }
    }
    /// `accessibilityActivationPoint`.
    package var activationPoint: Frame.Point? {
        get { extras?.fields.activationPoint }
        set { if newValue != nil || extras != nil { uniqueExtras().fields.activationPoint = newValue } }
    }
    /// The activation point when it lies outside the frame: VoiceOver's
    /// double tap lands on another view. `nil` inside it, or without both.
    package var activationPointOutsideFrame: Frame.Point? {
        guard let point = activationPoint, let frame else { return nil }
        let outside = point.x < frame.minX || point.x > frame.maxX || point.y < frame.minY || point.y > frame.maxY
        return outside ? point : nil
    }
    /// Where VoiceOver's double tap lands: the activation point, or (UIKit's
    /// default) the centre of `frame`; `nil` without either.
    package func doubleTapPoint(in frame: Frame?) -> Frame.Point? {
        activationPoint ?? frame.map { Frame.Point(x: $0.x + $0.width / 2, y: $0.y + $0.height / 2) }
    }
    /// The label as a key of the app's own strings, resolved in the narration's
    /// locale; it takes the place of ``label``.
    package var localizedLabel: LocalizedString? {
        get { extras?.fields.localizedLabel }
        set { if newValue != nil || extras != nil { uniqueExtras().fields.localizedLabel = newValue } }
    }
    /// The value as a key of the app's own strings; it takes the place of ``value``.
    package var localizedValue: LocalizedString? {
        get { extras?.fields.localizedValue }
        set { if newValue != nil || extras != nil { uniqueExtras().fields.localizedValue = newValue } }
    }
    /// The hint as a key of the app's own strings; it takes the place of ``hint``.
    package var localizedHint: LocalizedString? {
        get { extras?.fields.localizedHint }
        set { if newValue != nil || extras != nil { uniqueExtras().fields.localizedHint = newValue } }
    }
    /// What the element does when VoiceOver activates, adjusts, escapes, magic-taps
    /// or scrolls it (Hark's extension of the format).
    package var behaviors: Behaviors? {
        get { extras?.fields.behaviors }
        set { if newValue != nil || extras != nil { uniqueExtras().fields.behaviors = newValue } }
    }
    /// What the element does on `gesture` (activate, increment, escape,
    /// scrollUp…): the effects of its ``behaviors`` there; `nil` for none.
    package func effects(on gesture: KeyPath<Behaviors, [Behaviors.Effect]?>) -> [Behaviors.Effect]? {
        behaviors?[keyPath: gesture]
    }
    /// Sets what the element does on `gesture`, keeping its other behaviours.
    package mutating func setEffects(
        _ effects: [Behaviors.Effect]?, on gesture: WritableKeyPath<Behaviors, [Behaviors.Effect]?>
    ) {
        var changed = behaviors ?? Behaviors()
        changed[keyPath: gesture] = effects
        behaviors = changed
    }
    /// The values an `adjustable` element steps through (Hark's extension).
    package var adjustableValues: AdjustableValues? {
        get { extras?.fields.adjustableValues }
        set { if newValue != nil || extras != nil { uniqueExtras().fields.adjustableValues = newValue } }
    }
    /// `accessibilityRowCount` of a data table.
    package var rowCount: Int? {
        get { extras?.fields.rowCount }
        set { if newValue != nil || extras != nil { uniqueExtras().fields.rowCount = newValue } }
    }
    /// `accessibilityColumnCount` of a data table.
    package var columnCount: Int? {
        get { extras?.fields.columnCount }
        set { if newValue != nil || extras != nil { uniqueExtras().fields.columnCount = newValue } }
    }
    /// How many items a list, landmark, tab bar or segmented control says it
    /// holds (`accessibilityElementCount()`), when the tree holds only some
    /// of them (a table or collection view's cells on screen): VoiceOver
    /// counts the series to it (`1 of 12.`), and the list does not end
    /// before it. `nil`: the elements in the tree are all there are.
    package var itemCount: Int? {
        get { extras?.fields.itemCount }
        set { if newValue != nil || extras != nil { uniqueExtras().fields.itemCount = newValue } }
    }
    /// Where this data-table cell sits (row, column, spans).
    package var cell: TableCell? {
        get { extras?.fields.cell }
        set { if newValue != nil || extras != nil { uniqueExtras().fields.cell = newValue } }
    }
    /// Whether this data-table cell is the header of its row or column.
    package var header: TableHeader? {
        get { extras?.fields.header }
        set { if newValue != nil || extras != nil { uniqueExtras().fields.header = newValue } }
    }
    /// `accessibilityCustomRotors`: rotors offered while focus is inside this node.
    package var customRotors: [CustomRotor] {
        get { extras?.fields.customRotors ?? [] }
        set { if !newValue.isEmpty || extras != nil { uniqueExtras().fields.customRotors = newValue } }
    }
    /// The custom rotors offered while focus is at `path` (child indices)
    /// below this node: those of the node there and of each node above it,
    /// innermost first.
    package func offeredRotors(at path: [Int]) -> [CustomRotor] {
        var nodes = [self]
        for index in path {
            guard let last = nodes.last, last.children.indices.contains(index) else { break }
            nodes.append(last.children[index])
        }
        return nodes.reversed().flatMap(\.customRotors)
    }
    /// How the element's text is drawn, for the contrast audit: `textColor`,
    /// `backgroundColor`, `fontSize` (Hark's extension).
    package var appearance: TextAppearance? {
        get { extras?.fields.appearance }
        set { if newValue != nil || extras != nil { uniqueExtras().fields.appearance = newValue } }
    }
    /// The audit rules not to report on this node, and why (Hark's
    /// extension; ``AuditSuppression`` names its keys).
    package var auditSuppression: AuditSuppression? {
        get { extras?.fields.auditSuppression }
        set { if newValue != nil || extras != nil { uniqueExtras().fields.auditSuppression = newValue } }
    }

    /// A node with these fields; each one left out has its default.
    public init(
        id: String? = nil, label: String? = nil, value: String? = nil, hint: String? = nil,
        traits: AccessibilityNode.Traits = [], frame: Frame? = nil, isAccessibilityElement: Bool? = nil,
        children: [AccessibilityNode] = [], explicitOrder: Bool = false, groupChildren: Bool = false,
        containerType: ContainerType = .none, elementsHidden: Bool = false, hidden: Bool = false, alpha: Double? = nil,
        clipsToBounds: Bool = false, viewIsModal: Bool = false, language: String? = nil, headingLevel: Int? = nil,
        customActions: [CustomAction] = [], customContent: [CustomContent] = [], userInputLabels: [String] = [],
        respondsToUserInteraction: Bool? = nil, activationPoint: Frame.Point? = nil,
        localizedLabel: LocalizedString? = nil, localizedValue: LocalizedString? = nil,
        localizedHint: LocalizedString? = nil, behaviors: Behaviors? = nil, adjustableValues: AdjustableValues? = nil,
        rowCount: Int? = nil, columnCount: Int? = nil, cell: TableCell? = nil, header: TableHeader? = nil,
        customRotors: [CustomRotor] = [], appearance: TextAppearance? = nil, auditSuppression: AuditSuppression? = nil
    ) {
        let extras = NodeExtras(
            alpha: alpha, language: language, headingLevel: headingLevel, customContent: customContent,
            userInputLabels: userInputLabels, respondsToUserInteraction: respondsToUserInteraction,
            activationPoint: activationPoint,
            localizedLabel: localizedLabel, localizedValue: localizedValue, localizedHint: localizedHint,
            behaviors: behaviors, adjustableValues: adjustableValues, rowCount: rowCount, columnCount: columnCount,
            cell: cell, header: header, customRotors: customRotors, auditSuppression: auditSuppression,
            appearance: appearance)
        let fields = NodeFields(
            id: id, label: label, value: value, hint: hint, traits: traits, frame: frame,
            isAccessibilityElement: isAccessibilityElement,
            explicitOrder: explicitOrder, groupChildren: groupChildren, containerType: containerType,
            elementsHidden: elementsHidden,
            hidden: hidden, clipsToBounds: clipsToBounds, viewIsModal: viewIsModal, customActions: customActions,
            // Most nodes have no extras: the box is made only for a value
            // other than the default.
            extras: NodeExtras.Box(extras))
        storage = NodeStorage(fields: fields, children: children)
    }

    /// A data table's stated rows and columns.
    package var tableSize: (rows: Int?, columns: Int?) { (rowCount, columnCount) }
}

/// A node's fields but its children. The common ones are stored inline;
/// the rest, which few nodes set, are boxed in ``NodeExtras/Box`` so that a
/// node costs ~170 bytes, not ~620.
struct NodeFields: Hashable, Sendable {
    var id: String? = nil
    var label: String? = nil
    var value: String? = nil
    var hint: String? = nil
    var traits: AccessibilityNode.Traits = []
    var frame: Frame? = nil
    var isAccessibilityElement: Bool? = nil
    var explicitOrder: Bool = false
    var groupChildren: Bool = false
    var containerType: ContainerType = .none
    var elementsHidden: Bool = false
    var hidden: Bool = false
    var clipsToBounds: Bool = false
    var viewIsModal: Bool = false
    var customActions: [CustomAction] = []
    var extras = NodeExtras.Box()
}

/// The fields of a node that few nodes set: localized text, behaviours,
/// table cells, rotors, audit fields and the like. ``NodeFields`` holds
/// them in a ``Box``, made only when one is set and shared copy-on-write
/// like the rest. A plain value: the compiler writes its copying, equality
/// and hashing.
struct NodeExtras: Hashable, Sendable {
    var alpha: Double? = nil
    var language: String? = nil
    var headingLevel: Int? = nil
    var customContent: [CustomContent] = []
    var userInputLabels: [String] = []
    var respondsToUserInteraction: Bool? = nil
    var activationPoint: Frame.Point? = nil
    var localizedLabel: LocalizedString? = nil
    var localizedValue: LocalizedString? = nil
    var localizedHint: LocalizedString? = nil
    var behaviors: Behaviors? = nil
    var adjustableValues: AdjustableValues? = nil
    var rowCount: Int? = nil
    var columnCount: Int? = nil
    var itemCount: Int? = nil
    var cell: TableCell? = nil
    var header: TableHeader? = nil
    var customRotors: [CustomRotor] = []
    var auditSuppression: AuditSuppression? = nil
    var appearance: TextAppearance? = nil
}
