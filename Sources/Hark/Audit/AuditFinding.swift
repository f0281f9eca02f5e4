/// A problem the audit found: how bad, which rule, where, why, and what
/// VoiceOver says for the element, so a reader hears the problem.
public struct AuditFinding: Hashable, Sendable {
    /// How bad a finding is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// An error (`hark audit` exits 1 when it finds one) or a warning.
        case error, warning

        /// Errors sort before warnings.
        public static func < (a: Severity, b: Severity) -> Bool { a == .error && b == .warning }
    }

    /// How bad the finding is.
    public var severity: Severity
    /// The rule's id, such as `small-target`.
    public var rule: String
    /// The id of the element the finding is about, when it has one.
    public var id: String?
    /// The JSON path of what the finding is about (`root.children[2]`).
    public var path: String
    /// What is wrong and how to fix it, in words.
    public var message: String
    /// What VoiceOver says when it lands on the element (its description),
    /// or `nil` when the finding is not about an element VoiceOver visits.
    public var speech: String?
    /// The element's 1-based position in its screen's focus order, or `nil`.
    public var index: Int?
    /// Why the finding is suppressed (`auditReason`), for a suppressed one.
    public var suppressedBecause: String?
}

/// What an audit found: the findings in force, and those an element
/// suppressed (``AuditSuppression``).
public struct AuditReport: Hashable, Sendable {
    /// The findings, screen by screen (the root first, then the other
    /// screens by id), each screen's in focus order.
    public var findings: [AuditFinding]
    /// The findings elements suppressed (``AuditSuppression``), with their reason.
    public var suppressed: [AuditFinding] = []
    /// The rules asked for that did not run, because the document is an
    /// imported dump that cannot carry what they need
    /// (a rule that needs more than a dump records); empty for Hark's own documents.
    public var skipped: [SkippedRule] = []
    /// The imported document audited, whose nodes know where they start in
    /// the dump (SARIF regions); `nil` for Hark's own documents, whose
    /// positions are found in their text.
    package var imported: HarkDocument?
    /// Each screen audited, with its elements and the rules checked on it;
    /// filled only when asked for (JUnit's test cases).
    package var screens: [CheckedScreen] = []

    /// A rule that did not run, and why.
    public struct SkippedRule: Hashable, Sendable {
        /// The rule's id.
        public var rule: String
        /// What it needs that the document cannot carry: `the dump carries
        /// no transitions and behaviours`.
        public var reason: String
    }

    /// How many of ``findings`` are errors.
    public var errorCount: Int { findings.count { $0.severity == .error } }
    /// How many of ``findings`` are warnings.
    public var warningCount: Int { findings.count { $0.severity == .warning } }
}

/// Why an audit could not run: a suppression (``AuditSuppression``) that names no rule.
public struct AuditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of the offending value.
    public var path: String
    /// What is wrong.
    public var message: String

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
