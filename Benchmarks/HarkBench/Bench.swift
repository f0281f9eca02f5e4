import Foundation
import Hark

/// One benchmark case: a name for `--only`, a line for `--list`, and the
/// work, which measures and reports its figures (with their targets) through
/// the ``Report``.
///
/// A case lives in its own file as a static property of `Bench`, and is
/// registered with one line in `main.swift`'s list:
///
///     extension Bench {
///         static let imports = Bench(name: "imports", summary: "…") { context in
///             let ms = try context.median { … }
///             context.report.check("import 50k", ms, .milliseconds, below: 100)
///         }
///     }
struct Bench: Sendable {
    var name: String
    var summary: String
    var run: @Sendable (Context) throws -> Void
}

/// What a case gets to work with.
final class Context {
    let options: Options
    let report: Report
    /// A temporary folder, removed at the end: write fixtures here.
    let directory: URL
    /// VoiceOver's words, read once.
    let tables: StringTables

    init(options: Options, report: Report, directory: URL, tables: StringTables) {
        self.options = options
        self.report = report
        self.directory = directory
        self.tables = tables
    }

    /// Writes `text` to a file named `name` in the temporary folder, once:
    /// a second call with the same name returns the file already written.
    func fixture(_ name: String, _ text: () -> String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        if !FileManager.default.fileExists(atPath: url.path) {
            try Data(text().utf8).write(to: url)
            // On disk before anything is timed, as a user's input is: the
            // kernel writing 53 MB out in the background slowed the first
            // runs after it.
            let handle = try FileHandle(forWritingTo: url)
            try handle.synchronize()
            try handle.close()
        }
        return url
    }

    /// The release `hark` binary: `--hark`, or the one built beside
    /// `hark-bench`.
    func hark() throws -> String {
        let path =
            options.hark ?? Bundle.main.executableURL.map {
                $0.deletingLastPathComponent().appendingPathComponent("hark").path
            } ?? "hark"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchError(
                description: "no hark binary at \(path): build both with `swift build -c release`, or give --hark PATH")
        }
        return path
    }

    /// The median wall time of `runs` runs of `body` after one warm-up run,
    /// in milliseconds (see ``Timing/median(runs:_:)``).
    func median<Result>(runs: Int? = nil, _ body: () throws -> (Result, Int)) rethrows -> Double {
        try Timing.median(runs: runs ?? options.runs, body)
    }
}
