import Hark
import HarkTesting
import HarkXCUITest
import XCTest

/// The running app seen from a UI test, through XCUITest's snapshot: what
/// VoiceOver would say, without hints (a snapshot has none).
final class FlightsUITests: XCTestCase {
    /// The departures board, checked against its reference.
    @MainActor
    func testDepartures() throws {
        let app = XCUIApplication()
        app.launch()
        assertTranscript(of: HarkDocument(snapshot: try app.snapshot()))
    }

    /// What real VoiceOver says on the departures board (iOS 27), as a
    /// recording for `hark parity`.
    @MainActor
    func testRecordDepartures() throws {
        guard #available(iOS 27.0, *) else { throw XCTSkip("XCUIVoiceOverService needs iOS 27") }
        let app = XCUIApplication()
        app.launch()
        let recording = try VoiceOverRecorder(locale: "en-US").record(XCUIDevice.shared.voiceOverService)
        XCTAssertFalse(recording.utterances.isEmpty, "VoiceOver said nothing")
    }
}
