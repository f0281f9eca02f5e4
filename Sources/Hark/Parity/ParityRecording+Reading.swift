/// Reads a ``ParityRecording`` with the sample format's strict reader.
extension ParityRecording {
    /// The fields of a recording, in the contract's order.
    static let fields = ["harkRecording", "recordedWith", "device", "system", "locale", "utterances"]

    static func read(_ reader: inout SampleReader) throws(HarkDecodingError) -> ParityRecording {
        var recording = ParityRecording(utterances: [])
        var version: Int?
        let keys = try reader.members(known: fields, what: "a recording object") { reader, key throws(HarkDecodingError) in
            switch key {
            case "harkRecording": version = try reader.integer(in: 1...1_000)
            case "recordedWith": recording.recordedWith = try reader.string()
            case "device": recording.device = try reader.string()
            case "system": recording.system = try reader.string()
            case "locale": recording.locale = try reader.locale()
            default: recording.utterances = try reader.array { reader throws(HarkDecodingError) in try reader.string() }
            }
        }
        try reader.require("harkRecording", in: keys, what: "the format's version, 1")
        try reader.require("utterances", in: keys, what: "what VoiceOver spoke, in order")
        if let version, version != currentVersion {
            reader.path.components.append(.key("harkRecording"))
            throw reader.fail("this Hark reads recordings of version \(currentVersion), not \(version)")
        }
        if recording.utterances.isEmpty {
            reader.path.components.append(.key("utterances"))
            throw reader.fail("a recording needs at least one utterance")
        }
        return recording
    }
}
