// These tests start processes (Process), which iOS does not have.
#if os(macOS) || os(Linux)
import Foundation
import Testing
import HarkTestSupport

extension BadInputRow: CustomTestStringConvertible {
    package var testDescription: String { description }
}

/// Runs every row of the bad-input tables with the built `hark`, but the
/// rows marked `stress`, which HarkStressTests runs (with `HARK_STRESS=1`).
@Suite("Bad input table")
struct BadInputTableTests {
    static let rows = BadInputRow.all.filter { !$0.isStress }

    @Test func theTablesHaveRows() {
        #expect(BadInputRow.all.count >= 40)
        for row in BadInputRow.all {
            #expect(
                row.code >= 0 && !row.command.isEmpty && !row.error.hasPrefix("<no ⇒"),
                "malformed row \(row.table):\(row.line)")
        }
    }

    /// The stress rows are the few that need seconds: the million-element
    /// inputs, each beside a row of the same reader at a small size.
    @Test func theStressRowsAreFew() {
        let stress = BadInputRow.all.filter(\.isStress)
        #expect(!stress.isEmpty && stress.count <= 10, "\(stress.count) stress rows")
    }

    @Test(arguments: rows)
    func row(_ row: BadInputRow) throws {
        let executable = try #require(harkExecutable, "build the hark executable first")
        for problem in row.problems(in: try row.run(with: executable)) { Issue.record("\(problem)") }
    }

    @Test func everyInputIsUsed() throws {
        let inputs = try FileManager.default.contentsOfDirectory(atPath: BadInputRow.folder.path)
            .filter { !$0.hasSuffix(".table") && $0 != "README.md" }
        for input in inputs {
            #expect(BadInputRow.all.contains { $0.command.contains(input) }, "no row uses \(input)")
        }
    }
}
#endif
