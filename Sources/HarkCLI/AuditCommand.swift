import Hark

/// `hark audit --motion <file> [--format text|json]`: checks a screen's
/// motion; exits 1 when it finds an error, so CI can gate on it.
enum AuditCommand {
    static func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        let parsed = try SubcommandArguments(arguments, valueOptions: ["--format"], flags: ["--motion"], usage: HelpText.auditUsage)
        if parsed.wantsHelp || parsed.wantsVersion {
            console.writeOutput(parsed.wantsHelp ? HelpText.audit : HelpText.version + "\n")
            return .success
        }
        let json = try parsed.isJSON(), file = try parsed.requiredFile()
        guard parsed.flags.contains("--motion") else { throw parsed.fail("Choose the rules to check: --motion (the only ones so far)") }
        let input = try SampleInput(file: file, usage: HelpText.auditUsage, console: console)
        let findings = MotionAudit.findings(in: input.document)
        console.writeOutput(json ? Self.json(findings) : Self.text(findings, title: input.document.title ?? input.name))
        return findings.contains { $0.severity == .error } ? .findings : .success
    }

    static func summary(_ findings: [AuditFinding]) -> String {
        let errors = findings.filter { $0.severity == .error }.count, warnings = findings.count - errors
        guard !findings.isEmpty else { return "no findings" }
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    static func text(_ findings: [AuditFinding], title: String) -> String {
        var text = "# Motion audit: \(title) (\(summary(findings)))\n"
        for finding in findings {
            text += "\(finding.severity.rawValue) [\(finding.rule)] \(finding.path)" + (finding.id.map { " (\($0))" } ?? "") + ": \(finding.message)\n"
        }
        return text
    }

    static func json(_ findings: [AuditFinding]) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        var json = "{\"errors\": \(errors), \"warnings\": \(findings.count - errors), \"findings\": ["
        for (index, finding) in findings.enumerated() {
            json += index == 0 ? "\n  " : ",\n  "
            json += "{\"severity\": \"\(finding.severity.rawValue)\", \"rule\": \"\(finding.rule)\", \"id\": "
            json += finding.id.map(JSONText.string) ?? "null"
            json += ", \"path\": " + JSONText.string(finding.path) + ", \"message\": " + JSONText.string(finding.message) + "}"
        }
        return json + (findings.isEmpty ? "]}\n" : "\n]}\n")
    }
}
