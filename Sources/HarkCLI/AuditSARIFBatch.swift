import Foundation
import Hark

extension AuditCommand {
    /// `hark audit <files or folders> --format sarif`: one SARIF 2.1.0 log
    /// with one run for the whole batch (``AuditSARIFBatch``), every file
    /// read an artifact, every result located in its file (with its
    /// artifact index), and a file that could not be read an error
    /// notification of the run's invocation, each rule a dump could not
    /// feed a configuration notification naming the file.
    func sarifBatch(
        _ parsed: SubcommandArguments, runner: BatchRunner, rules: [AuditRule], locale: String?, console: Console
    ) throws(CommandFailure) -> ExitCode {
        let show = parsed.has(.showSuppressed), strict = parsed.has(.auditStrict)
        let outcomes = runner.outcomes(console: console) { file, data, console throws(CommandFailure) in
            let (input, run) = try audit(
                parsed, file: file.path, data: data, rules: rules, locale: locale, console: console, keepingData: true)
            return (
                (run: run, source: input.data),
                Self.status(errors: run.errorCount, warnings: run.warningCount, strict: strict)
            )
        }
        var batch = AuditSARIFBatch()
        for outcome in outcomes where !outcome.skipped {
            batch.files.append(
                AuditSARIFBatch.File(
                    path: outcome.file.path, run: outcome.value?.run, source: outcome.value?.source,
                    failure: outcome.failure))
        }
        batch.write(rules: rules, toolVersion: HelpText.version, showSuppressed: show) {
            console.writeOutputBytes($0)
        }
        return try runner.finish(outcomes, console: console)
    }
}
