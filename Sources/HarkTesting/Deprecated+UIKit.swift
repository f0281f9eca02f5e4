#if canImport(UIKit) && canImport(XCTest) && !os(watchOS)
import Hark
import HarkUIKit
import UIKit

// The live-screen assertions' XCTest names, kept for a release: each
// forwards to the one assertion that now serves both test frameworks.

/// Now ``assertTranscript(of:locale:gestures:named:format:appStrings:fileID:filePath:line:column:function:)``.
@available(*, deprecated, message: "use assertTranscript(of: view), or of: HarkDocument(capturing: view, title:)")
@MainActor
public func XCTAssertTranscript(
    of view: UIView, title: String? = nil, locale: String? = nil, gestures: String? = nil, named name: String? = nil,
    format: TranscriptFormat = .text, fileID: StaticString = #fileID, file: StaticString = #filePath,
    line: UInt = #line,
    function: String = #function
) {
    assertTranscript(
        of: HarkDocument(capturing: view, title: title), locale: locale, gestures: gestures, named: name,
        format: format, fileID: fileID,
        filePath: file, line: line,
        function: function)
}

/// Now ``assertTranscript(of:locale:gestures:named:format:appStrings:fileID:filePath:line:column:function:)``
/// of `.hosted(viewController, size:inNavigationController:title:)`.
@available(
    *, deprecated, message: "use assertTranscript(of: .hosted(viewController, size:inNavigationController:title:))"
)
@MainActor
public func XCTAssertTranscript(
    of viewController: UIViewController, size: ScreenSize = .phone, inNavigationController: Bool = false,
    title: String? = nil, locale: String? = nil, gestures: String? = nil,
    named name: String? = nil, format: TranscriptFormat = .text, fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line, function: String = #function
) {
    assertTranscript(
        of: .hosted(viewController, size: size, inNavigationController: inNavigationController, title: title),
        locale: locale,
        gestures: gestures, named: name, format: format, fileID: fileID,
        filePath: file, line: line, function: function)
}
#endif
