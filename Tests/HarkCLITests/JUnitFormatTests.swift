import Foundation
import HarkTestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `--format junit` of `hark audit` and `hark parity`: documents that parse
/// with FoundationXML and keep every rule of the JUnit schema Jenkins and
/// GitLab read (``JUnitSchema``), with a failure where there is an error.
@Suite("JUnit output")
struct JUnitFormatTests {
    private static func cases(_ xml: String) throws -> [XMLElement] {
        let document = try XMLDocument(data: Data(xml.utf8), options: [])
        return try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    }

    private static func attribute(_ name: String, _ element: XMLElement) -> String? {
        element.attribute(forName: name)?.stringValue
    }

    @Test func auditIsOneSuitePerScreenAndACasePerElementAndRule() throws {
        let result = runHark(["audit", "Samples/Broken.json", "--format", "junit"].map(inPackage))
        #expect(result.code == 1)
        #expect(try JUnitSchema.problems(in: result.output) == [])
        let text = runHark(["audit", inPackage("Samples/Broken.json"), "--format", "json"]).output
        let errors = text.components(separatedBy: "\"severity\": \"error\"").count - 1
        let cases = try Self.cases(result.output)
        let failed = cases.filter { !$0.elements(forName: "failure").isEmpty }
        // Every error finding is a failure, with its rule as the type and its JSON path in the text.
        #expect(failed.flatMap { $0.elements(forName: "failure") }.count == errors)
        let cart = try #require(
            failed.first { Self.attribute("name", $0) == "root.children[0].children[2] (cart-button)" })
        let failure = try #require(cart.elements(forName: "failure").first)
        #expect(Self.attribute("classname", cart) == "missing-label")
        #expect(Self.attribute("type", failure) == "missing-label")
        #expect(failure.stringValue?.contains("path: root.children[0].children[2]") == true)
        #expect(Self.attribute("message", failure)?.hasPrefix("has no label, value or hint") == true)
        // Warnings are system-out lines, not failures; with --strict they fail.
        #expect(result.output.contains("<system-out>warning: "))
        let strict = runHark(["audit", inPackage("Samples/Broken.json"), "--format", "junit", "--strict"])
        #expect(try JUnitSchema.problems(in: strict.output) == [])
        #expect(!strict.output.contains("<system-out>warning: "))
        #expect(try Self.cases(strict.output).count { !$0.elements(forName: "failure").isEmpty } > failed.count)
    }

    @Test func aCleanScreenHasOnlyPassingCasesAndExitsZero() throws {
        let result = runHark(["audit", inPackage("Samples/Settings.json"), "--format", "junit", "--rule", "labels"])
        #expect(result.code == 0)
        #expect(try JUnitSchema.problems(in: result.output) == [])
        let cases = try Self.cases(result.output)
        #expect(!cases.isEmpty)
        #expect(cases.allSatisfy { ($0.children ?? []).isEmpty })
    }

    @Test func aBatchIsOneDocumentAndAnUnreadableFileAnError() throws {
        let screens = try BatchCLITests.Screens()
        defer { screens.remove() }
        try screens.add("Bad.json", #"{"hark": 1, "root": "#)
        let result = runHark(["audit", screens.path, "--format", "junit"])
        #expect(result.code == 65)
        #expect(try JUnitSchema.problems(in: result.output) == [])
        #expect(result.output.components(separatedBy: "<?xml").count == 2)
        let document = try XMLDocument(data: Data(result.output.utf8), options: [])
        let suites = try document.nodes(forXPath: "//testsuite").compactMap { $0 as? XMLElement }
        let files = Set(suites.compactMap { Self.attribute("file", $0) })
        #expect(
            files == Set(["Alert.json", "Bad.json", "Broken.json", "sub/settings.xml"].map { "\(screens.path)/\($0)" }))
        let bad = try #require(suites.first { Self.attribute("file", $0)?.hasSuffix("Bad.json") == true })
        #expect(Self.attribute("errors", bad) == "1")
        // The Appium dump cannot feed language-mismatch: a skipped case says so.
        #expect(result.output.contains("<skipped message=\"not checked: "))
    }

    @Test func parityIsACasePerStepAndAMismatchAFailureWithBothSides() throws {
        let result = try ParityCLITests.parity(
            ["Flights, heading", "Add flight, button", "Edit, button"], ["--format", "junit"])
        #expect(result.code == 1)
        #expect(try JUnitSchema.problems(in: result.output) == [])
        let cases = try Self.cases(result.output)
        #expect(
            cases.compactMap { Self.attribute("name", $0) } == [
                "step 1: Flights, heading", "step 2: Add flight, button", "step 3: Edit, button",
            ])
        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(
            Self.attribute("message", failure)
                == "heard: Add flight, button | hark: Add new flight. Button. (element 2)")
        #expect(cases[0].elements(forName: "failure").isEmpty)
    }

    @Test func theSchemaRulesCatchWhatTheyForbid() throws {
        let broken = """
            <?xml version="1.0"?><testsuites skipped="0"><testsuite name="a" tests="2" failures="0" errors="0">
            <testcase classname="c"><failure><b/></failure></testcase></testsuite></testsuites>
            """
        let problems = try JUnitSchema.problems(in: broken)
        #expect(
            Set(problems) == [
                "<testsuites> with skipped", "<testcase> without name", "<b> inside <failure>",
                "suite a tests is wrong", "suite a failures is wrong", "unknown element <b>",
            ])
    }

    @Test func textThatXMLCannotHoldIsEscaped() throws {
        let tree =
            #"{"hark": 1, "root": {"children": [{"label": "a\u0007 & <b> \"q\"", "traits": ["button"]}, "#
            + #"{"traits": ["button"]}]}}"#
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.write("screen.json", tree)
        let result = runHark(["audit", folder.url.appendingPathComponent("screen.json").path, "--format", "junit"])
        #expect(try JUnitSchema.problems(in: result.output) == [])
    }
}

/// A path in the package's folder.
private func inPackage(_ path: String) -> String {
    path.hasPrefix("Samples/") ? packageRoot.appendingPathComponent(path).path : path
}
