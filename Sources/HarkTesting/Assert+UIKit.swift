#if canImport(UIKit) && !os(watchOS)
import Hark
import HarkUIKit
import UIKit

/// A live screen that ``assertTranscript(of:size:inNavigationController:title:locale:gestures:named:format:fileID:filePath:line:column:function:)``
/// and ``assertPicture(of:size:inNavigationController:title:locale:gestures:named:fileID:filePath:line:column:function:)``
/// capture as VoiceOver sees it: a `UIView` as it is on screen now, a
/// `UIViewController` hosted in a window. Apple platforms only.
public protocol AccessibilityCapturable {
    /// The tree VoiceOver sees in it, hosted (when it needs hosting) in a
    /// window of `size`, in a navigation controller when
    /// `inNavigationController` (a view controller's), the document titled `title`.
    @MainActor func capturedDocument(size: ScreenSize, inNavigationController: Bool, title: String?) -> HarkDocument
}

extension UIView: AccessibilityCapturable {
    /// The view as it is on screen now (``HarkDocument/init(capturing:title:locale:)``); `size` is its own.
    public func capturedDocument(size: ScreenSize, inNavigationController: Bool, title: String?) -> HarkDocument {
        HarkDocument(capturing: self, title: title)
    }
}

extension UIViewController: AccessibilityCapturable {
    /// The screen hosted in a window of `size`
    /// (``HarkDocument/init(capturing:size:inNavigationController:title:locale:)``).
    public func capturedDocument(size: ScreenSize, inNavigationController: Bool, title: String?) -> HarkDocument {
        HarkDocument(capturing: self, size: size, inNavigationController: inNavigationController, title: title)
    }
}

/// ``assertTranscript(of:locale:gestures:named:format:appStrings:fileID:filePath:line:column:function:)``
/// for a live screen: what VoiceOver says in `screen` now, a view
/// controller hosted in a window of `size`. Apple platforms only.
@MainActor
public func assertTranscript(
    of screen: some AccessibilityCapturable,
    size: ScreenSize = .phone,
    inNavigationController: Bool = false,
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
        of: screen.capturedDocument(size: size, inNavigationController: inNavigationController, title: title),
        locale: locale, gestures: gestures, named: name,
        format: format, fileID: fileID, filePath: filePath, line: line, column: column, function: function)
}

/// ``assertPicture(of:locale:gestures:named:appStrings:screenshot:fileID:filePath:line:column:function:)``
/// for a live screen, captured as
/// ``assertTranscript(of:size:inNavigationController:title:locale:gestures:named:format:fileID:filePath:line:column:function:)``
/// captures it. Apple platforms only.
@MainActor
public func assertPicture(
    of screen: some AccessibilityCapturable,
    size: ScreenSize = .phone,
    inNavigationController: Bool = false,
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
        of: screen.capturedDocument(size: size, inNavigationController: inNavigationController, title: title),
        locale: locale, gestures: gestures, named: name,
        fileID: fileID, filePath: filePath, line: line, column: column, function: function)
}
#endif
