/// An audit whose findings in force are held compactly, screen by screen
/// (``AuditScreen/Held``), and made whole one at a time as a writer takes
/// them: a screen of 300,000 elements with a finding on each holds 16 bytes
/// a finding, not its strings, and its text is written in pieces. The
/// suppressed findings (few: each needs a node's suppression) are held whole.
package struct AuditRun {
    /// Each screen audited, and its findings in force in the order they
    /// are written.
    private var parts: [(screen: AuditScreen, findings: [AuditScreen.Held])] = []
    /// Where each screen's suppressed findings end in ``suppressed``.
    private var suppressedEnds: [Int] = []
    /// The findings the nodes suppressed, with their reason.
    package var suppressed: [AuditFinding] = []
    /// As ``AuditReport/skipped``.
    package var skipped: [AuditReport.SkippedRule] = []
    /// As ``AuditReport/imported``.
    package var imported: HarkDocument?
    /// As ``AuditReport/screens``.
    package var screens: [AuditReport.CheckedScreen] = []
    /// The ids of the rules checked on every screen, in order.
    var checked: [String] = []
    /// How many findings in force are errors, and how many warnings.
    package private(set) var errorCount = 0, warningCount = 0

    /// How many findings are in force.
    package var count: Int { errorCount + warningCount }

    /// Adds a screen's findings in force, in the order they are written.
    mutating func add(_ findings: [AuditScreen.Held], of screen: AuditScreen) {
        let errors = findings.count { $0.severity == .error }
        errorCount += errors
        warningCount += findings.count - errors
        parts.append((screen, findings))
        suppressedEnds.append(suppressed.count)
    }

    /// Hands each finding in force, made whole, to `body`, in order.
    package func forEachFinding(_ body: (AuditFinding) -> Void) {
        for (screen, findings) in parts {
            for held in findings { body(screen.finding(for: held)) }
        }
    }

    /// Each screen audited, with its findings in force in order.
    func forEachScreen(_ body: (AuditScreen, [AuditScreen.Held]) -> Void) {
        for (screen, findings) in parts { body(screen, findings) }
    }

    /// Each screen audited, with its findings in force in order and the
    /// findings its nodes suppressed.
    func forEachScreenWithSuppressed(_ body: (AuditScreen, [AuditScreen.Held], ArraySlice<AuditFinding>) -> Void) {
        for (index, (screen, findings)) in parts.enumerated() {
            body(screen, findings, suppressed[(index == 0 ? 0 : suppressedEnds[index - 1])..<suppressedEnds[index]])
        }
    }

    /// Everything made whole: the report ``Audit/report(on:rules:locale:appStrings:)``
    /// returns.
    package var report: AuditReport {
        var findings: [AuditFinding] = []
        findings.reserveCapacity(count)
        forEachFinding { findings.append($0) }
        var report = AuditReport(findings: findings, suppressed: suppressed, skipped: skipped)
        report.imported = imported
        report.screens = screens
        return report
    }
}
