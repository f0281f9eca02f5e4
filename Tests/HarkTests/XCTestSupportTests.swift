import Hark
import HarkTesting
import XCTest

/// HarkTesting from an XCTest test case.
final class XCTestSupportTests: XCTestCase {
    /// Checked against `__Snapshots__/XCTestSupportTests/testSignIn.txt`.
    func testSignIn() {
        XCTAssertTranscript(of: Screen(title: "Sign In") {
            Heading("Sign In")
            TextField("Email")
            SecureTextField("Password")
            Button("Sign In").disabled()
        })
    }
}
