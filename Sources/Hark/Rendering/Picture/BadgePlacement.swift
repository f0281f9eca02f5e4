/// Where the drawing's number badges go: each at its frame's top left,
/// moved right past the badges already placed there when frames overlap at
/// that corner, so that no badge hides another.
///
/// Placed badges are kept in a grid of cells as large as a badge; a badge
/// tries at most ``tries`` places and looks at most ``perCell`` badges of
/// each neighbouring cell, so a pile of identical frames costs linear time
/// (past the tries, badges may overlap again).
struct BadgePlacement {
    static let height = 18.0, gap = 2.0, cell = 24.0
    static let tries = 6, perCell = 8

    private var placed: [Cell: [Frame]] = [:]

    private struct Cell: Hashable {
        var x: Int, y: Int
    }

    /// The cell that holds the point.
    private static func cell(_ x: Double, _ y: Double) -> Cell {
        Cell(x: Int(saturating: (x / cell).rounded(.down)), y: Int(saturating: (y / cell).rounded(.down)))
    }

    /// The width of the badge of `number`.
    static func width(of number: Int) -> Double { max(18, Double(String(number).count) * 7 + 8) }

    /// The badge of `number` on `frame`: its rectangle, now placed.
    mutating func place(_ number: Int, on frame: Frame) -> Frame {
        let width = Self.width(of: number)
        var badge = Frame(x: frame.x + 1, y: frame.y + 1, width: width, height: Self.height)
        for attempt in 0..<Self.tries {
            badge.x = frame.x + 1 + Double(attempt) * (width + Self.gap)
            if !overlapsPlaced(badge) { break }
        }
        let home = Self.cell(badge.x, badge.y)
        if placed[home, default: []].count < Self.perCell { placed[home, default: []].append(badge) }
        return badge
    }

    private func overlapsPlaced(_ badge: Frame) -> Bool {
        let origin = Self.cell(badge.x, badge.y)
        // A badge is at most a cell wide when it has three digits or fewer; a wider one looks one cell further.
        let reach = 1 + Int(saturating: (badge.width / Self.cell).rounded(.down))
        for dx in -reach...reach {
            for dy in -1...1 {
                for other in placed[Cell(x: origin.x + dx, y: origin.y + dy)] ?? [] where Self.intersects(badge, other)
                { return true }
            }
        }
        return false
    }

    private static func intersects(_ a: Frame, _ b: Frame) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
