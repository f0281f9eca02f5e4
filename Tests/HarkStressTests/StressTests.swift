import Foundation
import Testing

/// Whether the stress tests run: `HARK_STRESS=1` (as `.ci/run` sets it).
let stressTestsRun = ProcessInfo.processInfo.environment["HARK_STRESS"] == "1"

/// Every stress test is in this suite: the tests and bad-input rows that
/// take seconds each (million-element inputs through the built `hark`,
/// trees 100,000 deep, long randomised comparisons). The target exists only
/// with `HARK_STRESS=1` (Package.swift); should a build that has it run
/// without the variable, the suite is skipped, not run.
@Suite(
    .enabled(
        if: stressTestsRun,
        "the stress tests take minutes and are skipped; HARK_STRESS=1 swift test runs them, as .ci/run does"))
struct StressTests {}
