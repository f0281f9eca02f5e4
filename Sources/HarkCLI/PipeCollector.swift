#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
import Dispatch
import Foundation

/// Reads a pipe to its end on another thread, so that a program writing
/// to two pipes never blocks on the one not being read.
final class PipeCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                self.lock.withLock { self.data.append(chunk) }
            }
            self.done.signal()
        }
    }

    /// What was read so far.
    var current: Data { lock.withLock { data } }

    /// Everything, once the pipe ends (or after `timeout` seconds).
    func finish(timeout: Double = 5) -> Data {
        _ = done.wait(timeout: .now() + timeout)
        return current
    }
}
#endif
