// Runs the capture tests on the doubles and ends with "N passed, M failed".
import Foundation

MainActor.assumeIsolated {
    RuntimeDouble.install()
    RuntimeTests.run()
    CaptureTests.run()
    WindowTests.run()
    ElementTests.run()
    ScreenTests.run()
    SwiftUITests.run()
    CapturableTests.run()
    ListPositionTests.run()
    SnapshotTests.run()
    RecorderTests.run()
    ScreenshotTests.run()
    print("\(Harness.passed) passed, \(Harness.failed) failed")
    exit(Harness.failed == 0 ? 0 : 1)
}
