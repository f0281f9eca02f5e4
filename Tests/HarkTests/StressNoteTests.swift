import Foundation
import HarkTestSupport
import Testing

/// The stress tests are a target only when `HARK_STRESS=1` (Package.swift),
/// so an everyday `swift test` neither builds nor lists them. This test is
/// the one line that says so: skipped with the note below, or, when they
/// run, a check that the manifest still declares them under that variable.
@Test(
    .enabled(
        if: ProcessInfo.processInfo.environment["HARK_STRESS"] == "1",
        "the stress tests were not built; HARK_STRESS=1 swift test builds and runs them, as .ci/run does"))
func stressTestsAreDeclared() throws {
    let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(#"environment["HARK_STRESS"] == "1""#))
    #expect(manifest.contains(#".testTarget(name: "HarkStressTests""#))
}
