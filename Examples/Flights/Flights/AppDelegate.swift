import UIKit

/// The example app: a tab bar with the departures board (UIKit) and the
/// settings form (SwiftUI). It uses the UIScene life cycle, which Apple
/// requires of apps built with the SDK after iOS 26 (TN3187): Info.plist's
/// `UIApplicationSceneManifest` names ``SceneDelegate``, which makes the
/// window when a scene connects.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }
}
