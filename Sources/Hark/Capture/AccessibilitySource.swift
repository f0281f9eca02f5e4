/// What an object tells VoiceOver through `UIAccessibility`, read once:
/// the walker (``HarkDocument/init(capturingSource:title:screen:)``) turns a graph of
/// ``AccessibilitySource``s into a Hark tree.
public struct AccessibilityProperties: Hashable, Sendable {
    /// `isAccessibilityElement`: VoiceOver focuses the object itself.
    package var isAccessibilityElement: Bool
    /// `accessibilityLabel`.
    package var label: String?
    /// `accessibilityValue`.
    package var value: String?
    /// `accessibilityHint`.
    package var hint: String?
    /// `accessibilityTraits.rawValue`: UIKit's bits, the private ones
    /// VoiceOver reads included (see ``AccessibilityNode/Traits/init(uiKitRawValue:)``).
    package var traits: UInt64
    /// `accessibilityFrame`, in screen coordinates.
    package var frame: Frame?
    /// `accessibilityActivationPoint`, in screen coordinates.
    package var activationPoint: Frame.Point?
    /// `accessibilityElements` is set: the children are read in its order.
    package var hasExplicitChildren: Bool
    /// `accessibilityViewIsModal`.
    package var viewIsModal: Bool
    /// `accessibilityElementsHidden`.
    package var elementsHidden: Bool
    /// `shouldGroupAccessibilityChildren`.
    package var groupsChildren: Bool
    /// A view's `isHidden`.
    package var isHidden: Bool
    /// A view's `alpha`.
    package var alpha: Double
    /// `accessibilityContainerType`; a tab bar and a segmented control give
    /// ``ContainerType/tabBar`` and ``ContainerType/series``.
    package var containerType: ContainerType
    /// The names of `accessibilityCustomActions`.
    package var customActions: [String]
    /// `accessibilityCustomContent`.
    package var customContent: [CustomContent]
    /// `accessibilityLanguage`.
    package var language: String?
    /// `accessibilityUserInputLabels`.
    package var userInputLabels: [String]
    /// `accessibilityIdentifier`; it becomes the node's id.
    package var identifier: String?
    /// `accessibilityRespondsToUserInteraction`, when the object says.
    package var respondsToUserInteraction: Bool?
    /// A view's `clipsToBounds`: with a zero size, nothing in it is reached.
    package var clipsToBounds: Bool = false
    /// The cell's place in a data table (`UIAccessibilityContainerDataTableCell`'s
    /// row and column ranges, 1-based here).
    package var cell: TableCell?
    /// A data table's `accessibilityRowCount()`.
    package var rowCount: Int?
    /// A data table's `accessibilityColumnCount()`.
    package var columnCount: Int?
    /// How many items the object says it holds (`accessibilityElementCount()`)
    /// when its children are walked otherwise (a table or collection view,
    /// walked through the cells on screen): a list, landmark, tab bar or
    /// segmented control numbers its items to it (``AccessibilityNode/itemCount``).
    package var itemCount: Int?
    /// A data table's header elements, by identity: those
    /// `accessibilityHeaderElements(forRow:)` gives are row headers, those
    /// `accessibilityHeaderElements(forColumn:)` gives column headers. The
    /// walk marks the cells it reaches among them (``AccessibilityNode/header``);
    /// others are left out.
    package var tableHeaders: [ObjectIdentifier: TableHeader] = [:]
    /// `accessibilityCustomRotors`, each with the objects it visits; the
    /// walk turns the objects into the ids of their nodes.
    package var customRotors: [Rotor] = []

    /// A custom rotor as captured: its name or the system rotor it stands in
    /// for, and the objects it visits, in order, by identity.
    public struct Rotor: Hashable, Sendable {
        /// The rotor's name.
        package var name: String?
        /// The system rotor it stands in for.
        package var kind: RotorSetting?
        /// The objects it visits (`ObjectIdentifier`s of sources the walk
        /// reaches; others are left out).
        package var targets: [ObjectIdentifier]

        /// A rotor called `name`, or standing in for `kind`, that visits
        /// `targets`.
        public init(name: String? = nil, kind: RotorSetting? = nil, targets: [ObjectIdentifier]) {
            self.name = name
            self.kind = kind
            self.targets = targets
        }
    }

