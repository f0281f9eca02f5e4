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
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let all = suites.flatMap(\.cases)
        // The schema allows no `skipped` on `testsuites`.
        xml += "<testsuites name=\"hark\"" + Self.counts(all, skipped: false) + ">\n"
        for suite in suites {
            xml += "  <testsuite name=\(Self.attribute(suite.name))" + Self.counts(suite.cases)
            xml += (suite.file.map { " file=" + Self.attribute($0) } ?? "") + ">\n"
            for testCase in suite.cases { xml += Self.element(testCase) }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// ` tests="…" failures="…" errors="…" skipped="…"` for these cases.
    private static func counts(_ cases: [Case], skipped: Bool = true) -> String {
        let failures = cases.count { !$0.failures.isEmpty }, errors = cases.count { $0.error != nil }
        let counts = " tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        return counts + (skipped ? " skipped=\"\(cases.count { $0.skipped != nil })\"" : "")
    }

    private static func element(_ testCase: Case) -> String {
        var xml = "    <testcase classname=\(attribute(testCase.className)) name=\(attribute(testCase.name))"
        guard !testCase.failures.isEmpty || testCase.error != nil || testCase.skipped != nil || !testCase.output.isEmpty
        else { return xml + "/>\n" }
        xml += ">\n"
        for failure in testCase.failures { xml += outcome("failure", failure) }
        if let error = testCase.error { xml += outcome("error", error) }
        if let skipped = testCase.skipped { xml += "      <skipped message=\(attribute(skipped))/>\n" }
        if !testCase.output.isEmpty {
            xml += "      <system-out>" + text(testCase.output.joined(separator: "\n")) + "</system-out>\n"
        }
        return xml + "    </testcase>\n"
    }

    private static func outcome(_ name: String, _ outcome: Outcome) -> String {
        "      <\(name) message=\(attribute(outcome.message)) type=\(attribute(outcome.type))>" + text(outcome.text)
            + "</\(name)>\n"
    }

    /// A quoted attribute value: markup escaped, and line breaks and tabs as
    /// character references (an attribute's white space is otherwise
    /// normalized to spaces).
    static func attribute(_ value: String) -> String {
        var escaped = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": escaped += "&quot;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case "\t": escaped += "&#9;"
            default: append(scalar, to: &escaped)
            }
        }
        return escaped + "\""
    }

    /// Element text: markup escaped, a carriage return kept as a reference.
    static func text(_ value: String) -> String {
        var escaped = ""
        for scalar in value.unicodeScalars {
            if scalar == "\r" { escaped += "&#13;" } else { append(scalar, to: &escaped) }
        }
        return escaped
    }

    /// `scalar` as XML 1.0 allows it: `&`, `<` and `>` as entities, and a
    /// character XML 1.0 cannot hold at all (C0 controls but tab and line
    /// feed, U+FFFE, U+FFFF) written as the escape `\u{1B}`.
    private static func append(_ scalar: Unicode.Scalar, to text: inout String) {
        switch scalar {
        case "&": text += "&amp;"
        case "<": text += "&lt;"
        case ">": text += "&gt;"
        case "\t", "\n": text.unicodeScalars.append(scalar)
        case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
            text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: text.unicodeScalars.append(scalar)
        }
    }
}
