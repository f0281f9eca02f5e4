extension AuditReport {
    /// "3 errors, 5 warnings, 2 suppressed", or "no findings".
    package var summary: String {
        func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        guard !findings.isEmpty || !suppressed.isEmpty else { return "no findings" }
        return count(errorCount, "error") + ", " + count(warningCount, "warning")
            + (suppressed.isEmpty ? "" : ", \(suppressed.count) suppressed")
    }

    /// The report as text: grouped by element in focus order (each screen
    /// under its own heading), what VoiceOver says under each element, the
    /// summary last.
    package func text(title: String, locale: String, showSuppressed: Bool = false) -> String {
        var text = "# Audit: \(OneLineText.escaped(title)) (\(locale))\n"
        for (reason, rules) in skippedByReason {
            text += "# not checked, \(reason): \(rules.joined(separator: ", "))\n"
        }
        Self.appendGroups(findings, to: &text)
        if showSuppressed, !suppressed.isEmpty {
            text += "\n## Suppressed\n"
            Self.appendGroups(suppressed, to: &text)
        }
        return text + summary + "\n"
    }

    /// The skipped rules grouped by reason, in the order they were skipped.
    package var skippedByReason: [(reason: String, rules: [String])] {
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

    private static func appendGroups(_ findings: [AuditFinding], to text: inout String) {
        var screen = "root", element: String?
        for finding in findings {
            let base = AuditScreen.base(of: finding.path)
            if base != screen {
                screen = base
                text += "\n## \(base)\n"
            }
            let heading =
                (finding.index.map { "\($0) " } ?? "- ") + (finding.id.map { "[\(OneLineText.escaped($0))] " } ?? "")
                + AuditScreen.owner(of: finding.path)
            if heading != element {
                element = heading
                text += heading + "\n"
                if let speech = finding.speech {
                    text += speech.isEmpty ? "    says nothing\n" : "    says: \"\(OneLineText.escaped(speech))\"\n"
                }
            }
            text += "    \(finding.severity.rawValue) [\(finding.rule)] "
            if AuditScreen.owner(of: finding.path) != finding.path { text += finding.path + ": " }
            text += OneLineText.escaped(finding.message)
            if let reason = finding.suppressedBecause {
                text += reason.isEmpty ? " (suppressed)" : " (suppressed: \(OneLineText.escaped(reason)))"
            }
            text += "\n"
        }
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
