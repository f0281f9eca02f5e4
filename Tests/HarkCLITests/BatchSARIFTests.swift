import Foundation
import Testing
import HarkTestSupport

/// `hark audit <files and folders> --format sarif`: one SARIF 2.1.0 log,
/// one run, every file read an artifact, every result in its file.
@Suite("Batch SARIF")
struct BatchSARIFTests {
    @Test func oneSchemaValidLogWithEveryFileAnArtifact() throws {
        let validator = try #require(AuditSARIFTests.validator)
        let screens = try BatchCLITests.Screens()
        defer { screens.remove() }
        let result = runHark(["audit", screens.path, "--format", "sarif", "--show-suppressed"])
        #expect(result.code == 1)
        #expect(result.error == BatchCLITests.skippedNote)
        let sarif = try JSONAny.parse(Data(result.output.utf8))
        #expect(validator.errors(in: sarif) == [])
        guard case .array(let runs)? = sarif["runs"], runs.count == 1, let run = runs.first,
            case .array(let artifacts)? = run["artifacts"], case .array(let results)? = run["results"]
        else {
            Issue.record("not one run with artifacts and results")
            return
        }
        let files = ["Alert.json", "Broken.json", "sub/settings.xml"].map { "\(screens.path)/\($0)" }
        #expect(artifacts.map { $0["location"]?["uri"] } == files.map { .string($0) })
        // Every result names its file by URI and artifact index; Broken.json's keep their lines and columns.
        func location(_ result: JSONAny) -> JSONAny? {
            guard case .array(let locations)? = result["locations"] else { return nil }
            return locations.first?["physicalLocation"]
        }
        for result in results {
            let artifact = location(result)?["artifactLocation"]
            guard case .number(let index)? = artifact?["index"], Int(index) < files.count else {
                Issue.record("a result without its artifact index")
                continue
            }
            #expect(artifact?["uri"] == .string(files[Int(index)]))
        }
        let single = try JSONAny.parse(
            Data(runHark(["audit", files[1], "--format", "sarif", "--show-suppressed"]).output.utf8))
        guard case .array(let singleRuns)? = single["runs"],
            case .array(let singleResults)? = singleRuns.first?["results"]
        else {
            Issue.record("no results in the single file's log")
            return
        }
        let broken = results.filter { location($0)?["artifactLocation"]?["index"] == .number(1) }
        #expect(broken.count == singleResults.count)
        #expect(broken.map { location($0)?["region"] } == singleResults.map { location($0)?["region"] })
        // the Appium dump's findings
        #expect(results.contains { location($0)?["artifactLocation"]?["index"] == .number(2) })
        #expect(run["invocations"]?.executionSuccessful == .bool(true))
    }

    @Test func aFileThatCannotBeReadIsAnErrorNotificationOfTheRun() throws {
        let validator = try #require(AuditSARIFTests.validator)
        let screens = try BatchCLITests.Screens()
        defer { screens.remove() }
        try screens.add("Bad.json", #"{"hark": 1, "root": "#)
        let result = runHark(["audit", screens.path, "--format", "sarif"])
        #expect(result.code == 65)
        #expect(result.error.hasPrefix("Error: \(screens.path)/Bad.json: root: invalid JSON at line 1"))
        let sarif = try JSONAny.parse(Data(result.output.utf8))
        #expect(validator.errors(in: sarif) == [])
        guard case .array(let runs)? = sarif["runs"], let run = runs.first,
            case .array(let invocations)? = run["invocations"],
            case .array(let notifications)? = invocations.first?["toolExecutionNotifications"]
        else {
            Issue.record("no invocation")
            return
        }
        #expect(invocations.first?["executionSuccessful"] == .bool(false))
        #expect(notifications.count == 1)
        #expect(notifications.first?["level"] == .string("error"))
        guard case .array(let artifacts)? = run["artifacts"] else {
            Issue.record("no artifacts")
            return
        }
        #expect(artifacts.count == 4)
        #expect(artifacts[1]["location"]?["uri"] == .string("\(screens.path)/Bad.json"))
    }

    @Test func aSingleFileKeepsItsLogWithoutArtifacts() {
        let alert = packageRoot.appendingPathComponent("Samples/Alert.json").path
        let output = runHark(["audit", alert, "--format", "sarif"]).output
        #expect(!output.contains("\"artifacts\""))
        #expect(!output.contains("\"invocations\""))
    }
}

extension JSONAny {
    /// The first invocation's `executionSuccessful`.
    fileprivate var executionSuccessful: JSONAny? {
        guard case .array(let invocations) = self else { return nil }
        return invocations.first?["executionSuccessful"]
    }
}
