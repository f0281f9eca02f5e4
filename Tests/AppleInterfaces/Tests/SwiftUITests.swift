// HarkDocument(capturing: some View) through the UIHostingController double.
import Hark
import HarkUIKit
import SwiftUI

struct FlightsView: View {
    var body: Never { fatalError("not rendered by the double") }
}

@MainActor
enum SwiftUITests {
    static func run() {
        Harness.test("a SwiftUI view is hosted in a UIHostingController in a window of the chosen size") {
            var hosted: Any?
            standInHostingContent = { root, view in
                hosted = root
                view.addSubview(label("Oslo", CGRect(x: 20, y: 60, width: 100, height: 30)))
            }
            defer { standInHostingContent = nil }
            let document = HarkDocument(
                capturing: FlightsView(), size: ScreenSize(width: 375, height: 667), title: "Flights")
            Harness.expect(hosted is FlightsView, "not hosted")
            Harness.expectEqual(document.screen, ScreenSize(width: 375, height: 667))
            Harness.expectEqual(labels(document.root), ["Oslo"])
            Harness.expectEqual(
                document.root.children.first?.children.first?.frame, Frame(x: 20, y: 60, width: 100, height: 30))
        }
    }
}
