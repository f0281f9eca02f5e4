#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A large regular file mapped into memory instead of copied into a buffer.
///
/// Reading a 13 MB document with `read` costs a sixth of Hark's whole
/// narration of it: every page of a fresh buffer is faulted in, zeroed and
/// copied into, then freed at the end. A private mapping shares the pages
/// the kernel already holds for the file: no copy, one fault for many
/// pages. The mapping is writable and private, so a change made to the
/// bytes (none is) would stay in this process and never reach the file.
///
/// A mapped file that another program truncates while Hark reads it, or
/// whose disk fails, raises SIGBUS where `read` would have returned an
/// error: the handler installed with the first mapping turns it into an
/// error line and exit code 66, as a failed read ends, instead of a crash.
enum MappedFile {
    /// Smaller files are read: for them a mapping saves next to nothing.
    static let minimumSize = 1 << 20

    /// The first `size` bytes of `descriptor` (a regular file of that
    /// size), mapped; `nil` for a smaller file or one that cannot be
    /// mapped, which the caller then reads.
    static func map(_ descriptor: Int32, size: Int) -> Data? {
        guard size >= minimumSize else { return nil }
        guard let base = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE, descriptor, 0),
            base != UnsafeMutableRawPointer(bitPattern: -1)
        else { return nil }
        _ = handlerInstalled
        return Data(bytesNoCopy: base, count: size, deallocator: .custom { base, size in munmap(base, size) })
    }

    /// The handler may only call async-signal-safe functions: it writes
    /// static bytes and leaves with `_exit`.
    private static let handlerInstalled: Bool = {
        signal(SIGBUS) { _ in
            let message: StaticString =
                "Error: cannot read an input file: it was truncated, or its disk failed, while Hark read it\n"
            _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
            _exit(ExitCode.noInput.rawValue)
        }
        return true
    }()
}
