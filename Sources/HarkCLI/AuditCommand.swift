import Foundation
import Hark

/// `hark audit <file> [--format text|json|sarif|junit] [--rule R …] [--ignore R …]
/// [--strict] [--locale L] [--show-suppressed]`, and `hark audit --list-rules`:
/// checks a screen against every rule (or the ones chosen); exits 1 when it
/// finds an error (or, with `--strict`, a warning), so CI can gate on it.
struct AuditCommand: Subcommand {
    let name = "audit"
    let summary = [
        "Check a screen for accessibility problems, with what",
        "VoiceOver says for each.",
    ]
    let options =
        [
            CommandOption.auditFormat, .rule, .ignoredRule, .motion, .auditStrict, .auditLocale, .showSuppressed,
            .listRules,
        ]
        + CommandOption.importing + CommandOption.batch + [.help]
    let synopsis = "hark audit <file> ..."

    enum Format: String, CaseIterable { case text, json, sarif, junit }

    func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        guard
            let parsed = try parse(arguments, console: console, files: .max)
        else { return .success }
        let format = try Self.format(parsed)
        if parsed.has(.listRules) {
            if let file = parsed.file { throw parsed.fail("--list-rules reads no file; remove '\(file)'") }
            console.writeOutput(format == .json ? Audit.ruleListJSON : Audit.ruleList)
            return .success
        }
        let rules = try Self.selectedRules(parsed), locale = try parsed.locale()
        let show = parsed.has(.showSuppressed), strict = parsed.has(.auditStrict)
        let runner = try BatchRunner(parsed)
        if format == .junit {
            return try junit(parsed, runner: runner, rules: rules, locale: locale, console: console)
        }
        if format == .sarif, runner.isBatch {
            return try sarifBatch(parsed, runner: runner, rules: rules, locale: locale, console: console)
        }
        return try runEachFile(parsed, runner: runner, json: format == .json, console: console) {
            file, data, console throws(CommandFailure) in
            let (input, run) = try audit(
                parsed, file: file.path, data: data, rules: rules, locale: locale, console: console,
                keepingData: format == .sarif)
            let spoken = locale ?? input.document.locale
            switch format {
            case .text:
                run.writeText(title: input.document.title ?? input.name, locale: spoken, showSuppressed: show) {
                    console.writeOutputBytes($0)
                }
            case .json:
                run.writeJSON(title: input.document.title, locale: spoken, showSuppressed: show) {
                    console.writeOutputBytes($0)
                }
            case .sarif:
                // An imported dump's importer recorded where each node starts.
                let source = run.imported == nil ? input.data ?? Data() : nil
                run.writeSARIF(
                    file: file.path, source: source, rules: rules, toolVersion: HelpText.version, showSuppressed: show
                ) { console.writeOutputBytes($0) }
            case .junit: break  // One document for every file: junit(_:runner:rules:locale:console:).
            }
            return Self.status(errors: run.errorCount, warnings: run.warningCount, strict: strict)
        }
    }

    /// Reads one file and audits it.
    func audit(
        _ parsed: SubcommandArguments, file: String, data: Data?, rules: [AuditRule], locale: String?, console: Console,
        keepingData: Bool
    ) throws(CommandFailure) -> (SampleInput, AuditRun) {
        let input = try SampleInput(parsed, file: file, data: data, console: console, keepingData: keepingData)
        do {
            return (
                input,
                try Audit.auditRun(on: input.document, rules: rules, locale: locale, appStrings: input.appStrings)
            )
        } catch {
            throw CommandFailure(code: .dataError, usage: usage, message: "\(input.name): \(error)")
        }
    }

    /// 1 for an error finding (or, with `--strict`, a warning), else 0.
    static func status(_ report: AuditReport, strict: Bool) -> ExitCode {
        status(errors: report.errorCount, warnings: report.warningCount, strict: strict)
    }

    /// 1 for `errors` (or, with `--strict`, `warnings`), else 0.
    static func status(errors: Int, warnings: Int, strict: Bool) -> ExitCode {
        errors > 0 || (strict && warnings > 0) ? .findings : .success
    }

    static func format(_ parsed: SubcommandArguments) throws(CommandFailure) -> Format {
        try parsed.choice(.auditFormat, of: Format.self)
    }

    /// The rules `--rule` (ids or families; all when none is given) and
    /// `--motion` (the motion family) choose, less those `--ignore` names.
    static func selectedRules(_ parsed: SubcommandArguments) throws(CommandFailure) -> [AuditRule] {
        var chosen = parsed.allValues(.rule)
        if parsed.has(.motion) { chosen.append("motion") }
        let ignored = parsed.allValues(.ignoredRule)
        var wanted: Set<String> = chosen.isEmpty ? Set(Audit.rules.map(\.id)) : []
        for (option, names) in [("--rule", chosen), ("--ignore", ignored)] {
            for name in names {
                let rules = Audit.rules(named: name)
                guard !rules.isEmpty else {
                    let candidates = Audit.rules.map(\.id) + Set(Audit.rules.map(\.family)).sorted()
                    let hint =
                        NameSuggestion.nearest(to: name, in: candidates).map { "; did you mean '\($0)'?" }
                        ?? "; see 'hark audit --list-rules'"
                    throw parsed.fail("Unknown rule '\(name)' for '\(option) <rule>'" + hint)
                }
                if option == "--rule" { wanted.formUnion(rules.map(\.id)) } else { wanted.subtract(rules.map(\.id)) }
            }
        }
        return Audit.rules.filter { wanted.contains($0.id) }
    }

    var help: String {
        HelpText.page(
            """
            OVERVIEW: Check a screen for accessibility problems.

            Runs the rules Xcode's accessibility audit, GTXiLib and A11yUITests check on a
            running app (labels, targets, traits, structure, contrast, motion) on a tree file,
            and gives each finding its severity, rule, element id, JSON path and what VoiceOver
            says for the element. 'hark audit --list-rules' lists the rules; docs/Audit.md
            documents each. An element's "auditIgnore": ["rule", ...] suppresses findings on it.

            \(HelpText.batchParagraph)
            With --format sarif, several files make one SARIF log with one run: every file an
            artifact, every result in its file, line and column. With --format junit, one JUnit
            XML document: a test suite per screen of every file, a test case per element and
            rule checked, a finding a failure (a warning only with --strict; otherwise a
            system-out line), for GitLab, Jenkins and other CI test reports.

            Exit status: 0 when there is no error (warnings allowed), 1 when there is one (or,
            with --strict, a warning), 64 for a wrong command line, 65 for a file that is not a
            valid sample tree or names an unknown rule in auditIgnore, 66 for a file that cannot
            be read, 74 when standard output cannot be written; for several files, the worst.
            """, usage: usage, arguments: HelpText.fileArgument, options: options)
    }
}

