import Testing

@testable import Hark

@Suite("Aligning two sequences")
struct SequenceAlignmentTests {
    @Test func aStopOnOneSideOnlyIsOneStep() {
        // The second sequence has an extra item at 1: one gap, the rest matched.
        let pairs = SequenceAlignment.align(3, 4, cap: 100) { first, second in
            [0, 2, 3][first] == second
        }
        #expect(pairs == [.both(0, 0), .second(1), .both(1, 2), .both(2, 3)])
    }

    @Test func pastTheCapItPairsInOrder() {
        // 4 × 6 cells is past a cap of 20: paired in order, the rest extra.
        let pairs = SequenceAlignment.align(3, 5, cap: 20) { first, second in first == second + 1 }
        #expect(pairs == [.both(0, 0), .both(1, 1), .both(2, 2), .second(3), .second(4)])
        #expect(SequenceAlignment.align(3, 5, cap: 24) { first, second in first == second + 1 }.first == .first(0))
        #expect(SequenceAlignment.align(2, 0, cap: 10) { _, _ in true } == [.first(0), .first(1)])
        #expect(SequenceAlignment.align(0, 0, cap: 10) { _, _ in true } == [])
    }

    @Test func parityAlignsInFullUpToItsCap() {
        #expect(Parity.align(2, 0) { _, _ in true } == [.first(0), .first(1)])
        #expect(Parity.maximumAlignmentCells == 16_000_000)
    }
}
