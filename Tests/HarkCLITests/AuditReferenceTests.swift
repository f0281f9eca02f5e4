import Foundation
import HarkTesting
import Testing
import Hark
@testable import HarkCLI
import HarkTestSupport

/// Every sample's audit, compared with its reviewed reference in
/// `__Snapshots__/AuditReferenceTests/`: the text (suppressed findings shown,
/// with their reasons) for each sample; JSON and SARIF too for Broken.json.
/// `.ci/run` compares the built `hark` with the same files.
@Suite("Audit references")
struct AuditReferenceTests {
    /// The audit of a sample, as `hark audit Samples/<name>.json` runs it from the package root.
    static func report(_ name: String) throws -> (AuditReport, HarkDocument, [UInt8]) {
        let bytes = try [UInt8](Data(contentsOf: packageRoot.appendingPathComponent("Samples/\(name).json")))
        let document = try HarkDocument(jsonData: Data(bytes))
        let appStrings = try AppStrings(for: document, sampleFolder: packageRoot.appendingPathComponent("Samples"))
        return (try Audit.report(on: document, appStrings: appStrings), document, bytes)
    }

    @Test("Auditing every sample", arguments: sampleNames)
    func sample(_ name: String) throws {
        let (report, document, _) = try Self.report(name)
        assertReference(
            report.text(title: document.title ?? "Samples/\(name).json", locale: document.locale, showSuppressed: true),
            named: "\(name).txt")
    }

    @Test func brokenAsJSONAndSARIF() throws {
        let (report, document, bytes) = try Self.report("Broken")
        assertReference(
            report.json(title: document.title, locale: document.locale, showSuppressed: true), named: "Broken.json")
        assertReference(
            report.sarif(
                file: "Samples/Broken.json", source: bytes, rules: Audit.rules, toolVersion: HelpText.version,
                showSuppressed: true), named: "Broken.sarif")
    }

    @Test("Every rule fires on Broken.json, once", arguments: Audit.rules)
    func firesOnBroken(_ rule: AuditRule) throws {
        let (report, _, _) = try Self.report("Broken")
        #expect(report.findings.count { $0.rule == rule.id } == 1, "\(rule.id)")
    }

    /// The samples other than Broken.json audit clean, but for SlideUpModal,
    /// whose motion findings are its point (see docs/Audit.md).
    @Test("Every other sample audits clean", arguments: sampleNames.filter { $0 != "Broken" })
    func clean(_ name: String) throws {
        let (report, _, _) = try Self.report(name)
        let expected =
            name == "SlideUpModal"
            ? ["no-reduced-alternative", "present-lands-on-non-heading", "modal-without-escape"] : []
        #expect(report.findings.map(\.rule) == expected)
        for finding in report.suppressed {
            #expect(
                finding.suppressedBecause?.isEmpty == false, "\(name): \(finding.path) is suppressed without a reason")
        }
    }
}
