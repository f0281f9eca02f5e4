import UIKit

/// The app's one scene (Info.plist's `UIApplicationSceneManifest` names
/// this class): its window shows the tab bar.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = AppTabBarController()
        window.makeKeyAndVisible()
        self.window = window
    }
}
