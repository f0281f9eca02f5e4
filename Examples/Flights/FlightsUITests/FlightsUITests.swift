import HarkTesting
import HarkXCUITest
import XCTest

/// The running app seen from a UI test, through XCUITest's snapshot: what
/// VoiceOver would say, without hints (a snapshot has none).
final class FlightsUITests: XCTestCase {
    @MainActor
    func testDepartures() throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTranscript(of: HarkDocument(snapshot: try app.snapshot()))
    }
}
