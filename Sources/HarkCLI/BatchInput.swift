#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The files a command's arguments name: each file as given (`-` for
/// standard input), and each folder's files, read recursively without
/// following links to folders, reading only regular files and leaving out
/// hidden files and folders (names starting with `.`), in the order of the arguments and, within a
/// folder, sorted by path. Several files, or any folder, make a batch (see
/// ``BatchRunner``); one file is read as it always was.
struct BatchInput {
    /// One file to read.
    struct File: Sendable {
        /// The path as messages and outputs name it: the argument, or the
        /// folder's argument joined with the path inside it.
        var path: String
        /// The path inside the folder that held it (`login/Home.xml`), or the
        /// file's name for a file named on the command line: where its output
        /// goes inside `-o <folder>`.
        var relativePath: String
        /// Whether it was found in a folder, and is therefore skipped when it
        /// is not a tree Hark reads (a file named on the command line is an
        /// error then).
        var inFolder: Bool
        /// Why the folder that should have held it could not be listed.
        var listingFailure: String?
        /// Found in a folder but not a regular file (a link to a folder, a
        /// FIFO, a device): skipped, not read.
        var notRegular = false
        /// Its place in the batch, from 0.
        var index = 0
    }

    var files: [File] = []
    /// Several files or a folder: a section (or object, or output file)
    /// per file.
    var isBatch: Bool

    init(_ arguments: [String], usage: String) throws(CommandFailure) {
        var folders = 0
        for argument in arguments {
            guard argument != "-", Self.isFolder(argument) else {
                files.append(File(path: argument, relativePath: Self.lastComponent(argument), inFolder: false))
                continue
            }
            folders += 1
            files += Self.listing(argument)
        }
        isBatch = arguments.count > 1 || folders > 0
        for index in files.indices { files[index].index = index }
        if arguments.filter({ $0 == "-" }).count > 1 {
            throw CommandFailure.usage(message: "Standard input ('-') can be read only once", usage: usage)
        }
    }

    /// Every file under `folder` that is not hidden, depth first with an
    /// explicit stack (no recursion however deep the folders go), sorted by
    /// relative path. Names are bytes (``PathBytes``): one that is not UTF-8
    /// is read, and named with those bytes escaped.
    private static func listing(_ folder: String) -> [File] {
        let base = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        let baseBytes = PathBytes.bytes(of: base)
        var found: [File] = []
        var pending: [[UInt8]] = [[]]
        while let relative = pending.popLast() {
            let directory = PathBytes.name(relative.isEmpty ? baseBytes : baseBytes + [UInt8(ascii: "/")] + relative)
            guard let names = Self.names(in: directory) else {
                let reason = access(PathBytes.cString(directory), R_OK) == 0 ? "cannot list it" : "permission denied"
                let inner = PathBytes.name(relative)
                found.append(File(path: directory, relativePath: inner, inFolder: false, listingFailure: reason))
                continue
            }
            for name in names where name.first != UInt8(ascii: ".") {
                let innerBytes = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
                let path = PathBytes.name(baseBytes + [UInt8(ascii: "/")] + innerBytes)
                var status = stat()
                guard lstat(PathBytes.cString(path), &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFDIR {
                    pending.append(innerBytes)
                } else {
                    // Only regular files (or links to them) are read: a link to a folder could lead
                    // back up, and a FIFO or a device could block.
                    var target = stat()
                    let regular = stat(PathBytes.cString(path), &target) == 0 && target.st_mode & S_IFMT == S_IFREG
                    let inner = PathBytes.name(innerBytes)
                    found.append(File(path: path, relativePath: inner, inFolder: true, notRegular: !regular))
                }
            }
        }
        return found.sorted { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }
    }

    /// The names in `directory`, as bytes (without `.` and `..`); `nil`
    /// when it cannot be listed.
    private static func names(in directory: String) -> [[UInt8]]? {
        guard let stream = opendir(PathBytes.cString(directory)) else { return nil }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name != [UInt8(ascii: ".")], name != Array("..".utf8) { names.append(name) }
        }
        return names
    }

    /// Whether `path` is a folder (following a link named on the command line).
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(PathBytes.cString(path), &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    private static func lastComponent(_ path: String) -> String {
        path == "-" ? "stdin" : (path.split(separator: "/").last.map(String.init) ?? path)
    }
}
