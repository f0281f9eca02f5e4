#if canImport(SwiftUI) && canImport(UIKit) && canImport(XCTest) && !os(watchOS)
import Hark
import HarkUIKit
import SwiftUI

/// Now ``assertTranscript(of:locale:gestures:named:format:appStrings:fileID:filePath:line:column:function:)``
/// of `.hosted(swiftUIView, size:title:)`; kept for a release.
@available(*, deprecated, message: "use assertTranscript(of: .hosted(swiftUIView, size:title:))")
@MainActor
public func XCTAssertTranscript(
    of swiftUIView: some View, size: ScreenSize = .phone, title: String? = nil, locale: String? = nil,
    gestures: String? = nil,
    named name: String? = nil, format: TranscriptFormat = .text, fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line, function: String = #function
) {
    assertTranscript(
        of: .hosted(swiftUIView, size: size, title: title), locale: locale, gestures: gestures, named: name,
        format: format,
        fileID: fileID,
        filePath: file, line: line, function: function)
}
#endif
