// Switching the accessibility runtime on, and the host app, on the
// RuntimeDouble (which says what is proved and what assumed).
import Foundation
import Hark
@testable import HarkUIKit
import UIKit

@MainActor
enum RuntimeTests {
    static func window(_ views: UIView...) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        for view in views { window.addSubview(view) }
        return window
    }

    static func run() {
        Harness.test("runtime: switched on once, before the first read, with a run-loop turn after") {
            switchedOnOnce()
        }
        Harness.test("runtime: the same view captured twice in one process gives the same tree") { sameViewTwice() }
        Harness.test("runtime: in a simulator the library is opened under IPHONE_SIMULATOR_ROOT") {
            simulatorLibraryPath()
        }
        Harness.test("runtime: the value from before the first capture is put back at exit") { valuePutBackAtExit() }
        Harness.test("runtime: a missing library or function stops the capture with a clear message") {
            missingLibraryMessage()
        }
        Harness.test("host app: a capture without a running UIApplication says how to set one") { hostAppMissing() }
        RuntimeDouble.install()
    }

    static func switchedOnOnce() {
        let system = RuntimeDouble.install()
        _ = HarkDocument(capturing: window())
        _ = HarkDocument(capturing: ScreenController { _ in })
        Harness.expectEqual(
            Array(system.events.prefix(3)), ["open /usr/lib/libAccessibility.dylib", "set 1", "turn"])
        Harness.expectEqual(system.events.filter { $0.hasPrefix("set") }, ["set 1"])
        Harness.expectEqual(system.failures, [])
    }

    static func sameViewTwice() {
        RuntimeDouble.install()
        let screen = window(OverriddenControl("Book", frame: CGRect(x: 0, y: 100, width: 100, height: 44)))
        let first = HarkDocument(capturing: screen)
        let second = HarkDocument(capturing: screen)
        Harness.expectEqual(labels(first.root), ["Book"])
        let spoken = [first, second].map { (try? Narrator(document: $0).transcript().text) ?? "" }
        Harness.expect(spoken[0].contains("Book. Button."), spoken[0])
        Harness.expectEqual(spoken[0], spoken[1])
    }

    static func simulatorLibraryPath() {
        let root =
            "/Library/Developer/CoreSimulator/Profiles/Runtimes/iOS.simruntime/Contents/Resources/RuntimeRoot"
        let system = RuntimeDouble.install {
            $0.environment = ["IPHONE_SIMULATOR_ROOT": root + "/"]
            $0.libraries = [root + "/usr/lib/libAccessibility.dylib"]
        }
        _ = HarkDocument(capturing: window())
        Harness.expectEqual(system.events.first, "open \(root)/usr/lib/libAccessibility.dylib")
        Harness.expectEqual(system.automation, 1)
        Harness.expectEqual(system.failures, [])
        Harness.expectEqual(
            AccessibilityRuntime.libraryPath(environment: ["IPHONE_SIMULATOR_ROOT": ""]),
            "/usr/lib/libAccessibility.dylib")
    }

    static func valuePutBackAtExit() {
        for before: Int32 in [0, 1] {
            let system = RuntimeDouble.install { $0.automation = before }
            _ = HarkDocument(capturing: window())
            Harness.expectEqual(system.automation, 1)
            Harness.expectEqual(system.exitWork.count, 1)
            for work in system.exitWork { work() }
            Harness.expectEqual(system.automation, before)
        }
    }

    static func missingLibraryMessage() {
        let noLibrary = RuntimeDouble.install { $0.libraries = [] }
        _ = HarkDocument(capturing: window())
        Harness.expectEqual(noLibrary.failures.count, 1)
        let message = noLibrary.failures.first ?? ""
        Harness.expect(
            message.hasPrefix("Hark could not switch on the accessibility runtime (dlopen found no /usr/lib/"),
            message)
        let noFunction = RuntimeDouble.install { $0.missingFunction = "_AXSSetAutomationEnabled" }
        _ = HarkDocument(capturing: window())
        Harness.expect(
            noFunction.failures.first?.contains("the library has no _AXSSetAutomationEnabled") == true,
            "\(noFunction.failures)")
        Harness.expectEqual(noFunction.automation, 0)
    }

    static func hostAppMissing() {
        let system = RuntimeDouble.install { $0.hasApplication = false }
        _ = HarkDocument(capturing: window())
        Harness.expectEqual(system.failures, [AccessibilityAutomation.hostApplicationMissing])
        Harness.expect(system.failures.first?.contains("Host Application") == true, "\(system.failures)")
        Harness.expect(!system.events.contains("set 1"), "switched on without an app")
    }
}
