// What HarkTesting's assertions capture (AccessibilityCapturable): a view as
// it is on screen, a controller hosted with the defaults or as .hosted says,
// a SwiftUI view through .hosted, and the failure off the main thread.
import Foundation
import Hark
import HarkUIKit
import SwiftUI
import UIKit

@MainActor
enum CapturableTests {
    static func capture(_ subject: some AccessibilityCapturable) -> HarkDocument? {
        try? subject.capturedDocument()
    }

    static func run() {
        Harness.test("capturable: a view and a controller give what HarkDocument(capturing:) gives") {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            view.addSubview(label("Oslo", CGRect(x: 16, y: 20, width: 100, height: 30)))
            Harness.expectEqual(capture(view), HarkDocument(capturing: view))
            let controller = capture(WindowTests.flights())
            Harness.expectEqual(controller?.screen, .phone)
            Harness.expectEqual(
                controller.map(WindowTests.spoken),
                WindowTests.spoken(
                    HarkDocument(capturing: WindowTests.flights())))
        }
        Harness.test("capturable: .hosted keeps the size, the navigation controller and the title") {
            let hosted = capture(
                .hosted(WindowTests.flights(), size: .pad, inNavigationController: true, title: "Trips"))
            Harness.expectEqual(hosted?.screen, .pad)
            Harness.expectEqual(hosted?.title, "Trips")
            let text = hosted.map(WindowTests.spoken) ?? ""
            Harness.expect(text.contains("Flights. Heading."), text)
        }
        Harness.test("capturable: a SwiftUI view is hosted through .hosted") {
            standInHostingContent = { _, view in
                view.addSubview(label("Oslo", CGRect(x: 20, y: 60, width: 100, height: 30)))
            }
            defer { standInHostingContent = nil }
            let document = capture(.hosted(FlightsView(), size: .pad, title: "Flights"))
            Harness.expectEqual(document?.screen, .pad)
            Harness.expectEqual(document?.title, "Flights")
            Harness.expectEqual(document.map { labels($0.root) }, ["Oslo"])
        }
        Harness.test("capturable: off the main thread a live screen throws, saying to use the main actor") {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let message = OffMainThread.capture(view)
            Harness.expect(message.contains("main thread") && message.contains("@MainActor"), message)
        }
    }
}

/// Captures on a thread of its own and waits for what it threw.
enum OffMainThread {
    final class Box: @unchecked Sendable { var message = "nothing thrown" }

    static func capture(_ view: UIView) -> String {
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            do { _ = try view.capturedDocument() } catch { box.message = "\(error)" }
            done.signal()
        }
        thread.start()
        done.wait()
        return box.message
    }
}
