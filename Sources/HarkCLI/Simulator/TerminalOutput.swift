#if os(macOS) || os(Linux)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

#if canImport(Glibc)
// The C library's pseudo-terminal calls, which Swift's Glibc module leaves
// out (glibc declares them only for _XOPEN_SOURCE); Darwin has them.
@_silgen_name("posix_openpt") private func posix_openpt(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantpt(_ descriptor: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockpt(_ descriptor: Int32) -> Int32
@_silgen_name("ptsname") private func ptsname(_ descriptor: Int32) -> UnsafeMutablePointer<CChar>?
#endif

/// A pseudo-terminal to take a program's standard output, read as it comes.
/// The C library buffers what a program writes to a pipe in blocks of
/// kilobytes and writes a line at a time only to a terminal, so `log
/// stream`'s lines would reach `hark record` seconds late, in bursts, on a
/// pipe. The terminal is raw: no echo, and a newline stays a newline.
final class TerminalOutput: @unchecked Sendable {
    /// The end the program writes to: its standard output.
    let programSide: FileHandle
    private let reading: Int32
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)
    private var reads = false

    /// A new terminal; `nil` when the system gives none.
    init?() {
        let primary = posix_openpt(O_RDWR | O_NOCTTY)
        guard primary >= 0 else { return nil }
        guard grantpt(primary) == 0, unlockpt(primary) == 0, let name = ptsname(primary) else {
            close(primary)
            return nil
        }
        let secondary = open(name, O_RDWR | O_NOCTTY)
        guard secondary >= 0 else {
            close(primary)
            return nil
        }
        var settings = termios()
        if tcgetattr(secondary, &settings) == 0 {
            cfmakeraw(&settings)
            _ = tcsetattr(secondary, TCSANOW, &settings)
        }
        programSide = FileHandle(fileDescriptor: secondary, closeOnDealloc: true)
        reading = primary
    }

    /// Once the program runs: closes this process's copy of its end (so
    /// that reading ends when the program does) and reads on another thread.
    func programStarted() {
        try? programSide.close()
        reads = true
        DispatchQueue.global().async { self.readToEnd() }
    }

    deinit {
        if !reads { close(reading) }
    }

    /// What was read so far.
    var current: Data { lock.withLock { data } }

    /// Everything, once the program's end is closed (or after `timeout` seconds).
    func finish(timeout: Double) -> Data {
        _ = done.wait(timeout: .now() + timeout)
        return current
    }

    private func readToEnd() {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(reading, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }  // the program's end closed (EIO on Linux) or the end of input
            lock.withLock { data.append(contentsOf: buffer[0..<count]) }
        }
        close(reading)
        done.signal()
    }
}
#endif
