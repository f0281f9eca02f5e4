import Foundation
import Hark

/// Draws `document` (after `gestures`, if any) as SVG and checks it against
/// its reference; the failure message, or `nil` when it matches.
func pictureFailure(
    of subject: some AccessibilityCapturable, locale: String?, gestures: String?, name: String?,
    appStrings: AppStrings?,
    screenshot: Data? = nil, testFile: String, function: String, line: Int
) -> String? {
    guard let reference = ReferenceName.current(function: function, testFile: testFile, line: line) else {
        return
            "Cannot read the arguments of this parameterized test to name its reference; pass named: with the argument."
    }
    var picture: HarkPicture
    let document: HarkDocument
    do { document = try subject.capturedDocument() } catch { return "Could not capture the screen: \(error)" }
    do {
        let options = NarrationOptions(locale: locale)
        if let gestures {
            var navigator = try Navigator(document: document, options: options, appStrings: appStrings)
            navigator.perform(
                try Navigator.Gesture.parse(gestures, location: { $0 == 0 ? "gestures" : "gesture \($0)" }))
            picture = HarkPicture(navigator: navigator)
        } else {
            picture = try HarkPicture(document: document, options: options, appStrings: appStrings)
        }
    } catch {
        return "Could not draw the tree: \(error)"
    }
    if let screenshot {
        let image: ReferenceScreenshot
        do {
            image = try ReferenceScreenshot(bytes: screenshot, reference: reference.path(name: name, extension: "svg"))
            picture = try image.laid(under: picture)
        } catch {
            return "Could not draw the tree over the screenshot: \(error)"
        }
        if let failure = image.save(beside: testFile) { return failure }
    }
    let svg = picture.svg
    let failure = checkReference(svg, named: reference, name: name, extension: "svg", testFile: testFile)
    return failure.map {
        $0.replacingOccurrences(of: "The transcript", with: "The picture").replacingOccurrences(
            of: "actual transcript", with: "actual picture")
    }
}

/// Checks the picture of `document` — every frame numbered in focus order,
/// activation points, containers, what a modal view hides, and the legend of
/// what VoiceOver says — against the reviewed SVG reference
/// `__Snapshots__/<TestFile>/<Suite>/<test>[-<arguments>][.<name>].svg`,
/// beside the transcript references and named as they are. A difference is
/// reported at the caller, in whichever test framework is running.
/// References are written when `HARK_RECORD` says, as transcripts are.
///
/// ```swift
/// @Test func flights() {
///     assertPicture(of: AX.screen(title: "Flights") {
///         AX.heading("Flights").frame(x: 16, y: 60, width: 200, height: 30)
///         AX.button("Add new flight").frame(x: 330, y: 52, width: 44, height: 44)
///     })
/// }
/// ```
///
/// On Apple platforms, with HarkUIKit, the same assertion takes a `UIView`,
/// a `UIViewController` or a SwiftUI view, captured as VoiceOver sees it
/// (`AccessibilityCapturable`, in Hark).
///
/// - Parameters:
///   - subject: the screen to draw: a document, or a live screen.
///   - locale: narrate in this locale instead of the document's.
///   - gestures: a session to run first; the picture shows where it ends.
///   - name: tells apart several references of one test.
///   - appStrings: the app's string tables, when the tree uses their keys.
///   - screenshot: a PNG or JPEG of the same screen to draw under the
///     frames: the reference names it and it is saved beside the
///     reference, so the SVG stays text (docs/Picture.md).
///   - fileID: the test file's ID, where a failure is reported; leave it to
///     the default.
///   - filePath: the test file, beside which the references live; leave
///     it to the default.
///   - line: the line a failure is reported at; leave it to the default.
///   - column: the column a failure is reported at; leave it to the default.
///   - function: the test, which names the reference; leave it to the
///     default.
public func assertPicture(
    of subject: some AccessibilityCapturable,
    locale: String? = nil,
    gestures: String? = nil,
    named name: String? = nil,
    appStrings: AppStrings? = nil,
    screenshot: Data? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: String = #function
) {
    let site = AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    site.record(
        pictureFailure(
            of: subject, locale: locale, gestures: gestures, name: name, appStrings: appStrings,
            screenshot: screenshot, testFile: site.testFile, function: function, line: Int(line)))
}
