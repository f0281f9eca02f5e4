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

/// A program started with nothing on standard input, its standard output
/// on a pipe and its standard error read by a ``PipeCollector``.
struct ChildProcess {
    let process: Process
    let output: Pipe
    let errors: PipeCollector

    /// Starts `executable` with `arguments` (and `environment`, when given;
    /// `standardOutput` in place of the pipe, when given); throws what
    /// `Process.run()` throws when it cannot start.
    static func start(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
        standardOutput: FileHandle? = nil
    ) throws -> ChildProcess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe(), errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = standardOutput ?? output
        process.standardError = errors
        try process.run()
        return ChildProcess(process: process, output: output, errors: PipeCollector(errors.fileHandleForReading))
    }
}
#endif
