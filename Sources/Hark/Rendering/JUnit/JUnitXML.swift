/// A JUnit document written through a ``ByteWriter`` piece by piece — its
/// head with the totals, each suite's start, each case, the ends — so that
/// a report with millions of cases is handed on as it is made rather than
/// held (``JUnitReport/xml`` is built by the same pieces).
package enum JUnitXML {
    /// A `testsuites` or `testsuite` element's counts.
    package struct Counts {
        package var tests = 0, failures = 0, errors = 0, skipped = 0

        package init() {}

        /// The counts of every case of `suites`: the one count of cases
        /// made whole (a document's totals, a suite's own).
        package init(_ suites: some Sequence<JUnitReport.Suite>) {
            for testCase in suites.lazy.flatMap(\.cases) {
                add(failed: !testCase.failures.isEmpty, error: testCase.error != nil, skipped: testCase.skipped != nil)
            }
        }

        /// Counts one case that failed, could not run or was skipped, or none of them.
        mutating func add(failed: Bool, error: Bool = false, skipped: Bool) {
            tests += 1
            if failed { failures += 1 }
            if error { errors += 1 }
            if skipped { self.skipped += 1 }
        }

        /// Counts `other`'s cases too.
        package mutating func add(_ other: Counts) {
            tests += other.tests
            failures += other.failures
            errors += other.errors
            skipped += other.skipped
        }
    }

    /// The XML declaration and `testsuites` with the totals (the schema
    /// allows no `skipped` on it).
    static func head(_ totals: Counts, to writer: inout ByteWriter) {
        writer.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"hark\"")
        counts(totals, skipped: false, to: &writer)
        writer.append(">\n")
    }

    /// A `testsuite`'s start tag.
    static func suiteStart(name: String, file: String?, counts: Counts, to writer: inout ByteWriter) {
        writer.append("  <testsuite name=")
        attribute(name, to: &writer)
        Self.counts(counts, skipped: true, to: &writer)
        if let file {
            writer.append(" file=")
            attribute(file, to: &writer)
        }
        writer.append(">\n")
    }

    /// A `testsuite`'s end tag.
    static func suiteEnd(to writer: inout ByteWriter) { writer.append("  </testsuite>\n") }

    /// The document's end.
    static func end(to writer: inout ByteWriter) { writer.append("</testsuites>\n") }

    /// A whole suite: its start, its cases, its end.
    static func suite(_ suite: JUnitReport.Suite, to writer: inout ByteWriter) {
        suiteStart(name: suite.name, file: suite.file, counts: Counts(CollectionOfOne(suite)), to: &writer)
        for testCase in suite.cases {
            self.testCase(testCase, to: &writer)
            writer.flushIfFull()
        }
        suiteEnd(to: &writer)
    }

    private static func counts(_ counts: Counts, skipped: Bool, to writer: inout ByteWriter) {
        let numbers: [(StaticString, Int)] = [
            (" tests=\"", counts.tests), (" failures=\"", counts.failures), (" errors=\"", counts.errors),
            (" skipped=\"", counts.skipped),
        ]
        for (name, number) in numbers.prefix(skipped ? 4 : 3) {
            writer.append(name)
            writer.append(number)
            writer.append(UInt8(ascii: "\""))
        }
    }

    /// A `testcase`: empty when it passed silently.
    static func testCase(_ testCase: JUnitReport.Case, to writer: inout ByteWriter) {
        writer.append("    <testcase classname=")
        attribute(testCase.className, to: &writer)
        writer.append(" name=")
        attribute(testCase.name, to: &writer)
        guard !testCase.failures.isEmpty || testCase.error != nil || testCase.skipped != nil || !testCase.output.isEmpty
        else { return writer.append("/>\n") }
        writer.append(">\n")
        for failure in testCase.failures { outcome("failure", failure, to: &writer) }
        if let error = testCase.error { outcome("error", error, to: &writer) }
        if let skipped = testCase.skipped {
            writer.append("      <skipped message=")
            attribute(skipped, to: &writer)
            writer.append("/>\n")
        }
        if !testCase.output.isEmpty {
            writer.append("      <system-out>")
            for (offset, line) in testCase.output.enumerated() {
                if offset > 0 { writer.append(UInt8(ascii: "\n")) }
                text(line, to: &writer)
            }
            writer.append("</system-out>\n")
        }
        writer.append("    </testcase>\n")
    }

    private static func outcome(_ name: StaticString, _ outcome: JUnitReport.Outcome, to writer: inout ByteWriter) {
        writer.append("      <")
        writer.append(name)
        writer.append(" message=")
        attribute(outcome.message, to: &writer)
        writer.append(" type=")
        attribute(outcome.type, to: &writer)
        writer.append(UInt8(ascii: ">"))
        text(outcome.text, to: &writer)
        writer.append("</")
        writer.append(name)
        writer.append(">\n")
    }

    /// A quoted attribute value: markup escaped, and line breaks and tabs as
    /// character references (an attribute's white space is otherwise
    /// normalized to spaces).
    static func attribute(_ value: String, to writer: inout ByteWriter) {
        writer.append(UInt8(ascii: "\""))
        escaping(value, inAttribute: true, to: &writer)
        writer.append(UInt8(ascii: "\""))
    }

    /// Element text: markup escaped, a carriage return kept as a reference.
    static func text(_ value: String, to writer: inout ByteWriter) {
        escaping(value, inAttribute: false, to: &writer)
    }

    /// `value` as XML 1.0 allows it: `&`, `<` and `>` as entities, a
    /// carriage return as a reference (in an attribute, a quote, a line
    /// feed and a tab too), and a character XML 1.0 cannot hold at all (C0
    /// controls but tab and line feed, U+FFFE, U+FFFF) written as the
    /// escape `\u{1B}`. Runs of other bytes are copied as they are.
    private static func escaping(_ value: String, inAttribute: Bool, to writer: inout ByteWriter) {
        var value = value
        value.withUTF8 { bytes in
            var start = 0, index = 0
            while index < bytes.count {
                let byte = bytes[index]
                // Nothing from '?' up is escaped but the lead byte of U+FFFE and U+FFFF.
                guard byte < UInt8(ascii: "?") || byte == 0xEF, let escape = escape(bytes, at: index, inAttribute)
                else {
                    index += 1
                    continue
                }
                if start < index { writer.append(raw: UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                writer.append(string: escape)
                index += byte == 0xEF ? 3 : 1
                start = index
            }
            if start < bytes.count { writer.append(raw: UnsafeBufferPointer(rebasing: bytes[start...])) }
        }
    }

    /// What the byte at `index` is written as, or `nil` when it is copied.
    @inline(__always)
    private static func escape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ inAttribute: Bool) -> String? {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "&"): return "&amp;"
        case UInt8(ascii: "<"): return "&lt;"
        case UInt8(ascii: ">"): return "&gt;"
        case UInt8(ascii: "\r"): return "&#13;"
        case UInt8(ascii: "\""): return inAttribute ? "&quot;" : nil
        case UInt8(ascii: "\n"): return inAttribute ? "&#10;" : nil
        case UInt8(ascii: "\t"): return inAttribute ? "&#9;" : nil
        case 0..<0x20: return "\\u{" + String(byte, radix: 16, uppercase: true) + "}"
        case 0xEF:
            // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
            guard index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE else { return nil }
            return bytes[index + 2] == 0xBE ? "\\u{FFFE}" : "\\u{FFFF}"
        default: return nil
        }
    }
}
