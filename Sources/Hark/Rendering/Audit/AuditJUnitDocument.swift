/// One JUnit document for the audits of a run of `hark audit --format
/// junit` (``AuditReport/junitSuites(file:strict:showSuppressed:)``'s
/// suites, every file's in order), written a case at a time: the totals
/// the head carries are counted first from the findings as the audit
/// holds them, then each case is made, written and let go. A screen with
/// a finding on each of 300,000 elements has millions of cases; none is
/// held.
package struct AuditJUnitDocument {
    /// What one file gave: its audit, or suites made whole (a file that
    /// could not be read, or a document whose screen ids the cases cannot
    /// be found for without the findings' paths: ``streams(_:)``).
    package enum Part {
        case audit(AuditRun, file: String)
        case suites([JUnitReport.Suite])
    }

    package var parts: [Part] = []
    let strict: Bool
    let showSuppressed: Bool

    package init(strict: Bool, showSuppressed: Bool) {
        self.strict = strict
        self.showSuppressed = showSuppressed
    }

    /// Whether `document`'s audit can be written case by case: every
    /// screen id is free of `.` and `[`, so each node's JSON path is the
    /// place its findings are grouped by. (Otherwise the audit's report
    /// makes the suites: ``AuditReport/junitSuites(file:strict:showSuppressed:)``.)
    package static func streams(_ document: HarkDocument) -> Bool {
        document.screens.keys.allSatisfy { id in
            !id.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "[") }
        }
    }

    /// The document, handed to `output` in chunks of about 64 KiB.
    package func write(to output: (UnsafeRawBufferPointer) -> Void) {
        let screens = parts.map { part -> [AuditJUnitScreen] in
            guard case .audit(let run, _) = part else { return [] }
            return run.junitScreens(showSuppressed: showSuppressed)
        }
        // Each suite's counts, and the totals, before anything is written.
        let counts = zip(parts, screens).map { part, screens in
            guard case .audit(let run, _) = part else { return [JUnitXML.Counts]() }
            return screens.enumerated().map { self.counts(of: $1, skipped: $0 == 0 ? run.skipped : []) }
        }
        var totals = JUnitXML.Counts()
        for (part, counts) in zip(parts, counts) {
            guard case .suites(let suites) = part else {
                for count in counts { totals.add(count) }
                continue
            }
            totals.add(JUnitXML.Counts(suites))
        }
        ByteWriter.writing(to: output) { writer in
            JUnitXML.head(totals, to: &writer)
            for (index, part) in parts.enumerated() {
                switch part {
                case .audit(let run, let file):
                    for (offset, screen) in screens[index].enumerated() {
                        write(
                            screen, file: file, skipped: offset == 0 ? run.skipped : [], counts: counts[index][offset],
                            to: &writer)
                    }
                case .suites(let suites):
                    for suite in suites { JUnitXML.suite(suite, to: &writer) }
                }
            }
            JUnitXML.end(to: &writer)
        }
    }

    /// The counts of a screen's suite, without making its cases.
    private func counts(of screen: AuditJUnitScreen, skipped: [AuditReport.SkippedRule]) -> JUnitXML.Counts {
        var counts = JUnitXML.Counts()
        for _ in skipped { counts.add(failed: false, skipped: true) }
        screen.forEachCase { testCase in
            let outcome = screen.outcome(of: testCase, strict: strict)
            counts.add(failed: outcome.failed, skipped: outcome.skipped)
        }
        return counts
    }

    /// A screen's suite: the rules the dump could not feed first (the
    /// first screen's), then its cases.
    private func write(
        _ screen: AuditJUnitScreen, file: String, skipped: [AuditReport.SkippedRule], counts: JUnitXML.Counts,
        to writer: inout ByteWriter
    ) {
        let base = screen.screen.base
        JUnitXML.suiteStart(name: file + " " + base, file: file, counts: counts, to: &writer)
        for skip in skipped {
            var testCase = JUnitReport.Case(className: skip.rule, name: base)
            testCase.skipped = "not checked: " + skip.reason
            JUnitXML.testCase(testCase, to: &writer)
        }
        screen.forEachCase { testCase in
            JUnitXML.testCase(screen.junitCase(testCase, strict: strict), to: &writer)
            writer.flushIfFull()
        }
        JUnitXML.suiteEnd(to: &writer)
    }
}
