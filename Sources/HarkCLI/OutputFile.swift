#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A file a command writes (`hark picture -o`, `--audio`, `--captions`):
/// checked before the work when asked, a regular file (or a new one)
/// written atomically (a temporary file beside it, renamed over it),
/// anything else (a device, a FIFO, a link) written in place as a shell's
/// `>` does, so that it is never replaced. A file that
/// cannot be created is exit 73, a write that fails (a full device) 74.
enum OutputFile {
    /// Fails unless `path` can be written: it is not a folder, its folder
    /// exists, and the permissions allow it.
    static func check(_ path: String, usage: String) throws(CommandFailure) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw failure(path, usage, .cannotCreate, "it is a folder") }
            if !FileManager.default.isWritableFile(atPath: path) {
                throw failure(path, usage, .cannotCreate, "permission denied")
            }
            return
        }
        if let reason = folderProblem(path) { throw failure(path, usage, .cannotCreate, reason) }
    }

    static func write(_ data: Data, to path: String, usage: String) throws(CommandFailure) {
        try write(to: path, usage: usage) { sink in data.withUnsafeBytes(sink) }
    }

    /// Writes what `produce` hands its sink, chunk by chunk as it is made
    /// (a picture can be hundreds of MB: it is never held whole), to the
    /// file at `path`: a regular file through a temporary file beside it,
    /// renamed over it once complete, so that it is never left half written.
    static func write(
        to path: String, usage: String, _ produce: ((UnsafeRawBufferPointer) -> Void) -> Void
    ) throws(CommandFailure) {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue { throw failure(path, usage, .cannotCreate, "it is a folder") }
        let attributes = exists ? try? FileManager.default.attributesOfItem(atPath: path) : [:]
        guard !exists || attributes?[.type] as? FileAttributeType == .typeRegular else {
            // open(2) and write(2), so that a failure is the system's own
            // words ("No space left on device"), as for standard output.
            let descriptor = open(path, O_WRONLY | O_TRUNC)
            guard descriptor >= 0 else { throw failure(path, usage, .cannotCreate, IOFailure.fromErrno().reason) }
            defer { close(descriptor) }
            if let writeFailure = writeAll(descriptor, produce) {
                throw failure(path, usage, .ioError, writeFailure.reason)
            }
            return
        }
        let (temporary, descriptor) = try createTemporary(beside: path, usage: usage)
        // An existing file keeps its permissions; a new one has the umask's.
        if let mode = attributes?[.posixPermissions] as? Int { fchmod(descriptor, mode_t(mode)) }
        let writeFailure = writeAll(descriptor, produce)
        let closed = close(descriptor) == 0 ? nil : IOFailure.fromErrno()
        if let problem = writeFailure ?? closed {
            unlink(temporary)
            throw failure(path, usage, .ioError, problem.reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = IOFailure.fromErrno().reason
            unlink(temporary)
            throw failure(path, usage, .cannotCreate, reason)
        }
    }

    /// Hands `descriptor` every chunk `produce` makes; the first failure
    /// stops the writing (the rest is still made, and dropped).
    private static func writeAll(_ descriptor: Int32, _ produce: ((UnsafeRawBufferPointer) -> Void) -> Void)
        -> IOFailure?
    {
        var failure: IOFailure?
        produce { bytes in
            guard failure == nil else { return }
            do throws(IOFailure) { try Descriptor.writeAll(descriptor, bytes) } catch { failure = error }
        }
        return failure
    }

    /// A new, empty file in `path`'s folder (`.NAME.hark-RANDOM`), open for writing.
    private static func createTemporary(beside path: String, usage: String) throws(CommandFailure) -> (
        String, Int32
    ) {
        let url = URL(fileURLWithPath: path)
        let prefix = url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".hark-"
        for _ in 0..<16 {
            let temporary = prefix + String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
            if descriptor >= 0 { return (temporary, descriptor) }
            guard errno == EEXIST else {
                let reason = IOFailure.fromErrno().reason
                throw failure(path, usage, .cannotCreate, folderProblem(path) ?? reason)
            }
        }
        throw failure(path, usage, .cannotCreate, "no temporary file could be made beside it")
    }

    /// Makes the folder `path` and the folders above it that are missing;
    /// one that cannot be made is exit 73.
    static func makeFolder(_ path: String, usage: String) throws(CommandFailure) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(
                code: .cannotCreate, usage: usage,
                message: "cannot create the folder '\(path)': \((error as NSError).localizedDescription)")
        }
    }

    private static func failure(_ path: String, _ usage: String, _ code: ExitCode, _ reason: String) -> CommandFailure {
        CommandFailure(code: code, usage: usage, message: "cannot write '\(path)': \(reason)")
    }

    /// Why nothing can be created in `path`'s folder, in a few words, or `nil`.
    private static func folderProblem(_ path: String) -> String? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "no such folder '\(folder)'"
        }
        return FileManager.default.isWritableFile(atPath: folder) ? nil : "permission denied"
    }
}
