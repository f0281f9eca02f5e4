#if canImport(UIKit) && canImport(XCTest) && !os(watchOS)
import Hark
import HarkUIKit
import UIKit

// The live-screen assertions' XCTest names, kept for a release: each
// forwards to the one assertion that now serves both test frameworks.

/// Now ``assertTranscript(of:size:inNavigationController:title:locale:gestures:named:format:fileID:filePath:line:column:function:)``.
@available(*, deprecated, renamed: "assertTranscript(of:title:locale:gestures:named:format:)")
@MainActor
public func XCTAssertTranscript(
    of view: UIView, title: String? = nil, locale: String? = nil, gestures: String? = nil, named name: String? = nil,
    format: TranscriptFormat = .text, fileID: StaticString = #fileID, file: StaticString = #filePath,
    line: UInt = #line,
    function: String = #function
) {
    assertTranscript(
        of: view, title: title, locale: locale, gestures: gestures, named: name, format: format, fileID: fileID,
        filePath: file, line: line,
        function: function)
}

/// Now ``assertTranscript(of:size:inNavigationController:title:locale:gestures:named:format:fileID:filePath:line:column:function:)``.
@available(
    *, deprecated, renamed: "assertTranscript(of:size:inNavigationController:title:locale:gestures:named:format:)"
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
        of: viewController, size: size, inNavigationController: inNavigationController, title: title, locale: locale,
        gestures: gestures, named: name, format: format, fileID: fileID,
        filePath: file, line: line, function: function)
}
#endif
