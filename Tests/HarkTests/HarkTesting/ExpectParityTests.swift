import Foundation
import Hark
@testable import HarkTesting
import HarkTestSupport
import Testing
import XCTest

/// HarkTesting's `assertParity`, on the hand-written recordings of Samples/Parity.
@Suite struct ExpectParityTests {
    static let folder = packageRoot.appendingPathComponent("Samples/Parity")

    static func recording(_ name: String) throws -> ParityRecording {
        try ParityRecording(jsonData: Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static let settings = Result {
        try HarkDocument(jsonData: Data(contentsOf: folder.appendingPathComponent("Settings.json")))
    }

    @Test(arguments: ["en", "de", "ru"])
    func aMatchingRecordingPasses(_ language: String) throws {
        let document = try Self.settings.get()
        assertParity(of: document, recording: try Self.recording("Settings.\(language).recording.json"))
    }

    @Test func aDifferenceIsTheReport() throws {
        let document = try Self.settings.get(), recording = try Self.recording("Settings.one-difference.recording.json")
        let failure = try #require(
            parityFailure(of: document, recording: recording, appStrings: nil, minimumPercent: nil))
        #expect(failure.contains("5   mismatch  heard: Sign Out, button\n"))
        #expect(failure.hasSuffix("parity: 4/5 utterances match (80%)\n"))
        #expect(parityFailure(of: document, recording: recording, appStrings: nil, minimumPercent: 80) == nil)
        #expect(parityFailure(of: document, recording: recording, appStrings: nil, minimumPercent: 81) != nil)
    }

    /// A difference is reported at the caller, through the bridge every
    /// assertion shares.
    @Test func aDifferenceFailsAtTheCaller() throws {
        let document = try Self.settings.get(), recording = try Self.recording("Settings.one-difference.recording.json")
        withKnownIssue {
            assertParity(of: document, recording: recording)
        } matching: { issue in
            issue.sourceLocation?.line == #line - 2
                && issue.comments.map(\.rawValue).first?.hasSuffix("parity: 4/5 utterances match (80%)\n") == true
        }
    }
}

/// The same assertion in an XCTest case.
final class ParityXCTestTests: XCTestCase {
    func testAMatchingRecordingPasses() throws {
        assertParity(
            of: try ExpectParityTests.settings.get(),
            recording: try ExpectParityTests.recording("Settings.en.recording.json"))
    }
}
