import Hark
import Testing

/// The failure text when Hark's narration of `document` differs from
/// `recording`, or `nil` when they match (or at least `minimumPercent` of
/// the utterances do): the report, a line per step.
func parityFailure(recording: ParityRecording, document: HarkDocument, appStrings: AppStrings?, minimumPercent: Double?)
    -> String?
{
    let transcript: Transcript
    do {
        let options = NarrationOptions(locale: recording.locale)
        transcript = try Narrator(document: document, options: options, appStrings: appStrings).transcript()
    } catch {
        return "The narration could not run: \(error.message)"
    }
    let report = Parity.compare(recording: recording, transcript: transcript)
    if let minimumPercent { return report.percent >= minimumPercent ? nil : report.text }
    return report.isComplete ? nil : report.text
}

/// Narrates `document` in the recording's locale and records an issue
/// when it differs from what VoiceOver spoke on a device (see
/// `Parity`): the issue holds the report, with each mismatch, missing
/// and extra stop. For a Swift Testing suite that keeps recordings beside
/// its references.
///
/// ```swift
/// @Test func flightsMatchesVoiceOver() throws {
///     let recording = try ParityRecording(jsonData: Data(contentsOf: recordingURL))
///     expectParity(recording: recording, document: try HarkDocument(jsonData: Data(contentsOf: treeURL)))
/// }
/// ```
///
/// - Parameters:
///   - recording: what VoiceOver said, in order (`ParityRecording`).
///   - document: the same screen.
///   - appStrings: the app's string tables, when the tree uses their keys.
///   - minimumPercent: pass when at least this share of the utterances
///     match; by default every one must, and Hark must speak nothing more.
///   - sourceLocation: where a failure is reported; leave it to the default.
public func expectParity(
    recording: ParityRecording, document: HarkDocument, appStrings: AppStrings? = nil, minimumPercent: Double? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let failure = parityFailure(
        recording: recording, document: document, appStrings: appStrings, minimumPercent: minimumPercent)
    {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}
