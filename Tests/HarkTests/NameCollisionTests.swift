import AppleNameStandIns
import Hark
import HarkTesting
import Testing

/// A test file as an iOS team writes one: it imports a module that declares
/// SwiftUI's and UIKit's top-level names (`Text`, `Button`, `Image`, `List`,
/// `View`, `AccessibilityTraits`, `Animation`, `Settings` …) beside Hark and
/// HarkTesting, and names both without qualifying either. It fails to
/// compile if Hark ever declares one of those names at top level again.
@Suite("Hark beside SwiftUI's names")
struct NameCollisionTests {
    @Test func theTreeDSLAndSwiftUIsViewsInOneFile() {
        let swiftUIViews: [any View] = [
            Text("Flights"), Button("Add new flight"), Image("plane"), List([Text("United 123")]),
        ]
        #expect(swiftUIViews.count == 4)
        assertTranscript(
            of: AX.screen(title: "Flights") {
                AX.heading("Flights")
                AX.button("Add new flight")
                AX.list {
                    AX.text("United 123")
                    AX.image("Plane")
                }
            })
    }

    @Test func nestedModelNamesBesideSwiftUIs() {
        let theirs: (AccessibilityTraits, Animation, Settings, LayoutDirection) = (
            .isButton, Animation(), Settings(), .leftToRight
        )
        let ours: (AccessibilityNode.Traits, HarkDocument.Settings, HarkDocument.LayoutDirection) = (
            .button, HarkDocument.Settings(), .rightToLeft
        )
        #expect(theirs.3 == .leftToRight)
        #expect(ours.0 == .button && ours.1.speakHints && ours.2 == .rightToLeft)
    }
}
