import Testing

@testable import HarkTesting

/// One assertion serves both test frameworks: in a Swift Testing test a
/// failure is a Swift Testing issue at the caller (in an XCTest case,
/// `XCTestSupportTests` runs the same assertion, where it is an XCTest failure).
@Suite("Assertion site")
struct AssertionSiteTests {
    static func site(line: UInt = #line) -> AssertionSite {
        AssertionSite(fileID: #fileID, filePath: #filePath, line: line, column: 5, function: #function)
    }

    @Test func aFailureIsAnIssueInSwiftTesting() {
        let line: UInt = 42
        withKnownIssue {
            Self.site(line: line).record("The transcript differs")
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "The transcript differs" }
                && issue.sourceLocation?.line == Int(line)
        }
    }

    @Test func noFailureIsNoIssue() {
        Self.site().record(nil)
    }

    @Test func theSiteIsWhereSwiftTestingReportsIt() {
        let location = Self.site(line: 12).sourceLocation
        #expect(location.line == 12 && location.column == 5)
        #expect(location.filePath == #filePath && location.fileID == #fileID)
        #expect(Self.site().testFile == #filePath)
    }
}
