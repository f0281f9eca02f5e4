/// `overlapping-targets`: two interactive frames overlapping by more than
/// half of the smaller one: a tap may hit either.
///
/// Near-linear: when the overlap exceeds half the smaller frame, the smaller
/// frame's centre lies inside the larger (the overlap is wider and taller
/// than half of it), so each element only looks for frames containing its
/// centre, through a grid of 64 pt cells. Frames wider or taller than 64
/// cells are few (containers, full-screen buttons) and kept in a list that
/// every element checks. Identical frames (a list of cells stacked at one
/// place) are bucketed: only the first of each goes into the grid, and a
/// later one's partner is that first or an earlier frame, so 100,000
/// coinciding frames cost one look each, not 100,000. Scrolled content that a fixed bar covers (one
/// target in a scrolling container, the other not) is not reported:
/// VoiceOver scrolls it out from under the bar.
struct OverlappingTargets: AuditCheck {
    let rule = AuditRule(
        "overlapping-targets", .warning, family: "targets", xcui: "hitRegion", wcag: "2.5.8 Target Size (Minimum)",
        "Two interactive frames overlapping by more than half the smaller one: a tap may hit the wrong one.")

    static let cell = 64.0, largest = 64

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        var targets: [(position: Int, frame: Frame, scrolls: Bool)] = []
        for (position, element) in screen.elements.enumerated() where element.node.isInteractive {
            if let frame = element.node.frame, frame.width > 0, frame.height > 0, frame.isFinite {
                targets.append((position, frame, screen.nodes[screen.elementNode[position]].inScrollView))
            }
        }
        guard targets.count > 1 else { return }
        var grid: [GridKey: [Int]] = [:]
        var large: [Int] = []
        var firstOfFrame: [FrameKey: Int] = [:]
        for (index, target) in targets.enumerated() {
            // A frame seen before: its first holder stands for it (the earliest partner).
            let key = FrameKey(frame: target.frame, scrolls: target.scrolls)
            guard firstOfFrame[key] == nil else { continue }
            firstOfFrame[key] = index
            let (columns, rows) = (
                Self.cells(target.frame.minX, target.frame.maxX), Self.cells(target.frame.minY, target.frame.maxY)
            )
            guard columns.count <= Self.largest, rows.count <= Self.largest else {
                large.append(index)
                continue
            }
            for column in columns {
                for row in rows { grid[GridKey(column: column, row: row), default: []].append(index) }
            }
        }
        // The smaller frame of a pair reports it (the later one, for equal
        // frames), once, naming the earliest partner in focus order.
        for (index, target) in targets.enumerated() {
            let frame = target.frame
            let centre = GridKey(
                column: Self.cellIndex(frame.minX + frame.width / 2), row: Self.cellIndex(frame.minY + frame.height / 2)
            )
            var partner: Int?
            for other in (grid[centre] ?? []) + large where other != index && other < (partner ?? .max) {
                let otherFrame = targets[other].frame
                guard target.scrolls == targets[other].scrolls, Self.overlapsByHalf(frame, otherFrame),
                    Self.area(frame) < Self.area(otherFrame) || other < index
                else { continue }
                partner = other
            }
            guard let partner else { continue }
            let percent = Int(
                saturating: (Self.overlap(frame, targets[partner].frame) / Self.area(frame) * 100).rounded(.down))
            findings.append(
                screen.finding(
                    rule, element: target.position,
                    "\(percent)% of its frame lies under \(screen.name(ofElement: targets[partner].position)), "
                        + "another target: a tap may hit the other one; separate them"
                ))
        }
    }

    struct FrameKey: Hashable {
        var frame: Frame
        var scrolls: Bool
    }

    struct GridKey: Hashable {
        var column: Int
        var row: Int
    }

    static func cellIndex(_ value: Double) -> Int {
        Int(saturating: max(-1e9, min(1e9, (value / cell).rounded(.down))))
    }

    static func cells(_ low: Double, _ high: Double) -> ClosedRange<Int> { cellIndex(low)...cellIndex(high) }

    static func area(_ frame: Frame) -> Double { frame.width * frame.height }

    static func overlap(_ a: Frame, _ b: Frame) -> Double {
        max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)) * max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY))
    }

    /// Whether `small` (the smaller or equal frame) is more than half inside `other`.
    static func overlapsByHalf(_ small: Frame, _ other: Frame) -> Bool {
        area(small) <= area(other) && overlap(small, other) > area(small) / 2
    }
}
