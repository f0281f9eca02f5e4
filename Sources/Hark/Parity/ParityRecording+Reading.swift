/// Reads a ``ParityRecording`` with the sample format's strict reader.
extension ParityRecording {
    /// The fields of a recording, in the contract's order.
    static let fields = ["harkRecording", "recordedWith", "device", "system", "locale", "voice", "utterances"]
    /// The fields of an utterance object (version 2).
    static let entryFields = ["kind", "speech", "hint", "element", "language", "cutOff"]

    static func read(_ reader: inout SampleReader) throws(HarkDecodingError) -> ParityRecording {
        var recording = ParityRecording(utterances: [])
        var version: Int?
        var firstObject: JSONPath?
        let keys = try reader.members(known: fields, what: "a recording object") {
            reader, key throws(HarkDecodingError) in
            switch key {
            case "harkRecording": version = try reader.integer(in: 1...1_000)
            case "recordedWith": recording.recordedWith = try reader.string()
            case "device": recording.device = try reader.string()
            case "system": recording.system = try reader.string()
            case "locale": recording.locale = try reader.locale()
            case "voice": recording.voice = try reader.string()
            default:
                recording.entries = try reader.array { reader throws(HarkDecodingError) in
                    if try reader.kind() == .string { return Entry(speech: try reader.string()) }
                    if firstObject == nil { firstObject = reader.path }
                    return try readEntry(&reader)
                }
            }
        }
        try reader.require("harkRecording", in: keys, what: "the format's version, 1 or 2")
        try reader.require("utterances", in: keys, what: "what VoiceOver spoke, in order")
        let read = version ?? currentVersion
        if read > currentVersion {
            reader.path.components.append(.key("harkRecording"))
            throw reader.fail("this Hark reads recordings of version 1 and 2, not \(read)")
        }
        if read == 1, let firstObject {
            reader.path = firstObject
            throw reader.fail("an utterance object needs \"harkRecording\": 2")
        }
        if read == 1, keys.contains("voice") {
            reader.path.components.append(.key("voice"))
            throw reader.fail("\"voice\" needs \"harkRecording\": 2")
        }
        guard recording.entries.contains(where: \.isElement) else {
            reader.path.components.append(.key("utterances"))
            let what = recording.entries.isEmpty ? "" : " where VoiceOver focused an element"
            throw reader.fail("a recording needs at least one utterance" + what)
        }
        recording.formatVersion = read
        return recording
    }

    /// One utterance object: `speech` required, the rest optional.
    static func readEntry(_ reader: inout SampleReader) throws(HarkDecodingError) -> Entry {
        var entry = Entry(speech: "")
        let keys = try reader.members(known: entryFields, what: "a string or an utterance object") {
            reader, key throws(HarkDecodingError) in
            switch key {
            case "kind": entry.kind = try reader.name(of: Entry.Kind.self, what: "kind")
            case "speech": entry.speech = try reader.string()
            case "hint": entry.hint = try reader.string()
            case "element": entry.element = try reader.string()
            case "cutOff": entry.cutOff = try reader.bool()
            default: entry.language = try reader.locale()
            }
        }
        try reader.require("speech", in: keys, what: "what VoiceOver spoke")
        return entry
    }
}
