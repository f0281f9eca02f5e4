import Hark
import Testing

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

/// Now ``assertTranscript(_:contains:fileID:filePath:line:column:)``, which
/// reports to XCTest in an XCTest case.
@available(*, deprecated, renamed: "assertTranscript(_:contains:)")
public func expectTranscript(
    _ transcript: Transcript, contains lines: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    AssertionSite(sourceLocation).record(containsFailure(transcript, lines))
}

/// Now ``assertTranscript(_:matches:fileID:filePath:line:column:)``, which
/// reports to XCTest in an XCTest case.
@available(*, deprecated, renamed: "assertTranscript(_:matches:)")
public func expectTranscript(
    _ transcript: Transcript, matches patterns: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    AssertionSite(sourceLocation).record(matchesFailure(transcript, patterns))
}

/// Now ``assertNoAuditErrors(in:rules:appStrings:fileID:filePath:line:column:)``,
/// which reports to XCTest in an XCTest case.
@available(*, deprecated, renamed: "assertNoAuditErrors(in:rules:appStrings:)")
public func expectNoAuditErrors(
    in document: HarkDocument, rules: [AuditRule] = Audit.rules, appStrings: AppStrings? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    AssertionSite(sourceLocation).record(auditErrorsFailure(in: document, rules: rules, appStrings: appStrings))
}

/// Now ``assertParity(of:recording:appStrings:minimumPercent:fileID:filePath:line:column:)``,
/// which reports to XCTest in an XCTest case.
@available(*, deprecated, renamed: "assertParity(of:recording:appStrings:minimumPercent:)")
public func expectParity(
    recording: ParityRecording, document: HarkDocument, appStrings: AppStrings? = nil, minimumPercent: Double? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    AssertionSite(sourceLocation).record(
        parityFailure(of: document, recording: recording, appStrings: appStrings, minimumPercent: minimumPercent))
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

/// Now ``assertNoAuditErrors(in:rules:appStrings:fileID:filePath:line:column:)``,
/// which reports to XCTest in an XCTest case.
@available(*, deprecated, renamed: "assertNoAuditErrors(in:rules:appStrings:)")
public func XCTAssertNoAuditErrors(
    _ document: HarkDocument, rules: [AuditRule] = Audit.rules, appStrings: AppStrings? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    assertNoAuditErrors(in: document, rules: rules, appStrings: appStrings, filePath: file, line: line)
}
#endif
