#if canImport(UIKit) && !os(watchOS)
import Hark
import HarkUIKit
import Testing
import UIKit

/// ``assertTranscript(of:locale:gestures:named:format:appStrings:filePath:function:sourceLocation:)``
/// for a live view: what VoiceOver says in `view` as it is on screen now
/// (``HarkDocument/init(capturing:title:)``). Apple platforms only.
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
#endif
