import Foundation

/// What the process need not free at its end.
///
/// Freeing a decoded 50,000-element document, its focus order and a
/// transcript one node and one string at a time costs tens of milliseconds,
/// for memory the operating system takes back at once when the process
/// exits. So when `hark` runs as its own process, a command keeps its large
/// values here and the process exits without tearing them down. Run
/// in-process (the tests, an app that links HarkCLI) nothing is kept: the
/// values are freed as usual.
package enum Teardown {
    nonisolated(unsafe) private static var skipsFreeing = false
    nonisolated(unsafe) private static var kept: [Any] = []
    /// A batch runs on every core.
    private static let lock = NSLock()

    /// Called by the `hark` executable, which ends with `exit`, before it
    /// runs a command.
    package static func skipFreeingAtExit() {
        skipsFreeing = true
    }

    /// Called before a batch runs: each file's values are freed once it is
    /// done, so that a batch of large files holds one file's at a time per
    /// core, not every file's to the end.
    static func freeAsUsual() {
        lock.withLock { skipsFreeing = false }
    }

    /// Keeps `value` to the end of the process when the process is `hark`.
    static func keep(_ value: Any) {
        lock.withLock { if skipsFreeing { kept.append(value) } }
    }
}
