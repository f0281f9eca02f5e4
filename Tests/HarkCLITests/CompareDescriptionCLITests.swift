import Foundation
import HarkTestSupport
import Testing

/// `hark narrate --compare-description`: Hark's speech against the
/// descriptions in AccessibilitySnapshot's model.
@Suite("Comparing with AccessibilitySnapshot's descriptions")
struct CompareDescriptionCLITests {
    let folder = packageRoot.appendingPathComponent("Samples/Imported/accessibilitysnapshot")

    @Test func everyDescriptionMatchesOnTheGeneratedScreen() {
        let result = runHark([
            "narrate", folder.appendingPathComponent("settings-screen-model.json").path, "--compare-description",
        ])
        #expect(result.code == 0)
        #expect(
            result.output == "# recording: the descriptions in AccessibilitySnapshot's model, en\n"
                + "measures: words 12/12, hints not recorded, order 12/12\nparity: 12/12 utterances match (100%)\n")
    }

    @Test func differencesAreListedAndExitOne() {
        let result = runHark([
            "narrate", folder.appendingPathComponent("containers-path-rotor-model.json").path, "--compare-description",
        ])
        #expect(result.code == 1)
        #expect(result.output.contains("3   mismatch  heard: Weather: Sunny, 21°.\n"))
        #expect(!result.output.contains("match     "))
        #expect(result.output.hasSuffix("parity: 3/6 utterances match (50%)\n"))
    }

    @Test func otherFormatsAndOptionsAreRefused() {
        let idb = packageRoot.appendingPathComponent("Samples/Imported/idb/mail-list-tabbar-describe-all.json").path
        let result = runHark(["narrate", idb, "--compare-description"])
        #expect(result.code == 65)
        #expect(result.error.hasPrefix("Error: \(idb): --compare-description needs AccessibilitySnapshot's model"))
        let json = runHark([
            "narrate", folder.appendingPathComponent("settings-screen-model.json").path, "--compare-description",
            "--format", "json",
        ])
        #expect(json.code == 64)
    }

    @Test func convertKeepsWhatTheModelSays() throws {
        let model = folder.appendingPathComponent("settings-screen-model.json").path
        let direct = runHark(["narrate", model]).output
        let converted = runHark(["convert", model]).output
        let again = runHark(["narrate", "-"], input: converted)
        #expect(again.code == 0)
        let header =
            "# imported from AccessibilitySnapshot's model: hints from the model\n# locale en, guessed from the "
            + "labels; --locale to choose\n"
        #expect(direct.contains(header))
        #expect(again.output == direct.replacingOccurrences(of: header, with: ""))
    }
}
