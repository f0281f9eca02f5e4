#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written a piece at a time as the input comes (`hark record
/// --keep-log`): what was written stays even when the command fails later.
/// A file that cannot be created is exit 73; a write that fails is
/// remembered, writing stops, and ``close()`` reports it (exit 74).
final class LogFile {
    private let path: String
    private let usage: String
    private var descriptor: Int32
    private var failure: IOFailure?

    /// Creates `path`, or empties it.
    init(_ path: String, usage: String) throws(CommandFailure) {
        self.path = path
        self.usage = usage
        descriptor = open(PathBytes.cString(path), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CommandFailure(
                code: .cannotCreate, usage: usage, message: "cannot write '\(path)': \(IOFailure.fromErrno().reason)")
        }
    }

    /// Writes `bytes` at the end.
    func append(_ bytes: ArraySlice<UInt8>) {
        guard failure == nil, descriptor >= 0 else { return }
        let descriptor = descriptor
        failure = bytes.withUnsafeBytes { buffer -> IOFailure? in
            do throws(IOFailure) {
                try Descriptor.writeAll(descriptor, buffer)
                return nil
            } catch {
                return error
            }
        }
    }

    /// Closes the file; throws when a write failed.
    func close() throws(CommandFailure) {
        if descriptor >= 0 {
            _ = closeDescriptor(descriptor)
            descriptor = -1
        }
        if let failure {
            throw CommandFailure(code: .ioError, usage: usage, message: "cannot write '\(path)': \(failure.reason)")
        }
    }

    deinit {
        if descriptor >= 0 { _ = closeDescriptor(descriptor) }
    }
}

/// The system's close(2), which ``LogFile/close()`` hides.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.close(descriptor)
    #elseif canImport(Musl)
    Musl.close(descriptor)
    #else
    Darwin.close(descriptor)
    #endif
}
