import Testing
#if canImport(XCTest)
import XCTest
#endif

/// Where a HarkTesting assertion was called, in the forms both test
/// frameworks take, and where it reports a failure: to Swift Testing
/// (`Issue.record`) when a Swift Testing test is running, else to XCTest
/// (`XCTFail`), so that one assertion serves both.
struct AssertionSite {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
    /// The test function (`#function`), which names the reference.
    let function: String

    /// The test file's path, beside which the references live.
    var testFile: String { "\(filePath)" }

    /// The place as Swift Testing reports it.
    var sourceLocation: SourceLocation {
        SourceLocation(fileID: "\(fileID)", filePath: testFile, line: Int(max(line, 1)), column: Int(max(column, 1)))
    }

    /// Reports `failure`, if any, in the test framework that is running.
    func record(_ failure: String?) {
        guard let failure else { return }
        #if canImport(XCTest)
        if Test.current == nil {
            XCTFail(failure, file: filePath, line: line)
            return
        }
        #endif
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}
