import Foundation

/// What VoiceOver said on a real device, one utterance per element, in the
/// order it reached them: the file `hark parity` compares Hark's narration
/// with. docs/Parity.md holds the format's contract.
///
/// ```json
/// {"harkRecording": 1, "recordedWith": "XCUIVoiceOverService",
///  "device": "iPhone 16 Pro", "system": "iOS 27.1", "locale": "en-US",
///  "utterances": ["Flights, heading", "Add new flight, button"]}
/// ```
public struct ParityRecording: Hashable, Sendable {
    /// The format's version: 1.
    public var formatVersion: Int
    /// What recorded it, free text (`XCUIVoiceOverService`, `by hand`).
    public var recordedWith: String?
    /// The device's name, free text (`iPhone 16 Pro`).
    public var device: String?
    /// The system and its version, free text (`iOS 27.1`).
    public var system: String?
    /// The device's language (`en-US`); Hark narrates in it.
    public var locale: String?
    /// What VoiceOver spoke, starting with the first element it focused and
    /// moving forward one flick right at a time.
    public var utterances: [String]

    /// The format version this Hark reads and writes.
    public static let currentVersion = 1

    /// Creates a recording of `utterances`.
    public init(utterances: [String], locale: String? = nil, recordedWith: String? = nil, device: String? = nil, system: String? = nil) {
        self.formatVersion = Self.currentVersion
        self.utterances = utterances
        self.locale = locale
        self.recordedWith = recordedWith
        self.device = device
        self.system = system
    }

    /// Reads a recording strictly: unknown fields, a wrong type, a missing
    /// or empty `utterances` are errors naming the JSON path.
    ///
    /// - Throws: ``HarkDecodingError`` for anything but a valid recording.
    public init(jsonData data: Data) throws(HarkDecodingError) {
        guard data.count <= HarkDocument.maximumInputSize else {
            throw HarkDecodingError(path: "document", message: "the recording is over \(HarkDocument.maximumInputSize / 1_048_576) MB")
        }
        self = try SampleReader.reading(Array(data)) { reader throws(HarkDecodingError) in
            let recording = try Self.read(&reader)
            try reader.syntax { json throws(JSONSyntaxError) in try json.finish() }
            return recording
        }
    }

    /// The recording as JSON, one field a line, in the contract's order.
    public var json: String {
        var text = "{\n  \"harkRecording\": \(formatVersion)"
        for (key, value) in [("recordedWith", recordedWith), ("device", device), ("system", system), ("locale", locale)] {
            if let value { text += ",\n  \(JSONText.string(key)): \(JSONText.string(value))" }
        }
        text += ",\n  \"utterances\": ["
        for (index, utterance) in utterances.enumerated() {
            text += (index == 0 ? "\n    " : ",\n    ") + JSONText.string(utterance)
        }
        return text + (utterances.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }
}
