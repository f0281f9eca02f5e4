#if canImport(SwiftUI) && canImport(UIKit) && canImport(XCTest) && !os(watchOS)
import Hark
import HarkUIKit
import SwiftUI

/// Now ``assertTranscript(of:size:title:locale:gestures:named:format:fileID:filePath:line:column:function:)``
/// for a SwiftUI view; kept for a release.
@available(*, deprecated, renamed: "assertTranscript(of:size:title:locale:gestures:named:format:)")
@MainActor
public func XCTAssertTranscript(
    of swiftUIView: some View, size: ScreenSize = .phone, title: String? = nil, locale: String? = nil,
    gestures: String? = nil,
    named name: String? = nil, format: TranscriptFormat = .text, fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line, function: String = #function
) {
    assertTranscript(
        of: swiftUIView, size: size, title: title, locale: locale, gestures: gestures, named: name, format: format,
        fileID: fileID,
        filePath: file, line: line, function: function)
}
#endif
