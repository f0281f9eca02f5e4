import Foundation

/// One SARIF log for a batch of files (`hark audit <files or folders>
/// --format sarif`): one run, every file read an artifact, a file that
/// could not be read an error notification of the run's invocation, each
/// rule a dump could not feed a configuration notification naming its
/// file, and every result in its file with its artifact index. Each
/// file's audit is held as the audit holds its findings until every file
/// is read (the head lists them all), then its results are written one at
/// a time, as the log of one file writes them.
package struct AuditSARIFBatch {
    /// A file of the batch: its audit and the JSON it was read from (for
    /// a document Hark read itself), or why it could not be read.
    package struct File {
        let path: String
        let run: AuditRun?
        let source: Data?
        let failure: String?

        package init(path: String, run: AuditRun?, source: Data?, failure: String?) {
            self.path = path
            self.run = run
            self.source = source
            self.failure = failure
        }
    }

    package var files: [File] = []

    package init() {}

    /// The log, handed to `output` in chunks of about 64 KiB.
    package func write(
        rules: [AuditRule], toolVersion: String, showSuppressed: Bool, to output: (UnsafeRawBufferPointer) -> Void
    ) {
        var failures: [(artifact: Int, message: String)] = [], notes: [String] = []
        for (index, file) in files.enumerated() {
            if let failure = file.failure { failures.append((index, failure)) }
            if let run = file.run {
                notes += AuditReport.sarifConfigurationNotifications(
                    run.skipped, file: file.path, artifactIndex: index, rules: rules)
            }
        }
        let head = AuditReport.sarifLogHead(
            rules: rules, toolVersion: toolVersion, artifacts: files.map(\.path), configurationNotifications: notes,
            failures: failures)
        ByteWriter.writing(to: output) { writer in
            var log = SARIFLog(head: head, into: &writer)
            for (index, file) in files.enumerated() {
                guard let run = file.run else { continue }
                run.addSARIFResults(
                    SARIFResults(file: file.path, artifactIndex: index, rules: rules),
                    source: run.imported == nil ? file.source ?? Data() : nil, showSuppressed: showSuppressed,
                    to: &log, &writer)
            }
            log.end(&writer)
        }
    }
}
