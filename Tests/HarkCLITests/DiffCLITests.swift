import Foundation
import HarkTestSupport
import HarkTesting
import Testing

/// `hark diff`: two versions of a screen (Samples/Diff), what a VoiceOver
/// user hears differently, in text, JSON and Markdown, and the exit codes.
@Suite("hark diff")
struct DiffCLITests {
    static let before = "Samples/Diff/Checkout.before.json", after = "Samples/Diff/Checkout.after.json"

    /// Runs `hark diff` on files named from the package root, and shows
    /// them so in the output, as a run from there does.
    static func diff(_ arguments: [String]) -> CLIResult {
        let root = packageRoot.path + "/"
        var result = runHark(["diff"] + arguments.map { $0.hasPrefix("Samples/") ? root + $0 : $0 })
        result.output = result.output.replacingOccurrences(of: root, with: "")
        return result
    }

    /// A changed label, a removed stop and a moved stop (and an added stop,
    /// a hint, actions, a new and a fixed finding), in each format, exit 1.
    @Test(arguments: [("text", "txt"), ("json", "json"), ("markdown", "md")])
    func theSampleInEachFormat(format: String, fileExtension: String) {
        let result = Self.diff([Self.before, Self.after, "--format", format])
        #expect(result.code == 1)
        #expect(result.error == "")
        if format == "json" {
            #expect((try? JSONSerialization.jsonObject(with: Data(result.output.utf8))) != nil, "valid JSON")
        }
        assertReference(result.output, named: "Checkout.\(fileExtension)")
    }

    @Test func theTextNamesEachKindOfChange() {
        let output = Self.diff([Self.before, Self.after]).output
        #expect(
            output.contains(
                "speech changed: 1\n  6 → 5 [pay-button]\n    - [Pay] [now.] Button.\n    + [Place] [order.] Button.\n")
        )
        #expect(output.contains("stops removed: 1\n  - 5 [express-checkout-button] Express checkout. Button.\n"))
        #expect(output.contains("stops moved: 1\n  1 → 6 [help-button] Help. Button.\n"))
        #expect(output.contains("stops added: 1\n  + 3 [promo-banner] promo_banner_2x.png. Image.\n"))
    }

    @Test(arguments: ["text", "json", "markdown"])
    func aFileAgainstItselfExitsZero(format: String) {
        let result = Self.diff([Self.after, Self.after, "--format", format])
        #expect(result.code == 0)
        #expect(result.output.contains(format == "json" ? "\"changed\": false" : "no change"))
    }

    @Test func ignoreNarrowsTheComparison() {
        let ignored = Self.diff([Self.before, Self.after, "--ignore", "hints,actions", "--ignore=findings"])
        #expect(ignored.code == 1)
        #expect(
            !ignored.output.contains("hints changed") && !ignored.output.contains("actions changed")
                && !ignored.output.contains("audit findings"))
        #expect(
            ignored.output.hasSuffix(
                "diff: 1 speech changed, 1 stop added, 1 stop removed, 1 stop moved (ignoring hints, actions, "
                    + "findings)\n"
            ))
    }

    @Test func onlyAHintChangedExitsZeroWhenHintsAreIgnored() throws {
        let folder = TestFolder()
        defer { folder.remove() }
        try folder.write(
            "old.json", #"{"hark": 1, "root": {"children": [{"label": "Pay", "hint": "Pays.", "traits": ["button"]}]}}"#
        )
        try folder.write(
            "new.json",
            #"{"hark": 1, "root": {"children": [{"label": "Pay", "hint": "Pays now.", "traits": ["button"]}]}}"#)
        let old = folder.url.appendingPathComponent("old.json").path,
            new = folder.url.appendingPathComponent("new.json").path
        #expect(runHark(["diff", old, new]).code == 1)
        #expect(runHark(["diff", old, new, "--ignore", "hints"]).code == 0)
        let fromStandardInput = runHark(
            ["diff", "-", new],
            input: #"{"hark": 1, "root": {"children": [{"label": "Pay", "hint": "Pays now.", "traits": ["button"]}]}}"#)
        #expect(fromStandardInput.code == 0)
        #expect(fromStandardInput.output.contains("--- <stdin>\n"))
    }

    @Test func anImportedDumpAgainstItsConversion() throws {
        let dump = packageRoot.appendingPathComponent(
            "Samples/Imported/Real/xcuitest/testpilot-readme-testapp-393x852.txt"
        ).path
        let converted = runHark(["convert", dump])
        #expect(converted.code == 0)
        let result = runHark(["diff", dump, "-"], input: converted.output)
        #expect(result.code == 0, "\(result.output)")
    }

    @Test func helpAndTheSubcommandList() {
        #expect(
            runHark(["help", "diff"]).output.hasPrefix(
                "OVERVIEW: Compare what VoiceOver says on two versions of a screen."))
        #expect(runHark(["diff", "--help"]).output == runHark(["help", "diff"]).output)
        #expect(
            runHark(["--help"]).output.contains(
                "  diff                    Compare what VoiceOver says on two versions of a\n"))
    }
}
