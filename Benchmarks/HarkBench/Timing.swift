import Foundation

/// Keeps results alive so the optimiser cannot drop the work that made them.
nonisolated(unsafe) var sink = 0

@inline(never) func consume(_ value: Int) { sink &+= value }

enum Timing {
    /// The median of `times`.
    static func median(_ times: [Double]) -> Double {
        let sorted = times.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Milliseconds in `duration`.
    static func milliseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1e3 + Double(parts.attoseconds) / 1e15
    }

    /// The median time of `runs` runs of `body` after one warm-up run, in
    /// milliseconds.
    ///
    /// `body` returns what it made and a number derived from it; the number
    /// is consumed so the work cannot be optimised away, and what was made is
    /// freed only after the clock stops: the figures are the work, not the
    /// tearing down of its results.
    ///
    /// A warm-up that takes longer than `giveUpAfter` milliseconds (a
    /// quadratic path) is the figure itself: the runs would take too long.
    static func median<Result>(runs: Int, giveUpAfter: Double = 5_000, _ body: () throws -> (Result, Int)) rethrows
        -> Double
    {
        let clock = ContinuousClock()
        let warmUp = clock.now
        let (made, check) = try body()
        let warmUpTime = milliseconds(warmUp.duration(to: clock.now))
        withExtendedLifetime(made) { consume(check) }
        if warmUpTime > giveUpAfter { return warmUpTime }
        var times: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            let (made, check) = try body()
            let elapsed = start.duration(to: clock.now)
            withExtendedLifetime(made) { consume(check) }
            times.append(milliseconds(elapsed))
        }
        return median(times)
    }
}
