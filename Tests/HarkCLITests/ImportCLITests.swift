import Foundation
import Testing
import Hark
import HarkTestSupport

/// `--from` and `--keep-all` on every command that reads a tree, and
/// `hark convert`.
@Suite("Importing from the command line")
struct ImportCLITests {
    let appium = packageRoot.appendingPathComponent("Samples/Imported/Real/appium/wda-sleeplockscreen-ios26-traits.xml")
        .path
    let xcuitest = packageRoot.appendingPathComponent("Samples/Imported/Real/xcuitest/zjh-login-chinese-375x812.txt")
        .path

    @Test(
        "Every tree-reading command takes --from",
        arguments: [["narrate"], ["names"], ["audit", "--motion"], ["picture"], ["convert"]])
    func everyCommandTakesFrom(_ command: [String]) {
        #expect(runHark(command + [appium, "--from", "appium"]).code != 65)
        #expect(runHark(command + [appium, "--from=auto", "--keep-all"]).code != 65)
        let wrong = runHark(command + [appium, "--from", "idb"])
        #expect(wrong.code == 65)
        #expect(
            wrong.error.hasPrefix(
                "Error: \(appium): document: invalid JSON at line 1, column 1: unexpected character '<'"))
        let unknown = runHark(command + [appium, "--from", "uiautomator"])
        #expect(unknown.code == 64)
        #expect(
            unknown.error.hasPrefix(
                "Error: The value 'uiautomator' is invalid for '--from <format>'; expected auto, hark, appium, "
                    + "xcuitest, idb or accessibilitysnapshot\n"
            ))
    }

    @Test func narrateSaysWhereTheTreeCameFrom() {
        let result = runHark(["narrate", appium])
        #expect(result.code == 0)
        #expect(
            result.output
                == "# SleepLockScreen (zh-Hans, words from VoiceOver's table, iOS version unknown)\n"
                + "# imported from Appium page source: hints not available\n"
                + "# locale zh-Hans, guessed from the labels; --locale to choose\n1 [UIA.Snooze.Button] 稍后提醒. 变暗. 按钮.\n"
        )
        #expect(
            runHark(["narrate", appium, "--keep-all", "--locale", "en"]).output.contains(
                "3 [UIA.Hidden.Button] 隐藏的按钮. Button.\n"))
    }

    @Test func namesReadsADumpFromStandardInput() throws {
        let result = runHark(
            ["names", "-", "--from", "xcuitest"], input: try String(contentsOfFile: xcuitest, encoding: .utf8))
        #expect(result.code == 0)
        #expect(result.output.contains("Home"))
    }

    @Test func importWarningsGoToStandardError() {
        let dump =
            "Element subtree:\n →Application, 0x1, pid: 1, label: 'App'\n    Gizmo, 0x3, {{0.0, 100.0}, {100.0, "
            + "20.0}}, label: 'Thing'\n"
        let result = runHark(["narrate", "-"], input: dump)
        #expect(result.code == 0)
        #expect(result.error == "Warning: <stdin>: line 3: unknown element type 'Gizmo'; kept as a plain element\n")
    }

    @Test func convertWritesHarkJSONThatNarratesTheSame() throws {
        let converted = runHark(["convert", xcuitest])
        #expect(converted.code == 0)
        #expect(converted.output.hasPrefix("{\n  \"hark\": 1,\n"))
        let again = runHark(["narrate", "-"], input: converted.output)
        #expect(again.code == 0)
        // The guessed locale is written into the JSON, where it is the document's own.
        let direct = runHark(["narrate", xcuitest]).output.replacingOccurrences(
            of: "# imported from XCUITest debugDescription: hints not available\n", with: "")
        #expect(
            again.output
                == direct.replacingOccurrences(
                    of: "# locale zh-Hans, guessed from the labels; --locale to choose\n", with: ""))
        #expect(converted.output.contains("\n  \"locale\": \"zh-Hans\",\n"))
        // Deterministic, byte for byte.
        #expect(runHark(["convert", xcuitest]).output == converted.output)
    }

    @Test func convertWritesAFileOrSaysItCannot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("login.json").path
        #expect(runHark(["convert", xcuitest, "-o", out]).code == 0)
        #expect(try HarkDocument(jsonData: Data(contentsOf: URL(fileURLWithPath: out))).title == "ZJHUnitTestDemo")
        let refused = runHark([
            "convert", xcuitest, "--output", folder.appendingPathComponent("no/such/folder.json").path,
        ])
        #expect(refused.code == 73)
        #expect(refused.error.hasPrefix("Error: cannot write '"))
    }

    @Test func convertHelp() {
        #expect(
            runHark(["help", "convert"]).output.contains(
                "USAGE: hark convert <file> ... [--from <format>] [--keep-all] [-o <output>]"))
        #expect(runHark(["convert", "--help"]).code == 0)
        #expect(runHark(["--help"]).output.contains("convert "))
    }
}
