extension AuditReport {
    /// The report as JSON (schema in docs/Audit.md): counts, then one
    /// finding a line; the suppressed findings only when asked.
    package func json(title: String?, locale: String, showSuppressed: Bool = false) -> String {
        var json = "{\"title\": "
        JSONText.append(title, to: &json)
        json += ", \"locale\": "
        JSONText.append(locale, to: &json)
        json += ", \"errors\": \(errorCount), \"warnings\": \(warningCount), \"suppressed\": \(suppressed.count),\n\"findings\": "
        Self.append(findings, to: &json)
        if showSuppressed {
            json += ",\n\"suppressedFindings\": "
            Self.append(suppressed, to: &json)
        }
        return json + "}\n"
    }

    private static func append(_ findings: [AuditFinding], to json: inout String) {
        json += "["
        for (offset, finding) in findings.enumerated() {
            json += offset == 0 ? "\n  " : ",\n  "
            json += "{\"severity\": \"\(finding.severity.rawValue)\", \"rule\": "
            JSONText.append(finding.rule, to: &json)
            json += ", \"id\": "
            JSONText.append(finding.id, to: &json)
            json += ", \"path\": "
            JSONText.append(finding.path, to: &json)
            json += ", \"index\": " + (finding.index.map(String.init) ?? "null")
            json += ", \"speech\": "
            JSONText.append(finding.speech, to: &json)
            json += ", \"message\": "
            JSONText.append(finding.message, to: &json)
            if let reason = finding.suppressedBecause {
                json += ", \"reason\": "
                JSONText.append(reason, to: &json)
            }
            json += "}"
        }
        json += findings.isEmpty ? "]" : "\n]"
    }
}

extension Audit {
    /// Every rule as JSON, one a line.
    package static var ruleListJSON: String {
        var json = "{\"rules\": ["
        for (offset, rule) in rules.enumerated() {
            json += offset == 0 ? "\n  " : ",\n  "
            json += "{\"id\": \(JSONText.string(rule.id)), \"severity\": \"\(rule.severity.rawValue)\", \"alsoReports\": "
            JSONText.append(rule.alsoReports?.rawValue, to: &json)
            json += ", \"family\": \(JSONText.string(rule.family)), \"xcuiAuditType\": "
            JSONText.append(rule.xcuiAuditType, to: &json)
            json += ", \"wcag\": "
            JSONText.append(rule.wcag, to: &json)
            json += ", \"rationale\": \(JSONText.string(rule.rationale)), \"documentation\": \(JSONText.string(rule.documentation))}"
        }
        return json + "\n]}\n"
    }
}
