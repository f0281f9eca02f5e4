import Foundation

extension Bench {
    /// The release `hark` binary as a user runs it:
    /// `hark narrate flights-N.json [--format json] > out`, whole process.
    static let endToEnd = Bench(
        name: "end-to-end", summary: "hark narrate on N flights, text and JSON out, as a whole process"
    ) { context in
        let report = context.report
        var times: [String: [Int: Double]] = [:]
        for size in context.options.sizes {
            let file = try context.fixture("flights-\(size).json") { Fixture.json(flights: size) }
            let megabytes = Double(try Data(contentsOf: file).count) / 1_000_000
            for format in ["text", "json"] {
                let output = context.directory.appendingPathComponent("out-\(size).\(format)").path
                let run = try ChildProcess.median(
                    runs: context.options.runs, try context.hark(),
                    ["narrate", file.path, "--format", format], output: output)
                times[format, default: [:]][size] = run.milliseconds
                let name =
                    "\(EndToEnd.short(size)) \(format == "json" ? "JSON" : "text") out (\(fixed(megabytes, 1)) MB in)"
                if let limit = EndToEnd.timeTargets[size] {
                    report.check(name, run.milliseconds, .milliseconds, below: limit)
                } else {
                    report.info(name, run.milliseconds, .milliseconds)
                }
                let memory = "\(EndToEnd.short(size)) \(format == "json" ? "JSON" : "text") out, peak RSS"
                if let limit = EndToEnd.memoryTargets[size] {
                    report.check(memory, run.peakMiB, .mebibytes, below: limit)
                } else {
                    report.info(memory, run.peakMiB, .mebibytes)
                }
            }
        }
        for format in ["text", "json"] {
            guard let large = times[format]?[200_000], let small = times[format]?[50_000] else { continue }
            report.check(
                "200k / 50k, \(format == "json" ? "JSON" : "text") out", large / small, .ratio, below: 4.2,
                inclusive: true)
        }
    }
}

enum EndToEnd {
    /// Wall time targets by list size, in milliseconds.
    static let timeTargets: [Int: Double] = [50_000: 150, 200_000: 600]
    /// Peak memory targets by list size, in MiB: 4× the input.
    static let memoryTargets: [Int: Double] = [50_000: 55]

    /// `50k`, `5k`, `1234`.
    static func short(_ size: Int) -> String {
        size % 1000 == 0 ? "\(size / 1000)k" : String(size)
    }
}
