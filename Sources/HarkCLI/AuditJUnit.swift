import Foundation
import Hark

extension AuditCommand {
    /// `hark audit <files or folders> --format junit`: one JUnit document
    /// for the whole run, a test suite per screen of every file
    /// (``AuditReport/junitSuites(file:strict:showSuppressed:)``), and, in a
    /// batch, a file that could not be read a suite of its own whose one
    /// case is an `error` with the message. Each file's audit is held as
    /// the audit holds its findings, and the document written a case at a
    /// time once every file is read (its head carries the totals).
    func junit(
        _ parsed: SubcommandArguments, runner: BatchRunner, rules: [AuditRule], locale: String?, console: Console
    ) throws(CommandFailure) -> ExitCode {
        let show = parsed.has(.showSuppressed), strict = parsed.has(.auditStrict)
        let audit = { @Sendable (file: String, data: Data?, console: Console) throws(CommandFailure) in
            let input = try SampleInput(parsed, file: file, data: data, console: console, keepingData: false)
            do {
                guard AuditJUnitDocument.streams(input.document) else {
                    let report = try Audit.report(
                        on: input.document, rules: rules, locale: locale, appStrings: input.appStrings,
                        listingScreens: true)
                    return (
                        AuditJUnitDocument.Part.suites(
                            report.junitSuites(file: file, strict: strict, showSuppressed: show)),
                        Self.status(report, strict: strict)
                    )
                }
                let run = try Audit.auditRun(
                    on: input.document, rules: rules, locale: locale, appStrings: input.appStrings)
                return (
                    AuditJUnitDocument.Part.audit(run, file: file),
                    Self.status(errors: run.errorCount, warnings: run.warningCount, strict: strict)
                )
            } catch {
                throw CommandFailure(code: .dataError, usage: usage, message: "\(input.name): \(error)")
            }
        }
        var document = AuditJUnitDocument(strict: strict, showSuppressed: show)
        guard runner.isBatch else {
            let (part, status) = try audit(try parsed.requiredFile(), nil, console)
            document.parts = [part]
            document.write { console.writeOutputBytes($0) }
            return status
        }
        let outcomes = runner.outcomes(console: console) { file, data, console throws(CommandFailure) in
            try audit(file.path, data, console)
        }
        for outcome in outcomes where !outcome.skipped {
            if let part = outcome.value { document.parts.append(part) }
            if let failure = outcome.failure {
                var unread = JUnitReport.Case(className: "hark", name: outcome.file.path)
                unread.error = JUnitReport.Outcome(message: failure, type: "\(outcome.code.rawValue)", text: failure)
                document.parts.append(
                    .suites([JUnitReport.Suite(name: outcome.file.path, file: outcome.file.path, cases: [unread])]))
            }
        }
        document.write { console.writeOutputBytes($0) }
        return try runner.finish(outcomes, console: console)
    }
}
