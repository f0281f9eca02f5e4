#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import Hark
import HarkUIKit
import SwiftUI
import Testing
#if canImport(XCTest)
import XCTest
#endif

/// ``assertTranscript(of:locale:gestures:named:format:appStrings:filePath:function:sourceLocation:)``
/// for a SwiftUI view, hosted in a window of `size`
/// (``HarkDocument/init(capturing:size:title:locale:)``). Apple platforms only.
@MainActor
public func assertTranscript(
    of swiftUIView: some View,
    size: ScreenSize = .phone,
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
        of: HarkDocument(capturing: swiftUIView, size: size, title: title), locale: locale, gestures: gestures,
        named: name, format: format, filePath: filePath, function: function, sourceLocation: sourceLocation)
}

#if canImport(XCTest)
/// ``XCTAssertTranscript(of:locale:gestures:named:format:appStrings:file:line:function:)``
/// for a SwiftUI view, hosted in a window of `size`.
@MainActor
public func XCTAssertTranscript(
    of swiftUIView: some View,
    size: ScreenSize = .phone,
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
        of: HarkDocument(capturing: swiftUIView, size: size, title: title), locale: locale, gestures: gestures,
        named: name, format: format, file: file, line: line, function: function)
}
#endif
#endif
