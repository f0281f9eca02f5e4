import Foundation
import Testing
import Hark
import HarkTestSupport

/// Audits of imported dumps: rules that need what no dump carries
/// (behaviours, transitions, colours, element languages) do not run, and
/// every output says which were skipped and why.
@Suite("Audit of imported dumps")
struct AuditImportCLITests {
    static let form = packageRoot.appendingPathComponent("Samples/Imported/xcuitest/signin-settings-form.txt").path

    @Test func anImportedSliderIsNoFalseError() throws {
        let document = try HarkDocument(importing: Data(contentsOf: URL(fileURLWithPath: Self.form)))
        let report = try Audit.report(on: document)
        #expect(!report.findings.contains { $0.rule == "adjustable-without-actions" })
        #expect(
            report.skipped.map(\.rule) == [
                "language-mismatch", "adjustable-without-actions", "contrast", "no-reduced-alternative",
                "reduced-still-moves",
                "unannounced-animated-change", "present-lands-on-non-heading", "modal-without-escape",
            ])
        // The same slider in Hark's own format, with nothing to adjust it: the error stands.
        var own = document
        own.importOrigin = nil
        #expect(try Audit.report(on: own).findings.contains { $0.rule == "adjustable-without-actions" })
        #expect(try Audit.report(on: own).skipped.isEmpty)
    }

    @Test func theTextHeaderSaysWhatWasNotChecked() {
        let output = runHark(["audit", Self.form]).output
        #expect(
            output.contains(
                "# not checked, XCUITest debugDescription carries no increment and decrement behaviours or "
                    + "adjustableValues: adjustable-without-actions\n"
            ))
        #expect(
            output.contains(
                "# not checked, XCUITest debugDescription carries no transitions and behaviours: "
                    + "no-reduced-alternative, reduced-still-moves, unannounced-animated-change, "
                    + "present-lands-on-non-heading, modal-without-escape\n"
            ))
        // Only the rules asked for are listed.
        let one = runHark(["audit", Self.form, "--rule", "contrast"]).output
        #expect(
            one.hasPrefix(
                "# Audit: Acme (en)\n# not checked, XCUITest debugDescription carries no text and background colours: "
                    + "contrast\n"
            ))
    }

    @Test func jsonAndSARIFListTheSkippedRules() throws {
        let json = runHark(["audit", Self.form, "--format", "json"]).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let skipped = try #require(object["skipped"] as? [[String: String]])
        #expect(
            skipped.first == [
                "rule": "language-mismatch",
                "reason": "XCUITest debugDescription carries no elements' accessibilityLanguage",
            ])
        let sarif = runHark(["audit", Self.form, "--format", "sarif"]).output
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let notes = try #require(
            (run["invocations"] as? [[String: Any]])?.first?["toolConfigurationNotifications"] as? [[String: Any]])
        #expect(notes.count == 8)
        #expect((notes.first?["associatedRule"] as? [String: Any])?["id"] as? String == "language-mismatch")
        // Hark's own documents: no such member at all.
        let own = runHark(["audit", packageRoot.appendingPathComponent("Samples/Broken.json").path, "--format", "json"])
            .output
        #expect(!own.contains("\"skipped\""))
    }
}

extension AuditImportCLITests {
    @Test func accessibilitySnapshotsModelFeedsTheLanguageRule() throws {
        let path = packageRoot.appendingPathComponent(
            "Samples/Imported/accessibilitysnapshot/settings-screen-model.json")
        let report = try Audit.report(on: HarkDocument(importing: Data(contentsOf: path)))
        #expect(!report.skipped.map(\.rule).contains("language-mismatch"))
        #expect(report.skipped.map(\.rule).contains("adjustable-without-actions"))
    }
}
