import Foundation

extension AuditReport {
    /// The report as SARIF 2.1.0: one run whose driver lists every rule
    /// (id, short description, help URI into docs/Audit.md, default
    /// level), and one result per finding with its rule, level, message and
    /// location: the file, and the line and column of the element in it
    /// (found by ``SourcePositions``, on demand; for an imported dump, the
    /// line and column its importer recorded), with the JSON path and
    /// element id as logical location. Suppressed findings are included
    /// with a `suppressions` entry when `showSuppressed` is set.
    package func sarif(
        file: String, source: [UInt8]?, rules: [AuditRule], toolVersion: String, showSuppressed: Bool = false
    ) -> String {
        String(writtenBy: { writer in
            writeSARIF(
                file: file, source: source, rules: rules, toolVersion: toolVersion, showSuppressed: showSuppressed,
                into: &writer)
        })
    }

    /// The log of ``sarif(file:source:rules:toolVersion:showSuppressed:)``
    /// handed to `output` in chunks of about 64 KiB as each result is made,
    /// so that a log with a finding on every element is never held whole.
    package func writeSARIF(
        file: String, source: [UInt8]?, rules: [AuditRule], toolVersion: String, showSuppressed: Bool = false,
        to output: (UnsafeRawBufferPointer) -> Void
    ) {
        ByteWriter.writing(to: output) { writer in
            writeSARIF(
                file: file, source: source, rules: rules, toolVersion: toolVersion, showSuppressed: showSuppressed,
                into: &writer)
        }
    }

    private func writeSARIF(
        file: String, source: [UInt8]?, rules: [AuditRule], toolVersion: String, showSuppressed: Bool,
        into writer: inout ByteWriter
    ) {
        let notes = Self.sarifConfigurationNotifications(skipped, file: file, rules: rules)
        var log = SARIFLog(
            head: Self.sarifLogHead(rules: rules, toolVersion: toolVersion, configurationNotifications: notes),
            into: &writer)
        let results = SARIFResults(file: file, artifactIndex: nil, rules: rules)
        forEachSARIFResult(file: file, source: source, showSuppressed: showSuppressed) { finding, position in
            log.add(finding, at: position, as: results, to: &writer)
        }
        log.end(&writer)
    }

    /// The rules the dump cannot feed (``skipped``) as SARIF configuration
    /// notifications, one JSON text each; with `artifactIndex` (a batch),
    /// each names its file.
    package func sarifConfigurationNotifications(file: String, artifactIndex: Int? = nil, rules: [AuditRule])
        -> [String]
    {
        Self.sarifConfigurationNotifications(skipped, file: file, artifactIndex: artifactIndex, rules: rules)
    }

    /// The `skipped` rules as SARIF configuration notifications.
    static func sarifConfigurationNotifications(
        _ skipped: [SkippedRule], file: String, artifactIndex: Int? = nil, rules: [AuditRule]
    ) -> [String] {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        return skipped.map { skip in
            var json = "{\"level\": \"note\", \"associatedRule\": {\"id\": \(JSONText.string(skip.rule))"
            if let index = ruleIndex[skip.rule] { json += ", \"index\": \(index)" }
            json += "}, \"message\": {\"text\": \(JSONText.string("not checked: " + skip.reason))}"
            if let artifactIndex {
                json +=
                    ", \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": "
                    + "\(JSONText.string(Self.uri(file))), \"index\": \(artifactIndex)}}}]"
            }
            return json + "}"
        }
    }

    /// The report's results as SARIF `result` objects, one JSON text each,
    /// located in `file`; `artifactIndex`: the file's index in the log's
    /// `artifacts`, when the log lists them (a batch of files).
    package func sarifResults(
        file: String, artifactIndex: Int? = nil, source: [UInt8]?, rules: [AuditRule], showSuppressed: Bool
    ) -> [String] {
        let maker = SARIFResults(file: file, artifactIndex: artifactIndex, rules: rules)
        var results: [String] = []
        forEachSARIFResult(file: file, source: source, showSuppressed: showSuppressed) { finding, position in
            results.append(String(writtenBy: { maker.write(finding, at: position, to: &$0) }))
        }
        return results
    }

    /// Hands each finding of a log with where it starts to `body`: the
    /// findings, then (with `showSuppressed`) the suppressed ones.
    private func forEachSARIFResult(
        file: String, source: [UInt8]?, showSuppressed: Bool,
        _ body: (AuditFinding, SourcePositions.Position?) -> Void
    ) {
        var wanted = Set(findings.lazy.map(\.path))
        if showSuppressed { wanted.formUnion(suppressed.lazy.map(\.path)) }
        let positions = Self.positions(of: wanted, imported: imported, source: source)
        wanted = []
        for finding in findings { body(finding, positions[finding.path]) }
        if showSuppressed { for finding in suppressed { body(finding, positions[finding.path]) } }
    }

