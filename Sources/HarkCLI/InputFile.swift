import Foundation

/// Reads the sample file named on the command line, or standard input.
enum InputFile {
    /// The largest file read, in bytes; past it the file is refused before
    /// it is read.
    static let maximumSize = 128 * 1024 * 1024

    static func read(_ path: String, usage: String = HelpText.narrateUsage, console: Console) throws(CommandFailure) -> Data {
        if path == "-" { return console.readStandardInput() }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure(code: .noInput, usage: usage, message: "cannot read '\(path)': no such file")
        }
        guard !isDirectory.boolValue else {
            throw CommandFailure(code: .noInput, usage: usage, message: "cannot read '\(path)': it is a folder, not a file")
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber, size.intValue > maximumSize {
            throw CommandFailure(code: .dataError, usage: usage, message: "\(path): document: the file is \(size.intValue / 1_048_576) MB; Hark reads at most \(maximumSize / 1_048_576) MB")
        }
        guard FileManager.default.isReadableFile(atPath: path), let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(code: .noInput, usage: usage, message: "cannot read '\(path)': permission denied")
        }
        return data
    }
}
