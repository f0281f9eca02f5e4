#if canImport(UIKit) && !os(watchOS)
import Foundation
import Hark
import UIKit

extension UIView: AccessibilityCapturable {
    /// The view as it is on screen now (``HarkDocument/init(capturing:title:locale:)``).
    /// Throws off the main thread.
    public nonisolated func capturedDocument() throws -> HarkDocument {
        try MainThreadCapture.run { HarkDocument(capturing: self) }
    }
}

extension UIViewController: AccessibilityCapturable {
    /// The screen hosted in a phone-sized window, as
    /// ``AccessibilityCapturable/hosted(_:size:inNavigationController:title:)``
    /// hosts it with its defaults. Throws off the main thread.
    public nonisolated func capturedDocument() throws -> HarkDocument {
        try HostedViewController(controller: self).capturedDocument()
    }
}

/// A view controller hosted in a window to be captured
/// (``HarkDocument/init(capturing:size:inNavigationController:title:locale:)``),
/// made by ``AccessibilityCapturable/hosted(_:size:inNavigationController:title:)``.
public struct HostedViewController: AccessibilityCapturable, Sendable {
    let controller: UIViewController
    var size = ScreenSize.phone
    var inNavigationController = false
    var title: String?

    /// The screen hosted in a window of its size, its document titled as
    /// asked. Throws off the main thread.
    public func capturedDocument() throws -> HarkDocument {
        try MainThreadCapture.run {
            HarkDocument(
                capturing: controller, size: size, inNavigationController: inNavigationController, title: title)
        }
    }
}

extension AccessibilityCapturable where Self == HostedViewController {
    /// `controller` hosted in a window of `size`, in a navigation controller
    /// when `inNavigationController` (so that its title is read from the
    /// navigation bar), the document titled `title` (by default the
    /// controller's):
    /// `assertTranscript(of: .hosted(FlightsViewController(), inNavigationController: true))`.
    public static func hosted(
        _ controller: UIViewController, size: ScreenSize = .phone, inNavigationController: Bool = false,
        title: String? = nil
    ) -> HostedViewController {
        HostedViewController(
            controller: controller, size: size, inNavigationController: inNavigationController, title: title)
    }
}

/// Reads a live screen, which UIKit allows on the main thread alone.
enum MainThreadCapture {
    /// A capture attempted off the main thread.
    struct OffMainThread: Error, CustomStringConvertible {
        var description: String {
            "a live screen is captured on the main thread: mark the test or its suite @MainActor"
        }
    }

    /// `capture`'s document, when this is the main thread.
    static func run(_ capture: @MainActor () -> HarkDocument) throws -> HarkDocument {
        guard Thread.isMainThread else { throw OffMainThread() }
        return MainActor.assumeIsolated(capture)
    }
}
#endif