    /// Where the `wanted` paths start: in the dump an imported document was
    /// read from, else in the JSON `source`.
    static func positions(of wanted: Set<String>, imported: HarkDocument?, source: [UInt8]?)
        -> [String: SourcePositions.Position]
    {
        imported.map { SourcePositions.locate(wanted, in: $0) } ?? source.map {
            SourcePositions.locate(wanted, in: $0)
        } ?? [:]
    }

    /// A SARIF 2.1.0 log of one run: the driver with every rule, and
    /// `results` (from ``sarifResults(file:artifactIndex:source:rules:showSuppressed:)``).
    /// The run's invocation carries the rules left unchecked
    /// (`configurationNotifications`); for a batch, `artifacts` lists every
    /// file read, and `failures` the files that could not be (by artifact
    /// index), as its error notifications.
    package static func sarifLog(
        rules: [AuditRule], toolVersion: String, artifacts: [String]? = nil, configurationNotifications: [String] = [],
        failures: [(artifact: Int, message: String)] = [], results: [String]
    ) -> String {
        var json = sarifLogHead(
            rules: rules, toolVersion: toolVersion, artifacts: artifacts,
            configurationNotifications: configurationNotifications, failures: failures)
        for (offset, result) in results.enumerated() { json += (offset == 0 ? "\n        " : ",\n        ") + result }
        return json + sarifLogTail(empty: results.isEmpty)
    }

    /// The log up to its results: the driver and its rules, the
    /// invocation, the artifacts, and the opening of `results`.
    static func sarifLogHead(
        rules: [AuditRule], toolVersion: String, artifacts: [String]? = nil, configurationNotifications: [String] = [],
        failures: [(artifact: Int, message: String)] = []
    ) -> String {
        var json = """
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "hark",
                      "version": \(JSONText.string(toolVersion)),
                      "rules": [
            """
        for (offset, rule) in rules.enumerated() {
            json += offset == 0 ? "\n" : ",\n"
            json +=
                "            {\"id\": \(JSONText.string(rule.id)), \"shortDescription\": {\"text\": "
                + "\(JSONText.string(rule.rationale))}, "
            json +=
                "\"helpUri\": \(JSONText.string(rule.documentation)), \"defaultConfiguration\": {\"level\": "
                + "\"\(rule.severity.rawValue)\"}, "
            json +=
                "\"properties\": {\"tags\": "
                + JSONText.string(
                    [rule.family] + [rule.xcuiAuditType, rule.wcag.map { "WCAG " + $0 }].compactMap { $0 }) + "}}"
        }
        json += "\n          ]\n        }\n      },\n"
        json += invocations(
            artifacts: artifacts, configurationNotifications: configurationNotifications, failures: failures)
        if let artifacts {
            json +=
                "      \"artifacts\": ["
                + artifacts.map { "\n        {\"location\": {\"uri\": \(JSONText.string(uri($0)))}}" }.joined(
                    separator: ",")
            json += artifacts.isEmpty ? "],\n" : "\n      ],\n"
        }
        return json + "      \"columnKind\": \"unicodeCodePoints\",\n      \"results\": ["
    }

    /// The end of the log, after its results (`empty`: there are none).
    static func sarifLogTail(empty: Bool) -> String {
        (empty ? "]\n" : "\n      ]\n") + "    }\n  ]\n}\n"
    }

    /// The run's `invocations` member: none for one file with every rule
    /// checked; otherwise one invocation with the rules left unchecked
    /// (configuration notifications) and, for a batch, the files that
    /// could not be read (execution notifications).
    private static func invocations(
        artifacts: [String]?, configurationNotifications: [String], failures: [(artifact: Int, message: String)]
    ) -> String {
        guard artifacts != nil || !configurationNotifications.isEmpty else { return "" }
        func list(_ items: [String]) -> String { items.map { "\n        " + $0 }.joined(separator: ",") + "\n      ]" }
        var json = "      \"invocations\": [{\"executionSuccessful\": \(failures.isEmpty)"
        if !configurationNotifications.isEmpty {
            json += ", \"toolConfigurationNotifications\": [" + list(configurationNotifications)
        }
        if let artifacts {
            let notifications = failures.map { failure in
                "{\"level\": \"error\", \"message\": {\"text\": \(JSONText.string(failure.message))}, \"locations\": "
                    + "[{\"physicalLocation\": "
                    + "{\"artifactLocation\": {\"uri\": \(JSONText.string(uri(artifacts[failure.artifact]))), "
                    + "\"index\": \(failure.artifact)}}}]}"
            }
            json += ", \"toolExecutionNotifications\": [" + (notifications.isEmpty ? "]" : list(notifications))
        }
        return json + "}],\n"
    }

    /// A file name as a URI reference: `/` separators, and characters
    /// outside RFC 3986's unreserved and path sets percent-encoded.
    static func uri(_ file: String) -> String {
        if file == "-" || file == "<stdin>" { return "stdin" }
        var uri = ""
        for byte in file.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~/!$&'()*+,;=:@".contains(character) {
                uri.append(character)
            } else {
                uri += "%" + String(byte, radix: 16, uppercase: true).leftPadded()
            }
        }
        return uri
    }
}

