// Test doubles built from the UIKit stand-in: each behaves only as Apple's
// documentation says (the page named beside it), or as the test states.
import Hark
import UIKit

/// A custom container: a view that hands out its elements through the
/// UIAccessibilityContainer methods
/// (https://developer.apple.com/documentation/uikit/uiaccessibilitycontainer),
/// as Apple documents for a view that draws its items itself.
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

/// A table view with `rows` rows, of which those that fit in its frame
/// are cells in its subviews (the cells UIKit keeps on screen: proved on
/// devices by AccessibilitySnapshot, which reads tables so). It also
/// answers the container methods with every row, off screen included:
/// what UIKit's accessibility overrides answer there is documented nowhere
/// and assumed here, to show that the walk does not rely on it.
final class TableDouble: UITableView {
    let rows: [UIAccessibilityElement]

    init(frame: CGRect, labels: [String], rowHeight: CGFloat = 44) {
        rows = labels.enumerated().map { index, text in
            let row = UIAccessibilityElement(accessibilityContainer: 0)
            row.isAccessibilityElement = true
            row.accessibilityLabel = "\(text) (element)"
            row.accessibilityFrame = CGRect(x: 0, y: CGFloat(index) * rowHeight, width: frame.width, height: rowHeight)
            return row
        }
        super.init(frame: frame)
        for (index, text) in labels.enumerated() where CGFloat(index + 1) * rowHeight <= frame.height {
            addSubview(label(text, CGRect(x: 0, y: CGFloat(index) * rowHeight, width: frame.width, height: rowHeight)))
        }
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
