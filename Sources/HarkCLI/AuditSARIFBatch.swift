import Foundation
import Hark

extension AuditCommand {
    /// `hark audit <files or folders> --format sarif`: one SARIF 2.1.0 log
    /// with one run for the whole batch, every file read an artifact, every
    /// result located in its file (with its artifact index), and a file
    /// that could not be read an error notification of the run's invocation,
    /// each rule a dump could not feed a configuration notification naming the file.
    func sarifBatch(
        _ parsed: SubcommandArguments, runner: BatchRunner, rules: [AuditRule], locale: String?, console: Console
    ) throws(CommandFailure) -> ExitCode {
        let show = parsed.has(.showSuppressed), strict = parsed.has(.auditStrict)
        // The artifact indexes are known only once the skipped files are: each file's results are
        // made with a placeholder index, replaced when the log is put together.
        let outcomes = runner.outcomes(console: console) { file, data, console throws(CommandFailure) in
            let (input, run) = try audit(
                parsed, file: file.path, data: data, rules: rules, locale: locale, console: console, keepingData: true)
            let source = input.data.map { [UInt8]($0) } ?? [], report = run.report
            let results = report.sarifResults(
                file: file.path, artifactIndex: Self.placeholder, source: source, rules: rules, showSuppressed: show)
            let notes = report.sarifConfigurationNotifications(
                file: file.path, artifactIndex: Self.placeholder, rules: rules)
            return ((results: results, notes: notes), Self.status(report, strict: strict))
        }
        var artifacts: [String] = [], failures: [(artifact: Int, message: String)] = [], results: [String] = [],
            notes: [String] = []
        for outcome in outcomes where !outcome.skipped {
            let index = artifacts.count
            artifacts.append(outcome.file.path)
            if let failure = outcome.failure { failures.append((index, failure)) }
            let indexed = { (json: String) in Self.settingIndex(index, in: json) }
            results += (outcome.value?.results ?? []).map(indexed)
            notes += (outcome.value?.notes ?? []).map(indexed)
        }
        let log = AuditReport.sarifLog(
            rules: rules, toolVersion: HelpText.version, artifacts: artifacts, configurationNotifications: notes,
            failures: failures, results: results)
        console.writeOutput(log)
        return try runner.finish(outcomes, console: console)
    }

    /// An artifact index no batch reaches, replaced by the real one.
    private static let placeholder = 999_999_999_999
    private static let marker = Array("\"index\": \(placeholder)}".utf8)

    /// `json` with its placeholder artifact index made `index`. The bytes
    /// are searched: this runs on one core for every result once all files
    /// are read, and the standard library's `firstRange(of:)`, which
    /// compares characters, was a fifth of a 1,000-file batch's time
    /// (Foundation's search, bridging to `NSString`, a sixth).
    static func settingIndex(_ index: Int, in json: String) -> String {
        var json = json
        json.makeContiguousUTF8()
        let found = json.utf8.withContiguousStorageIfAvailable { $0.firstIndex(ofBytes: marker) }
        guard let offset = found ?? nil else { return json }
        let start = json.utf8.index(json.utf8.startIndex, offsetBy: offset)
        json.replaceSubrange(start..<json.utf8.index(start, offsetBy: marker.count), with: "\"index\": \(index)}")
        return json
    }
}
