import Foundation

extension Bench {
    /// `hark narrate` of the 50k flight list against Python doing no more
    /// than parse the same file (`python3 -c "json.load(…)"`), both whole
    /// processes, run as pairs one after the other in the same run (the
    /// machine's load moves both alike): the median of the pairs' ratios,
    /// wall time and CPU time, for text and JSON out.
    static let pythonPair = Bench(
        name: "python-pair", summary: "hark narrate on 50k flights against python3's json.load of the file, in pairs"
    ) { context in
        let python = try PythonPair.python()
        let file = try context.fixture("flights-50000.json") { Fixture.json(flights: 50_000) }
        let pairs = max(context.options.runs, 9)
        let parse = ["-c", "import json, sys; json.load(open(sys.argv[1], 'rb'))", file.path]
        for format in ["text", "json"] {
            let output = context.directory.appendingPathComponent("pair-50k.\(format)").path
            let arguments = ["narrate", file.path, "--format", format]
            let narrate = { try ChildProcess.run(try context.hark(), arguments, output: output) }
            let load = { try ChildProcess.run(python, parse, output: output + ".python") }
            // One warm-up of each, then the pairs, the order swapped every other pair.
            _ = try narrate()
            _ = try load()
            var runs: [(hark: ChildProcess.Run, python: ChildProcess.Run)] = []
            for pair in 0..<pairs {
                if pair % 2 == 0 {
                    let hark = try narrate()
                    runs.append((hark, try load()))
                } else {
                    let python = try load()
                    runs.append((try narrate(), python))
                }
            }
            let name = format == "json" ? "JSON" : "text"
            let median = { (figure: (ChildProcess.Run) -> Double) in Timing.median(runs.map { figure($0.hark) }) }
            let pythonMedian = { (figure: (ChildProcess.Run) -> Double) in
                Timing.median(runs.map { figure($0.python) })
            }
            context.report.info(
                "50k \(name) out: hark, wall / CPU", median(\.milliseconds), .milliseconds,
                "CPU \(Unit.milliseconds.format(median(\.cpuMilliseconds)))")
            context.report.info(
                "50k: python3 json.load, wall / CPU", pythonMedian(\.milliseconds), .milliseconds,
                "CPU \(Unit.milliseconds.format(pythonMedian(\.cpuMilliseconds)))  peak "
                    + Unit.mebibytes.format(runs.map(\.python.peakMiB).max() ?? 0))
            context.report.check(
                "50k \(name) out / json.load, wall (\(pairs) pairs)",
                Timing.median(runs.map { $0.hark.milliseconds / $0.python.milliseconds }), .ratio, below: 0.35,
                inclusive: true)
            context.report.check(
                "50k \(name) out / json.load, CPU (\(pairs) pairs)",
                Timing.median(runs.map { $0.hark.cpuMilliseconds / $0.python.cpuMilliseconds }), .ratio, below: 0.35,
                inclusive: true)
            context.report.check(
                "50k \(name) out, peak RSS", runs.map(\.hark.peakMiB).max() ?? 0, .mebibytes,
                below: EndToEnd.memoryTargets[50_000] ?? 55)
        }
    }
}

enum PythonPair {
    /// `python3` on the `PATH`.
    static func python() throws -> String {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        let candidates = folders.map { "\($0)/python3" }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw BenchError(description: "python-pair needs python3 on the PATH")
        }
        return found
    }
}
