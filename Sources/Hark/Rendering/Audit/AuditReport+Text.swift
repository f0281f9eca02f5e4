extension AuditReport {
    /// "3 errors, 5 warnings, 2 suppressed", or "no findings".
    package var summary: String {
        AuditText.summary(errors: errorCount, warnings: warningCount, suppressed: suppressed.count)
    }

    /// The report as text: grouped by element in focus order (each screen
    /// under its own heading), what VoiceOver says under each element, the
    /// summary last.
    package func text(title: String, locale: String, showSuppressed: Bool = false) -> String {
        String { writer in
            AuditText.head(title: title, locale: locale, skipped: skipped, to: &writer)
            var text = AuditText()
            for finding in findings { text.append(finding, to: &writer) }
            AuditText.tail(
                suppressed: showSuppressed ? suppressed : [],
                summary: AuditText.summary(errors: errorCount, warnings: warningCount, suppressed: suppressed.count),
                to: &writer)
        }
    }

    /// `skipped` grouped by reason, in the order they were skipped.
    static func grouped(_ skipped: [SkippedRule]) -> [(reason: String, rules: [String])] {
        var groups: [(reason: String, rules: [String])] = []
        for skip in skipped {
            if let index = groups.firstIndex(where: { $0.reason == skip.reason }) {
                groups[index].rules.append(skip.rule)
            } else {
                groups.append((skip.reason, [skip.rule]))
            }
        }
        return groups
    }
}

extension AuditRun {
    /// The audit as ``AuditReport/text(title:locale:showSuppressed:)``
    /// writes it, handed to `output` in chunks of about 64 KiB as each
    /// finding is made whole, so that the text is never held whole.
    package func writeText(
        title: String, locale: String, showSuppressed: Bool = false, to output: (UnsafeRawBufferPointer) -> Void
    ) {
        ByteWriter.writing(to: output) { writer in
            AuditText.head(title: title, locale: locale, skipped: skipped, to: &writer)
            var text = AuditText()
            forEachFinding { finding in
                text.append(finding, to: &writer)
                writer.flushIfFull()
            }
            AuditText.tail(
                suppressed: showSuppressed ? suppressed : [],
                summary: AuditText.summary(errors: errorCount, warnings: warningCount, suppressed: suppressed.count),
                to: &writer)
        }
    }
}

/// The audit's text, finding by finding: each screen under its heading,
/// each element's heading and what VoiceOver says once, then its findings.
struct AuditText {
    private var screen = "root", element: String?

    /// The title line, and a line for each reason rules were not checked.
    static func head(title: String, locale: String, skipped: [AuditReport.SkippedRule], to writer: inout ByteWriter) {
        writer.append("# Audit: ")
        writer.appendOneLine(title)
        writer.append(" (")
        writer.append(string: locale)
        writer.append(")\n")
        for (reason, rules) in AuditReport.grouped(skipped) {
            writer.append("# not checked, ")
            writer.append(string: reason)
            writer.append(": ")
            writer.append(string: rules.joined(separator: ", "))
            writer.append(UInt8(ascii: "\n"))
        }
    }

    /// The suppressed findings (when listed) under their heading, and the summary.
    static func tail(suppressed: [AuditFinding], summary: String, to writer: inout ByteWriter) {
        if !suppressed.isEmpty {
            writer.append("\n## Suppressed\n")
            var text = AuditText()
            for finding in suppressed { text.append(finding, to: &writer) }
        }
        writer.append(string: summary)
        writer.append(UInt8(ascii: "\n"))
    }

    /// "3 errors, 5 warnings, 2 suppressed", or "no findings".
    static func summary(errors: Int, warnings: Int, suppressed: Int) -> String {
        func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        guard errors + warnings > 0 || suppressed > 0 else { return "no findings" }
        return count(errors, "error") + ", " + count(warnings, "warning")
            + (suppressed == 0 ? "" : ", \(suppressed) suppressed")
    }

    /// Writes `finding`, after its screen's and element's headings when
    /// they change.
    mutating func append(_ finding: AuditFinding, to writer: inout ByteWriter) {
        let base = AuditScreen.base(of: finding.path)
        if base != screen {
            screen = base
            writer.append("\n## ")
            writer.append(string: base)
            writer.append(UInt8(ascii: "\n"))
        }
        let owner = AuditScreen.owner(of: finding.path)
        let heading =
            (finding.index.map { "\($0) " } ?? "- ") + (finding.id.map { "[\(OneLineText.escaped($0))] " } ?? "")
            + owner
        if heading != element {
            element = heading
            writer.append(string: heading)
            writer.append(UInt8(ascii: "\n"))
            if let speech = finding.speech {
                Self.append(speech, empty: "    says nothing\n", open: "    says: \"", close: "\"\n", to: &writer)
            }
        }
        writer.append("    ")
        writer.append(string: finding.severity.rawValue)
        writer.append(" [")
        writer.append(string: finding.rule)
        writer.append("] ")
        if owner != finding.path {
            writer.append(string: finding.path)
            writer.append(": ")
        }
        writer.appendOneLine(finding.message)
        if let reason = finding.suppressedBecause {
            Self.append(reason, empty: " (suppressed)", open: " (suppressed: ", close: ")", to: &writer)
        }
        writer.append(UInt8(ascii: "\n"))
    }

    /// `empty` for an empty `text`; else `open`, the text on one line, and `close`.
    private static func append(
        _ text: String, empty: StaticString, open: StaticString, close: StaticString, to writer: inout ByteWriter
    ) {
        guard !text.isEmpty else { return writer.append(empty) }
        writer.append(open)
        writer.appendOneLine(text)
        writer.append(close)
    }
}

extension Audit {
    /// Every rule, one a line with its severity, family, XCUITest audit type
    /// and WCAG 2.2 criterion, and its rationale below.
    package static var ruleList: String {
        var text = ""
        for rule in rules {
            let severity = rule.severity.rawValue + (rule.alsoReports.map { "/" + $0.rawValue } ?? "")
            text += "\(rule.id) (\(severity), \(rule.family))"
            text += "; XCUITest: " + (rule.xcuiAuditType ?? "none")
            text += "; WCAG 2.2: " + (rule.wcag ?? "none") + "\n"
            text += "    \(rule.rationale)\n"
        }
        return text
    }
}

extension AuditScreen {
    /// The screen a path is on: `root` or `screens.<id>`.
    static func base(of path: String) -> String {
        guard path.hasPrefix("screens.") else { return "root" }
        let id = path.dropFirst(8).prefix { $0 != "." && $0 != "[" }
        return "screens." + id
    }
}
