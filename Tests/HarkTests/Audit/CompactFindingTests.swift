import Foundation
import HarkTestSupport
import Testing

@testable import Hark

/// The audit holds its findings compactly until they are written
/// (`AuditRun`), and `hark diff` keeps a version's findings without its
/// tree (`AuditFindingList`): both give back exactly the findings the
/// audit made.
@Suite("Compact findings")
struct CompactFindingTests {
    /// Every sample's findings, in force and suppressed, with the report's
    /// counts.
    static func reports() throws -> [(String, AuditReport)] {
        try sampleNames.map { name in
            let document = try loadSample(name)
            let appStrings = try AppStrings(for: document, sampleFolder: packageRoot.appendingPathComponent("Samples"))
            return (name, try Audit.report(on: document, appStrings: appStrings))
        }
    }

    @Test func aRunHandsOverTheFindingsOfTheReportInOrder() throws {
        for (name, report) in try Self.reports() {
            let document = try loadSample(name)
            let appStrings = try AppStrings(for: document, sampleFolder: packageRoot.appendingPathComponent("Samples"))
            let run = try Audit.auditRun(
                on: document, rules: Audit.rules, locale: nil, appStrings: appStrings)
            var findings: [AuditFinding] = []
            run.forEachFinding { findings.append($0) }
            #expect(findings == report.findings, "\(name)")
            #expect(run.suppressed == report.suppressed, "\(name)")
            #expect(run.errorCount == report.errorCount && run.warningCount == report.warningCount, "\(name)")
        }
    }

    @Test func aRunWritesTheReportsTextInPieces() throws {
        for (name, report) in try Self.reports() {
            let document = try loadSample(name)
            let appStrings = try AppStrings(for: document, sampleFolder: packageRoot.appendingPathComponent("Samples"))
            let run = try Audit.auditRun(on: document, rules: Audit.rules, locale: nil, appStrings: appStrings)
            for show in [false, true] {
                var text = ""
                run.writeText(title: name, locale: "en", showSuppressed: show) {
                    text += String(decoding: $0, as: UTF8.self)
                }
                #expect(text == report.text(title: name, locale: "en", showSuppressed: show), "\(name)")
            }
        }
    }

    /// A run places its findings on nodes by the node (``SARIFPlaces``),
    /// the report by the path: the logs are the same, for every sample and
    /// for a key written with an escape (which the run places by path).
    @Test func aRunWritesTheReportsSARIF() throws {
        let escaped = #"{"hark": 1, "root": {"children": [{"traits": ["button"], "chil\u0064ren": [{"label": "x"}]}]}}"#
        let texts = try sampleNames.map { name in
            (name, try Data(contentsOf: packageRoot.appendingPathComponent("Samples/\(name).json")))
        }
        for (name, data) in texts + [("escaped", Data(escaped.utf8))] {
            let document = try HarkDocument(jsonData: data)
            let appStrings = try AppStrings(for: document, sampleFolder: packageRoot.appendingPathComponent("Samples"))
            let report = try Audit.report(on: document, appStrings: appStrings)
            let run = try Audit.auditRun(on: document, rules: Audit.rules, locale: nil, appStrings: appStrings)
            for show in [false, true] {
                var log = ""
                run.writeSARIF(file: name, source: data, rules: Audit.rules, toolVersion: "1", showSuppressed: show) {
                    log += String(decoding: $0, as: UTF8.self)
                }
                let whole = report.sarif(
                    file: name, source: [UInt8](data), rules: Audit.rules, toolVersion: "1", showSuppressed: show)
                #expect(log == whole, "\(name)")
            }
        }
    }

    @Test func aListGivesBackEveryFindingAsItWasKept() throws {
        var findings = try Self.reports().flatMap { $0.1.findings + $0.1.suppressed }
        // What the samples lack: no id, no speech, a reason, text past 127
        // bytes (two length bytes), other scripts, the same finding twice.
        let long = String(repeating: "é", count: 200)
        findings += [
            AuditFinding(severity: .error, rule: "missing-label", path: "root", message: long),
            AuditFinding(
                severity: .warning, rule: "small-target", id: "ボタン", path: "root.children[0]", message: "m",
                speech: long, index: 1, suppressedBecause: ""),
            AuditFinding(
                severity: .warning, rule: "small-target", id: "ボタン", path: "root.children[0]", message: "m",
                speech: long, index: 1, suppressedBecause: "a reason"),
            AuditFinding(severity: .warning, rule: "a rule of someone else's", path: "", message: "", index: 0),
        ]
        findings.append(findings[findings.count - 1])
        let list = AuditFindingList(findings)
        #expect(list.count == findings.count)
        #expect(Array(list) == findings)
    }
}
