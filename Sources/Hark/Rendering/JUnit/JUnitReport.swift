/// A JUnit XML report, as GitLab's merge-request test widget, Jenkins'
/// junit step, Bitrise and most CI read it: `testsuites` holding one
/// `testsuite` per screen or comparison, each holding its `testcase`s.
/// The shape kept to is the one Jenkins validates against (its xunit
/// plugin's JUnit schema, which GitLab reads a subset of); docs/CI.md
/// lists its rules and JUnitReportTests checks every one. No `time` or
/// `timestamp` is written, so that the output is the same byte for byte.
package struct JUnitReport: Sendable {
    /// One `testsuite`.
    package struct Suite: Sendable {
        /// Its `name` (required by the schema).
        package var name: String
        /// The file it is about (`file`), when there is one.
        package var file: String?
        /// Its test cases.
        package var cases: [Case] = []

        package init(name: String, file: String? = nil, cases: [Case] = []) {
            self.name = name
            self.file = file
            self.cases = cases
        }
    }

    /// One `testcase`: passed, or with failures, an error or a skip, and
    /// what it printed.
    package struct Case: Sendable {
        /// Its `classname`: what it checks (a rule's id, `parity`).
        package var className: String
        /// Its `name` (required by the schema).
        package var name: String
        /// Its `failure` elements: why it failed.
        package var failures: [Outcome] = []
        /// Its `error` element: it could not run.
        package var error: Outcome?
        /// Its `skipped` element's message: it did not run.
        package var skipped: String?
        /// Its `system-out` lines.
        package var output: [String] = []

        package init(className: String, name: String) {
            self.className = className
            self.name = name
        }
    }

    /// A `failure` or `error`: its `message` and `type` attributes, and
    /// its text.
    package struct Outcome: Sendable {
        package var message: String
        package var type: String
        package var text: String

        package init(message: String, type: String, text: String) {
            self.message = message
            self.type = type
            self.text = text
        }
    }

    /// The suites, in order.
    package var suites: [Suite]

    package init(suites: [Suite]) { self.suites = suites }

    /// The document: an XML declaration, then `testsuites` with the totals.
    package var xml: String {
        String { writer in
            JUnitXML.head(JUnitXML.Counts(suites), to: &writer)
            for suite in suites { JUnitXML.suite(suite, to: &writer) }
            JUnitXML.end(to: &writer)
        }
    }
}
