// Test doubles built from the UIKit stand-in: each behaves only as Apple's
// documentation says (the page named beside it), or as the test states.
import Hark
import UIKit

/// A view that is a container through the UIAccessibilityContainer methods
/// (https://developer.apple.com/documentation/uikit/uiaccessibilitycontainer),
/// as table and collection views are: one element per row, rows off screen
/// included.
final class RowsContainer: UIView {
    let rows: [UIAccessibilityElement]

    init(frame: CGRect, labels: [String], rowHeight: CGFloat = 44) {
        rows = labels.enumerated().map { index, label in
            let row = UIAccessibilityElement(accessibilityContainer: 0)
            row.isAccessibilityElement = true
            row.accessibilityLabel = label
            row.accessibilityFrame = CGRect(
                x: frame.minX, y: frame.minY + CGFloat(index) * rowHeight, width: frame.width, height: rowHeight)
            return row
        }
        super.init(frame: frame)
        for row in rows { row.accessibilityContainer = self }
    }

    override var standInElementCount: Int? { rows.count }
    override func standInElement(at index: Int) -> Any? { rows.indices.contains(index) ? rows[index] : nil }
}

/// A label at `frame` saying `text`.
@MainActor
func label(_ text: String, _ frame: CGRect) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    return label
}

/// A view controller whose view is built by `build`.
final class ScreenController: UIViewController {
    let build: (UIView) -> Void

    init(title: String? = nil, build: @escaping (UIView) -> Void) {
        self.build = build
        super.init()
        self.title = title
    }

    override func loadView() {
        let view = UIView(frame: .zero)
        build(view)
        self.view = view
    }
}

/// The labels of the document's nodes, depth first.
func labels(_ node: AccessibilityNode) -> [String] {
    var result: [String] = []
    var stack = [node]
    while let next = stack.popLast() {
        if let label = next.label { result.append(label) }
        stack.append(contentsOf: next.children.reversed())
    }
    return result
}
