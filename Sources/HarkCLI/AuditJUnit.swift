import Foundation
import Hark

extension AuditCommand {
    /// `hark audit <files or folders> --format junit`: one JUnit document
    /// for the whole run, a test suite per screen of every file
    /// (``AuditReport/junitSuites(file:strict:showSuppressed:)``), and, in a
    /// batch, a file that could not be read a suite of its own whose one
    /// case is an `error` with the message.
    func junit(
        _ parsed: SubcommandArguments, runner: BatchRunner, rules: [AuditRule], locale: String?, console: Console
    ) throws(CommandFailure) -> ExitCode {
        let show = parsed.has(.showSuppressed), strict = parsed.has(.auditStrict)
        let suites = { @Sendable (file: String, data: Data?, console: Console) throws(CommandFailure) in
            let input = try SampleInput(parsed, file: file, data: data, console: console, keepingData: false)
            let report: AuditReport
            do {
                report = try Audit.report(
                    on: input.document, rules: rules, locale: locale, appStrings: input.appStrings,
                    listingScreens: true)
            } catch {
                throw CommandFailure(code: .dataError, usage: usage, message: "\(input.name): \(error)")
            }
            return (
                report.junitSuites(file: file, strict: strict, showSuppressed: show),
                Self.status(report, strict: strict)
            )
        }
        guard runner.isBatch else {
            let file = try parsed.requiredFile()
            let (found, status) = try suites(file, nil, console)
            console.writeOutput(JUnitReport(suites: found).xml)
            return status
        }
        let outcomes = runner.outcomes(console: console) { file, data, console throws(CommandFailure) in
            try suites(file.path, data, console)
        }
        var all: [JUnitReport.Suite] = []
        for outcome in outcomes where !outcome.skipped {
            all += outcome.value ?? []
            if let failure = outcome.failure {
                var unread = JUnitReport.Case(className: "hark", name: outcome.file.path)
                unread.error = JUnitReport.Outcome(message: failure, type: "\(outcome.code.rawValue)", text: failure)
                all.append(JUnitReport.Suite(name: outcome.file.path, file: outcome.file.path, cases: [unread]))
            }
        }
        console.writeOutput(JUnitReport(suites: all).xml)
        return try runner.finish(outcomes, console: console)
    }
}
