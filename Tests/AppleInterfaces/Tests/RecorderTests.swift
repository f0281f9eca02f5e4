// VoiceOverRecorder against a fake XCUIVoiceOverService.
import Foundation
import Hark
import HarkXCUITest
import XCTest

/// A VoiceOver service double. Apple's `XCUIVoiceOverService` has no
/// public initializer, so the double conforms to HarkXCUITest's
/// `VoiceOverService`, the members of Apple's class the recorder calls.
///
/// Documented by Apple, and done so here: a speech or navigation method
/// before `enable()` throws `notRunning`, "A navigation or speech method was
/// called without first calling enable()"
/// (https://developer.apple.com/documentation/xcuiautomation/xcuivoiceoverservice/error/code/notrunning);
/// `isEnabled` says whether VoiceOver is on (…/isenabled); `moveForward()`
/// moves "to the next element and return[s] its speech" (…/moveforward()).
///
/// Assumed, not documented: a move past either end of the screen throws
/// `noSpeech` (the page says only "VoiceOver did not produce any speech
/// within the timeout", …/error/code/nospeech); with `repeatsAtEnd`, it
/// speaks the last element again instead, as a device might; `enable()` and
/// `disable()` succeed at once; `failing` makes the n-th forward move throw
/// `failedToStart`, an error chosen only to be one the recorder must pass on.
final class FakeVoiceOverService: VoiceOverService {
    /// What a move returns: Apple's `Output` has no public initializer.
    struct Speech: VoiceOverSpeech {
        let utterance: String
    }

    let screen: [String]
    var position: Int
    var running: Bool
    var repeatsAtEnd = false
    var failing: Int?
    var forwardMoves = 0
    var enableCalls = 0
    var disableCalls = 0

    init(screen: [String], start: Int = 0, enabled: Bool = false) {
        self.screen = screen
        self.position = start
        self.running = enabled
    }

    var isEnabled: Bool { running }
    func enable() throws {
        enableCalls += 1
        running = true
    }
    func disable() throws {
        disableCalls += 1
        running = false
    }
    func check() throws {
        guard running else { throw XCUIVoiceOverService.Error(.notRunning) }
    }
    func currentSpeech() throws -> Speech {
        try check()
        return Speech(utterance: screen[position])
    }
    func moveForward() throws -> Speech {
        try check()
        forwardMoves += 1
        if forwardMoves == failing { throw XCUIVoiceOverService.Error(.failedToStart) }
        guard position + 1 < screen.count else {
            if repeatsAtEnd { return Speech(utterance: screen[position]) }
            throw XCUIVoiceOverService.Error(.noSpeech)
        }
        position += 1
        return Speech(utterance: screen[position])
    }
    func moveBackward() throws -> Speech {
        try check()
        guard position > 0 else { throw XCUIVoiceOverService.Error(.noSpeech) }
        position -= 1
        return Speech(utterance: screen[position])
    }
}

@MainActor
enum RecorderTests {
    static func run() {
        Harness.test("XCUIDevice.shared.voiceOverService is a VoiceOverService the recorder takes as it is") {
            try voiceOverServiceTaken()
        }
        Harness.test("the recorder walks the screen with VoiceOver and writes a parity recording") {
            try walksAndWrites()
        }
        Harness.test("the recorder stops at maximumElements") { try stopsAtMaximum() }
        Harness.test("identical neighbours are two elements, not the end of the screen") { try identicalNeighbours() }
        Harness.test("a repetition at the end is confirmed by moving back and forward") { try repetitionConfirmed() }
        Harness.test("a walk started mid-screen goes back to the first element first") { try midScreenStart() }
        Harness.test("VoiceOver already on is left on") { try voiceOverLeftOn() }
        Harness.test("the device's language is recorded when none is given") { try deviceLanguageRecorded() }
        Harness.test("an error of a move is thrown, and VoiceOver is turned off again") { try moveErrorTurnsOff() }
    }

