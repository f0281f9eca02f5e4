// A double of the system HarkUIKit switches the accessibility runtime on
// with (dlopen, dlsym, the environment, atexit, the run loop, the app).
//
// Apple documents none of this: libAccessibility and its
// _AXSAutomationEnabled / _AXSSetAutomationEnabled functions are private.
// What the double does is what AccessibilitySnapshot (ASAccessibilityEnabler)
// and KIF (KIFAccessibilityEnabler) rely on, proved by their users on
// simulators and devices: the library is under IPHONE_SIMULATOR_ROOT in a
// simulator; switching automation on makes UIKit fill in its controls'
// accessibility; the previous value is put back at exit; a test bundle
// without a host app has no UIApplication. Assumed, not proved by them:
// UIKit loads its accessibility overrides on a later turn of the run loop,
// so a read in the same turn as the switch sees a control bare
// (`overridesLoaded`).
import Foundation
@testable import HarkUIKit
import UIKit

@MainActor
final class RuntimeDouble {
    /// The double every capture in the test run uses (installed by main).
    static var current = RuntimeDouble()

    var environment: [String: String] = [:]
    /// The paths where the library is.
    var libraries: Set<String> = ["/usr/lib/libAccessibility.dylib"]
    /// A function the library lacks, if any.
    var missingFunction: String?
    var hasApplication = true
    /// `_AXSAutomationEnabled()`'s value.
    var automation: Int32 = 0
    /// What happened, in order: "open PATH", "set N", "turn".
    var events: [String] = []
    var exitWork: [() -> Void] = []
    var failures: [String] = []
    /// UIKit's accessibility overrides are loaded: the run loop turned after
    /// automation was switched on.
    var overridesLoaded = false

    var runtime: AccessibilityRuntime {
        AccessibilityRuntime(
            hasApplication: { self.hasApplication },
            environment: { self.environment },
            load: { path in
                self.events.append("open \(path)")
                guard self.libraries.contains(path) else { return .failure(.noLibrary(path)) }
                if let missing = self.missingFunction { return .failure(.noFunction(missing)) }
                return .success(
                    AccessibilityRuntime.Functions(
                        isEnabled: { self.automation },
                        setEnabled: { value in
                            self.events.append("set \(value)")
                            self.automation = value
                        }))
            },
            atExit: { self.exitWork.append($0) },
            turnRunLoop: {
                self.events.append("turn")
                if self.automation != 0 { self.overridesLoaded = true }
            },
            fail: { self.failures.append($0) })
    }

    /// Installs a fresh double and forgets that the runtime was switched on.
    @discardableResult
    static func install(_ configure: (RuntimeDouble) -> Void = { _ in }) -> RuntimeDouble {
        let double = RuntimeDouble()
        configure(double)
        current = double
        AccessibilityAutomation.runtime = double.runtime
        AccessibilityAutomation.reset()
        return double
    }
}

/// A UIKit control whose accessibility UIKit fills in only once its
/// overrides are loaded (the assumption above): before that it is no
/// element and has no label.
final class OverriddenControl: UIView {
    let text: String
    init(_ text: String, frame: CGRect) {
        self.text = text
        super.init(frame: frame)
    }
    override var standInIsAccessibilityElement: Bool? { RuntimeDouble.current.overridesLoaded }
    override var standInLabel: String? { RuntimeDouble.current.overridesLoaded ? text : nil }
    override var standInTraits: UIAccessibilityTraits? { RuntimeDouble.current.overridesLoaded ? .button : nil }
}
