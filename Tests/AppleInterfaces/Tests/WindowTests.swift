// The whole window: navigation controllers, the key window, the scene.
// UINavigationController's double puts the title in a bar as a heading (its
// assumption); makeKeyAndVisible and init(windowScene:) are as documented.
import Foundation
import Hark
import HarkUIKit
import UIKit

/// A label that says what its window is at the moment it is read: key or
/// not, and the activation state of its scene.
final class WindowReporter: UIView {
    override var standInIsAccessibilityElement: Bool? { true }
    override var standInLabel: String? {
        let key = window?.isKeyWindow == true ? "key" : "not key"
        let scene = window?.windowScene.map { "scene \($0.activationState.rawValue)" } ?? "no scene"
        return "\(key), \(scene)"
    }
}

@MainActor
enum WindowTests {
    static func flights() -> ScreenController {
        ScreenController(title: "Flights") { view in
            view.addSubview(label("Oslo", CGRect(x: 16, y: 20, width: 100, height: 30)))
        }
    }

    static func spoken(_ document: HarkDocument) -> String {
        (try? Narrator(document: document).transcript().text) ?? ""
    }

    static func run() {
        Harness.test("window: inNavigationController embeds a bare controller; its title is a heading in the bar") {
            let bare = HarkDocument(capturing: flights())
            Harness.expect(!spoken(bare).contains("Heading"), spoken(bare))
            let document = HarkDocument(capturing: flights(), inNavigationController: true)
            let text = spoken(document)
            Harness.expect(text.contains("Flights. Heading."), text)
            let heading = text.range(of: "Flights. Heading.")?.lowerBound ?? text.endIndex
            Harness.expect(heading < (text.range(of: "Oslo")?.lowerBound ?? text.startIndex), text)
            Harness.expectEqual(document.title, "Flights")
        }
        Harness.test("window: a controller in a navigation controller is captured with its container's bar") {
            let controller = flights()
            let navigation = UINavigationController(rootViewController: controller)
            let hosted = spoken(HarkDocument(capturing: controller, inNavigationController: true))
            Harness.expectEqual(hosted.components(separatedBy: "Flights. Heading.").count, 2)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = navigation
            let inWindow = spoken(HarkDocument(capturing: controller))
            Harness.expect(inWindow.contains("Flights. Heading.") && inWindow.contains("Oslo"), inWindow)
        }
        Harness.test("window: key and visible, in the active scene when the app has one") {
            let controller = ScreenController { view in
                view.addSubview(WindowReporter(frame: CGRect(x: 0, y: 100, width: 200, height: 40)))
            }
            Harness.expectEqual(labels(HarkDocument(capturing: controller).root), ["key, no scene"])
            let scenes = [
                UIWindowScene(standInActivationState: .background),
                UIWindowScene(standInActivationState: .foregroundActive),
            ]
            standInConnectedScenes = Set(scenes)
            defer { standInConnectedScenes = [] }
            let again = ScreenController { view in
                view.addSubview(WindowReporter(frame: CGRect(x: 0, y: 100, width: 200, height: 40)))
            }
            let document = HarkDocument(capturing: again, size: .pad)
            Harness.expectEqual(labels(document.root), ["key, scene 0"])
            Harness.expectEqual(document.screen, ScreenSize(width: 820, height: 1180))
        }
    }
}
