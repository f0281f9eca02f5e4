#if canImport(UIKit) && !os(watchOS)
import Foundation
import UIKit

/// Switches the process's accessibility runtime on before the first
/// capture: without an assistive technology or automation running, UIKit
/// leaves many accessibility properties of its own controls unset and
/// SwiftUI builds no accessibility elements. Hark does what
/// AccessibilitySnapshot (`ASAccessibilityEnabler`) and KIF
/// (`KIFAccessibilityEnabler`) do on devices and simulators: it opens
/// `/usr/lib/libAccessibility.dylib` under the simulator's root
/// (`IPHONE_SIMULATOR_ROOT`) when there is one, reads
/// `_AXSAutomationEnabled()`, calls `_AXSSetAutomationEnabled(1)`, and
/// puts the value it read back when the process exits. When the library
/// or a function is missing it stops with a message saying so, as both
/// libraries do. After switching on it turns the main run loop, so that
/// UIKit has loaded its accessibility overrides before the first read.
@MainActor
enum AccessibilityAutomation {
    /// The system the switch works on; the tests give their own.
    static var runtime = AccessibilityRuntime.system
    private(set) static var isOn = false

    /// Switches the runtime on the first time only, and gives UIKit a
    /// run-loop turn to load its accessibility overrides.
    static func switchOn() {
        guard !isOn else { return }
        isOn = true
        guard runtime.hasApplication() else {
            runtime.fail(hostApplicationMissing)
            return
        }
        let path = AccessibilityRuntime.libraryPath(environment: runtime.environment())
        switch runtime.load(path) {
        case .success(let functions):
            let previous = functions.isEnabled()
            functions.setEnabled(1)
            runtime.atExit { functions.setEnabled(previous) }
            runtime.turnRunLoop()
        case .failure(let reason):
            runtime.fail(
                "Hark could not switch on the accessibility runtime (\(reason)); a capture needs an iOS "
                    + "simulator or device, where \(AccessibilityRuntime.library) has _AXSSetAutomationEnabled.")
        }
    }

    /// What a capture outside an app says: AccessibilitySnapshot stops the
    /// same way, since UIKit's accessibility needs a running application.
    static let hostApplicationMissing =
        "HarkDocument(capturing:) needs a running app: in Xcode, choose your app as the test target's "
        + "Host Application (the target's General tab, Testing), then run the tests on a simulator or device."

    /// Forgets that the switch was called (for tests).
    static func reset() { isOn = false }
}

/// What switching the accessibility runtime on needs from the system, as
/// values: `system` is the real one; the tests give doubles.
@MainActor
struct AccessibilityRuntime {
    /// The two functions of the library that Hark calls.
    struct Functions {
        /// `_AXSAutomationEnabled()`: the value before Hark switched on.
        var isEnabled: () -> Int32
        /// `_AXSSetAutomationEnabled(_:)`.
        var setEnabled: (Int32) -> Void
    }

    /// The library, as its path on a device.
    static let library = "/usr/lib/libAccessibility.dylib"

    /// Whether a `UIApplication` is running (a test target with a host app).
    var hasApplication: @MainActor () -> Bool
    /// The process's environment.
    var environment: () -> [String: String]
    /// Opens the library at a path and finds its two functions, or says
    /// which step failed.
    var load: (String) -> Result<Functions, AccessibilityRuntimeFailure>
    /// Runs work when the process exits.
    var atExit: (@escaping () -> Void) -> Void
    /// Turns the main run loop once.
    var turnRunLoop: () -> Void
    /// Reports that the runtime could not be switched on; the system's
    /// stops the process with the message.
    var fail: (String) -> Void

    /// Where the library is: under `IPHONE_SIMULATOR_ROOT` in a simulator,
    /// which sets it to the simulated system's root, else at its path.
    static func libraryPath(environment: [String: String]) -> String {
        guard var root = environment["IPHONE_SIMULATOR_ROOT"], !root.isEmpty else { return library }
        while root.hasSuffix("/") { root.removeLast() }
        return root + library
    }

    /// The real system: `dlopen`, `dlsym`, `atexit` and the main run loop.
    static let system = AccessibilityRuntime(
        hasApplication: hostApplicationRuns,
        environment: { ProcessInfo.processInfo.environment },
        load: openLibrary,
        atExit: { work in
            exitWork = work
            atexit { exitWork?() }
        },
        turnRunLoop: { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1)) },
        fail: { fatalError($0) })

    /// `UIApplication.shared` is declared non-optional but is nil in a test
    /// bundle without a host app; AccessibilitySnapshot tells the two apart
    /// this way.
    private static func hostApplicationRuns() -> Bool {
        let application: UIApplication? = UIApplication.shared
        return application != nil
    }

    nonisolated private static func openLibrary(_ path: String) -> Result<Functions, AccessibilityRuntimeFailure> {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { return .failure(.noLibrary(path)) }
        guard let getter = dlsym(handle, "_AXSAutomationEnabled") else {
            return .failure(.noFunction("_AXSAutomationEnabled"))
        }
        guard let setter = dlsym(handle, "_AXSSetAutomationEnabled") else {
            return .failure(.noFunction("_AXSSetAutomationEnabled"))
        }
        typealias Getter = @convention(c) () -> Int32
        typealias Setter = @convention(c) (Int32) -> Void
        let isEnabled = unsafeBitCast(getter, to: Getter.self)
        let setEnabled = unsafeBitCast(setter, to: Setter.self)
        return .success(Functions(isEnabled: { isEnabled() }, setEnabled: { setEnabled($0) }))
    }
}

/// The work `atexit` runs: a C function cannot hold it, so it is kept here,
/// set once on the main actor before `atexit` is called.
nonisolated(unsafe) private var exitWork: (() -> Void)?

/// Why the accessibility runtime could not be switched on.
enum AccessibilityRuntimeFailure: Error, Equatable, CustomStringConvertible {
    /// `dlopen` gave no handle for the path.
    case noLibrary(String)
    /// `dlsym` found no function of that name in the library.
    case noFunction(String)

    var description: String {
        switch self {
        case .noLibrary(let path): "dlopen found no \(path)"
        case .noFunction(let name): "the library has no \(name)"
        }
    }
}
#endif
