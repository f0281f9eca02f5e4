import Foundation
import HarkTestSupport
import Testing

/// Reports are data and Rendering writes them out: every member that renders
/// a report in a format (`text`, `json`, `markdown`, `sarif`) is declared in
/// `Rendering/<Report>/<Type>+<Format>.swift` (docs/Development.md).
@Suite struct RenderingConventionTests {
    /// The reports and the folder under Rendering/ that holds their renderings.
    static let reports = [
        "Transcript": "Transcript", "AuditReport": "Audit", "ParityReport": "Parity", "TranscriptDiff": "Diff",
        "VoiceControlNames": "Names",
    ]
    static let formats = ["text", "json", "markdown", "sarif"]

    /// The format a line declares a rendering of at the top of an extension
    /// (`public var json: String`, `package func text(title:`), if any.
    static func format(declaredBy line: Substring) -> String? {
        guard line.hasPrefix("    "), !line.hasPrefix("     ") else { return nil }
        var words = line.split(separator: " ").drop { ["public", "package", "internal"].contains($0) }
        guard let kind = words.first, kind == "var" || kind == "func" else { return nil }
        words = words.dropFirst()
        guard let name = words.first?.prefix(while: { $0.isLetter }) else { return nil }
        return formats.first { $0 == String(name) }
    }

    @Test func everyRenderingIsInItsFile() throws {
        let root = packageRoot.appendingPathComponent("Sources/Hark")
        var found = 0
        for file in try SourceFlowTests.swiftFiles(in: root) {
            let text = try String(contentsOf: file, encoding: .utf8)
            var report: String?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("extension ") {
                    report = Self.reports.keys.first { line == "extension \($0) {" }
                } else if line.hasPrefix("}") {
                    report = nil
                }
                guard let report, let format = Self.format(declaredBy: line) else { continue }
                found += 1
                let path = file.path.replacingOccurrences(of: root.path + "/", with: "")
                let folder = Self.reports[report] ?? ""
                #expect(
                    path.hasPrefix("Rendering/\(folder)/\(report)+"),
                    "\(path) renders \(report) as \(format): it belongs in Rendering/\(folder)/")
            }
        }
        // Each report has a text and a JSON rendering at least.
        #expect(found >= 2 * Self.reports.count)
    }

    @Test func theDeclarationsAreRecognized() {
        #expect(Self.format(declaredBy: "    public var json: String {") == "json")
        #expect(Self.format(declaredBy: "    package func text(title: String, locale: String) -> String {") == "text")
        #expect(Self.format(declaredBy: "        public var text: String") == nil)
        #expect(Self.format(declaredBy: "    var textColor: String") == nil)
    }
}
