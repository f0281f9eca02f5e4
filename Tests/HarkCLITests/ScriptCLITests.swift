import Foundation
import Testing
import HarkTestSupport

@Suite("Scripts on the command line")
struct ScriptCLITests {
    let sample = packageRoot.appendingPathComponent("Samples/Favorite.json").path

    func withScript(_ bytes: [UInt8], _ body: (String) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hark-\(UUID().uuidString).script")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url.path)
    }

    @Test func aCRLFScriptWithABOMRunsEveryGesture() throws {
        let lf = packageRoot.appendingPathComponent("Samples/Favorite.script").path
        let text = try String(contentsOfFile: lf, encoding: .utf8)
        let crlf = [0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        try withScript(crlf) { path in
            let result = runHark(["narrate", sample, "--script", path])
            #expect(result.code == 0)
            #expect(result.output == runHark(["narrate", sample, "--script", lf]).output)
            #expect(result.output.contains("> activate"))
        }
    }

    @Test func aScriptWithNoGestureExits65() throws {
        try withScript(Array("# nothing yet\r\n\r\n".utf8)) { path in
            let result = runHark(["narrate", sample, "--script", path])
            #expect(result.code == 65)
            #expect(
                result.error.hasPrefix(
                    "Error: \(path): script: no gesture: the script has only blank lines and comments\n"))
            #expect(result.output.isEmpty)
        }
    }
}
