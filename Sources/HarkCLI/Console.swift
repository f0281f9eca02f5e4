#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Where a command reads and writes: the real process, or buffers in tests.
package struct Console: Sendable {
    /// Reads standard input to its end, but stops after `limit + 1` bytes, so
    /// that the caller can refuse an input over `limit` without holding more.
    package var readStandardInput: @Sendable (_ limit: Int) throws(IOFailure) -> Data
    package var writeOutput: @Sendable (String) -> Void
    /// Writes UTF-8 bytes (whole characters) to standard output, one
    /// `write(2)` a call; by default through `writeOutput`.
    package var writeOutputBytes: @Sendable (UnsafeRawBufferPointer) -> Void
    package var writeError: @Sendable (String) -> Void
    /// Why writing standard output failed, once it has (later writes are
    /// dropped), or `nil`.
    package var outputFailure: @Sendable () -> IOFailure?

    package init(
        readStandardInput: @escaping @Sendable (_ limit: Int) throws(IOFailure) -> Data,
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        outputFailure: @escaping @Sendable () -> IOFailure? = { nil },
        writeOutputBytes: (@Sendable (UnsafeRawBufferPointer) -> Void)? = nil
    ) {
        self.readStandardInput = readStandardInput
        self.writeOutput = writeOutput
        self.writeOutputBytes = writeOutputBytes ?? { writeOutput(String(decoding: $0, as: UTF8.self)) }
        self.writeError = writeError
        self.outputFailure = outputFailure
    }

    /// The process's standard input, output and error.
    package static let standard: Console = {
        let streams = StandardStreams()
        return Console(
            readStandardInput: { limit throws(IOFailure) in try streams.readInput(limit: limit) },
            writeOutput: { streams.writeOutput($0) },
            writeError: { _ = try? Descriptor.writeAll(STDERR_FILENO, $0) },
            outputFailure: { streams.outputFailure },
            writeOutputBytes: { streams.writeOutput(bytes: $0) })
    }()
}

/// A read or write that the operating system refused.
package struct IOFailure: Error, Sendable, Equatable {
    /// The system's words for it, such as "No space left on device".
    package var reason: String
    /// Writing into a pipe whose reader has gone (`hark … | head -1`): not
    /// worth a message.
    package var isBrokenPipe = false

    package init(reason: String, isBrokenPipe: Bool = false) {
        self.reason = reason
        self.isBrokenPipe = isBrokenPipe
    }

    /// The failure `errno` names.
    static func fromErrno() -> IOFailure {
        IOFailure(reason: String(cString: strerror(errno)), isBrokenPipe: errno == EPIPE)
    }
}

/// The process's standard streams. Output stops at its first failure and
/// keeps it.
private final class StandardStreams: @unchecked Sendable {
    private let lock = NSLock()
    private var firstOutputFailure: IOFailure?
    private let inputClosed: Bool, outputClosed: Bool

    init() {
        // A stream closed by the shell (`>&-`, `<&-`) would hand its number
        // to the next file opened, which would then receive the output:
        // hold each with /dev/null, and report the closed stream when used.
        let closed = [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO].map { fcntl($0, F_GETFD) == -1 && errno == EBADF }
        for (descriptor, isClosed) in zip([STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO], closed) where isClosed {
            Descriptor.reserve(descriptor)
        }
        inputClosed = closed[0]
        // A failure only once output is due there: `convert -o file >&-` writes none.
        outputClosed = closed[1]
    }

    var outputFailure: IOFailure? { lock.withLock { firstOutputFailure } }

    func readInput(limit: Int) throws(IOFailure) -> Data {
        guard !inputClosed else { throw IOFailure(reason: String(cString: strerror(EBADF))) }
        return try Descriptor.readAll(STDIN_FILENO, limit: limit)
    }

    func writeOutput(_ text: String) {
        var text = text
        text.withUTF8 { writeOutput(bytes: UnsafeRawBufferPointer($0)) }
    }

    func writeOutput(bytes: UnsafeRawBufferPointer) {
        lock.withLock {
            guard firstOutputFailure == nil else { return }
            guard !outputClosed else {
                firstOutputFailure = IOFailure(reason: String(cString: strerror(EBADF)))
                return
            }
            do throws(IOFailure) {
                try Descriptor.writeAll(STDOUT_FILENO, bytes)
            } catch {
                firstOutputFailure = error
            }
        }
    }
}

/// Reading and writing file descriptors, retrying interrupted calls.
enum Descriptor {
    /// Reads `descriptor` to its end, or `limit + 1` bytes, whichever is first.
    static func readAll(_ descriptor: Int32, limit: Int, expectedSize: Int = 0) throws(IOFailure) -> Data {
        // Read straight into the buffer that is returned: a file of known
        // size in one piece, anything else in a buffer that doubles.
        var data = Data(count: min(max(expectedSize + 1, 1 << 16), limit + 1))
        var total = 0
        while total <= limit {
            if total == data.count { data.count = min(2 * data.count, limit + 1) }
            let wanted = data.count - total
            let count = try data.withUnsafeMutableBytes { buffer in
                Result { () throws(IOFailure) in
                    guard let base = buffer.baseAddress else { return 0 }
                    return try fill(descriptor, base + total, wanted)
                }
            }.get()
            total += count
            if count < wanted { break }  // the end
        }
        data.count = total
        return data
    }

    /// Reads into the `count` bytes at `base` until they are full or the
    /// input ends, retrying interrupted calls; how many bytes were read.
    static func fill(_ descriptor: Int32, _ base: UnsafeMutableRawPointer, _ count: Int) throws(IOFailure) -> Int {
        var total = 0
        while total < count {
            let read = read(descriptor, base + total, count - total)
            if read < 0 {
                if errno == EINTR { continue }
                throw IOFailure.fromErrno()
            }
            if read == 0 { break }
            total += read
        }
        return total
    }

    /// Writes all of `text`.
    static func writeAll(_ descriptor: Int32, _ text: String) throws(IOFailure) {
        var text = text
        let failure: IOFailure? = text.withUTF8 { buffer in
            do throws(IOFailure) {
                try writeAll(descriptor, UnsafeRawBufferPointer(buffer))
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Writes all of `bytes`: one `write(2)` unless it is interrupted or
    /// writes part.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(IOFailure) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, base + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                throw IOFailure.fromErrno()
            }
            offset += count
        }
    }

    /// Puts /dev/null at a closed descriptor, so no file opened later takes it.
    static func reserve(_ descriptor: Int32) {
        let null = open("/dev/null", O_RDWR)
        guard null >= 0, null != descriptor else { return }
        dup2(null, descriptor)
        close(null)
    }
}
