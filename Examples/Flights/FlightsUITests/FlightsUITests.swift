import Hark
import HarkTesting
import HarkXCUITest
import XCTest

/// The running app seen from a UI test, through XCUITest's snapshot: what
/// VoiceOver would say, without hints (a snapshot has none).
final class FlightsUITests: XCTestCase {
    /// The departures board, checked against its reference; the tree and a
    /// screenshot of the same moment are kept with the test's results
    /// (`departures.json`, `departures.png`) for `hark picture --screenshot`.
    @MainActor
    func testDepartures() throws {
        let app = XCUIApplication()
        app.launch()
        let document = try HarkDocument(
            snapshot: app.snapshot(), screenshot: app.screenshot(), attachingTo: self, named: "departures")
        assertTranscript(of: document)
    }

    // XCUIVoiceOverService and Hark's recorder come with Xcode 27 (the iOS 27 SDK);
    // with Xcode 26 this test is left out (docs/Capture.md, "Which Xcode has the recorder").
    #if canImport(UIKit, _version: 10000) || HARK_XCUIVOICEOVERSERVICE
    /// What real VoiceOver says on the departures board (iOS 27), kept as a
    /// recording for `hark parity` (`departures.recording.json`) with a
    /// screenshot taken before the walk.
    @MainActor
    func testRecordDepartures() throws {
        guard #available(iOS 27.0, *) else { throw XCTSkip("XCUIVoiceOverService needs iOS 27") }
        let app = XCUIApplication()
        app.launch()
        let recording = try VoiceOverRecorder(locale: "en-US").record(
            XCUIDevice.shared.voiceOverService, screenshot: XCUIScreen.main.screenshot(), attachingTo: self,
            named: "departures")
        XCTAssertFalse(recording.utterances.isEmpty, "VoiceOver said nothing")
    }
    #endif
}
