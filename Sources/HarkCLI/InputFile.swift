#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Hark

/// Reads the sample file named on the command line, or standard input.
/// Any readable path that is not a folder will do: a regular file, a FIFO,
/// `/dev/stdin`, a shell's `<(…)`.
enum InputFile {
    /// The largest input read, in bytes: the decoder's. A larger file is
    /// refused before it is read; standard input stops being read just past it.
    static let maximumSize = HarkDocument.maximumInputSize

    /// The limit as `--help` and the errors say it.
    static let maximumSizeText = "\(maximumSize / 1_048_576) MB"

    static func read(_ path: String, usage: String, console: Console) throws(CommandFailure) -> Data {
        guard path == "-" else { return try readFile(path, usage: usage) }
        let data: Data
        do throws(IOFailure) {
            data = try console.readStandardInput(maximumSize)
        } catch {
            throw CommandFailure(code: .noInput, usage: usage, message: "cannot read standard input: \(error.reason)")
        }
        guard data.count <= maximumSize else {
            throw tooBig("<stdin>", "the input is over \(maximumSizeText)", usage: usage)
        }
        return data
    }

    /// Opens and reads `path`, refusing a folder, and a regular file over
    /// the limit before reading it.
    private static func readFile(_ path: String, usage: String) throws(CommandFailure) -> Data {
        let descriptor = open(PathBytes.cString(path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason =
                switch errno {
                case ENOENT: "no such file"
                case EACCES: "permission denied"
                default: String(cString: strerror(errno))
                }
            throw CommandFailure(code: .noInput, usage: usage, message: "cannot read '\(path)': \(reason)")
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR {
                throw CommandFailure(
                    code: .noInput, usage: usage, message: "cannot read '\(path)': it is a folder, not a file")
            }
            if status.st_mode & S_IFMT == S_IFREG, status.st_size > maximumSize {
                let megabytes = (Int(status.st_size) + 1_048_575) / 1_048_576
                throw tooBig(path, "the file is \(megabytes) MB", usage: usage)
            }
        }
        if status.st_mode & S_IFMT == S_IFREG, let mapped = MappedFile.map(descriptor, size: Int(status.st_size)) {
            return mapped
        }
        let data: Data
        do throws(IOFailure) {
            data = try Descriptor.readAll(descriptor, limit: maximumSize, expectedSize: Int(status.st_size))
        } catch {
            throw CommandFailure(code: .noInput, usage: usage, message: "cannot read '\(path)': \(error.reason)")
        }
        // A FIFO or device has no size to check first: it stops being read here.
        guard data.count <= maximumSize else {
            throw tooBig(path, "the input is over \(maximumSizeText)", usage: usage)
        }
        return data
    }

    private static func tooBig(_ name: String, _ size: String, usage: String) -> CommandFailure {
        CommandFailure(
            code: .dataError, usage: usage, message: "\(name): document: \(size); Hark reads at most \(maximumSizeText)"
        )
    }
}
