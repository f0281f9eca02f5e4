// Stand-in for the SwiftUI API HarkUIKit uses: View and UIHostingController.
@_exported import UIKit

/// https://developer.apple.com/documentation/swiftui/view
/// (`@MainActor @preconcurrency protocol View`).
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    var body: Body { get }
}

extension Never: View {
    /// Stand-in form: SwiftUI gives `Never` its `body` through a default
    /// implementation, which a symbol graph does not list.
    public var body: Never { fatalError("Never has no body") }
}

/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
/// (`@MainActor @preconcurrency class UIHostingController<Content> where
/// Content : View`, a UIViewController subclass). The double's view is an
/// empty UIView that `standInHostingContent` (set by a test) fills.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
    public var rootView: Content

    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    open override func loadView() {
        let view = UIView(frame: .zero)
        standInHostingContent?(rootView, view)
        self.view = view
    }
}

/// What a hosting controller double puts in its view when it loads: the
/// root view and the view to fill (set by a test).
@MainActor public var standInHostingContent: ((Any, UIView) -> Void)?
