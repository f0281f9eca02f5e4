// UINavigationController and its bar, as far as a capture reaches them.

/// https://developer.apple.com/documentation/uikit/uinavigationbar
/// The double's bar shows the top controller's title as a label with the
/// header trait: VoiceOver says a navigation bar's title as a heading
/// (the double's assumption, not a quotation of Apple's pages).
@MainActor
open class UINavigationBar: UIView {}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
/// The double's view holds a 100-point bar at the top and the top
/// controller's view below it.
@MainActor
open class UINavigationController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) {
        super.init()
        addChild(rootViewController)
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? { children.last }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
    open var navigationBar: UINavigationBar { bar }
    private let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 100))

    open override func loadView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let title = UILabel(frame: CGRect(x: 120, y: 50, width: 150, height: 30))
        title.text = topViewController?.title
        title.accessibilityTraits = [.header]
        navigationBar.addSubview(title)
        view.addSubview(navigationBar)
        if let content = topViewController?.view {
            content.frame = CGRect(x: 0, y: 100, width: 390, height: 744)
            view.addSubview(content)
        }
        self.view = view
    }
}

extension UIViewController {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    public var navigationController: UINavigationController? {
        var current = parent
        while let each = current {
            if let navigation = each as? UINavigationController { return navigation }
            current = each.parent
        }
        return nil
    }
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor
open class UITabBarController: UIViewController {}
