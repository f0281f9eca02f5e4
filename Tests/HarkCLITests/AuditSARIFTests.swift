import Foundation
import Testing
@testable import Hark
import HarkTestSupport

/// `hark audit --format sarif` against the SARIF 2.1.0 schema (vendored in
/// Tests/Fixtures, see its SOURCES.md), and the positions it reports.
@Suite("Audit SARIF")
struct AuditSARIFTests {
    static let validator: JSONSchemaValidator? = {
        guard
            let data = try? Data(
                contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/sarif-schema-2.1.0.json"))
        else { return nil }
        return (try? JSONAny.parse(data)).map(JSONSchemaValidator.init)
    }()

    @Test("SARIF validates against the 2.1.0 schema", arguments: ["Broken", "SlideUpModal", "Alert", "Compose"])
    func validates(_ sample: String) throws {
        let validator = try #require(Self.validator)
        let result = runHark([
            "audit", packageRoot.appendingPathComponent("Samples/\(sample).json").path, "--format", "sarif",
            "--show-suppressed",
        ])
        #expect(result.code <= 1)
        let sarif = try JSONAny.parse(Data(result.output.utf8))
        #expect(validator.errors(in: sarif) == [])
        #expect(sarif["version"] == .string("2.1.0"))
    }

    /// The validator is no rubber stamp: broken SARIF fails.
    @Test func theValidatorRejectsBrokenSARIF() throws {
        let validator = try #require(Self.validator)
        #expect(!validator.errors(in: try JSONAny.parse(Data(#"{"version": "2.1.0"}"#.utf8))).isEmpty)  // no runs
        #expect(!validator.errors(in: try JSONAny.parse(Data(#"{"version": "3", "runs": []}"#.utf8))).isEmpty)
        let badLevel =
            #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "hark"}}, "#
            + #""results": [{"message": {"text": "x"}, "level": "fatal"}]}]}"#
        #expect(
            validator.errors(in: try JSONAny.parse(Data(badLevel.utf8))).map { $0.prefix(34) } == [
                "$.runs[0].results[0].level: string"
            ])
        let badLine =
            #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "hark"}}, "#
            + #""results": [{"message": {"text": "x"}, "#
            + #""locations": [{"physicalLocation": {"region": {"startLine": 0}}}]}]}]}"#
        #expect(!validator.errors(in: try JSONAny.parse(Data(badLine.utf8))).isEmpty)
    }

    @Test func resultsCarryRulesLevelsAndTheElementsLineAndColumn() throws {
        let path = packageRoot.appendingPathComponent("Samples/Broken.json").path
        let sarif = try JSONAny.parse(Data(runHark(["audit", path, "--format", "sarif"]).output.utf8))
        guard case .array(let runs)? = sarif["runs"], let run = runs.first, case .array(let results)? = run["results"]
        else {
            Issue.record("no results")
            return
        }
        #expect(results.count == 24)
        let missing = try #require(results.first { $0["ruleId"] == .string("missing-label") })
        #expect(missing["level"] == .string("error"))
        guard case .array(let locations)? = missing["locations"], let physical = locations.first?["physicalLocation"]
        else {
            Issue.record("no location")
            return
        }
        #expect(physical["region"]?["startLine"] == .number(18))
        #expect(physical["region"]?["startColumn"] == .number(11))
        #expect(physical["artifactLocation"]?["uri"] == .string(path))
        guard case .array(let rules)? = run["tool"]?["driver"]?["rules"] else {
            Issue.record("no rules")
            return
        }
        #expect(rules.count == Audit.rules.count)
        #expect(rules.first?["helpUri"] == .string("docs/Audit.md#missing-label"))
    }

    @Test func positionsAreLinesAndCodePointColumns() {
        let text =
            "{\n  \"root\": {\"label\": \"é\", \"children\": [\n    {\"id\": \"a\"}, {\"id\": \"b\",\r\n \"x\": [1, "
            + "2]}]}}"
        let found = SourcePositions.locate(
            ["root", "root.children[0]", "root.children[1]", "root.children[1].x", "root.label", "missing"],
            in: Array(text.utf8))
        #expect(found["root"] == .init(line: 2, column: 11))
        #expect(found["root.label"] == nil)  // scalars are not located
        #expect(found["root.children[0]"] == .init(line: 3, column: 5))
        #expect(found["root.children[1]"] == .init(line: 3, column: 18))
        #expect(found["root.children[1].x"] == .init(line: 4, column: 7))
        #expect(found["missing"] == nil)
        // A byte-order mark is skipped, as the decoder skips it: the positions stay.
        let marked = SourcePositions.locate(["root", "root.children[1]"], in: [0xEF, 0xBB, 0xBF] + Array(text.utf8))
        #expect(marked["root"] == .init(line: 2, column: 11))
        #expect(marked["root.children[1]"] == .init(line: 3, column: 18))
    }

    @Test func fileNamesBecomeURIReferences() {
        #expect(AuditReport.uri("Samples/My Screen.json") == "Samples/My%20Screen.json")
        #expect(AuditReport.uri("-") == "stdin")
        #expect(AuditReport.uri("Écran.json") == "%C3%89cran.json")
    }

    /// A log with a finding on every element is written in pieces as its
    /// results are made, never held whole; the pieces are the log.
    @Test func aLargeLogIsWrittenInPieces() throws {
        let buttons = (0..<800).map { #"{"id": "b\#($0)", "traits": ["button"], "frame": [0, \#($0), 20, 20]}"# }
        let text = #"{"hark": 1, "root": {"id": "root", "children": ["# + buttons.joined(separator: ",\n") + "]}}"
        let report = try Audit.report(on: try HarkDocument(jsonData: Data(text.utf8)))
        #expect(report.findings.count >= 800)
        var pieces: [String] = []
        report.writeSARIF(file: "big.json", source: Array(text.utf8), rules: Audit.rules, toolVersion: "1") {
            pieces.append(String(decoding: $0, as: UTF8.self))
        }
        #expect(pieces.count >= 3)
        #expect(pieces.dropLast().allSatisfy { (1 << 16)..<(1 << 16 + 4_096) ~= $0.utf8.count })
        // The log put together whole, as a batch puts it together.
        let whole = AuditReport.sarifLog(
            rules: Audit.rules, toolVersion: "1",
            configurationNotifications: report.sarifConfigurationNotifications(file: "big.json", rules: Audit.rules),
            results: report.sarifResults(
                file: "big.json", source: Array(text.utf8), rules: Audit.rules, showSuppressed: false))
        #expect(pieces.joined() == whole)
        let validator = try #require(Self.validator)
        #expect(validator.errors(in: try JSONAny.parse(Data(whole.utf8))) == [])
    }
}
