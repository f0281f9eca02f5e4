// These tests start processes (Process), which iOS does not have.
#if os(macOS) || os(Linux)
import Foundation
import HarkTestSupport
import Testing

extension BadInputRow: CustomTestStringConvertible {
    package var testDescription: String { description }
}

extension StressTests {
    /// The rows of the bad-input tables marked `stress`, run with the
    /// built `hark` as HarkCLITests runs the others.
    @Suite("Bad input table, stress rows")
    struct BadInputStressTests {
        static let rows = BadInputRow.all.filter(\.isStress)

        @Test(arguments: rows)
        func row(_ row: BadInputRow) throws {
            let executable = try #require(harkExecutable, "build the hark executable first")
            for problem in row.problems(in: try row.run(with: executable)) { Issue.record("\(problem)") }
        }
    }
}
#endif
