import Foundation
import Hark
import HarkTestSupport
import Testing

/// What an Appium test collected from `mobile: voiceOverMove`, read into a recording.
@Suite struct AppiumMovesTests {
    static func read(_ json: String) throws(HarkDecodingError) -> ParityRecording {
        try ParityRecording(appiumMoves: Data(json.utf8))
    }

    static func error(_ json: String) -> String {
        do {
            return "read: \(try read(json).utterances)"
        } catch {
            return error.description
        }
    }

    @Test func theSampleIsTheScreensRecording() throws {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Samples/Parity/Settings.appium.json"))
        let recording = try ParityRecording(appiumMoves: data)
        #expect(recording.recordedWith == "Appium mobile: voiceOverMove")
        #expect(recording.locale == nil && recording.writtenVersion == 1)
        let english = try ParityRecording(
            jsonData: Data(contentsOf: packageRoot.appendingPathComponent("Samples/Parity/Settings.en.recording.json")))
        #expect(recording.utterances == english.utterances)
    }

    @Test func movesThatSpokeNothingAndARepeatedEndAreLeftOut() throws {
        let recording = try Self.read(
            """
            [{"utterance": "A, button"}, {"utterance": ""}, {"utterance": null},
             {"utterance": "B", "element": {"x": 1}}, {"utterance": "B"}, {"utterance": "B"}]
            """)
        #expect(recording.utterances == ["A, button", "B"])
        // Two neighbours that say the same words, not at the end, are both kept.
        #expect(
            try Self.read(#"[{"utterance": "Item"}, {"utterance": "Item"}, {"utterance": "End"}]"#).utterances.count
                == 3)
    }

    @Test(arguments: [
        (#"{"utterance": "A"}"#, "document: expected an array of mobile: voiceOverMove results, found an object"),
        ("[]", "document: no moves: the array is empty"),
        (#"[{"utterance": null}, {"utterance": ""}]"#, "document: no move spoke"),
        (#"["A"]"#, "[0]: expected a mobile: voiceOverMove result, {\"utterance\": …}, found a string"),
        (#"[{"utterance": "A"}, {"text": "B"}]"#, "[1]: missing required field \"utterance\""),
        (#"[{"utterance": 3}]"#, "[0].utterance: expected a string, found a number"),
        (#"[{"utterance": "A", "utterance": "B"}]"#, "duplicate field \"utterance\""),
        (#"[{"utterance": "A"}] x"#, "document"),
    ])
    func rejectsWhatIsNotAListOfMoves(json: String, expected: String) {
        let message = Self.error(json)
        #expect(message.hasPrefix(expected) || message.contains(expected), "\(message)")
    }
}
