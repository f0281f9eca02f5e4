import Foundation
import Hark

/// What VoiceOver says for `document` (flicking right through it, or
/// performing `gestures`), rendered in `format`.
func renderTranscript(
    of document: HarkDocument, locale: String?, gestures: String?, appStrings: AppStrings?, format: TranscriptFormat
) throws -> String {
    let options = NarrationOptions(locale: locale)
    let transcript: Transcript
    if let gestures {
        var navigator = try Navigator(document: document, options: options, appStrings: appStrings)
        transcript = navigator.perform(
            try Navigator.Gesture.parse(gestures, location: { $0 == 0 ? "gestures" : "gesture \($0)" }))
    } else {
        transcript = try Narrator(document: document, options: options, appStrings: appStrings).transcript()
    }
    return format == .json ? transcript.json : transcript.text
}

/// Renders `document`'s transcript and checks it against its reference;
/// the failure message, or `nil` when it matches.
func transcriptFailure(
    of subject: some AccessibilityCapturable, locale: String?, gestures: String?, name: String?,
    format: TranscriptFormat,
    appStrings: AppStrings?, testFile: String, function: String, line: Int
) -> String? {
    guard let reference = ReferenceName.current(function: function, testFile: testFile, line: line) else {
        return
            "Cannot read the arguments of this parameterized test to name its reference; pass named: with the argument."
    }
    let document: HarkDocument
    do { document = try subject.capturedDocument() } catch { return "Could not capture the screen: \(error)" }
    do {
        let text = try renderTranscript(
            of: document, locale: locale, gestures: gestures, appStrings: appStrings, format: format)
        return checkReference(
            text, named: reference, name: name, extension: format == .json ? "json" : "txt", testFile: testFile,
            matching: format == .text, diff: TranscriptStopDiff.diff(expected:actual:))
    } catch {
        return "Could not narrate the tree: \(error)"
    }
}

/// Checks `text` against the reference `file` of `testFile`, once per
/// process: a second check of the same file is a failure, not a write.
func checkReference(_ text: String, named file: String, testFile: String, function: String) -> String? {
    checkReference(
        text, named: file, testFile: testFile, owner: ReferenceRegistry.currentOwner(function: function, suites: []))
}

/// Checks `text` against `reference`'s file, a mismatch shown by `diff`.
/// An XCTest reference still in its old place (before each class had its
/// folder) is a failure saying where to move it.
func checkReference(
    _ text: String, named reference: ReferenceName, name: String?, extension pathExtension: String, testFile: String,
    matching: Bool = false, diff: (String, String) -> String = LineDiff.diff(expected:actual:)
) -> String? {
    let file = reference.path(name: name, extension: pathExtension)
    if reference.isFromSource, !reference.suites.isEmpty {
        let old = ReferenceName(suites: [], function: reference.function, arguments: reference.arguments).path(
            name: name, extension: pathExtension)
        let oldURL = SnapshotStore.referenceURL(named: old, testFile: testFile),
            newURL = SnapshotStore.referenceURL(named: file, testFile: testFile)
        if !FileManager.default.fileExists(atPath: newURL.path), FileManager.default.fileExists(atPath: oldURL.path) {
            return
                "The reference of an XCTest case lives in a folder named after its class: move \(oldURL.path) to "
                + "\(newURL.path) (git mv)."
        }
    }
    return checkReference(
        text, named: file, testFile: testFile,
        owner: ReferenceRegistry.currentOwner(function: reference.function, suites: reference.suites),
        matching: matching, diff: diff)
}

/// Checks `text` against the reference `file` of `testFile` for `owner`,
/// once per process; `diff` shows a mismatch.
func checkReference(
    _ text: String, named file: String, testFile: String, owner: String, matching: Bool = false,
    diff: (String, String) -> String = LineDiff.diff(expected:actual:)
) -> String? {
    let store = SnapshotStore()
    let path = SnapshotStore.referenceURL(named: file, testFile: testFile).path
    if let collision = ReferenceRegistry.shared.claim(path, by: owner) { return collision }
    let outcome = store.check(text, named: file, testFile: testFile, matching: matching, diff: diff)
    return outcome.isFailure ? outcome.message : nil
}

/// Checks what VoiceOver says for `document` against the reviewed reference
/// `__Snapshots__/<TestFile>/<Suite>/<test>[-<arguments>][.<name>].txt` next
/// to the test (the suite, the test and, for a parameterized test, its
/// arguments name it; in an XCTest case, the class and the method). A
/// difference is reported at the caller, to Swift Testing in a Swift Testing
/// test and to XCTest in an XCTest case. `HARK_RECORD` says when
/// references are written (`missing`, `all`, `never`).
///
/// ```swift
/// @Test func flights() {
///     assertTranscript(of: AX.screen(title: "Flights") {
///         AX.heading("Flights")
///         AX.button("Add new flight")
///     })
/// }
/// ```
///
/// On Apple platforms, with HarkUIKit, the same assertion takes a `UIView`,
/// a `UIViewController` or a SwiftUI view, captured as VoiceOver sees it
/// (`AccessibilityCapturable`, in Hark):
/// `assertTranscript(of: .hosted(FlightsViewController(), inNavigationController: true))`.
///
/// - Parameters:
///   - subject: the screen VoiceOver reads: a document, or a live screen.
///   - locale: speak in this locale instead of the document's.
///   - gestures: a VoiceOver session to run instead of flicking through:
///     `"next next activate escape"` (a script's words).
///   - name: tells apart several references of one test.
///   - format: the transcript's rendering, text (`.txt`) or JSON (`.json`).
///   - appStrings: the app's string tables, when the tree uses their keys.
///   - fileID: the test file's ID, where a failure is reported; leave it to
///     the default.
///   - filePath: the test file, beside which the references live; leave
///     it to the default.
///   - line: the line a failure is reported at; leave it to the default.
///   - column: the column a failure is reported at; leave it to the default.
///   - function: the test, which names the reference; leave it to the
///     default.
public func assertTranscript(
    of subject: some AccessibilityCapturable,
    locale: String? = nil,
    gestures: String? = nil,
    named name: String? = nil,
    format: TranscriptFormat = .text,
    appStrings: AppStrings? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: String = #function
) {
    let site = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    site.record(
        transcriptFailure(
            of: subject, locale: locale, gestures: gestures, name: name, format: format,
            appStrings: appStrings, testFile: site.testFile, function: function, line: Int(line)))
}

/// Checks any text against the reference `__Snapshots__/<TestFile>/<file>`
/// (the file name given whole): a difference is reported at the caller, in
/// whichever test framework is running.
public func assertReference(
    _ text: String,
    named file: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: String = #function
) {
    let site = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    site.record(checkReference(text, named: file, testFile: site.testFile, function: function))
}
