// VoiceOverRecorder against a fake XCUIVoiceOverService.
import Foundation
import Hark
import HarkXCUITest
import XCTest

/// A VoiceOver service double: `enable()` must come before any speech
/// (https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice/error/code/notrunning);
/// it reads `screen` in order and stays on the last element.
final class FakeVoiceOverService: XCUIVoiceOverService {
    struct NotRunning: Error {}
    let screen: [String]
    var position = 0
    var running = false
    var disabledAfterUse = false

    init(screen: [String]) {
        self.screen = screen
        super.init()
    }

    override func enable() throws { running = true }
    override func disable() throws {
        running = false
        disabledAfterUse = true
    }
    override func currentSpeech() throws -> Output {
        guard running else { throw NotRunning() }
        return Output(utterance: screen[position])
    }
    /// The move to the next element; it stays on the last one.
    override func moveForward() throws -> Output {
        guard running else { throw NotRunning() }
        position = min(position + 1, screen.count - 1)
        return Output(utterance: screen[position])
    }
}

@MainActor
enum RecorderTests {
    static func run() {
        Harness.test("the recorder walks the screen with VoiceOver and writes a parity recording") {
            let service = FakeVoiceOverService(screen: ["Flights, heading", "Add Favorites, button", "Oslo, 12:40"])
            let recorder = VoiceOverRecorder(device: "iPhone 16", system: "iOS 27.0", locale: "en-US")
            let recording = try recorder.record(service)
            Harness.expectEqual(recording.utterances, service.screen)
            Harness.expect(service.disabledAfterUse && !service.running, "VoiceOver left on")
            let reread = try ParityRecording(jsonData: Data(recording.json.utf8))
            Harness.expectEqual(reread, recording)
            Harness.expectEqual(reread.recordedWith, "XCUIVoiceOverService")
            Harness.expectEqual(reread.device, "iPhone 16")
        }
        Harness.test("the recorder stops at maximumElements") {
            let service = FakeVoiceOverService(screen: (1...50).map { "Row \($0)" })
            var recorder = VoiceOverRecorder()
            recorder.maximumElements = 5
            let recording = try recorder.record(service)
            Harness.expectEqual(recording.utterances, (1...5).map { "Row \($0)" })
        }
    }
}
