#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import Hark
import HarkUIKit
import SwiftUI

/// A SwiftUI view hosted in a window, for the assertions: SwiftUI's `View`
/// is a protocol, so its views are wrapped to be captured. Apple platforms only.
public struct HostedSwiftUIView<Content: View>: AccessibilityCapturable {
    /// The view.
    public let content: Content

    /// Wraps `content`.
    public init(_ content: Content) { self.content = content }

    /// The view hosted in a window of `size` (``HarkDocument/init(capturing:size:title:locale:)``);
    /// `inNavigationController` is for view controllers.
    @MainActor
    public func capturedDocument(size: ScreenSize, inNavigationController: Bool, title: String?) -> HarkDocument {
        HarkDocument(capturing: content, size: size, title: title)
    }
}

/// ``assertTranscript(of:size:title:locale:gestures:named:format:fileID:filePath:line:column:function:)``
/// for a SwiftUI view, hosted in a window of `size`. Apple platforms only.
@MainActor
public func assertTranscript(
    of swiftUIView: some View,
    size: ScreenSize = .phone,
    title: String? = nil,
    locale: String? = nil,
    gestures: String? = nil,
    named name: String? = nil,
    format: TranscriptFormat = .text,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: String = #function
) {
    assertTranscript(
        of: HostedSwiftUIView(swiftUIView), size: size, title: title, locale: locale, gestures: gestures, named: name,
        format: format, fileID: fileID, filePath: filePath, line: line, column: column, function: function)
}

/// ``assertPicture(of:size:title:locale:gestures:named:fileID:filePath:line:column:function:)``
/// for a SwiftUI view, hosted in a window of `size`. Apple platforms only.
@MainActor
public func assertPicture(
    of swiftUIView: some View,
    size: ScreenSize = .phone,
    title: String? = nil,
    locale: String? = nil,
    gestures: String? = nil,
    named name: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: String = #function
) {
    assertPicture(
        of: HostedSwiftUIView(swiftUIView), size: size, title: title, locale: locale, gestures: gestures, named: name,
        fileID: fileID, filePath: filePath, line: line, column: column, function: function)
}
#endif
