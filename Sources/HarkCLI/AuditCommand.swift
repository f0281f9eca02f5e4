import Hark

/// `hark audit --motion <file> [--format text|json]`: checks a screen's
/// motion; exits 1 when it finds an error, so CI can gate on it.
enum AuditCommand {
    static func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        var file: String?
        var json = false
        var motion = false
        var remaining = arguments[...]
        func fail(_ message: String) -> CommandFailure { .usage(message: message, usage: HelpText.auditUsage) }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                console.writeOutput(HelpText.audit)
                return .success
            case "--motion": motion = true
            case "--format":
                guard let value = remaining.popFirst(), value == "text" || value == "json" else {
                    throw fail("The value for '--format <format>' must be text or json")
                }
                json = value == "json"
            case let option where option.hasPrefix("-") && option != "-":
                throw fail("Unknown option '\(option)'")
            default:
                guard file == nil else { throw fail("Unexpected argument '\(argument)'") }
                file = argument
            }
        }
        guard let file else { throw fail("Missing expected argument '<file>'") }
        guard motion else { throw fail("Choose the rules to check: --motion (the only ones so far)") }
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
