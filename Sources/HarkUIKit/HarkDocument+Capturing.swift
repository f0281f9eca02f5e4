#if canImport(UIKit) && !os(watchOS)
import Foundation
import Hark
import UIKit

extension HarkDocument {
    /// What VoiceOver reaches in `view` and below, as it is on screen now:
    /// labels, values, hints, traits (UIKit's private ones too), frames in
    /// screen coordinates, containers, modal views. The view should be in a
    /// window (frames are measured through it); to host a screen in one, use
    /// ``init(capturing:size:title:locale:)``.
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

    /// What VoiceOver says on `viewController`'s screen: the view controller
    /// is hosted in a `UIWindow` of `size` (when it is not in a window
    /// already), laid out, the run loop turns once so that views that build
    /// their accessibility on layout (SwiftUI's) have done so, the screen is
    /// captured, and the window is taken down again.
    ///
    /// ```swift
    /// let document = HarkDocument(capturing: FlightsViewController(), size: .phone)
    /// ```
    @MainActor
    public init(
        capturing viewController: UIViewController, size: ScreenSize = .phone, title: String? = nil,
        locale: String? = nil
    ) {
        AccessibilityAutomation.switchOn()
        if let view = viewController.viewIfLoaded, view.window != nil {
            view.layoutIfNeeded()
            self.init(capturing: view, title: title ?? viewController.title, locale: locale)
            return
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        window.rootViewController = viewController
        window.isHidden = false
        window.layoutIfNeeded()
        RunLoop.main.run(until: Date())
        self.init(capturing: viewController.view, title: title ?? viewController.title, locale: locale)
        window.isHidden = true
        window.rootViewController = nil
    }
}

extension ScreenSize {
    /// 390 × 844 points, a phone in portrait: the window
    /// ``HarkDocument/init(capturing:size:title:locale:)`` hosts a screen
    /// in unless told otherwise.
    public static let phone = ScreenSize(width: 390, height: 844)
    /// 820 × 1180 points, a tablet in portrait.
    public static let pad = ScreenSize(width: 820, height: 1180)
}
#endif
