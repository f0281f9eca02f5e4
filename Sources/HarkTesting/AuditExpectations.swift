import Hark

/// The failure text for the audit errors of `subject`, or `nil` when it has
/// none: each error with its element and what VoiceOver says there.
func auditErrorsFailure(in subject: some AccessibilityCapturable, rules: [AuditRule], appStrings: AppStrings?)
    -> String?
{
    let document: HarkDocument
    let findings: [AuditFinding]
    do { document = try subject.capturedDocument() } catch { return "Could not capture the screen: \(error)" }
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

/// Audits the screen (every rule, or `rules`) and fails listing each
/// error, with the element, the rule and what VoiceOver says there;
/// warnings pass. The failure is reported at the caller, to Swift Testing
/// in a Swift Testing test and to XCTest in an XCTest case, as
/// ``assertTranscript(of:locale:gestures:named:format:appStrings:fileID:filePath:line:column:function:)``'s.
///
/// ```swift
/// @Test func checkout() throws {
///     assertNoAuditErrors(in: try HarkDocument(jsonData: data))
/// }
/// ```
///
/// On Apple platforms, with HarkUIKit, it takes a `UIView`, a
/// `UIViewController` or a SwiftUI view too (`AccessibilityCapturable`):
/// `assertNoAuditErrors(in: .hosted(CheckoutViewController()))`.
///
/// - Parameters:
///   - subject: the screen to audit: a document, or a live screen.
///   - rules: the rules to run; every rule by default.
///   - appStrings: the app's string tables, when the tree uses their keys.
///   - fileID: the test file's ID, where a failure is reported; leave it to the default.
///   - filePath: the test file, where a failure is reported; leave it to the default.
///   - line: the line a failure is reported at; leave it to the default.
///   - column: the column a failure is reported at; leave it to the default.
public func assertNoAuditErrors(
    in subject: some AccessibilityCapturable, rules: [AuditRule] = Audit.rules, appStrings: AppStrings? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    AssertionSite(fileID: fileID, filePath: filePath, line: line, column: column).record(
        auditErrorsFailure(in: subject, rules: rules, appStrings: appStrings))
}
