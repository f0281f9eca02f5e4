import Foundation
import Testing
import HarkTestSupport

/// `hark audit --format sarif` on a tool's dump: each result's region is
/// the element's line (and column) in the dump the user has.
@Suite("SARIF regions in imported dumps")
struct ImportSARIFTests {
    /// The results' (logical path, region) of auditing `dump`, and the dump's lines.
    func regions(_ dump: String) throws -> (
        results: [(path: String, line: Int, column: Int?)], lines: [Substring], uri: String
    ) {
        let path = packageRoot.appendingPathComponent("Samples/Imported/\(dump)").path
        let result = runHark(["audit", path, "--format", "sarif"])
        #expect(result.code <= 1)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        var found: [(String, Int, Int?)] = []
        var uri = ""
        for result in run["results"] as? [[String: Any]] ?? [] {
            let location = try #require((result["locations"] as? [[String: Any]])?.first)
            let physical = try #require(location["physicalLocation"] as? [String: Any])
            uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            let region = try #require(physical["region"] as? [String: Any], "no region for \(result["message"] ?? "")")
            let logical = try #require(
                (location["logicalLocations"] as? [[String: Any]])?.first?["fullyQualifiedName"] as? String)
            found.append((logical, try #require(region["startLine"] as? Int), region["startColumn"] as? Int))
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return (found, text.split(separator: "\n", omittingEmptySubsequences: false), uri)
    }

    @Test func xcuitestResultsPointAtTheElementsLineAndColumn() throws {
        let found = try regions("xcuitest/signin-settings-form.txt")
        #expect(found.uri.hasSuffix("Samples/Imported/xcuitest/signin-settings-form.txt"))
        let remember = try #require(found.results.first { $0.path == "root.children[4]" })
        let line = found.lines[remember.line - 1]
        #expect(line.contains("identifier: 'remember'"))
        // The column is where the element's type starts, after the indentation.
        #expect(remember.column == line.prefix { $0 == " " }.count + 1)
        #expect(line.dropFirst((remember.column ?? 1) - 1).hasPrefix("Switch"))
    }

    @Test func idbResultsPointAtTheElementsObject() throws {
        let found = try regions("idb/settings-form-describe-all.json")
        let remember = try #require(found.results.first { $0.path == "root.children[3]" })
        let line = found.lines[remember.line - 1]
        #expect(line.contains("\"AXUniqueId\": \"remember\""))
        #expect(line.dropFirst((remember.column ?? 1) - 1).hasPrefix("{"))
    }

    @Test func appiumResultsPointAtTheElementsLine() throws {
        let found = try regions("appium/settings-iphone15.xml")
        #expect(!found.results.isEmpty)
        let search = try #require(found.results.first { $0.path == "root.children[1]" })
        #expect(found.lines[search.line - 1].contains("XCUIElementTypeSearchField"))
    }

    @Test(
        "Every result of every dump has a region on a line of the dump",
        arguments: [
            "appium/settings-iphone15.xml", "idb/settings-form-describe-all.json",
            "Real/xcuitest/zjh-login-chinese-375x812.txt", "xcuitest/signin-settings-form.txt",
        ])
    func everyResultHasARegion(_ dump: String) throws {
        let found = try regions(dump)
        #expect(!found.results.isEmpty)
        for result in found.results { #expect(result.line >= 1 && result.line <= found.lines.count) }
    }
}
