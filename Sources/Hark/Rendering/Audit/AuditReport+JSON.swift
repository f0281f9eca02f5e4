extension AuditReport {
    /// The report as JSON (schema in docs/Audit.md): counts, then one
    /// finding a line; the suppressed findings only when asked.
    package func json(title: String?, locale: String, showSuppressed: Bool = false) -> String {
        var json = "{\"title\": "
        JSONText.append(title, to: &json)
        json += ", \"locale\": "
        JSONText.append(locale, to: &json)
        json += ", \"errors\": \(errorCount), \"warnings\": \(warningCount), \"suppressed\": \(suppressed.count),\n"
        if !skipped.isEmpty {
            json += "\"skipped\": "
            JSONText.appendLines(skipped, to: &json) { skip, json in
                json += JSONText.object(["rule": skip.rule, "reason": skip.reason])
            }
            json += ",\n"
        }
        json += "\"findings\": "
        Self.appendJSON(findings, to: &json)
        if showSuppressed {
            json += ",\n\"suppressedFindings\": "
            Self.appendJSON(suppressed, to: &json)
        }
        return json + "}\n"
    }

    /// Appends `findings` as an array of one object a line (`hark diff`'s
    /// JSON writes its findings so too).
    static func appendJSON(_ findings: [AuditFinding], to json: inout String) {
        JSONText.appendLines(findings, to: &json) { finding, json in
            json += "{\"severity\": \"\(finding.severity.rawValue)\", \"rule\": "
            JSONText.append(finding.rule, to: &json)
            JSONText.appendMember("id", finding.id, to: &json)
            JSONText.appendMember("path", finding.path, to: &json)
            json += ", \"index\": " + (finding.index.map(String.init) ?? "null")
            JSONText.appendMember("speech", finding.speech, to: &json)
            JSONText.appendMember("message", finding.message, to: &json)
            if let reason = finding.suppressedBecause { JSONText.appendMember("reason", reason, to: &json) }
            json += "}"
        }
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
