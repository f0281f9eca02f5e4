import Foundation
import HarkTestSupport
import Testing

@testable import Hark

/// The audit's JSON, JUnit and batch SARIF are written a finding (or a
/// test case) at a time from the findings as the audit holds them
/// (`AuditRun`), never from the whole report: each is the report's own
/// document byte for byte.
@Suite("Streamed audit documents")
struct StreamedAuditTests {
    /// Every sample, and Broken.json with suppressions on containers and
    /// elements of every family (motion included), as JSON texts.
    static func texts() throws -> [(String, Data)] {
        let samples = try sampleNames.map { name in
            (name, try Data(contentsOf: packageRoot.appendingPathComponent("Samples/\(name).json")))
        }
        let broken = try Data(contentsOf: packageRoot.appendingPathComponent("Samples/Broken.json"))
        guard var object = try JSONSerialization.jsonObject(with: broken) as? [String: Any],
            var root = object["root"] as? [String: Any], var children = root["children"] as? [[String: Any]]
        else { throw CocoaError(.fileReadCorruptFile) }
        for index in children.indices where index % 3 != 2 {
            children[index]["auditIgnore"] = ["labels", "targets", "motion", "structure", "traits"]
            if index % 3 == 0 { children[index]["auditReason"] = "reason \(index)" }
        }
        root["children"] = children
        root["auditIgnore"] = ["structure"]
        object["root"] = root
        return samples + [("ignored", try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))]
    }

    static func audit(_ data: Data) throws -> (AuditRun, AuditReport) {
        let document = try HarkDocument(jsonData: data)
        let appStrings = try AppStrings(for: document, sampleFolder: packageRoot.appendingPathComponent("Samples"))
        let run = try Audit.auditRun(on: document, rules: Audit.rules, locale: nil, appStrings: appStrings)
        let report = try Audit.report(
            on: document, rules: Audit.rules, locale: nil, appStrings: appStrings, listingScreens: true)
        return (run, report)
    }

    @Test func aRunWritesTheReportsJSON() throws {
        for (name, data) in try Self.texts() {
            let (run, report) = try Self.audit(data)
            for show in [false, true] {
                var json = ""
                run.writeJSON(title: name, locale: "en", showSuppressed: show) {
                    json += String(decoding: $0, as: UTF8.self)
                }
                #expect(json == report.json(title: name, locale: "en", showSuppressed: show), "\(name)")
            }
        }
    }

    @Test func aRunWritesTheReportsJUnitCaseByCase() throws {
        var tested = 0
        for (name, data) in try Self.texts() {
            let (run, report) = try Self.audit(data)
            #expect(AuditJUnitDocument.streams(try HarkDocument(jsonData: data)), "\(name)")
            for (strict, show) in [(false, false), (false, true), (true, false), (true, true)] {
                var document = AuditJUnitDocument(strict: strict, showSuppressed: show)
                document.parts = [.audit(run, file: name)]
                var xml = ""
                document.write { xml += String(decoding: $0, as: UTF8.self) }
                let suites = report.junitSuites(file: name, strict: strict, showSuppressed: show)
                #expect(xml == JUnitReport(suites: suites).xml, "\(name) strict \(strict) shown \(show)")
                tested += suites.flatMap(\.cases).count { $0.skipped != nil }
            }
        }
        #expect(tested > 20)
    }

    @Test func aScreenIdWithADotOrBracketIsLeftToTheReport() throws {
        let text = #"{"hark": 1, "root": {"label": "a"}, "screens": {"#
        for (id, streams) in [("plain-id", true), ("a.b", false), ("c[1]", false)] {
            let document = try HarkDocument(jsonData: Data((text + "\"\(id)\": {\"label\": \"b\"}}}").utf8))
            #expect(AuditJUnitDocument.streams(document) == streams, "\(id)")
        }
    }

    /// The batch log, file by file, is the log the report's results made.
    @Test func aBatchLogIsTheOneTheReportsResultsMake() throws {
        let texts = try Self.texts()
        for show in [false, true] {
            var batch = AuditSARIFBatch(), results: [String] = []
            for (index, (name, data)) in texts.enumerated() {
                let (run, report) = try Self.audit(data)
                batch.files.append(.init(path: name, run: run, source: data, failure: nil))
                results += report.sarifResults(
                    file: name, artifactIndex: index, source: [UInt8](data), rules: Audit.rules, showSuppressed: show)
            }
            batch.files.append(.init(path: "unread.json", run: nil, source: nil, failure: "cannot read"))
            var log = ""
            batch.write(rules: Audit.rules, toolVersion: "1", showSuppressed: show) {
                log += String(decoding: $0, as: UTF8.self)
            }
            let whole = AuditReport.sarifLog(
                rules: Audit.rules, toolVersion: "1", artifacts: texts.map(\.0) + ["unread.json"],
                failures: [(texts.count, "cannot read")], results: results)
            #expect(log == whole)
        }
    }
}
