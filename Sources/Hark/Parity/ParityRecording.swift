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
///
/// Version 2 adds `voice` and lets an utterance be an object that keeps the
/// hint apart and marks announcements and screen changes (an entry of its own).
public struct ParityRecording: Hashable, Sendable {
    /// The format's version the recording was read as (1 or 2).
    package var formatVersion: Int
    /// What recorded it, free text (`XCUIVoiceOverService`, `by hand`).
    package var recordedWith: String?
    /// The device's name, free text (`iPhone 16 Pro`).
    package var device: String?
    /// The system and its version, free text (`iOS 27.1`).
    package var system: String?
    /// The device's language (`en-US`); Hark narrates in it.
    public var locale: String?
    /// The voice VoiceOver spoke with (`com.apple.voice.compact.en-US.Samantha`).
    package var voice: String?
    /// Every stop, starting with the first element VoiceOver focused and
    /// moving forward one flick right at a time, announcements in between.
    package var entries: [Entry]

    /// The newest format version this Hark reads and writes. It writes the
    /// oldest version that holds the recording: 1 unless an entry or the
    /// voice needs 2.
    package static let currentVersion = 2

    /// What VoiceOver spoke at each element, in order: each element entry's
    /// speech, followed by `, ` and its hint when it has one. Setting it
    /// replaces the entries with plain focus moves.
    public var utterances: [String] {
        get { entries.filter(\.isElement).map { entry in entry.hint.map { entry.speech + ", " + $0 } ?? entry.speech } }
        set { entries = newValue.map { Entry(speech: $0) } }
    }

    /// Creates a recording of `utterances`, each a plain focus move.
    public init(
        utterances: [String], locale: String? = nil, recordedWith: String? = nil, device: String? = nil,
        system: String? = nil
    ) {
        self.init(entries: utterances.map { Entry(speech: $0) }, locale: locale, recordedWith: recordedWith)
        self.device = device
        self.system = system
    }

    /// Creates a recording of `entries`.
    package init(entries: [Entry], locale: String? = nil, recordedWith: String? = nil, voice: String? = nil) {
        self.formatVersion = 1
        self.entries = entries
        self.locale = locale
        self.recordedWith = recordedWith
        self.voice = voice
        self.formatVersion = writtenVersion
    }

    /// The version ``json`` writes: 1 when version 1 holds everything.
    package var writtenVersion: Int { voice == nil && !entries.contains(where: \.needsObject) ? 1 : 2 }

    /// Reads a recording strictly: unknown fields, a wrong type, a missing
    /// or empty `utterances` are errors naming the JSON path.
    ///
    /// - Throws: ``HarkDecodingError`` for anything but a valid recording.
    public init(jsonData data: Data) throws(HarkDecodingError) {
        guard data.count <= HarkDocument.maximumInputSize else {
            throw HarkDecodingError(
                path: "document", message: "the recording is over \(HarkDocument.maximumInputSize / 1_048_576) MB")
        }
        self = try SampleReader.reading(Array(data)) { reader throws(HarkDecodingError) in
            let recording = try Self.read(&reader)
            try reader.syntax { json throws(JSONSyntaxError) in try json.finish() }
            return recording
        }
    }

    /// The recording as JSON, one field a line, in the contract's order.
    public var json: String {
        var text = "{\n  \"harkRecording\": \(writtenVersion)"
        let fields = [
            ("recordedWith", recordedWith), ("device", device), ("system", system), ("locale", locale),
            ("voice", voice),
        ]
        for (key, value) in fields {
            if let value { text += ",\n  \(JSONText.string(key)): \(JSONText.string(value))" }
        }
        text += ",\n  \"utterances\": ["
        for (index, entry) in entries.enumerated() {
            text += (index == 0 ? "\n    " : ",\n    ") + entry.json
        }
        return text + (entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }
}
