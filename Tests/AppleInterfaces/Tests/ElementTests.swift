// What HarkUIKit reads from one element: SwiftUI's identifiers, custom
// content, path-only frames, attributed labels.
import Accessibility
import Foundation
import Hark
import UIKit

/// An element as SwiftUI makes them: not a UIView, not
/// UIAccessibilityIdentification; its identifier answers key-value coding.
/// Documented by Apple: AXCustomContentProvider's `accessibilityCustomContent`
/// (https://developer.apple.com/documentation/accessibility/axcustomcontentprovider).
/// Assumed, not documented: that SwiftUI's elements are no
/// UIAccessibilityIdentification and keep `accessibilityIdentifier` under
/// that key (what AccessibilitySnapshot reads them by).
final class SwiftUIElementDouble: NSObject, StandInKeyValueCoding, @preconcurrency AXCustomContentProvider {
    var standInKeyValues: [String: Any] = [:]
    var accessibilityCustomContent: [AXCustomContent]! = []
}

/// A SwiftUI proxy element with `.accessibilityCustomContent(…)`: no
/// AXCustomContentProvider conformance, its content under the
/// `accessibilityCustomContent` key (not documented by Apple; what
/// AccessibilitySnapshot's parser reads on devices).
final class SwiftUIProxyDouble: NSObject, StandInKeyValueCoding {
    var standInKeyValues: [String: Any] = [:]
}

/// A provider that gives its content through the iOS 17 block, as
/// documented
/// (https://developer.apple.com/documentation/accessibility/axcustomcontentprovider/accessibilitycustomcontentblock);
/// nothing assumed.
final class BlockContentDouble: NSObject, AXCustomContentProvider {
    var accessibilityCustomContent: [AXCustomContent]! = []
    var block: AXCustomContentReturnBlock?
    var accessibilityCustomContentBlock: AXCustomContentReturnBlock?? { .some(block) }
}

@MainActor
enum ElementTests {
    static func run() {
        Harness.test("a SwiftUI element's identifier is read by key-value coding") {
            let element = SwiftUIElementDouble()
            element.isAccessibilityElement = true
            element.accessibilityLabel = "Follow"
            element.standInKeyValues["accessibilityIdentifier"] = "follow-button"
            Harness.expectEqual(element.harkAccessibility.identifier, "follow-button")
            Harness.expectEqual(SwiftUIElementDouble().harkAccessibility.identifier, nil)
        }
        Harness.test("custom content: accessibilityCustomContent, and the iOS 17 block") {
            let element = SwiftUIElementDouble()
            let high = AXCustomContent(label: "Gate", value: "B12")
            high.importance = .high
            element.accessibilityCustomContent = [high, AXCustomContent(label: "Seat", value: "14C")]
            Harness.expectEqual(
                element.harkAccessibility.customContent,
                [
                    CustomContent(label: "Gate", value: "B12", importance: .high),
                    CustomContent(label: "Seat", value: "14C"),
                ])
            let blockElement = BlockContentDouble()
            blockElement.block = { [AXCustomContent(label: "Terminal", value: "2")] }
            Harness.expectEqual(
                blockElement.harkAccessibility.customContent, [CustomContent(label: "Terminal", value: "2")])
        }
        Harness.test("custom content of a SwiftUI element that is no provider, by key-value coding") {
            let element = SwiftUIProxyDouble()
            element.isAccessibilityElement = true
            element.accessibilityLabel = "Flight 212"
            element.accessibilityFrame = CGRect(x: 0, y: 100, width: 390, height: 44)
            element.standInKeyValues["accessibilityCustomContent"] = [AXCustomContent(label: "Gate", value: "B12")]
            Harness.expectEqual(element.harkAccessibility.customContent, [CustomContent(label: "Gate", value: "B12")])
            Harness.expectEqual(SwiftUIProxyDouble().harkAccessibility.customContent, [])
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.accessibilityElements = [element]
            let text = (try? Narrator(document: HarkDocument(capturing: window)).transcript().text) ?? ""
            Harness.expect(text.contains("More Content Available"), text)
        }
        Harness.test("an element with only an accessibilityPath takes its frame from the path's bounds") {
            let element = UIAccessibilityElement(accessibilityContainer: 0)
            element.accessibilityPath = UIBezierPath(rect: CGRect(x: 40, y: 300, width: 120, height: 60))
            Harness.expectEqual(element.harkAccessibility.frame, Frame(x: 40, y: 300, width: 120, height: 60))
        }
        Harness.test("an attributed label is read as text when there is no plain one") {
            let element = UIAccessibilityElement(accessibilityContainer: 0)
            element.accessibilityAttributedLabel = NSAttributedString(string: "Departures")
            Harness.expectEqual(element.harkAccessibility.label, "Departures")
        }
    }
}
