import Hark
import HarkTesting
import Testing
import XCTest

/// HarkTesting's audit expectations, as a user's suite uses them.
@Suite("Audit expectations")
struct AuditExpectationTests {
    @Test func aCleanScreenPasses() {
        assertNoAuditErrors(
            in: AX.screen(title: "Settings") {
                AX.heading("Settings")
                AX.button("Sign out").frame(x: 16, y: 100, width: 358, height: 44)
            })
    }

    @Test func warningsPass() {
        assertNoAuditErrors(
            in: AX.screen(title: "Small") { AX.button("Info").frame(x: 16, y: 100, width: 30, height: 30) })
    }

    @Test func errorsFailWithTheElementTheRuleAndTheSpeech() {
        let screen = AX.screen(title: "Cart") { AX.button("").id("cart").frame(x: 16, y: 100, width: 44, height: 44) }
        withKnownIssue {
            assertNoAuditErrors(in: screen)
        } matching: { issue in
            issue.sourceLocation?.line == #line - 2
                && issue.comments.map(\.rawValue) == [
                    "1 accessibility audit error in Cart:\n  [missing-label] cart (root.children[0]): has no label, "
                        + "value or hint: VoiceOver says only \"Button.\"; set accessibilityLabel\n    VoiceOver "
                        + "says: \"Button.\""
                ]
        }
    }
}

/// The XCTest form (its failure text is the one tested above; Linux's
/// XCTest has no XCTExpectFailure to test a failing case).
final class AuditXCTestTests: XCTestCase {
    func testACleanScreenPasses() {
        assertNoAuditErrors(in: AX.screen(title: "Settings") { AX.heading("Settings") })
    }
}
