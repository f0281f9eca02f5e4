import Hark
import HarkTesting
import XCTest

/// HarkTesting from an XCTest test case.
final class XCTestSupportTests: XCTestCase {
    /// Checked against `__Snapshots__/XCTestSupportTests/XCTestSupportTests/testSignIn.txt`.
    func testSignIn() {
        assertTranscript(
            of: AX.screen(title: "Sign In") {
                AX.heading("Sign In")
                AX.textField("Email")
                AX.secureTextField("Password")
                AX.button("Sign In").disabled()
            })
    }
}