/// SARIF `result` objects of one file: a finding's rule, level, message
/// (with what VoiceOver says), location and suppression.
struct SARIFResults {
    let ruleIndex: [String: Int]
    let artifact: String

    init(file: String, artifactIndex: Int?, rules: [AuditRule]) {
        ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        artifact =
            "{\"uri\": \(JSONText.string(AuditReport.uri(file)))" + (artifactIndex.map { ", \"index\": \($0)" } ?? "")
            + "}"
    }

    /// The result of `finding`, starting at `position` in its file, as one JSON text.
    func write(_ finding: AuditFinding, at position: SourcePositions.Position?, to writer: inout ByteWriter) {
        writer.append("{\"ruleId\": ")
        writer.appendJSONString(finding.rule)
        if let index = ruleIndex[finding.rule] {
            writer.append(", \"ruleIndex\": ")
            writer.append(index)
        }
        writer.append(", \"level\": \"")
        writer.append(string: finding.severity.rawValue)
        writer.append("\", \"message\": {\"text\": ")
        writer.appendJSONString(finding.message + (finding.speech.map { ". VoiceOver says: \"\($0)\"" } ?? ""))
        writer.append("}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": ")
        writer.append(string: artifact)
        if let position {
            writer.append(", \"region\": {\"startLine\": ")
            writer.append(position.line)
            if position.column > 0 {
                writer.append(", \"startColumn\": ")
                writer.append(position.column)
            }
            writer.append(UInt8(ascii: "}"))
        }
        writer.append("}, \"logicalLocations\": [{\"fullyQualifiedName\": ")
        writer.appendJSONString(finding.path)
        if let id = finding.id {
            writer.append(", \"name\": ")
            writer.appendJSONString(id)
        }
        writer.append(", \"kind\": \"element\"}]}]")
        if let reason = finding.suppressedBecause {
            writer.append(", \"suppressions\": [{\"kind\": \"inSource\"")
            if !reason.isEmpty {
                writer.append(", \"justification\": ")
                writer.appendJSONString(reason)
            }
            writer.append("}]")
        }
        writer.append(UInt8(ascii: "}"))
    }
}

extension AuditRun {
    /// The log ``AuditReport/writeSARIF(file:source:rules:toolVersion:showSuppressed:to:)``
    /// writes for this audit, each result made as its finding is made
    /// whole; `source`: the JSON read (held once: the caller's bytes),
    /// when the document was not imported. Findings on nodes are placed by
    /// their node (``SARIFPlaces``).
    package func writeSARIF(
        file: String, source: Data?, rules: [AuditRule], toolVersion: String, showSuppressed: Bool = false,
        to output: (UnsafeRawBufferPointer) -> Void
    ) {
        let notes = AuditReport.sarifConfigurationNotifications(skipped, file: file, rules: rules)
        ByteWriter.writing(to: output) { writer in
            let head = AuditReport.sarifLogHead(
                rules: rules, toolVersion: toolVersion, configurationNotifications: notes)
            var log = SARIFLog(head: head, into: &writer)
            addSARIFResults(
                SARIFResults(file: file, artifactIndex: nil, rules: rules), source: source,
                showSuppressed: showSuppressed, to: &log, &writer)
            log.end(&writer)
        }
    }

    /// Adds a result to `log` for each finding (and, with `showSuppressed`,
    /// each suppressed one), made as its finding is made whole.
    func addSARIFResults(
        _ results: SARIFResults, source: Data?, showSuppressed: Bool, to log: inout SARIFLog,
        _ writer: inout ByteWriter
    ) {
        let places = SARIFPlaces(self, showSuppressed: showSuppressed, source: source)
        forEachScreen { screen, findings in
            let order = places.order(of: screen)
            for held in findings {
                let finding = screen.finding(for: held)
                log.add(
                    finding, at: places.position(of: held, finding, on: screen, order: order), as: results, to: &writer)
            }
        }
        if showSuppressed {
            for finding in suppressed { log.add(finding, at: places.position(of: finding), as: results, to: &writer) }
        }
    }
}

/// A log written through a ``ByteWriter``: its head, each result as it is
/// made (the writer handing on a chunk between two), and its end.
struct SARIFLog {
    private var empty = true

    /// Starts the log with `head`.
    init(head: String, into writer: inout ByteWriter) {
        writer.append(string: head)
    }

    /// Adds the result of `finding`, starting at `position`, as `results` writes it.
    mutating func add(
        _ finding: AuditFinding, at position: SourcePositions.Position?, as results: SARIFResults,
        to writer: inout ByteWriter
    ) {
        writer.flushIfFull()
        writer.append(empty ? "\n        " : ",\n        ")
        empty = false
        results.write(finding, at: position, to: &writer)
    }

    /// Ends the log.
    func end(_ writer: inout ByteWriter) { writer.append(string: AuditReport.sarifLogTail(empty: empty)) }
}

extension String {
    fileprivate func leftPadded() -> String { count < 2 ? "0" + self : self }
}
