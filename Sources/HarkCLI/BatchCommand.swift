import Foundation
import Hark

extension Subcommand {
    /// Runs `work` on the arguments' one file as it always ran, or on each
    /// file of a batch (several files, or a folder) through a
    /// ``BatchRunner``: the outputs as a section per file, or with `json` as
    /// a JSON array with an object per file, each written as it comes in
    /// its turn (``BatchSections``). `work` gets the file, its bytes when
    /// already read (a batch), and the console to write to. In a JSON batch
    /// a file that fails must fail before it writes any output: its object
    /// is its error instead of its result.
    func runEachFile(
        _ parsed: SubcommandArguments, runner: BatchRunner, json: Bool, console: Console,
        _ work: @escaping @Sendable (BatchInput.File, Data?, Console) throws(CommandFailure) -> ExitCode
    ) throws(CommandFailure) -> ExitCode {
        guard runner.isBatch else {
            let file = try parsed.requiredFile()
            return try work(BatchInput.File(path: file, relativePath: file, inFolder: false), nil, console)
        }
        let outcomes = runner.outcomes(console: console, layout: json ? .json : .text) {
            file, data, console throws(CommandFailure) in
            ((), try work(file, data, console))
        }
        return try runner.finish(outcomes, console: console)
    }
}

/// Where `hark picture` and `hark convert` write each file of a batch: in
/// the folder `-o` names (created when missing), at the file's path inside
/// the folder it was found in (a file named on the command line: its name),
/// its extension replaced. Two inputs that would share an output keep
/// their own extension before the new one (`Home.xml.json`,
/// `Home.txt.json`); two that still would are a usage error. With
/// `--fail-fast`, a file's output is written only after every file before
/// it has passed.
struct BatchOutputs: Sendable {
    private let paths: [String: String]
    private let runner: BatchRunner

    init(_ runner: BatchRunner, folder: String?, extension newExtension: String, usage: String) throws(CommandFailure) {
        self.runner = runner
        let input = runner.input
        guard let folder, folder != "-" else {
            throw CommandFailure.usage(
                message: "Several files need '-o <folder>': the folder to write one output per file in", usage: usage)
        }
        let base = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        func named(_ file: BatchInput.File, keepingExtension: Bool) -> String {
            let relative = file.relativePath
            let slash = relative.lastIndex(of: "/").map { relative.index(after: $0) } ?? relative.startIndex
            let dot = keepingExtension ? nil : relative[slash...].lastIndex(of: ".").flatMap { $0 == slash ? nil : $0 }
            return base + "/" + relative[..<(dot ?? relative.endIndex)] + "." + newExtension
        }
        let plain = input.files.map { named($0, keepingExtension: false) }
        let counts = Dictionary(plain.map { ($0, 1) }, uniquingKeysWith: +)
        var paths: [String: String] = [:]
        var owners: [String: String] = [:]
        for (file, name) in zip(input.files, plain) {
            let path = counts[name, default: 0] > 1 ? named(file, keepingExtension: true) : name
            if let other = owners[path] {
                throw CommandFailure.usage(
                    message: "'\(other)' and '\(file.path)' would both be written to '\(path)'", usage: usage)
            }
            owners[path] = file.path
            paths[file.path] = path
        }
        self.paths = paths
        try OutputFile.makeFolder(base, usage: usage)
    }

    /// The output of `file`, its folder made, once it may be written
    /// (``BatchRunner/waitForTurn(of:)``).
    func path(for file: BatchInput.File, usage: String) throws(CommandFailure) -> String {
        guard runner.waitForTurn(of: file) else {
            throw CommandFailure(
                code: .cannotCreate, usage: usage, message: "'\(file.path)': not written, after a file that failed")
        }
        let path = paths[file.path] ?? file.relativePath
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try OutputFile.makeFolder(folder, usage: usage)
        if URL(fileURLWithPath: path).standardizedFileURL == URL(fileURLWithPath: file.path).standardizedFileURL {
            throw CommandFailure(
                code: .cannotCreate, usage: usage, message: "cannot write '\(path)': it is the input file")
        }
        return path
    }
}
