import Foundation
import Hark

/// A sample file named on the command line (or `-`), read and decoded,
/// with its app strings; failures become the right exit codes.
struct SampleInput {
    /// The file's name in messages (`<stdin>` for `-`).
    let name: String
    let usage: String
    let document: HarkDocument
    let appStrings: AppStrings?
    /// The file's bytes as read, when asked for (`hark audit --format
    /// sarif` gives positions in them); otherwise they are let go once
    /// decoded, so a narration does not hold the input beside the tree.
    let data: Data?
    /// The folder relative paths in the document start from: the file's
    /// (the current folder for standard input).
    let folder: URL

    /// The file of a subcommand's arguments, read as `--from` and
    /// `--keep-all` say (a tool's dump is imported; its warnings go to stderr).
    /// `speaking`: the command speaks the document, so Hark's word tables
    /// are read on another core while the file is read and decoded.
    /// `file` and `data`: one file of a batch, already read (by default the
    /// arguments' only file, read here).
    init(
        _ arguments: SubcommandArguments, file: String? = nil, data: Data? = nil, console: Console,
        keepingData: Bool = false, speaking: Bool = true
    ) throws(CommandFailure) {
        if speaking, data == nil { DispatchQueue.global().async { _ = try? StringTables.current() } }
        let named: String
        if let file {
            named = file
        } else {
            named = try arguments.requiredFile()
        }
        try self.init(
            file: named, data: data, usage: arguments.usage, console: console,
            format: try arguments.importFormat(), keepAll: arguments.has(.keepAll), keepingData: keepingData)
    }

    /// Private: a command reads its file through its arguments, so that it takes `--from` too.
    private init(
        file: String, data given: Data?, usage: String, console: Console, format: ImportFormat, keepAll: Bool,
        keepingData: Bool
    ) throws(CommandFailure) {
        name = file == "-" ? "<stdin>" : file
        self.usage = usage
        let data: Data
        if let given {
            data = given
        } else {
            data = try InputFile.read(file, usage: usage, console: console)
        }
        self.data = keepingData ? data : nil
        do {
            document = try HarkDocument(importing: data, format: format, keepAll: keepAll)
        } catch {
            throw CommandFailure(code: .dataError, usage: usage, message: "\(name): \(error)")
        }
        for warning in document.importOrigin?.warnings ?? [] { console.writeMessage("Warning", "\(name): \(warning)") }
        // The app strings' path is relative to the sample file (to the current folder for stdin).
        folder =
            file == "-"
            ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            : URL(fileURLWithPath: file).deletingLastPathComponent()
        do {
            appStrings = try AppStrings(for: document, sampleFolder: folder)
        } catch {
            throw CommandFailure(code: .dataError, usage: usage, message: "\(name): \(error.message)")
        }
    }

    /// Runs a narration step, turning its errors into exit codes: the
    /// tables `HARK_LOCALIZATIONS` names (the only ones that can fail) are
    /// 66 when they cannot be read and 65 when malformed, the app's strings 65.
    func run<T>(_ body: () throws(NarrationError) -> T) throws(CommandFailure) -> T {
        do {
            return try body()
        } catch {
            switch error.kind {
            case .stringTables:
                throw CommandFailure(
                    code: error.cannotRead ? .noInput : .dataError, usage: usage, message: error.message)
            case .appStrings: throw CommandFailure(code: .dataError, usage: usage, message: "\(name): \(error.message)")
            }
        }
    }
}
