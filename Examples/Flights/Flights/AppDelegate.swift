import UIKit

/// The example app: a tab bar with the departures board (UIKit) and the
/// settings form (SwiftUI).
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's one window.
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = AppTabBarController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
