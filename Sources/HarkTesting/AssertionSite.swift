import Testing
#if canImport(XCTest)
import XCTest
#endif

/// Where a HarkTesting assertion was called, in the forms both test
/// frameworks take, and where it reports a failure: to Swift Testing
/// (`Issue.record`) when a Swift Testing test is running, else to XCTest
/// (`XCTFail`), so that one assertion serves both. Every assertion reports
/// through it: transcripts, pictures, references, audits and parity.
struct AssertionSite {
    /// The place as Swift Testing reports it.
    let sourceLocation: SourceLocation
    /// The file and line as XCTest reports them; `nil` for a site known only
    /// by its Swift Testing location (the old `expect…` names).
    let xcTestPlace: (file: StaticString, line: UInt)?
    /// The test function (`#function`), which names the reference.
    let function: String

    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, function: String = "") {
        sourceLocation = SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(max(line, 1)), column: Int(max(column, 1)))
        xcTestPlace = (filePath, line)
        self.function = function
    }

    /// A site known by its Swift Testing location alone.
    init(_ sourceLocation: SourceLocation) {
        self.sourceLocation = sourceLocation
        xcTestPlace = nil
        function = ""
    }

    /// The test file's path, beside which the references live.
    var testFile: String { sourceLocation.filePath }

    /// Reports `failure`, if any, in the test framework that is running.
    func record(_ failure: String?) {
        guard let failure else { return }
        #if canImport(XCTest)
        if Test.current == nil {
            if let (file, line) = xcTestPlace {
                XCTFail(failure, file: file, line: line)
            } else {
                XCTFail("\(sourceLocation): \(failure)")
            }
            return
        }
        #endif
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}
