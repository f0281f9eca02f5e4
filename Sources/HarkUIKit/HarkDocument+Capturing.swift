#if canImport(UIKit) && !os(watchOS)
import Foundation
import Hark
import UIKit

extension HarkDocument {
    /// What VoiceOver reaches in `view` and below, as it is on screen now:
    /// labels, values, hints, traits (UIKit's private ones too), frames in
    /// screen coordinates, containers, modal views. The view should be in a
    /// window (frames are measured through it); to host a screen in one, use
    /// ``init(capturing:size:inNavigationController:title:locale:)``.
    ///
    /// ```swift
    /// let document = HarkDocument(capturing: viewController.view, title: "Flights")
    /// print(try Narrator(document: document).transcript().text)
    /// ```
    ///
    /// The document's locale is `locale`, or else the app's language (the
    /// first of `Bundle.main.preferredLocalizations`); its layout direction
    /// is the view's `effectiveUserInterfaceLayoutDirection`, so a
    /// right-to-left app is ordered right to left.
    @MainActor
    public init(capturing view: UIView, title: String? = nil, locale: String? = nil) {
        AccessibilityAutomation.switchOn()
        let bounds = view.window?.bounds ?? view.bounds
        self.init(
            capturingSource: view, title: title,
            screen: ScreenSize(width: Double(bounds.width), height: Double(bounds.height)))
        if view.traitCollection.userInterfaceIdiom == .pad { device = .pad }
        if let language = locale ?? Bundle.main.preferredLocalizations.first, language != "Base" {
            self.locale = language
        }
        layoutDirection = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// What VoiceOver says on `viewController`'s screen: the whole window,
    /// navigation bar, content, toolbar and tab bar, as VoiceOver reads it.
    ///
    /// A controller already in a window is captured with the rest of its
    /// window. Otherwise the root of its container controllers (its
    /// navigation or tab bar controller, whose bars are then read too) is
    /// hosted as the `rootViewController` of a new `UIWindow` of `size`,
    /// in the app's active window scene where there is one, made key and
    /// visible; with `inNavigationController`, a controller that has no
    /// container is first embedded in a `UINavigationController`, so that
    /// its title is read from a navigation bar as in the app. The window
    /// is laid out, the run loop turns once so that views that build their
    /// accessibility on layout (SwiftUI's) have done so, the window is
    /// captured and taken down again.
    ///
    /// `size` sizes the window only: `.pad` on an iPhone simulator gives a
    /// wide window, not the iPad's idiom or size classes.
    ///
    /// ```swift
    /// let document = HarkDocument(capturing: FlightsViewController(), inNavigationController: true)
    /// ```
    @MainActor
    public init(
        capturing viewController: UIViewController, size: ScreenSize = .phone, inNavigationController: Bool = false,
        title: String? = nil, locale: String? = nil
    ) {
        AccessibilityAutomation.switchOn()
        let title = title ?? viewController.title
        if let window = viewController.viewIfLoaded?.window {
            window.layoutIfNeeded()
            self.init(capturing: window, title: title, locale: locale)
            return
        }
        let window = ScreenHost.window(size: size)
        window.rootViewController = ScreenHost.root(of: viewController, inNavigationController: inNavigationController)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        RunLoop.main.run(until: Date())
        self.init(capturing: window, title: title, locale: locale)
        window.isHidden = true
        window.rootViewController = nil
    }
}

/// The window a screen is hosted in for a capture.
@MainActor
enum ScreenHost {
    /// A window of `size`, in the active window scene when the app has one
    /// (safe-area insets then match the device's), else the first window
    /// scene, else none.
    static func window(size: ScreenSize) -> UIWindow {
        let frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        guard let scene = scenes.first(where: { $0.activationState == .foregroundActive }) ?? scenes.first else {
            return UIWindow(frame: frame)
        }
        let window = UIWindow(windowScene: scene)
        window.frame = frame
        return window
    }

    /// The controller to host: the root of `viewController`'s containers,
    /// or `viewController` in a new navigation controller when asked and
    /// it has no container.
    static func root(of viewController: UIViewController, inNavigationController: Bool) -> UIViewController {
        var root = viewController
        while let parent = root.parent { root = parent }
        if root === viewController, inNavigationController, !(viewController is UINavigationController) {
            return UINavigationController(rootViewController: viewController)
        }
        return root
    }
}

extension ScreenSize {
    /// 390 × 844 points, a phone in portrait: the window
    /// ``HarkDocument/init(capturing:size:inNavigationController:title:locale:)``
    /// hosts a screen in unless told otherwise.
    public static let phone = ScreenSize(width: 390, height: 844)
    /// 820 × 1180 points, a tablet in portrait. It sizes the window only:
    /// on an iPhone simulator the idiom and size classes stay the phone's.
    public static let pad = ScreenSize(width: 820, height: 1180)
}
#endif
