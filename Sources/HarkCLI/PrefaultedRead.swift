#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

extension Descriptor {
    /// Reads a large regular file of `size` bytes into memory whose pages
    /// are made in one call (`MAP_POPULATE`), not one page fault at a time
    /// as `read(2)` fills it: a few milliseconds less for a 13 MB document.
    /// `nil` when that is not possible here (another platform, a failed
    /// `mmap`) or the file is not that size after all; the caller then
    /// reads it the ordinary way from the start.
    static func readPrefaulted(_ descriptor: Int32, size: Int) -> Data? {
        #if os(Linux)
        let length = size + 1
        let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0)
        guard let base = mapped, base != MAP_FAILED else { return nil }
        // A file that changed size under us, or failed, is read again the
        // ordinary way (which reports the failure).
        guard (try? fill(descriptor, base, length)) == size else {
            munmap(base, length)
            _ = lseek(descriptor, 0, SEEK_SET)
            return nil
        }
        return Data(bytesNoCopy: base, count: size, deallocator: .custom { pointer, _ in munmap(pointer, length) })
        #else
        return nil
        #endif
    }
}
