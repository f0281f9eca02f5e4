import Foundation
import HarkTestSupport
import Testing

/// The example app (Examples/Flights) uses the UIScene life cycle, which
/// Apple requires of apps built with the SDK after iOS 26 (TN3187): its
/// Info.plist names a scene delegate that the app declares, and the project
/// builds with that Info.plist. (.ci/apple-sdk-check compiles the app
/// against the real iOS SDK.)
@Suite struct ExampleAppTests {
    static let app = packageRoot.appendingPathComponent("Examples/Flights")

    @Test func theSceneManifestNamesTheAppsSceneDelegate() throws {
        let data = try Data(contentsOf: Self.app.appendingPathComponent("Flights/Info.plist"))
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        let manifest = plist?["UIApplicationSceneManifest"] as? [String: Any]
        #expect(manifest?["UIApplicationSupportsMultipleScenes"] as? Bool == false)
        let roles = manifest?["UISceneConfigurations"] as? [String: Any]
        let configurations = roles?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
        #expect(configurations?.count == 1)
        #expect(configurations?.first?["UISceneDelegateClassName"] as? String == "$(PRODUCT_MODULE_NAME).SceneDelegate")
        let source = try String(
            contentsOf: Self.app.appendingPathComponent("Flights/SceneDelegate.swift"), encoding: .utf8)
        #expect(source.contains("final class SceneDelegate: UIResponder, UIWindowSceneDelegate {"))
        #expect(source.contains("UIWindow(windowScene: windowScene)"))
        // The app delegate no longer makes a window of its own.
        let appDelegate = try String(
            contentsOf: Self.app.appendingPathComponent("Flights/AppDelegate.swift"), encoding: .utf8)
        #expect(!appDelegate.contains("UIWindow("))
        let project = try String(contentsOf: Self.app.appendingPathComponent("project.yml"), encoding: .utf8)
        #expect(project.contains("INFOPLIST_FILE: Flights/Info.plist"))
    }
}
