import Foundation

/// Reads what an Appium test collected from the XCUITest driver's `mobile:
/// voiceOverMove` (iOS 27): each call moves VoiceOver and returns an object
/// whose `utterance` is what VoiceOver spoke. docs/Parity.md has the rules
/// and the scripts.
extension ParityRecording {
    /// What ``init(appiumMoves:)`` writes into `recordedWith`.
    package static let appiumRecorder = "Appium mobile: voiceOverMove"

    /// Reads a JSON array of `mobile: voiceOverMove` results, one a move, in
    /// the order the script made them: each an object with `utterance`, a
    /// string or `null` (other fields are read past, as the driver may add
    /// some). A move that spoke nothing (`null` or empty) is left out,
    /// and so is a run of the last element's words repeated at the end (a
    /// move past the end that speaks the last element again).
    ///
    /// - Throws: ``HarkDecodingError`` naming the JSON path for a file over
    ///   the size limit, JSON that is not an array of such objects, or one
    ///   where no move spoke.
    public init(appiumMoves data: Data) throws(HarkDecodingError) {
        guard data.count <= HarkDocument.maximumInputSize else {
            throw HarkDecodingError(
                path: "document", message: "the file is over \(HarkDocument.maximumInputSize / 1_048_576) MB")
        }
        let spoken = try SampleReader.reading(Array(data)) { reader throws(HarkDecodingError) in
            try reader.expect(.array, "an array of mobile: voiceOverMove results")
            let moves = try reader.array { reader throws(HarkDecodingError) in try Self.readMove(&reader) }
            try reader.syntax { json throws(JSONSyntaxError) in try json.finish() }
            var spoken = moves.filter { !$0.isEmpty }
            while spoken.count > 1, spoken[spoken.count - 1] == spoken[spoken.count - 2] { spoken.removeLast() }
            guard !spoken.isEmpty else {
                throw reader.fail(
                    moves.isEmpty
                        ? "no moves: the array is empty" : "no move spoke: every \"utterance\" is null or empty")
            }
            return spoken
        }
        self.init(utterances: spoken, recordedWith: Self.appiumRecorder)
    }

    /// One result: `{"utterance": "…"}`.
    private static func readMove(_ reader: inout SampleReader) throws(HarkDecodingError) -> String {
        var utterance = ""
        let keys = try reader.members(known: nil, what: "a mobile: voiceOverMove result, {\"utterance\": …}") {
            reader, key throws(HarkDecodingError) in
            if key == "utterance" {
                utterance = try reader.string()
            } else {
                try reader.syntax { json throws(JSONSyntaxError) in try json.skipValue() }
            }
        }
        // The driver answers `{"utterance": null}` for a move VoiceOver spoke nothing for.
        if keys.nulls.contains("utterance") { return "" }
        try reader.require("utterance", in: keys, what: "what VoiceOver spoke after the move")
        return utterance
    }
}
