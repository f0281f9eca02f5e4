import Foundation
import Testing
import HarkTestSupport

/// `hark picture`: formats, output files, sessions and every kind of bad
/// input, each with its exit code and one line on standard error.
@Suite("hark picture")
struct PictureCLITests {
    let flightList = packageRoot.appendingPathComponent("Samples/FlightList.json").path
    let alert = packageRoot.appendingPathComponent("Samples/Alert.json").path

    @Test func htmlByDefaultSVGOnRequest() {
        let html = runHark(["picture", flightList])
        #expect(html.code == 0)
        #expect(html.error.isEmpty)
        #expect(html.output.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">"))
        let svg = runHark(["picture", flightList, "--format", "svg"])
        #expect(svg.code == 0)
        #expect(svg.output.hasPrefix("<svg xmlns="))
        #expect(runHark(["picture", "--format=svg", flightList]).output == svg.output)
    }

    @Test func writesTheFileNamedByDashO() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-picture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("Alert.svg").path
        let result = runHark(["picture", alert, "--format", "svg", "-o", out])
        #expect(result.code == 0)
        #expect(result.output.isEmpty)
        #expect(
            try String(contentsOfFile: out, encoding: .utf8) == runHark(["picture", alert, "--format", "svg"]).output)
        #expect(runHark(["picture", alert, "--output", out]).code == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    }

    @Test func anOutputThatCannotBeWrittenIs73() {
        let result = runHark(["picture", flightList, "-o", "/nonexistent-folder/x.html"])
        #expect(result.code == 73)
        #expect(
            result.error.hasPrefix(
                "Error: cannot write '/nonexistent-folder/x.html': no such folder '/nonexistent-folder'\n"))
    }

    @Test func aFolderIsNoOutputFile() {
        let result = runHark(["picture", flightList, "-o", FileManager.default.temporaryDirectory.path])
        #expect(result.code == 73)
        #expect(result.error.hasSuffix("': it is a folder\n"))
    }

    @Test func aLinkIsWrittenThroughNotReplaced() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hark-picture-link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.svg").path,
            link = folder.appendingPathComponent("link.svg").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(runHark(["picture", alert, "--format", "svg", "-o", link]).code == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("<svg"))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func aFullDeviceIs74AndStaysADevice() throws {
        let result = runHark(["picture", alert, "-o", "/dev/full"])
        #expect(result.code == 74)
        #expect(result.error.hasPrefix("Error: cannot write '/dev/full': "))
        #expect(
            try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType
                == .typeCharacterSpecial)
    }

    @Test func aScriptShowsTheEndAndEveryStep() {
        let script = packageRoot.appendingPathComponent("Samples/FlightList.script").path
        let result = runHark(["picture", flightList, "--script", script])
        #expect(result.code == 0)
        #expect(result.output.contains("id=\"step\""))
        let gestures = runHark(["picture", flightList, "--gestures", "next next", "--format", "svg"])
        #expect(gestures.code == 0)
    }

    @Test func readsStandardInput() throws {
        let json = try String(contentsOfFile: alert, encoding: .utf8)
        let result = runHark(["picture", "-", "--format", "svg"], input: json)
        #expect(result.code == 0)
        #expect(result.output == runHark(["picture", alert, "--format", "svg"]).output)
    }

    @Test(arguments: [
        (["picture"], "Error: Missing expected argument '<file>'\n"),
        (
            ["picture", "x.json", "--format", "png"],
            "Error: The value 'png' is invalid for '--format <format>'; expected svg or html\n"
        ),
        (
            ["picture", "x.json", "--gestures", "next", "--script", "s"],
            "Error: Give '--gestures' or '--script', not both\n"
        ),
        (["picture", "x.json", "--frmat", "svg"], "Error: Unknown option '--frmat'; did you mean '--format'?\n"),
        (["picture", "x.json", "-o", "a", "--output", "b"], "Error: Give '-o' or '--output', not both\n"),
    ])
    func usageErrorsAre64(arguments: [String], message: String) {
        let result = runHark(arguments)
        #expect(result.code == 64)
        #expect(result.error.hasPrefix(message))
        #expect(result.error.contains("hark picture --help"))
        #expect(result.output.isEmpty)
    }

    @Test func badGesturesAre64() {
        let result = runHark(["picture", flightList, "--gestures", "nxt"])
        #expect(result.code == 64)
        #expect(result.error.hasPrefix("Error: --gestures, gesture 1:"))
    }

    @Test func aMissingFileIs66() {
        let result = runHark(["picture", "/no/such/file.json"])
        #expect(result.code == 66)
        #expect(result.error.hasPrefix("Error: cannot read '/no/such/file.json': no such file\n"))
    }

    @Test func badDataIs65WithTheJSONPath() {
        let result = runHark(
            ["picture", "-"], input: #"{"hark": 1, "root": {"children": [{"label": "A", "frame": [0, 0, -5, 10]}]}}"#)
        #expect(result.code == 65)
        #expect(result.error.hasPrefix("Error: <stdin>: root.children[0].frame"))
        #expect(result.error.components(separatedBy: "\n").first.map { !$0.isEmpty } == true)
        #expect(result.output.isEmpty)
    }

    @Test func aTreeWithoutFramesDrawsTheLegendWithANote() {
        let result = runHark(
            ["picture", "-", "--format", "svg"],
            input: #"{"hark": 1, "root": {"children": [{"label": "A"}, {"label": "B"}]}}"#)
        #expect(result.code == 0)
        #expect(result.error == "Note: no element has a frame: the picture shows the legend alone\n")
        #expect(result.output.contains("not on screen (no frame)"))
    }

    @Test func absurdCoordinatesAreClampedWithANote() {
        let result = runHark(
            ["picture", "-", "--format", "svg"],
            input: #"{"hark": 1, "root": {"children": [{"id": "far", "label": "A", "frame": [1e9, 0, 10, 10]}]}}"#)
        #expect(result.code == 0)
        #expect(result.error.hasPrefix("Note: coordinates beyond ±1000000 pt are clamped in the drawing"))
        #expect(result.output.utf8.count < 20_000)
    }

    @Test func helpIsOnStandardOutput() {
        let help = runHark(["picture", "--help"])
        #expect(help.code == 0)
        #expect(help.output.contains("USAGE: hark picture <file> ... [--format <format>] [-o <out>]"))
        #expect(runHark(["help", "picture"]).output == help.output)
        #expect(runHark(["--help"]).output.contains("picture"))
    }
}