/// The options only audit takes, or describes its own way.
extension CommandOption {
    /// `--format`: text, json, sarif or junit.
    static let auditFormat = CommandOption(
        .format, default: "text",
        help: """
            The output format: text, json, sarif (SARIF 2.1.0, for code scanning) or junit
            (JUnit XML, for CI test reports).
            """)

    /// `--rule`: check only these rules or families.
    static let rule = CommandOption(
        "--rule", value: "rule", as: .repeated,
        help: """
            Check only this rule, or this family (labels, structure, targets, traits, visual,
            motion); repeat for more.
            """)

    /// `--ignore`: leave these rules or families out.
    static let ignoredRule = CommandOption(
        "--ignore", value: "rule", as: .repeated, help: "Do not check this rule or family; repeat for more.")

    /// `--motion`: the motion family.
    static let motion = CommandOption("--motion", help: "Check motion only (the same as --rule motion).")

    /// `--strict`: warnings fail too.
    static let auditStrict = CommandOption(.strict, help: "Exit 1 on warnings too.")

    /// `--locale` as audit describes it.
    static let auditLocale = CommandOption(
        .locale, help: "Narrate in this locale (trait words, speech).")

    /// `--show-suppressed`: list what the tree's elements suppressed.
    static let showSuppressed = CommandOption("--show-suppressed", help: "List the findings auditIgnore suppressed.")

    /// `--list-rules`: list the rules instead of auditing.
    static let listRules = CommandOption(
        "--list-rules", as: .alone,
        help: "List every rule: id, severity, family, rationale, XCUITest audit type and WCAG 2.2 criterion.")
}
