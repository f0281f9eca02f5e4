extension AuditReport {
    /// The report as JSON (schema in docs/Audit.md): counts, then one
    /// finding a line; the suppressed findings only when asked.
    package func json(title: String?, locale: String, showSuppressed: Bool = false) -> String {
        String { writer in
            let json = AuditJSON(
                title: title, locale: locale, errors: errorCount, warnings: warningCount, suppressed: suppressed)
            json.write(skipped: skipped, showSuppressed: showSuppressed, to: &writer) { findings.forEach($0) }
        }
    }

    /// Appends `findings` as an array of one object a line (`hark diff`'s
    /// JSON writes its findings so too).
    static func appendJSON(_ findings: [AuditFinding], to json: inout String) {
        json += String { AuditJSON.array(findings, to: &$0) }
    }
}

extension AuditRun {
    /// The audit as ``AuditReport/json(title:locale:showSuppressed:)``
    /// writes it, handed to `output` in chunks of about 64 KiB as each
    /// finding is made whole, so that the JSON is never held whole.
    package func writeJSON(
        title: String?, locale: String, showSuppressed: Bool = false, to output: (UnsafeRawBufferPointer) -> Void
    ) {
        ByteWriter.writing(to: output) { writer in
            let json = AuditJSON(
                title: title, locale: locale, errors: errorCount, warnings: warningCount, suppressed: suppressed)
            json.write(skipped: skipped, showSuppressed: showSuppressed, to: &writer, findings: forEachFinding)
        }
    }
}

/// The audit's JSON, piece by piece: the counts, the findings one a
/// line, the suppressed ones when asked.
struct AuditJSON {
    let title: String?
    let locale: String
    let errors: Int
    let warnings: Int
    let suppressed: [AuditFinding]

    /// The whole document: the head, each finding `findings` hands on
    /// (in force, in order) on a line of its own, the tail.
    func write(
        skipped: [AuditReport.SkippedRule], showSuppressed: Bool, to writer: inout ByteWriter,
        findings: ((AuditFinding) -> Void) -> Void
    ) {
        head(skipped: skipped, to: &writer)
        var first = true
        findings { finding in
            Self.line(finding, first: first, to: &writer)
            first = false
            writer.flushIfFull()
        }
        tail(empty: first, showSuppressed: showSuppressed, to: &writer)
    }

    /// The counts and the rules not checked, up to the findings' `[`.
    private func head(skipped: [AuditReport.SkippedRule], to writer: inout ByteWriter) {
        writer.append("{\"title\": ")
        writer.appendJSONString(title)
        writer.append(", \"locale\": ")
        writer.appendJSONString(locale)
        writer.append(", \"errors\": ")
        writer.append(errors)
        writer.append(", \"warnings\": ")
        writer.append(warnings)
        writer.append(", \"suppressed\": ")
        writer.append(suppressed.count)
        writer.append(",\n")
        if !skipped.isEmpty {
            writer.append("\"skipped\": [")
            for (offset, skip) in skipped.enumerated() {
                writer.append(offset == 0 ? "\n  {\"rule\": " : ",\n  {\"rule\": ")
                writer.appendJSONString(skip.rule)
                writer.append(", \"reason\": ")
                writer.appendJSONString(skip.reason)
                writer.append(UInt8(ascii: "}"))
            }
            writer.append("\n],\n")
        }
        writer.append("\"findings\": [")
    }

    /// The end of the findings (`empty`: there were none), the suppressed
    /// ones when shown, and the end.
    private func tail(empty: Bool, showSuppressed: Bool, to writer: inout ByteWriter) {
        writer.append(empty ? "]" : "\n]")
        if showSuppressed {
            writer.append(",\n\"suppressedFindings\": ")
            Self.array(suppressed, to: &writer)
        }
        writer.append("}\n")
    }

    /// `findings` as an array of one object a line: `[`, each on a line of
    /// its own indented two spaces, `]` on its own line (`[]` for none).
    static func array(_ findings: [AuditFinding], to writer: inout ByteWriter) {
        writer.append(UInt8(ascii: "["))
        for (offset, finding) in findings.enumerated() { line(finding, first: offset == 0, to: &writer) }
        writer.append(findings.isEmpty ? "]" : "\n]")
    }

    /// One finding on a line of its own, after a comma unless `first`.
    static func line(_ finding: AuditFinding, first: Bool, to writer: inout ByteWriter) {
        writer.append(first ? "\n  {\"severity\": \"" : ",\n  {\"severity\": \"")
        writer.append(string: finding.severity.rawValue)
        writer.append("\", \"rule\": ")
        writer.appendJSONString(finding.rule)
        writer.append(", \"id\": ")
        writer.appendJSONString(finding.id)
        writer.append(", \"path\": ")
        writer.appendJSONString(finding.path)
        writer.append(", \"index\": ")
        if let index = finding.index { writer.append(index) } else { writer.append("null") }
        writer.append(", \"speech\": ")
        writer.appendJSONString(finding.speech)
        writer.append(", \"message\": ")
        writer.appendJSONString(finding.message)
        if let reason = finding.suppressedBecause {
            writer.append(", \"reason\": ")
            writer.appendJSONString(reason)
        }
        writer.append(UInt8(ascii: "}"))
    }
}

extension Audit {
    /// Every rule as JSON, one a line.
    package static var ruleListJSON: String {
        var json = "{\"rules\": ["
        for (offset, rule) in rules.enumerated() {
            json += offset == 0 ? "\n  " : ",\n  "
            json +=
                "{\"id\": \(JSONText.string(rule.id)), \"severity\": \"\(rule.severity.rawValue)\", \"alsoReports\": "
            JSONText.append(rule.alsoReports?.rawValue, to: &json)
            json += ", \"family\": \(JSONText.string(rule.family)), \"xcuiAuditType\": "
            JSONText.append(rule.xcuiAuditType, to: &json)
            json += ", \"wcag\": "
            JSONText.append(rule.wcag, to: &json)
            json +=
                ", \"rationale\": \(JSONText.string(rule.rationale)), \"documentation\": "
                + "\(JSONText.string(rule.documentation))}"
        }
        return json + "\n]}\n"
    }
}