    static func voiceOverServiceTaken() throws {
        // Compiles only while Apple's class conforms; the stand-in's service does nothing, so it is not walked.
        let record: (VoiceOverRecorder, XCUIVoiceOverService) throws -> ParityRecording = { try $0.record($1) }
        let service: XCUIVoiceOverService = XCUIDevice.shared.voiceOverService
        Harness.expect(!service.isEnabled, "the stand-in's service is off")
        _ = record
    }

    static func walksAndWrites() throws {
        let service = FakeVoiceOverService(screen: ["Flights, heading", "Add Favorites, button", "Oslo, 12:40"])
        let recorder = VoiceOverRecorder(device: "iPhone 16", system: "iOS 27.0", locale: "en-US")
        let walk = try recorder.walk(service)
        Harness.expectEqual(walk.recording.utterances, service.screen)
        Harness.expectEqual(walk.stopReason, .noSpeech)
        Harness.expect(service.disableCalls == 1 && !service.running, "VoiceOver left on")
        let reread = try ParityRecording(jsonData: Data(walk.recording.json.utf8))
        Harness.expectEqual(reread, walk.recording)
        Harness.expectEqual(reread.recordedWith, "XCUIVoiceOverService")
        Harness.expectEqual(reread.device, "iPhone 16")
    }

    static func stopsAtMaximum() throws {
        let service = FakeVoiceOverService(screen: (1...50).map { "Row \($0)" })
        var recorder = VoiceOverRecorder()
        recorder.maximumElements = 5
        let walk = try recorder.walk(service)
        Harness.expectEqual(walk.recording.utterances, (1...5).map { "Row \($0)" })
        Harness.expectEqual(walk.stopReason, .maximumElements)
    }

    static func identicalNeighbours() throws {
        let service = FakeVoiceOverService(screen: ["Delete, button", "Delete, button", "Done, button"])
        let walk = try VoiceOverRecorder().walk(service)
        Harness.expectEqual(walk.recording.utterances, service.screen)
        Harness.expectEqual(walk.stopReason, .noSpeech)
    }

    static func repetitionConfirmed() throws {
        let service = FakeVoiceOverService(screen: ["Title, heading", "OK, button", "Done, button"])
        service.repeatsAtEnd = true
        let walk = try VoiceOverRecorder().walk(service)
        Harness.expectEqual(walk.recording.utterances, service.screen)
        Harness.expectEqual(walk.stopReason, .repetition)
        Harness.expectEqual(service.position, 2)
    }

    static func midScreenStart() throws {
        let service = FakeVoiceOverService(
            screen: ["Title, heading", "Wi-Fi, button", "Search, search field"], start: 2)
        let walk = try VoiceOverRecorder().walk(service)
        Harness.expectEqual(walk.recording.utterances, service.screen)
    }

    static func voiceOverLeftOn() throws {
        let service = FakeVoiceOverService(screen: ["Title, heading", "OK, button"], enabled: true)
        _ = try VoiceOverRecorder().walk(service)
        Harness.expect(
            service.running && service.enableCalls == 0 && service.disableCalls == 0, "VoiceOver toggled")
    }

    static func deviceLanguageRecorded() throws {
        let service = FakeVoiceOverService(screen: ["Title, heading"])
        let recording = try VoiceOverRecorder().record(service)
        Harness.expectEqual(recording.locale, Locale.preferredLanguages.first)
    }

    static func moveErrorTurnsOff() throws {
        let service = FakeVoiceOverService(screen: ["Title, heading", "OK, button", "Done, button"])
        service.failing = 2
        do {
            _ = try VoiceOverRecorder().walk(service)
            Harness.expect(false, "the walk did not throw")
        } catch let error as XCUIVoiceOverService.Error {
            Harness.expectEqual(error.code, .failedToStart)
        }
        Harness.expect(!service.running && service.disableCalls == 1, "VoiceOver left on")
    }
}
