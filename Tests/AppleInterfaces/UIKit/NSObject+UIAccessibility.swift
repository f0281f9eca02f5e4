// The informal UIAccessibility and UIAccessibilityContainer protocols: on
// Apple platforms they are categories on NSObject that subclasses override.
// Swift on Linux cannot override members declared in an extension, so the
// doubles answer through `StandInAccessibility` (below) and values set from
// outside are kept in a side table; the names and types callers use are
// Apple's.

/// What a double overrides; `nil` means "not overridden" (Apple's default).
@MainActor
public protocol StandInAccessibility: AnyObject {
    var standInIsAccessibilityElement: Bool? { get }
    var standInLabel: String? { get }
    var standInValue: String? { get }
    var standInTraits: UIAccessibilityTraits? { get }
    var standInFrame: CGRect? { get }
    var standInContainerType: UIAccessibilityContainerType? { get }
    /// The UIAccessibilityContainer methods, when the double overrides them.
    var standInElementCount: Int? { get }
    func standInElement(at index: Int) -> Any?
}

extension StandInAccessibility {
    public var standInIsAccessibilityElement: Bool? { nil }
    public var standInLabel: String? { nil }
    public var standInValue: String? { nil }
    public var standInTraits: UIAccessibilityTraits? { nil }
    public var standInFrame: CGRect? { nil }
    public var standInContainerType: UIAccessibilityContainerType? { nil }
    public var standInElementCount: Int? { nil }
    public func standInElement(at index: Int) -> Any? { nil }
}

/// Values set through the NSObject properties.
@MainActor
final class StandInStore {
    final class Values {
        weak var owner: NSObject?
        var isElement: Bool?
        var label: String?
        var attributedLabel: NSAttributedString?
        var value: String?
        var hint: String?
        var traits: UIAccessibilityTraits?
        var frame: CGRect?
        var elements: [Any]?
        var viewIsModal = false
        var elementsHidden = false
        var groups = false
        var containerType: UIAccessibilityContainerType?
        var customActions: [UIAccessibilityCustomAction]?
        var customRotors: [UIAccessibilityCustomRotor]?
        var language: String?
        var userInputLabels: [String]?
        var respondsToUserInteraction = false
        var path: UIBezierPath?
        var activationPoint: CGPoint?
    }
    static var table: [ObjectIdentifier: Values] = [:]

    static func values(_ object: NSObject) -> Values {
        let key = ObjectIdentifier(object)
        if let found = table[key], found.owner === object { return found }
        let values = Values()
        values.owner = object
        table[key] = values
        return values
    }
}

extension NSObject {
    private var standIn: (any StandInAccessibility)? { self as? any StandInAccessibility }

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement
    /// "The default value for this property is false. If the receiver is a
    /// UIKit control, the default value is true."
    @MainActor public var isAccessibilityElement: Bool {
        get { StandInStore.values(self).isElement ?? standIn?.standInIsAccessibilityElement ?? false }
        set { StandInStore.values(self).isElement = newValue }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    @MainActor public var accessibilityLabel: String? {
        get { StandInStore.values(self).label ?? standIn?.standInLabel }
        set { StandInStore.values(self).label = newValue }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
    @MainActor public var accessibilityValue: String? {
        get { StandInStore.values(self).value ?? standIn?.standInValue }
        set { StandInStore.values(self).value = newValue }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityattributedlabel
    @MainActor public var accessibilityAttributedLabel: NSAttributedString? {
        get { StandInStore.values(self).attributedLabel }
        set { StandInStore.values(self).attributedLabel = newValue }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint
    @MainActor public var accessibilityHint: String? {
        get { StandInStore.values(self).hint }
        set { StandInStore.values(self).hint = newValue }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
    @MainActor public var accessibilityTraits: UIAccessibilityTraits {
        get { StandInStore.values(self).traits ?? standIn?.standInTraits ?? .none }
        set { StandInStore.values(self).traits = newValue }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityframe
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframe
    /// "The frame of the accessibility element, in screen coordinates. …
    /// (Objects that inherit from UIView include this information by
    /// default.)"
    @MainActor public var accessibilityFrame: CGRect {
        get { StandInStore.values(self).frame ?? standIn?.standInFrame ?? .zero }
        set { StandInStore.values(self).frame = newValue }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitypath
    @MainActor public var accessibilityPath: UIBezierPath? {
        get { StandInStore.values(self).path }
        set { StandInStore.values(self).path = newValue }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivationpoint
    /// (the default is the midpoint of the accessibility frame).
    @MainActor public var accessibilityActivationPoint: CGPoint {
        get {
            if let point = StandInStore.values(self).activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { StandInStore.values(self).activationPoint = newValue }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal
    @MainActor public var accessibilityViewIsModal: Bool {
        get { StandInStore.values(self).viewIsModal }
        set { StandInStore.values(self).viewIsModal = newValue }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden
    @MainActor public var accessibilityElementsHidden: Bool {
        get { StandInStore.values(self).elementsHidden }
        set { StandInStore.values(self).elementsHidden = newValue }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/shouldgroupaccessibilitychildren
    @MainActor public var shouldGroupAccessibilityChildren: Bool {
        get { StandInStore.values(self).groups }
        set { StandInStore.values(self).groups = newValue }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
    @MainActor public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { StandInStore.values(self).customActions }
        set { StandInStore.values(self).customActions = newValue }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomrotors
    @MainActor public var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
        get { StandInStore.values(self).customRotors }
        set { StandInStore.values(self).customRotors = newValue }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylanguage
    @MainActor public var accessibilityLanguage: String? {
        get { StandInStore.values(self).language }
        set { StandInStore.values(self).language = newValue }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityuserinputlabels
    @MainActor public var accessibilityUserInputLabels: [String]! {
        get { StandInStore.values(self).userInputLabels }
        set { StandInStore.values(self).userInputLabels = newValue }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityrespondstouserinteraction
    @MainActor public var accessibilityRespondsToUserInteraction: Bool {
        get { StandInStore.values(self).respondsToUserInteraction }
        set { StandInStore.values(self).respondsToUserInteraction = newValue }
    }

    // UIAccessibilityContainer:
    // https://developer.apple.com/documentation/uikit/uiaccessibilitycontainer

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
    @MainActor public var accessibilityElements: [Any]? {
        get { StandInStore.values(self).elements }
        set { StandInStore.values(self).elements = newValue }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycontainertype
    @MainActor public var accessibilityContainerType: UIAccessibilityContainerType {
        get { StandInStore.values(self).containerType ?? standIn?.standInContainerType ?? .none }
        set { StandInStore.values(self).containerType = newValue }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementcount()
    /// (`@MainActor func accessibilityElementCount() -> Int`). What an object
    /// that does not override it answers is not documented; the double
    /// answers 0.
    @MainActor public func accessibilityElementCount() -> Int {
        standIn?.standInElementCount ?? 0
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelement(at:)
    @MainActor public func accessibilityElement(at index: Int) -> Any? {
        standIn?.standInElement(at: index)
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/index(ofaccessibilityelement:)
    @MainActor public func index(ofAccessibilityElement element: Any) -> Int {
        let count = accessibilityElementCount()
        for index in 0..<max(count, 0) where (accessibilityElement(at: index) as AnyObject?) === (element as AnyObject)
        {
            return index
        }
        return NSNotFound
    }
}
