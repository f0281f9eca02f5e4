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
/// written atomically, anything else (a device, a FIFO, a link) written in
/// place as a shell's `>` does, so that it is never replaced. A file that
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
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue { throw failure(path, usage, .cannotCreate, "it is a folder") }
        let type =
            exists
            ? (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType : .typeRegular
        guard type == .typeRegular else {
            // open(2) and write(2), so that a failure is the system's own
            // words ("No space left on device"), as for standard output.
            let descriptor = open(path, O_WRONLY | O_TRUNC)
            guard descriptor >= 0 else { throw failure(path, usage, .cannotCreate, IOFailure.fromErrno().reason) }
            defer { close(descriptor) }
            let writeFailure: IOFailure? = data.withUnsafeBytes { bytes in
                do throws(IOFailure) { try Descriptor.writeAll(descriptor, bytes) } catch { return error }
                return nil
            }
            if let writeFailure { throw failure(path, usage, .ioError, writeFailure.reason) }
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw failure(path, usage, .cannotCreate, folderProblem(path) ?? (error as NSError).localizedDescription)
        }
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
