/// One rule of the audit: its id, how bad its findings are, and where it
/// comes from. ``Audit/rules`` lists them all; `docs/Audit.md` documents
/// each, with its thresholds.
public struct AuditRule: Hashable, Sendable {
    /// The id findings and suppressions (``AuditSuppression``) use, such as `small-target`.
    public let id: String
    /// The severity of its findings (some rules report a milder or a
    /// graver case at the other severity).
    public let severity: AuditFinding.Severity
    /// Whether some findings take the other severity.
    package let alsoReports: AuditFinding.Severity?
    /// The family, which `--rule` and `--ignore` can name as a whole:
    /// `labels`, `structure`, `targets`, `traits`, `visual`, `motion`.
    public let family: String
    /// Why the rule matters, in one line.
    package let rationale: String
    /// The matching `XCUIAccessibilityAuditType`, when there is one.
    package let xcuiAuditType: String?
    /// The matching WCAG 2.2 success criterion, when there is one.
    package let wcag: String?
    /// What the rule needs that no imported dump (Appium, XCUITest, idb)
    /// carries, such as "behaviours": the rule does not run on an imported
    /// document, and the audit says so. `nil` for a rule that runs on every
    /// document.
    package let needsBeyondDumps: String?

    init(
        _ id: String, _ severity: AuditFinding.Severity, also: AuditFinding.Severity? = nil, family: String,
        xcui: String?, wcag: String?, needsBeyondDumps: String? = nil, _ rationale: String
    ) {
        self.id = id
        self.severity = severity
        self.alsoReports = also
        self.family = family
        self.rationale = rationale
        self.xcuiAuditType = xcui
        self.wcag = wcag
        self.needsBeyondDumps = needsBeyondDumps
    }

    /// The rule's section in `docs/Audit.md`.
    package var documentation: String { "docs/Audit.md#" + id }
}

/// A rule's check: one small type per rule in `Rules/`, registered in
/// ``Audit/checks``.
protocol AuditCheck: Sendable {
    var rule: AuditRule { get }
    /// Adds the findings for one screen.
    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held])
}
