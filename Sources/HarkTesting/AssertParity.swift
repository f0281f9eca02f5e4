import Hark

/// The failure text when Hark's narration of `subject` differs from
/// `recording`, or `nil` when they match (or at least `minimumPercent` of
/// the utterances do): the report, a line per step.
func parityFailure(
    of subject: some AccessibilityCapturable, recording: ParityRecording, appStrings: AppStrings?,
    minimumPercent: Double?
) -> String? {
    let document: HarkDocument
    let transcript: Transcript
    do { document = try subject.capturedDocument() } catch { return "Could not capture the screen: \(error)" }
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

/// Narrates the screen in the recording's locale and fails when it differs
/// from what VoiceOver spoke on a device (see `Parity`): the failure holds
/// the report, with each mismatch, missing and extra stop. It is reported
/// at the caller, to Swift Testing in a Swift Testing test and to XCTest in
/// an XCTest case. For a suite that keeps recordings beside its references.
///
/// ```swift
/// @Test func flightsMatchesVoiceOver() throws {
///     let recording = try ParityRecording(jsonData: Data(contentsOf: recordingURL))
///     assertParity(of: try HarkDocument(jsonData: Data(contentsOf: treeURL)), recording: recording)
/// }
/// ```
///
/// - Parameters:
///   - subject: the same screen: a document, or (with HarkUIKit) a live screen.
///   - recording: what VoiceOver said, in order (`ParityRecording`).
///   - appStrings: the app's string tables, when the tree uses their keys.
///   - minimumPercent: pass when at least this share of the utterances
///     match; by default every one must, and Hark must speak nothing more.
///   - fileID: the test file's ID, where a failure is reported; leave it to the default.
///   - filePath: the test file, where a failure is reported; leave it to the default.
///   - line: the line a failure is reported at; leave it to the default.
///   - column: the column a failure is reported at; leave it to the default.
public func assertParity(
    of subject: some AccessibilityCapturable, recording: ParityRecording, appStrings: AppStrings? = nil,
    minimumPercent: Double? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column).record(
        parityFailure(of: subject, recording: recording, appStrings: appStrings, minimumPercent: minimumPercent))
}