    /// Creates properties; what is left out is as on an object that sets
    /// nothing (not an element, shown, opaque, no container).
    public init(
        isAccessibilityElement: Bool = false, label: String? = nil, value: String? = nil, hint: String? = nil,
        traits: UInt64 = 0,
        frame: Frame? = nil, activationPoint: Frame.Point? = nil, hasExplicitChildren: Bool = false,
        viewIsModal: Bool = false,
        elementsHidden: Bool = false, groupsChildren: Bool = false, isHidden: Bool = false, alpha: Double = 1,
        containerType: ContainerType = .none, customActions: [String] = [], customContent: [CustomContent] = [],
        language: String? = nil, userInputLabels: [String] = [], identifier: String? = nil,
        respondsToUserInteraction: Bool? = nil
    ) {
        self.isAccessibilityElement = isAccessibilityElement
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.activationPoint = activationPoint
        self.hasExplicitChildren = hasExplicitChildren
        self.viewIsModal = viewIsModal
        self.elementsHidden = elementsHidden
        self.groupsChildren = groupsChildren
        self.isHidden = isHidden
        self.alpha = alpha
        self.containerType = containerType
        self.customActions = customActions
        self.customContent = customContent
        self.language = language
        self.userInputLabels = userInputLabels
        self.identifier = identifier
        self.respondsToUserInteraction = respondsToUserInteraction
    }
}

/// Anything VoiceOver can walk: a `UIView`, a `UIAccessibilityElement`
/// (HarkUIKit makes every `NSObject` one on Apple platforms), or a fake in
/// a test. Main-actor isolated, as UIKit's accessibility properties are.
@MainActor
public protocol AccessibilitySource {
    /// The object's accessibility properties.
    var harkAccessibility: AccessibilityProperties { get }
    /// Its children in VoiceOver's sense: `accessibilityElements` when set,
    /// otherwise the subviews, in order.
    var harkAccessibilityChildren: [any AccessibilitySource] { get }
}

extension AccessibilityProperties {
    /// Takes the custom actions of the semantic groups around the object
    /// (`groupActions`): an element offers those it lacks after its own,
    /// as VoiceOver does. Returns those its children take: the same, and
    /// its own after them when it is a semantic group.
    mutating func takeGroupActions(_ groupActions: [String]) -> [String] {
        let inherited = containerType == .semanticGroup ? groupActions + customActions : groupActions
        if isAccessibilityElement { customActions += groupActions.filter { !customActions.contains($0) } }
        return inherited
    }

    /// Whether the walk goes on into the object's children: not below an
    /// accessibility element or a hidden subtree.
    var walksChildren: Bool { !isAccessibilityElement && !elementsHidden }

    /// The node these properties make, UIKit's names read as the format's
    /// fields: `id` is the identifier the walk made unique, `children` the
    /// nodes it made of the children, `rotors` the custom rotors with their
    /// targets named by node id. Empty text is no text, an opaque view
    /// has no `alpha`, and a count numbers only a list's, landmark's or
    /// series' items.
    func node(id: String?, children: [AccessibilityNode], rotors: [CustomRotor] = []) -> AccessibilityNode {
        var node = AccessibilityNode(
            id: id, label: label?.nonEmpty, value: value?.nonEmpty,
            hint: hint?.nonEmpty,
            traits: AccessibilityNode.Traits(uiKitRawValue: traits), frame: frame,
            isAccessibilityElement: isAccessibilityElement, children: children,
            explicitOrder: hasExplicitChildren, groupChildren: groupsChildren,
            containerType: containerType, elementsHidden: elementsHidden,
            hidden: isHidden,
            alpha: alpha < 1 ? alpha : nil, clipsToBounds: clipsToBounds,
            viewIsModal: viewIsModal,
            language: language?.nonEmpty,
            customActions: customActions.map { CustomAction(name: $0) },
            customContent: customContent, userInputLabels: userInputLabels,
            respondsToUserInteraction: respondsToUserInteraction,
            activationPoint: activationPoint,
            rowCount: rowCount, columnCount: columnCount, cell: cell, customRotors: rotors)
        // A count numbers a list's, landmark's or series' items; on anything
        // else VoiceOver says nothing of it.
        if let count = itemCount, count > 0,
            [.list, .landmark, .tabBar, .series].contains(node.spokenContainer)
        {
            node.itemCount = min(count, 1_000_000)
        }
        return node
    }
}
