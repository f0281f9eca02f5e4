// The screenshot kept beside a snapshot's tree or a VoiceOver recording,
// on doubles of the test activity and the screenshot.
import Foundation
import Hark
import HarkXCUITest
@testable import XCTest

/// A test activity that keeps what is added to it. Documented by Apple:
/// `add(_:)` hands an attachment to the activity, an XCTestCase being one
/// (https://developer.apple.com/documentation/xctest/xctactivity/add(_:)).
/// Assumed: nothing; the double only records.
final class ActivityDouble: NSObject, XCTActivity {
    var name: String { "testDepartures" }
    var attachments: [XCTAttachment] = []
    func add(_ attachment: XCTAttachment) { attachments.append(attachment) }
}

@MainActor
enum ScreenshotTests {
    /// A screenshot whose PNG bytes are `bytes` (Apple's come only from
    /// `screenshot()`; the stand-in's internal initializer makes one).
    static func screenshot(_ bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 1, 2, 3]) -> XCUIScreenshot {
        XCUIScreenshot(standInPNG: Data(bytes))
    }

    static func run() {
        Harness.test("snapshot and screenshot: the tree as name.json, the image as name.png, both kept") {
            let field = SnapshotDouble(
                frame: CGRect(x: 10, y: 100, width: 300, height: 44), label: "From", elementType: .textField)
            let app = SnapshotDouble(
                frame: CGRect(x: 0, y: 0, width: 390, height: 844), elementType: .application, children: [field])
            let activity = ActivityDouble()
            let document = try HarkDocument(
                snapshot: app, screenshot: screenshot(), attachingTo: activity, named: "departures")
            Harness.expectEqual(activity.attachments.map { $0.name ?? "" }, ["departures.json", "departures.png"])
            Harness.expectEqual(activity.attachments.map(\.lifetime), [.keepAlways, .keepAlways])
            Harness.expectEqual(activity.attachments.map(\.uniformTypeIdentifier), ["public.json", "public.png"])
            Harness.expectEqual(activity.attachments.last?.standInPayload, screenshot().pngRepresentation)
            // The JSON holds the tree, not where it came from: the header lines differ.
            func speech(_ document: HarkDocument) throws -> [Substring] {
                try Narrator(document: document).transcript().text.split(separator: "\n").filter { !$0.hasPrefix("#") }
            }
            let tree = try HarkDocument(jsonData: activity.attachments.first?.standInPayload ?? Data())
            let expected = try speech(document)
            Harness.expectEqual(try speech(tree), expected)
            Harness.expect(expected.contains("1 From. Text Field."), "\(expected)")
        }
        Harness.test("a recording and screenshot: name.recording.json and name.png, both kept") {
            let service = FakeVoiceOverService(screen: ["Flights, heading", "Oslo, 12:40"])
            let activity = ActivityDouble()
            let recording = try VoiceOverRecorder(locale: "en-US").record(
                service, screenshot: screenshot(), attachingTo: activity, named: "departures")
            Harness.expectEqual(
                activity.attachments.map { $0.name ?? "" }, ["departures.recording.json", "departures.png"])
            Harness.expectEqual(activity.attachments.map(\.lifetime), [.keepAlways, .keepAlways])
            let file = try ParityRecording(jsonData: activity.attachments.first?.standInPayload ?? Data())
            Harness.expectEqual(file, recording)
            Harness.expectEqual(activity.attachments.last?.standInPayload, screenshot().pngRepresentation)
        }
        Harness.test("a walk that fails attaches nothing") {
            let service = FakeVoiceOverService(screen: ["Title, heading", "OK, button"])
            service.failing = 1
            let activity = ActivityDouble()
            do {
                _ = try VoiceOverRecorder().record(
                    service, screenshot: screenshot(), attachingTo: activity, named: "departures")
                Harness.expect(false, "the walk did not throw")
            } catch {
                Harness.expect(activity.attachments.isEmpty, "attached \(activity.attachments.count)")
            }
        }
    }
}
