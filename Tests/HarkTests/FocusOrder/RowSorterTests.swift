import Testing

@testable import Hark

/// The row sorter's rule on one scope's frames (see `RowSorter`): units
/// without a frame keep their place after the unit before them, rows by
/// top edge within the tolerance, each row by its leading edge.
@Suite("Row sorter") struct RowSorterTests {
    static func frame(x: Double, y: Double) -> Frame { Frame(x: x, y: y, width: 10, height: 10) }

    /// Unsorted tops, two rows of two, frameless units at the start, after
    /// an anchor of each row, and at the end.
    static let frames: [Frame?] = [
        nil, frame(x: 50, y: 100), nil, frame(x: 10, y: 0), frame(x: 0, y: 3), nil, frame(x: 10, y: 100), nil,
    ]

    @Test func framelessUnitsFollowTheUnitBeforeThem() {
        let sorter = RowSorter(tolerance: 8, direction: .leftToRight)
        #expect(sorter.order(Self.frames) == [0, 4, 5, 3, 6, 7, 1, 2])
    }

    @Test func aRightToLeftRowStartsAtTheRightEdge() {
        let sorter = RowSorter(tolerance: 8, direction: .rightToLeft)
        #expect(sorter.order(Self.frames) == [0, 3, 4, 5, 1, 2, 6, 7])
    }

    @Test func aListInDocumentOrderKeepsIt() {
        let sorter = RowSorter(tolerance: 8, direction: .leftToRight)
        let frames: [Frame?] = (0..<100).map { $0 % 3 == 2 ? nil : Self.frame(x: 0, y: Double($0) * 20) }
        #expect(sorter.order(frames) == Array(0..<100))
        #expect(sorter.order([nil, nil, nil]) == [0, 1, 2])
        #expect(sorter.order([Frame?]()) == [])
    }
}
