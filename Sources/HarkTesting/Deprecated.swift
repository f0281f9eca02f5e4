import Hark

// The assertions' old names, kept for a release: each forwards to the one
// assertion that now serves both test frameworks. See CHANGELOG.md.

/// Renamed ``assertReference(_:named:fileID:filePath:line:column:function:)``:
/// swift-snapshot-testing's `assertSnapshot` means something else.
@available(*, deprecated, renamed: "assertReference(_:named:)")
public func assertSnapshot(
    _ text: String, named file: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    function: String = #function
) {
    assertReference(text, named: file, fileID: fileID, filePath: filePath, line: line, function: function)
}

#if canImport(XCTest)
/// Now ``assertTranscript(of:locale:gestures:named:format:appStrings:fileID:filePath:line:column:function:)``,
/// which reports to XCTest in an XCTest case.
@available(*, deprecated, renamed: "assertTranscript(of:locale:gestures:named:format:appStrings:)")
public func XCTAssertTranscript(
    of document: HarkDocument, locale: String? = nil, gestures: String? = nil, named name: String? = nil,
    format: TranscriptFormat = .text,
    appStrings: AppStrings? = nil, fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line,
    function: String = #function
) {
    assertTranscript(
        of: document, locale: locale, gestures: gestures, named: name, format: format, appStrings: appStrings,
        fileID: fileID, filePath: file, line: line, function: function)
}

/// Now ``assertPicture(of:locale:gestures:named:appStrings:screenshot:fileID:filePath:line:column:function:)``,
/// which reports to XCTest in an XCTest case.
@available(*, deprecated, renamed: "assertPicture(of:locale:gestures:named:appStrings:)")
public func XCTAssertPicture(
    of document: HarkDocument, locale: String? = nil, gestures: String? = nil, named name: String? = nil,
    appStrings: AppStrings? = nil,
    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line,
    function: String = #function
) {
    assertPicture(
        of: document, locale: locale, gestures: gestures, named: name, appStrings: appStrings, fileID: fileID,
        filePath: file, line: line,
        function: function)
}
#endif
