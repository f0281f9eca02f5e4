import Foundation
import Hark
@testable import HarkTesting
import HarkTestSupport
import Testing

/// HarkTesting's `expectParity`, on the hand-written recordings of Samples/Parity.
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
        expectParity(recording: try Self.recording("Settings.\(language).recording.json"), document: document)
    }

    @Test func aDifferenceIsTheReport() throws {
        let document = try Self.settings.get(), recording = try Self.recording("Settings.one-difference.recording.json")
        let failure = try #require(
            parityFailure(recording: recording, document: document, appStrings: nil, minimumPercent: nil))
        #expect(failure.contains("5   mismatch  heard: Sign Out, button\n"))
        #expect(failure.hasSuffix("parity: 4/5 utterances match (80%)\n"))
        #expect(parityFailure(recording: recording, document: document, appStrings: nil, minimumPercent: 80) == nil)
        #expect(parityFailure(recording: recording, document: document, appStrings: nil, minimumPercent: 81) != nil)
    }
}
