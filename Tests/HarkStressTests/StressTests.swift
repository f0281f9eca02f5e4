import Foundation
import Testing

/// Whether the stress tests run: `HARK_STRESS=1` (as `.ci/run` sets it).
let stressTestsRun = ProcessInfo.processInfo.environment["HARK_STRESS"] == "1"

/// Every stress test is in this suite: the tests and bad-input rows that
/// take seconds each (million-element inputs through the built `hark`,
/// trees 100,000 deep, long randomised comparisons). Without
/// `HARK_STRESS=1` the suite is skipped, not run empty: Swift Testing
/// reports it skipped, in one line with this comment.
@Suite(
    .enabled(
        if: stressTestsRun,
        "the stress tests take minutes and are skipped; HARK_STRESS=1 swift test runs them, as .ci/run does"))
struct StressTests {}
