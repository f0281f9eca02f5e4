// UIView, UIWindow, UIViewController and the few controls the capture
// tests use. Only documented behaviour is modelled.

/// https://developer.apple.com/documentation/uikit/uibezierpath
/// (not on the main actor).
open class UIBezierPath: NSObject, @unchecked Sendable {
    private let rectangle: CGRect
    /// https://developer.apple.com/documentation/uikit/uibezierpath/bounds
    open var bounds: CGRect { rectangle }
    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(rect:)
    public init(rect: CGRect) { rectangle = rect }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

/// https://developer.apple.com/documentation/uikit/uitraitcollection
/// (not on the main actor).
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfaceidiom
    /// (get-only; a phone's here).
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: NSObject, UIAccessibilityIdentification, StandInAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden = false
    /// https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat = 1
    /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    open var clipsToBounds = false
    /// https://developer.apple.com/documentation/uikit/uiview/subviews
    open private(set) var subviews: [UIView] = []
    /// https://developer.apple.com/documentation/uikit/uiview/superview
    open private(set) weak var superview: UIView?
    /// https://developer.apple.com/documentation/uikit/uiview/traitcollection
    open var traitCollection: UITraitCollection { UITraitCollection() }
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    /// (get-only: a test overrides it in a subclass, as it would in UIKit).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    open var accessibilityIdentifier: String?
    /// How many times layoutIfNeeded() ran (for the tests).
    public private(set) var standInLayoutPasses = 0

    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { self.frame = frame }
    public convenience override init() { self.init(frame: .zero) }

    /// https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }
    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    open func layoutIfNeeded() {
        standInLayoutPasses += 1
        for view in subviews { view.layoutIfNeeded() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-3bpun
    /// (`nil`: the window's coordinates).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        var origin = rect.origin
        var current: UIView? = self
        while let each = current, !(each is UIWindow) {
            origin.x += each.frame.origin.x
            origin.y += each.frame.origin.y
            current = each.superview
        }
        return CGRect(origin: origin, size: rect.size)
    }
    // accessibilityFrame for a view: "Objects that inherit from UIView
    // include this information by default", in screen coordinates (the
    // double's window is at the screen's origin).
    open var standInFrame: CGRect? { window == nil ? nil : convert(bounds, to: nil) }
    // Overridable stand-ins for the NSObject category members.
    open var standInIsAccessibilityElement: Bool? { nil }
    open var standInLabel: String? { nil }
    open var standInValue: String? { nil }
    open var standInTraits: UIAccessibilityTraits? { nil }
    open var standInContainerType: UIAccessibilityContainerType? { nil }
    open var standInElementCount: Int? { nil }
    open func standInElement(at index: Int) -> Any? { nil }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor
open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController? {
        didSet {
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if let view = rootViewController?.view {
                view.frame = bounds
                addSubview(view)
            }
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
    open internal(set) var isKeyWindow = false
    /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene
    open weak var windowScene: UIWindowScene?
    /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    /// "Shows the window and makes it the key window."
    open func makeKeyAndVisible() {
        isHidden = false
        isKeyWindow = true
    }
    /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: NSObject {
    private var loadedView: UIView?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get {
            if loadedView == nil { loadView() }
            return loadedView
        }
        set { loadedView = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    open var viewIfLoaded: UIView? { loadedView }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() { loadedView = UIView(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    open internal(set) weak var parent: UIViewController?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    open internal(set) var children: [UIViewController] = []
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    open func addChild(_ childController: UIViewController) {
        childController.parent = self
        children.append(childController)
    }
    public override init() {}
}

/// https://developer.apple.com/documentation/uikit/uilabel
/// An element by default: "Standard UIKit controls and views implement the
/// UIAccessibility methods and are accessible to assistive apps by default"
/// (https://developer.apple.com/documentation/uikit/uiaccessibility-protocol).
/// Its label is its text and its trait
/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/statictext:
/// the double's assumption, not a quotation.
@MainActor
open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String?
    open override var standInIsAccessibilityElement: Bool? { true }
    open override var standInLabel: String? { text }
    open override var standInTraits: UIAccessibilityTraits? { .staticText }
}

/// https://developer.apple.com/documentation/uikit/uitabbar
@MainActor
open class UITabBar: UIView {}

/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@MainActor
open class UISegmentedControl: UIView {}

/// https://developer.apple.com/documentation/uikit/uiaccessibilityelement
@MainActor
open class UIAccessibilityElement: NSObject, UIAccessibilityIdentification {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitycontainer
    open weak var accessibilityContainer: AnyObject?
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    open var accessibilityIdentifier: String?
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
    }
}
