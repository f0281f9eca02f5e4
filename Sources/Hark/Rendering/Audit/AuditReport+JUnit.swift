extension AuditReport {
    /// The report as JUnit test suites, one per screen audited (the report
    /// must list them: ``Audit/report(on:rules:locale:appStrings:listingScreens:)``):
    /// a test case per element and rule checked, classed by the rule and
    /// named by the element's JSON path and id, and one per finding on
    /// what is not an element (a container, the screen). A finding is a
    /// `failure` (message, rule, JSON path, what VoiceOver says); a warning
    /// is one only when `strict`, otherwise a `system-out` line. With
    /// `showSuppressed`, a suppressed finding's case is `skipped`; a rule
    /// the dump cannot feed is a `skipped` case in the first suite.
    package func junitSuites(file: String, strict: Bool, showSuppressed: Bool) -> [JUnitReport.Suite] {
        var byPlace: [String: [AuditFinding]] = [:]
        for finding in findings + (showSuppressed ? suppressed : []) {
            byPlace[AuditScreen.owner(of: finding.path) + "\u{0}" + finding.rule, default: []].append(finding)
        }
        var suites: [JUnitReport.Suite] = []
        for screen in screens {
            var suite = JUnitReport.Suite(name: file + " " + screen.path, file: file)
            if suites.isEmpty {
                suite.cases = skipped.map { skip in
                    var skipped = JUnitReport.Case(className: skip.rule, name: screen.path)
                    skipped.skipped = "not checked: " + skip.reason
                    return skipped
                }
            }
            var elementPaths = Set<String>()
            for element in screen.elements {
                elementPaths.insert(element.path)
                let name = element.path + (element.id.map { " (\($0))" } ?? "")
                for rule in screen.rules {
                    let found = byPlace[element.path + "\u{0}" + rule] ?? []
                    suite.cases.append(Self.junitCase(rule: rule, name: name, found, strict: strict))
                }
            }
            // What is not an element: one case per place and rule, in the findings' order.
            var seen = Set<String>()
            for finding in findings + (showSuppressed ? suppressed : []) where Self.isIn(screen.path, finding.path) {
                let owner = AuditScreen.owner(of: finding.path)
                guard !elementPaths.contains(owner), seen.insert(owner + "\u{0}" + finding.rule).inserted else {
                    continue
                }
                let name = owner + (finding.id.map { " (\($0))" } ?? "")
                let found = byPlace[owner + "\u{0}" + finding.rule] ?? []
                suite.cases.append(Self.junitCase(rule: finding.rule, name: name, found, strict: strict))
            }
            suites.append(suite)
        }
        return suites
    }

    /// Whether `path` is in the screen at `base`.
    private static func isIn(_ base: String, _ path: String) -> Bool {
        path == base || path.hasPrefix(base + ".") || path.hasPrefix(base + "[")
    }

    /// The case of one rule on one element or place, with its findings.
    static func junitCase(rule: String, name: String, _ found: [AuditFinding], strict: Bool)
        -> JUnitReport.Case
    {
        var testCase = JUnitReport.Case(className: rule, name: name)
        for finding in found {
            let says = finding.speech.map { "VoiceOver says: \"\($0)\"" }
            if let reason = finding.suppressedBecause {
                testCase.skipped = "suppressed by auditIgnore" + (reason.isEmpty ? "" : ": " + reason)
            } else if finding.severity == .error || strict {
                let text = [
                    "\(finding.severity.rawValue): \(finding.message)", "rule: \(finding.rule)",
                    "path: \(finding.path)",
                ]
                testCase.failures.append(
                    JUnitReport.Outcome(
                        message: finding.message, type: finding.rule,
                        text: (text + [says].compactMap { $0 }).joined(separator: "\n")))
            } else {
                testCase.output.append(
                    "warning: \(finding.message) (rule \(finding.rule), path \(finding.path))"
                        + (says.map { "; " + $0 } ?? ""))
            }
        }
        return testCase
    }
}
