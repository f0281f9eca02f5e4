import Hark
import Testing
@testable import HarkTesting

/// The assertions take anything ``AccessibilityCapturable``: a document as it
/// is, and a screen that cannot be captured here is a failure saying why.
@Suite("Assertions over what can be captured")
struct CapturableAssertionTests {
    /// A live screen read where it cannot be, as HarkUIKit's are off the main thread.
    struct Unreadable: AccessibilityCapturable {
        struct Failure: Error, CustomStringConvertible {
            var description: String { "a live screen is captured on the main thread" }
        }

        func capturedDocument() throws -> HarkDocument { throw Failure() }
    }

    @Test func aDocumentIsCapturedAsItIs() throws {
        let document = AX.screen(title: "Flights") { AX.button("Add new flight") }
        #expect(document.capturedDocument() == document)
    }

    @Test func aScreenThatCannotBeCapturedFailsTheTranscriptSayingWhy() {
        let failure = transcriptFailure(
            of: Unreadable(), locale: nil, gestures: nil, name: nil, format: .text, appStrings: nil,
            testFile: #filePath, function: #function, line: #line)
        #expect(failure == "Could not capture the screen: a live screen is captured on the main thread")
    }

    @Test func aScreenThatCannotBeCapturedFailsThePictureSayingWhy() {
        let failure = pictureFailure(
            of: Unreadable(), locale: nil, gestures: nil, name: nil, appStrings: nil, testFile: #filePath,
            function: #function, line: #line)
        #expect(failure == "Could not capture the screen: a live screen is captured on the main thread")
    }

    @Test func aScreenThatCannotBeCapturedFailsTheAuditSayingWhy() {
        let failure = auditErrorsFailure(in: Unreadable(), rules: Audit.rules, appStrings: nil)
        #expect(failure == "Could not capture the screen: a live screen is captured on the main thread")
    }

    @Test func aScreenThatCannotBeCapturedFailsParitySayingWhy() {
        let recording = ParityRecording(utterances: ["Flights, heading"], locale: "en")
        let failure = parityFailure(of: Unreadable(), recording: recording, appStrings: nil, minimumPercent: nil)
        #expect(failure == "Could not capture the screen: a live screen is captured on the main thread")
    }
}
