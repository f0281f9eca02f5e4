import Foundation

// The audit's streamed writers (JSON, JUnit and a batch's SARIF, a finding
// or a test case at a time) against the whole report they replace: for any
// document the audit target generates, each must write the report's bytes.
extension FuzzTarget {
    /// Writes the audit of `document` through each streamed writer and
    /// through the whole report, and stops the run where they differ.
    static func streamedAuditMatchesReport(_ document: HarkDocument, source: Data) {
        guard
            let run = try? Audit.auditRun(on: document, rules: Audit.rules, locale: nil, appStrings: nil),
            let report = try? Audit.report(
                on: document, rules: Audit.rules, locale: nil, appStrings: nil, listingScreens: true)
        else { return }
        for show in [false, true] {
            let json = text { run.writeJSON(title: "fuzz", locale: "en", showSuppressed: show, to: $0) }
            if json != report.json(title: "fuzz", locale: "en", showSuppressed: show) {
                fatalError("audit: streamed JSON differs from the report's (shown \(show))")
            }
            if AuditJUnitDocument.streams(document) {
                var junit = AuditJUnitDocument(strict: show, showSuppressed: show)
                junit.parts = [.audit(run, file: "fuzz.json")]
                let suites = report.junitSuites(file: "fuzz.json", strict: show, showSuppressed: show)
                if text({ junit.write(to: $0) }) != JUnitReport(suites: suites).xml {
                    fatalError("audit: streamed JUnit differs from the report's (shown \(show))")
                }
            }
            var batch = AuditSARIFBatch()
            batch.files = [.init(path: "fuzz.json", run: run, source: source, failure: nil)]
            let results = report.sarifResults(
                file: "fuzz.json", artifactIndex: 0, source: [UInt8](source), rules: Audit.rules, showSuppressed: show)
            let whole = AuditReport.sarifLog(
                rules: Audit.rules, toolVersion: "1", artifacts: ["fuzz.json"], results: results)
            if text({ batch.write(rules: Audit.rules, toolVersion: "1", showSuppressed: show, to: $0) }) != whole {
                fatalError("audit: the batch's streamed SARIF differs from the report's (shown \(show))")
            }
        }
    }

    /// What a writer handing out byte buffers wrote, as text.
    private static func text(_ write: ((UnsafeRawBufferPointer) -> Void) -> Void) -> String {
        var bytes: [UInt8] = []
        write { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
