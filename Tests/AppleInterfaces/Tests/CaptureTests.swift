// The capture on the UIKit doubles: what HarkUIKit reads and how it walks.
import Foundation
import Hark
@testable import HarkUIKit
import UIKit

@MainActor
enum CaptureTests {
    static func run() {
        Harness.test("a UILabel is an element with the static-text trait (isAccessibilityElement, staticText)") {
            labelIsStaticText()
        }
        Harness.test("a custom container that answers through the container methods: every element it hands out") {
            containerMethodsElements()
        }
        Harness.test("accessibilityElements is preferred to the container methods") { accessibilityElementsPreferred() }
        Harness.test("subviews are read when neither accessibilityElements nor the methods answer") { subviewsRead() }
        Harness.test("a view controller is hosted in a window of the chosen size, laid out, and taken down") {
            controllerHostedInWindow()
        }
        Harness.test("a view controller already in a window is captured where it is") { controllerInWindowInPlace() }
        Harness.test("hidden views and accessibilityElementsHidden say nothing") { hiddenViewsSilent() }
        Harness.test("a tab bar is a tab-bar container; an identifier becomes the node's id") { tabBarContainerAndId() }
    }

    static func labelIsStaticText() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(label("Departures", CGRect(x: 16, y: 100, width: 200, height: 30)))
        let node = HarkDocument(capturing: window).root.children[0]
        Harness.expectEqual(node.label, "Departures")
        Harness.expect(node.traits.contains(.staticText), "traits \(node.traits)")
        Harness.expectEqual(node.isAccessibilityElement, true)
        Harness.expectEqual(node.frame, Frame(x: 16, y: 100, width: 200, height: 30))
    }

    static func containerMethodsElements() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let names = (1...12).map { "Flight \($0)" }
        window.addSubview(RowsContainer(frame: CGRect(x: 0, y: 0, width: 390, height: 200), labels: names))
        Harness.expectEqual(labels(HarkDocument(capturing: window).root), names)
    }

    static func accessibilityElementsPreferred() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let container = RowsContainer(frame: CGRect(x: 0, y: 0, width: 390, height: 88), labels: ["A", "B"])
        container.accessibilityElements = [container.rows[1]]
        window.addSubview(container)
        Harness.expectEqual(labels(HarkDocument(capturing: window).root), ["B"])
    }

    static func subviewsRead() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        box.addSubview(label("One", CGRect(x: 0, y: 0, width: 100, height: 20)))
        box.addSubview(label("Two", CGRect(x: 0, y: 40, width: 100, height: 20)))
        window.addSubview(box)
        Harness.expectEqual(labels(HarkDocument(capturing: window).root), ["One", "Two"])
    }

    static func controllerHostedInWindow() {
        var inner: UIView?
        let controller = ScreenController(title: "Flights") { view in
            let card = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
            card.addSubview(label("Oslo", CGRect(x: 10, y: 20, width: 100, height: 30)))
            view.addSubview(card)
            inner = card
        }
        let document = HarkDocument(capturing: controller, size: .pad)
        Harness.expectEqual(document.screen, ScreenSize(width: 820, height: 1180))
        Harness.expectEqual(document.title, "Flights")
        let card = document.root.children.first?.children.first
        Harness.expectEqual(card?.children.first?.frame, Frame(x: 10, y: 120, width: 100, height: 30))
        Harness.expect((inner?.standInLayoutPasses ?? 0) > 0, "not laid out")
        Harness.expect(controller.view.window == nil, "the window stayed")
    }

    static func controllerInWindowInPlace() {
        let controller = ScreenController { view in
            view.addSubview(label("Here", CGRect(x: 0, y: 0, width: 50, height: 20)))
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        let document = HarkDocument(capturing: controller, size: .pad)
        Harness.expectEqual(document.screen, ScreenSize(width: 320, height: 480))
        Harness.expect(controller.view.window === window, "moved out of its window")
    }

    static func hiddenViewsSilent() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let hidden = label("Hidden", CGRect(x: 0, y: 0, width: 100, height: 20))
        hidden.isHidden = true
        let box = UIView(frame: CGRect(x: 0, y: 50, width: 390, height: 100))
        box.accessibilityElementsHidden = true
        box.addSubview(label("Inside", CGRect(x: 0, y: 0, width: 100, height: 20)))
        window.addSubview(hidden)
        window.addSubview(box)
        window.addSubview(label("Shown", CGRect(x: 0, y: 200, width: 100, height: 20)))
        let text = (try? Narrator(document: HarkDocument(capturing: window)).transcript().text) ?? ""
        Harness.expect(text.contains("Shown") && !text.contains("Hidden") && !text.contains("Inside"), text)
    }

    static func tabBarContainerAndId() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let bar = UITabBar(frame: CGRect(x: 0, y: 760, width: 390, height: 84))
        bar.accessibilityIdentifier = "tabs"
        window.addSubview(bar)
        let node = HarkDocument(capturing: window).root.children[0]
        Harness.expectEqual(node.containerType, .tabBar)
        Harness.expectEqual(node.id, "tabs")
    }
}
