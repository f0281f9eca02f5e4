import Foundation
import HarkTesting
import Testing
import HarkTestSupport

/// `hark names`: what Voice Control shows, for the Voice Control sample and
/// FlightList, and its command line.
@Suite("Voice Control names")
struct NamesCLITests {
    @Test("Names", arguments: ["Compose", "FlightList"])
    func names(_ name: String) throws {
        let result = runHark(["names", packageRoot.appendingPathComponent("Samples/\(name).json").path])
        #expect(result.code == 0)
        assertReference(result.output, named: "\(name).names.txt")
    }

    @Test func theNamesCommand() {
        let compose = packageRoot.appendingPathComponent("Samples/Compose.json").path
        let json = runHark(["names", compose, "--format", "json"])
        #expect(json.code == 0)
        #expect(
            json.output.contains(
                #"{"number": 2, "index": 3, "id": "send-button", "name": "Send", "spokenNames": ["Send", "#
                    + #""Send message"]}"#
            ))
        #expect(runHark(["names"]).code == 64)
        #expect(
            runHark(["names", compose, "--frobnicate"]).error.hasPrefix(
                "Error: Unknown option '--frobnicate'\nUsage: hark names"))
        #expect(runHark(["names", "/no/such.json"]).code == 66)
        #expect(runHark(["help", "names"]).output.hasPrefix("OVERVIEW: List the names Voice Control shows"))
        #expect(runHark(["names", "--help"]).output == runHark(["help", "names"]).output)
    }
}
