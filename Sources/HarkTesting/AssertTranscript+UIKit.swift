#if canImport(UIKit) && !os(watchOS)
import Hark
import HarkUIKit
import Testing
import UIKit
#if canImport(XCTest)
import XCTest
#endif

/// ``assertTranscript(of:locale:gestures:named:format:appStrings:filePath:function:sourceLocation:)``
/// for a live view: what VoiceOver says in `view` as it is on screen now
/// (``HarkDocument/init(capturing:title:locale:)``). Apple platforms only.
@MainActor
public func assertTranscript(
    of view: UIView,
    title: String? = nil,
    locale: String? = nil,
    gestures: String? = nil,
    named name: String? = nil,
    format: TranscriptFormat = .text,
    filePath: String = #filePath,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertTranscript(
        of: HarkDocument(capturing: view, title: title), locale: locale, gestures: gestures, named: name, format: format,
        filePath: filePath, function: function, sourceLocation: sourceLocation)
}

/// ``assertTranscript(of:locale:gestures:named:format:appStrings:filePath:function:sourceLocation:)``
/// for a screen: `viewController` hosted in a window of `size`
/// (``HarkDocument/init(capturing:size:inNavigationController:title:locale:)``). Apple platforms only.
@MainActor
public func assertTranscript(
    of viewController: UIViewController,
    size: ScreenSize = .phone,
    inNavigationController: Bool = false,
    title: String? = nil,
    locale: String? = nil,
    gestures: String? = nil,
    named name: String? = nil,
    format: TranscriptFormat = .text,
    filePath: String = #filePath,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertTranscript(
        of: HarkDocument(
            capturing: viewController, size: size, inNavigationController: inNavigationController, title: title),
        locale: locale, gestures: gestures,
        named: name, format: format, filePath: filePath, function: function, sourceLocation: sourceLocation)
}

#if canImport(XCTest)
/// ``XCTAssertTranscript(of:locale:gestures:named:format:appStrings:file:line:function:)``
/// for a live view (``HarkDocument/init(capturing:title:locale:)``).
@MainActor
public func XCTAssertTranscript(
    of view: UIView,
    title: String? = nil,
    locale: String? = nil,
    gestures: String? = nil,
    named name: String? = nil,
    format: TranscriptFormat = .text,
    file: StaticString = #filePath,
    line: UInt = #line,
    function: String = #function
) {
    XCTAssertTranscript(
        of: HarkDocument(capturing: view, title: title), locale: locale, gestures: gestures, named: name, format: format,
        file: file, line: line, function: function)
}

/// ``XCTAssertTranscript(of:locale:gestures:named:format:appStrings:file:line:function:)``
/// for a screen hosted in a window of `size`
/// (``HarkDocument/init(capturing:size:inNavigationController:title:locale:)``).
@MainActor
public func XCTAssertTranscript(
    of viewController: UIViewController,
    size: ScreenSize = .phone,
    inNavigationController: Bool = false,
    title: String? = nil,
    locale: String? = nil,
    gestures: String? = nil,
    named name: String? = nil,
    format: TranscriptFormat = .text,
    file: StaticString = #filePath,
    line: UInt = #line,
    function: String = #function
) {
    XCTAssertTranscript(
        of: HarkDocument(
            capturing: viewController, size: size, inNavigationController: inNavigationController, title: title),
        locale: locale, gestures: gestures,
        named: name, format: format, file: file, line: line, function: function)
}
#endif
#endif
