import Foundation
import HarkTestSupport
import Testing

/// Every `Error:`, `Warning:` and `Note:` line goes through
/// `Console.writeMessage`, which escapes and bounds what it echoes: a
/// subcommand that writes one itself would print a forged line or a
/// terminal escape as it came.
@Suite struct MessageLineSourceTests {
    @Test func noCommandWritesAMessageLineByHand() throws {
        let folder = packageRoot.appendingPathComponent("Sources/HarkCLI")
        var byHand: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for kind in ["Error", "Warning", "Note"] where line.contains("writeError(\"\(kind): ") {
                    byHand.append("\(name):\(number + 1)")
                }
            }
        }
        #expect(byHand == [])
    }
}
