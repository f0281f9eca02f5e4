/// `hark-bench`: measures Hark as its users run it and checks the
/// performance targets; exits 1 when one is missed.
///
/// Each case (a ``Bench``) prints its figures, each beside its target. The
/// end-to-end case spawns the release `hark` binary on generated flight
/// lists (see ``Fixture``); the others time phases and operations in
/// process. See Benchmarks/README.md.
///
///     swift build -c release && .build/release/hark-bench
///     .build/release/hark-bench --only end-to-end --sizes 50000
import Foundation
import Hark

/// Every case, in the order they run. Add yours with one line.
let benches: [Bench] = [
    .endToEnd,
    .pythonPair,
    .phases,
    .sessionStart,
    .gestures,
    .screens,
    .startup,
    .picture,
    .audit,
    .batch,
    .imports,
    .jsonDecoder,
    .readers,
    .parity,
    .slowPaths,
    .scaling,
]

let usage = """
    usage: hark-bench [--only CASE,...] [--sizes N,...] [--runs K] [--hark PATH] [--keep DIR] [--list] [--help]

    Measures Hark as its users run it: the release `hark` binary as a whole
    process, and phases in process. Every figure is printed beside its
    target; the exit status is 1 when any target is missed (or a case fails).

      --only CASE,...  run these cases only (see --list)
      --sizes N,...    flight-list sizes for end-to-end and phases
                       (default 5000,50000,200000)
      --runs K         timed runs per measurement, after one warm-up (default 7)
      --formats F,...  the scaling case's formats: hark, appium, xcuitest, idb, snapshot
      --commands C,... the scaling case's commands (e.g. diff,"audit sarif")
      --hark PATH      the hark binary to time (default: beside hark-bench)
      --keep DIR       write the fixtures and outputs in DIR and keep them
                       (to profile or compare them); an existing fixture is reused
      --list           list the cases
      --help           show this help
    Build in release mode (swift build -c release): debug figures mean nothing.

    """

func run() throws -> Int32 {
    if CommandLine.arguments.dropFirst().first == ChildProcess.measureFlag {
        return try ChildProcess.measureChild(Array(CommandLine.arguments.dropFirst(2)))
    }
    let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    if options.help {
        print(usage, terminator: "")
        return 0
    }
    if options.list {
        for bench in benches { print("\(pad(bench.name, 14)) \(bench.summary)") }
        return 0
    }
    if let only = options.only, let unknown = only.subtracting(benches.map(\.name)).sorted().first {
        throw BenchError(description: "no case \"\(unknown)\" (cases: \(benches.map(\.name).joined(separator: ", ")))")
    }
    let directory =
        options.keep.map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? FileManager.default.temporaryDirectory
        .appendingPathComponent("hark-bench-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { if options.keep == nil { try? FileManager.default.removeItem(at: directory) } }
    let report = Report()
    let context = Context(options: options, report: report, directory: directory, tables: try StringTables.current())
    report.line("hark-bench: median of \(options.runs) runs after a warm-up; \(Machine.description)")
    for bench in benches where options.only?.contains(bench.name) ?? true {
        report.section("\(bench.name): \(bench.summary)")
        try bench.run(context)
    }
    report.summary()
    return report.missed.isEmpty ? 0 : 1
}

do {
    exit(try run())
} catch {
    FileHandle.standardError.write(Data("hark-bench: \(error)\n".utf8))
    exit(1)
}
