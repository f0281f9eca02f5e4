// List and series positions numbered by a table or collection view's count,
// while the walk reads only its cells on screen.
import Foundation
import Hark
import HarkUIKit
import UIKit

/// A horizontal collection view with an item for each label, 100 points
/// wide, of which those that fit in its frame are cells in its subviews.
/// Documented by Apple: `accessibilityElementCount()` is "the number of
/// accessibility elements in the container"
/// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementcount()).
/// Assumed, as for ``TableDouble``: that a collection view counts its items
/// off screen there too (AccessibilitySnapshot numbers a series by this
/// count; what UIKit's own overrides answer is not documented).
final class CollectionDouble: UICollectionView {
    let count: Int

    init(frame: CGRect, labels: [String]) {
        count = labels.count
        super.init(frame: frame)
        for (index, text) in labels.enumerated() where CGFloat(index + 1) * 100 <= frame.width {
            addSubview(label(text, CGRect(x: CGFloat(index) * 100, y: frame.minY, width: 100, height: frame.height)))
        }
    }

    override var standInElementCount: Int? { count }
}

@MainActor
enum ListPositionTests {
    static func run() {
        Harness.test("a table that is a list: List Start on its first row, no List End on the last row on screen") {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let table = TableDouble(
                frame: CGRect(x: 0, y: 0, width: 390, height: 132), labels: ["A", "B", "C", "D", "E"])
            table.accessibilityContainerType = .list
            window.addSubview(table)
            let document = HarkDocument(capturing: window)
            let text = ScreenTests.narration(document)
            Harness.expect(text.contains("A. List Start.") && text.contains("C\n"), text)
            Harness.expect(!text.contains("List End."), text)
            Harness.expectEqual(document.root.children.first?.itemCount, 5)
        }
        Harness.test("a table that is a list, all of it on screen: List End on its last row") {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let table = TableDouble(frame: CGRect(x: 0, y: 0, width: 390, height: 132), labels: ["A", "B", "C"])
            table.accessibilityContainerType = .list
            window.addSubview(table)
            let text = ScreenTests.narration(HarkDocument(capturing: window))
            Harness.expect(text.contains("A. List Start.") && text.contains("C. List End."), text)
        }
        Harness.test("a collection view of tabs: its count numbers them, 1 of 8, with 3 on screen") {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let tabs = CollectionDouble(
                frame: CGRect(x: 0, y: 760, width: 390, height: 84), labels: (1...8).map { "Tab \($0)" })
            tabs.accessibilityTraits = .tabBar
            window.addSubview(tabs)
            let text = ScreenTests.narration(HarkDocument(capturing: window))
            Harness.expect(text.contains("Tab 1. Tab. 1 of 8.") && text.contains("Tab 3. Tab. 3 of 8."), text)
            Harness.expect(!text.contains("Tab 4") && !text.contains("of 3."), text)
        }
        Harness.test("a table that is no list: its count is not kept") {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.addSubview(
                TableDouble(frame: CGRect(x: 0, y: 0, width: 390, height: 132), labels: ["A", "B", "C", "D"]))
            Harness.expectEqual(HarkDocument(capturing: window).root.children.first?.itemCount, nil)
        }
    }
}
