/// Where VoiceOver scrolls while flicking. It reaches every row of a table,
/// collection or scroll view, scrolling the list when the next element is
/// off screen (docs/VoiceOver.md, "Rows beyond the screen"); an element kept
/// beyond the screen is one a scrollable container holds.
///
/// *Choice* (docs/Importing.md, "Rows beyond the screen"): content beyond
/// the screen is counted in pages of the screen's size, and VoiceOver
/// scrolls once when focus moves to an element on another page than the
/// element before it; elements on the screen itself (a tab bar, a
/// navigation bar) never scroll.
enum ScrollPages {
    /// A page of content: screens beyond the screen's right and bottom
    /// edges (negative: left and above); `(0, 0)` for a frame that touches
    /// the screen.
    struct Page: Hashable {
        var across: Int
        var down: Int
        static let screen = Page(across: 0, down: 0)
    }

    /// The page `frame` lies on, with `screen` the visible part.
    static func page(of frame: Frame, screen: Frame) -> Page {
        func steps(_ low: Double, _ high: Double, _ start: Double, _ end: Double, _ size: Double) -> Int {
            guard size > 0, low.isFinite, high.isFinite else { return 0 }
            if low >= end { return 1 + Int(saturating: min((low - end) / size, 1e6)) }
            if high <= start { return -1 - Int(saturating: min((start - high) / size, 1e6)) }
            return 0
        }
        return Page(
            across: steps(frame.minX, frame.maxX, screen.minX, screen.maxX, screen.width),
            down: steps(frame.minY, frame.maxY, screen.minY, screen.maxY, screen.height))
    }

    /// The visible part of a document's screen: its `screen` size at the
    /// origin, else its root's frame; `nil` when it has neither.
    static func screen(of document: HarkDocument) -> Frame? {
        if let size = document.screen { return Frame(x: 0, y: 0, width: size.width, height: size.height) }
        return document.root.frame.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
    }

    /// Whether VoiceOver scrolls to reach `next` coming from `previous`.
    static func scrolls(to next: Frame?, from previous: Frame?, screen: Frame?) -> Bool {
        guard let screen, let next else { return false }
        return scrolls(to: page(of: next, screen: screen), from: previous.map { page(of: $0, screen: screen) })
    }

    /// Whether VoiceOver scrolls to reach an element on `page` coming from
    /// one on `previous`: it is off the screen, on another page.
    static func scrolls(to page: Page, from previous: Page?) -> Bool {
        page != .screen && page != previous
    }

    /// For each element of a focus order, whether VoiceOver scrolls to reach
    /// it from the element before it (from the first, for the first): as
    /// ``scrolls(to:from:screen:)`` from the last element with a frame, for
    /// an element a scrolling container holds.
    static func marks(_ order: FocusOrder, screen: Frame?) -> [Bool] {
        guard let screen else { return [Bool](repeating: false, count: order.elements.count) }
        var marks: [Bool] = []
        marks.reserveCapacity(order.elements.count)
        // The page of the last element with a frame: each page worked out once.
        var previous: Page?
        for element in order.elements {
            guard let frame = element.node.frame else {
                marks.append(false)
                continue
            }
            let page = page(of: frame, screen: screen)
            marks.append(element.context.isInScrollView && scrolls(to: page, from: previous))
            previous = page
        }
        return marks
    }
}

extension AccessibilityNode {
    /// Whether a child's frame extends above or below the node's own frame,
    /// as a vertical scroll view's content does.
    var overflowsVertically: Bool {
        guard let frame, frame.width > 0, frame.height > 0 else { return false }
        return children.contains { child in
            guard let inner = child.frame else { return false }
            return inner.minY < frame.minY - 0.5 || inner.maxY > frame.maxY + 0.5
        }
    }
}
