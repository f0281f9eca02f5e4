#if canImport(UIKit) && !os(watchOS)
import Foundation

/// Switches the process's accessibility runtime on before the first
/// capture: without an assistive technology or automation running, UIKit
/// leaves many accessibility properties of its own controls unset and
/// SwiftUI builds no accessibility elements. Hark does what
/// AccessibilitySnapshot, KIF and GTXiLib do: it calls
/// `_AXSSetAutomationEnabled(1)` from `/usr/lib/libAccessibility.dylib`,
/// found with `dlopen`/`dlsym`. It runs once, only in a process that
/// captures with Hark (a test), and does nothing when the library or the
/// symbol is missing.
@MainActor
enum AccessibilityAutomation {
    /// The switch; tests replace it to see that it is called.
    static var setEnabled: ((Int32) -> Void)? = lookUp()
    private(set) static var isOn = false

    /// Calls the switch the first time only.
    static func switchOn() {
        guard !isOn else { return }
        isOn = true
        setEnabled?(1)
    }

    /// Forgets that the switch was called (for tests).
    static func reset() { isOn = false }

    private static func lookUp() -> ((Int32) -> Void)? {
        guard let handle = dlopen("/usr/lib/libAccessibility.dylib", RTLD_NOW),
            let symbol = dlsym(handle, "_AXSSetAutomationEnabled")
        else { return nil }
        typealias Setter = @convention(c) (Int32) -> Void
        let setter = unsafeBitCast(symbol, to: Setter.self)
        return { setter($0) }
    }
}
#endif
