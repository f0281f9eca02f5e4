import Hark
import Testing
#if canImport(XCTest)
import XCTest
#endif

/// The failure text for `document`'s audit errors, or `nil` when it has
/// none: each error with its element and what VoiceOver says there.
func auditErrorsFailure(in document: HarkDocument, rules: [AuditRule], appStrings: AppStrings?) -> String? {
    let findings: [AuditFinding]
    do {
        findings = try Audit.run(on: document, rules: rules, appStrings: appStrings)
    } catch {
        return "The audit could not run: \(error)"
    }
    let errors = findings.filter { $0.severity == .error }
    guard !errors.isEmpty else { return nil }
    var text =
        "\(errors.count) accessibility audit error\(errors.count == 1 ? "" : "s")"
        + (document.title.map { " in \($0)" } ?? "") + ":"
    for finding in errors {
        text += "\n  [\(finding.rule)] " + (finding.id.map { "\($0) " } ?? "") + "(\(finding.path)): \(finding.message)"
        if let speech = finding.speech { text += "\n    VoiceOver says: \"\(speech)\"" }
    }
    return text
}

/// Audits `document` (every rule, or `rules`) and records an issue listing
/// each error, with the element, the rule and what VoiceOver says there;
/// warnings pass. For a Swift Testing test.
///
/// ```swift
/// @Test func checkout() throws {
///     expectNoAuditErrors(in: try HarkDocument(jsonData: data))
/// }
/// ```
public func expectNoAuditErrors(
    in document: HarkDocument, rules: [AuditRule] = Audit.rules, appStrings: AppStrings? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let failure = auditErrorsFailure(in: document, rules: rules, appStrings: appStrings) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

#if canImport(XCTest)
/// ``expectNoAuditErrors(in:rules:appStrings:sourceLocation:)`` for an
/// XCTest test case: the errors are one failure at the caller.
public func XCTAssertNoAuditErrors(
    _ document: HarkDocument, rules: [AuditRule] = Audit.rules, appStrings: AppStrings? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    if let failure = auditErrorsFailure(in: document, rules: rules, appStrings: appStrings) {
        XCTFail(failure, file: file, line: line)
    }
}
#endif
