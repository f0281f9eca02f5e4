import Foundation
import Hark

extension AuditCommand {
    /// `hark audit <files or folders> --format sarif`: one SARIF 2.1.0 log
    /// with one run for the whole batch, every file read an artifact, every
    /// result located in its file (with its artifact index), and a file
    /// that could not be read an error notification of the run's invocation,
    /// each rule a dump could not feed a configuration notification naming the file.
    func sarifBatch(_ parsed: SubcommandArguments, runner: BatchRunner, rules: [AuditRule], locale: String?, console: Console) throws(CommandFailure) -> ExitCode {
        let show = parsed.flags.contains("--show-suppressed"), strict = parsed.flags.contains("--strict")
        // The artifact indexes are known only once the skipped files are: each file's results are
        // made with a placeholder index, replaced when the log is put together.
        let outcomes = runner.outcomes(console: console) { file, data, console throws(CommandFailure) in
            let (input, report) = try audit(parsed, file: file.path, data: data, rules: rules, locale: locale, console: console, keepingData: true)
            let source = input.data.map { [UInt8]($0) } ?? []
            let results = report.sarifResults(file: file.path, artifactIndex: Self.placeholder, source: source, rules: rules, showSuppressed: show)
            let notes = report.sarifConfigurationNotifications(file: file.path, artifactIndex: Self.placeholder, rules: rules)
            return ((results: results, notes: notes), Self.status(report, strict: strict))
        }
        var artifacts: [String] = [], failures: [(artifact: Int, message: String)] = [], results: [String] = [], notes: [String] = []
        for outcome in outcomes where !outcome.skipped {
            let index = artifacts.count
            artifacts.append(outcome.file.path)
            if let failure = outcome.failure { failures.append((index, failure)) }
            let marker = "\"index\": \(Self.placeholder)}"
            // The standard library's search, not Foundation's: bridging every result to NSString was a
            // sixth of a 1,000-file batch's time.
            let indexed = { (json: String) -> String in
                guard let range = json.firstRange(of: marker) else { return json }
                var json = json
                json.replaceSubrange(range, with: "\"index\": \(index)}")
                return json
            }
            results += (outcome.value?.results ?? []).map(indexed)
            notes += (outcome.value?.notes ?? []).map(indexed)
        }
        let log = AuditReport.sarifLog(
            rules: rules, toolVersion: HelpText.version, artifacts: artifacts, configurationNotifications: notes, failures: failures, results: results)
        console.writeOutput(log)
        return try runner.finish(outcomes, console: console)
    }

    /// An artifact index no batch reaches, replaced by the real one.
    private static let placeholder = 999_999_999_999
}
