import Foundation
import Hark
import Testing
#if canImport(XCTest)
import XCTest
#endif

/// Draws `document` (after `gestures`, if any) as SVG and checks it against
/// its reference; the failure message, or `nil` when it matches.
func pictureFailure(
    of document: HarkDocument, locale: String?, gestures: String?, name: String?, appStrings: AppStrings?,
    testFile: String, function: String, line: Int
) -> String? {
    guard let reference = ReferenceName.current(function: function, testFile: testFile, line: line) else {
        return "Cannot read the arguments of this parameterized test to name its reference; pass named: with the argument."
    }
    let svg: String
    do {
        let options = NarrationOptions(locale: locale)
        if let gestures {
            var navigator = try Navigator(document: document, options: options, appStrings: appStrings)
            navigator.perform(try Navigator.Gesture.parse(gestures, location: { $0 == 0 ? "gestures" : "gesture \($0)" }))
            svg = HarkPicture(navigator: navigator).svg
        } else {
            svg = try HarkPicture(document: document, options: options, appStrings: appStrings).svg
        }
    } catch {
        return "Could not draw the tree: \(error)"
    }
    let failure = checkReference(svg, named: reference, name: name, extension: "svg", testFile: testFile)
    return failure.map { $0.replacingOccurrences(of: "The transcript", with: "The picture").replacingOccurrences(of: "actual transcript", with: "actual picture") }
}

/// Checks the picture of `document` — every frame numbered in focus order,
/// activation points, containers, what a modal view hides, and the legend of
/// what VoiceOver says — against the reviewed SVG reference
/// `__Snapshots__/<TestFile>/<Suite>/<test>[-<arguments>][.<name>].svg`,
/// beside the transcript references and named as they are, in a Swift
/// Testing test. References are written
/// as ``SnapshotStore`` says (`HARK_RECORD`), as transcripts are.
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
/// - Parameters:
///   - document: the screen to draw.
///   - locale: narrate in this locale instead of the document's.
///   - gestures: a session to run first; the picture shows where it ends.
///   - name: tells apart several references of one test.
///   - appStrings: the app's string tables, when the tree uses their keys.
///   - filePath: the test file, beside which the references live; leave
///     it to the default.
///   - function: the test, which names the reference; leave it to the
///     default.
///   - sourceLocation: where a failure is reported; leave it to the default.
public func assertPicture(
    of document: HarkDocument,
    locale: String? = nil,
    gestures: String? = nil,
    named name: String? = nil,
    appStrings: AppStrings? = nil,
    filePath: String = #filePath,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let failure = pictureFailure(
        of: document, locale: locale, gestures: gestures, name: name, appStrings: appStrings,
        testFile: filePath, function: function, line: sourceLocation.line)
    {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

#if canImport(XCTest)
/// ``assertPicture(of:locale:gestures:named:appStrings:filePath:function:sourceLocation:)``
/// for an XCTest test case: a difference is a failure at the caller.
public func XCTAssertPicture(
    of document: HarkDocument,
    locale: String? = nil,
    gestures: String? = nil,
    named name: String? = nil,
    appStrings: AppStrings? = nil,
    file: StaticString = #filePath,
    line: UInt = #line,
    function: String = #function
) {
    if let failure = pictureFailure(
        of: document, locale: locale, gestures: gestures, name: name, appStrings: appStrings,
        testFile: "\(file)", function: function, line: Int(line))
    {
        XCTFail(failure, file: file, line: line)
    }
}
#endif
