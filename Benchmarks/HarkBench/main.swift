/// `hark-bench`: times Hark's pipeline on flat flight lists of growing size
/// and checks the performance targets.
///
/// For each N it writes a sample document (see ``Fixture``) to a temporary
/// folder, then times each stage on its own — decode (read the file and
/// `HarkDocument(jsonData:)`), focus order, speech (`transcript()` on a
/// ready narrator), rendering (`text` and `json`) — and the whole path from
/// file to text. Each figure is the median of several runs after a warm-up;
/// freeing what a run made happens after its clock stops.
///
/// It reports; it does not gate: the exit status is 0 whether or not the
/// targets are met, and 1 only when something fails (bad arguments, a file
/// that cannot be written, a document that does not decode).
///
///     swift build -c release --product hark-bench && .build/release/hark-bench
///     hark-bench --sizes 1000,10000 --runs 3
import Foundation
import Hark

let usage = """
    usage: hark-bench [--sizes N,N,...] [--runs K] [--help]

    Times decode, focus order, speech, rendering and end to end (file → text)
    on flat lists of N flights, and checks the targets:
      end to end on 50,000 elements under 250 ms;
      time(50,000) / time(5,000) end to end under 12.

      --sizes N,N,...  list sizes (default 1000,5000,10000,50000)
      --runs K         timed runs per measurement, after one warm-up
                       (default 7, or 5 for N >= 50,000)
      --help           show this help
    Build in release mode: debug figures mean nothing.

    """

/// What went wrong, for stderr.
struct BenchError: Error, CustomStringConvertible {
    var description: String
}

/// The command line, parsed.
struct Options {
    var sizes = [1_000, 5_000, 10_000, 50_000]
    /// Runs per measurement; `nil` picks by size.
    var runs: Int?
    var help = false

    init(arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            var name = argument, inline: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            func operand() throws -> String {
                if let inline { return inline }
                guard let next = rest.popFirst() else { throw BenchError(description: "\(name) needs a value\n\n" + usage) }
                return next
            }
            switch name {
            case "--help", "-h":
                help = true
            case "--sizes":
                let text = try operand()
                let parsed = text.split(separator: ",", omittingEmptySubsequences: false).map {
                    Int($0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: ""))
                }
                let sizes = parsed.compactMap { $0 }
                guard !sizes.isEmpty, sizes.count == parsed.count, sizes.allSatisfy({ $0 > 0 }) else {
                    throw BenchError(description: "--sizes wants positive whole numbers separated by commas, not \"\(text)\"")
                }
                self.sizes = sizes
            case "--runs":
                let text = try operand()
                guard let runs = Int(text), runs > 0 else {
                    throw BenchError(description: "--runs wants a positive whole number, not \"\(text)\"")
                }
                self.runs = runs
            default:
                throw BenchError(description: "unknown argument \"\(argument)\"\n\n" + usage)
            }
        }
    }

    func runs(for size: Int) -> Int { runs ?? (size >= 50_000 ? 5 : 7) }
}

/// The figures for one N, in milliseconds.
struct Row {
    var size: Int
    var fileBytes: Int
    var decode, order, speech, render, endToEnd: Double
}

/// Keeps results alive so the optimiser cannot drop the work that made them.
nonisolated(unsafe) var sink = 0

@inline(never) func consume(_ value: Int) { sink &+= value }

/// The median time of `runs` runs of `body` after one warm-up run, in
/// milliseconds.
///
/// `body` returns what it made and a number derived from it; the number is
/// consumed so the work cannot be optimised away, and what was made is freed
/// only after the clock stops: the figures are the pipeline's work, not the
/// tearing down of its results.
func median<Result>(runs: Int, _ body: () throws -> (Result, Int)) rethrows -> Double {
    let clock = ContinuousClock()
    consume(try body().1)
    var times: [Double] = []
    for _ in 0..<runs {
        let start = clock.now
        let (made, check) = try body()
        let elapsed = start.duration(to: clock.now)
        withExtendedLifetime(made) { consume(check) }
        let parts = elapsed.components
        times.append(Double(parts.seconds) * 1e3 + Double(parts.attoseconds) / 1e15)
    }
    times.sort()
    return times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
}

/// Times every stage for a list of `size` flights written in `directory`.
func measure(size: Int, runs: Int, tables: StringTables, directory: URL) throws -> Row {
    let url = try Fixture.write(flights: size, in: directory)
    defer { try? FileManager.default.removeItem(at: url) }
    let expected = Fixture.elementCount(flights: size)

    // Check once, untimed, that the pipeline does the whole job.
    let document = try HarkDocument(jsonData: Data(contentsOf: url))
    let narrator = try Narrator(document: document, options: NarrationOptions(), tables: tables)
    let transcript = narrator.transcript()
    guard narrator.focusOrder.elements.count == expected, transcript.events.count == expected else {
        throw BenchError(description: "N=\(size): expected \(expected) focus stops, got \(narrator.focusOrder.elements.count) elements and \(transcript.events.count) events")
    }
    let fileBytes = try Data(contentsOf: url).count

    let decode = try median(runs: runs) {
        let document = try HarkDocument(jsonData: Data(contentsOf: url))
        return (document, document.root.children.count)
    }
    let order = median(runs: runs) {
        let order = FocusOrder(document: document)
        return (order, order.elements.count)
    }
    let speech = median(runs: runs) {
        let transcript = narrator.transcript()
        return (transcript, transcript.events.count)
    }
    let render = median(runs: runs) {
        let rendered = (transcript.text, transcript.json)
        return (rendered, rendered.0.utf8.count + rendered.1.utf8.count)
    }
    let endToEnd = try median(runs: runs) {
        let document = try HarkDocument(jsonData: Data(contentsOf: url))
        let narrator = try Narrator(document: document, options: NarrationOptions(), tables: tables)
        let transcript = narrator.transcript()
        let text = transcript.text
        return ((document, narrator, transcript, text), text.utf8.count)
    }
    return Row(size: size, fileBytes: fileBytes, decode: decode, order: order, speech: speech, render: render, endToEnd: endToEnd)
}

/// `value` right-aligned in `width` columns.
func pad(_ value: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - value.count)) + value
}

func fixed(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

/// Prints the table and the targets.
func report(_ rows: [Row]) {
    let headers = ["N", "file MB", "decode ms", "order ms", "speech ms", "render ms", "end-to-end ms"]
    let widths = headers.map { max($0.count, 9) }
    print(zip(headers, widths).map { pad($0, $1) }.joined(separator: "  "))
    for row in rows {
        let cells = [
            String(row.size), fixed(Double(row.fileBytes) / 1_048_576, 2), fixed(row.decode), fixed(row.order),
            fixed(row.speech), fixed(row.render), fixed(row.endToEnd),
        ]
        print(zip(cells, widths).map { pad($0, $1) }.joined(separator: "  "))
    }
    print("")

    let large = rows.last { $0.size == 50_000 }
    let small = rows.last { $0.size == 5_000 }
    if let large {
        let verdict = large.endToEnd < 250 ? "PASS" : "FAIL"
        print("\(verdict)  end to end, 50,000 elements: \(fixed(large.endToEnd)) ms (target < 250 ms)")
    } else {
        print("SKIP  end to end, 50,000 elements (target < 250 ms): N=50000 not measured")
    }
    if let large, let small {
        let ratio = large.endToEnd / small.endToEnd
        let verdict = ratio < 12 ? "PASS" : "FAIL"
        print("\(verdict)  scaling, time(50,000) / time(5,000): \(fixed(ratio, 2)) (target < 12)")
    } else {
        print("SKIP  scaling, time(50,000) / time(5,000) (target < 12): needs N=5000 and N=50000")
    }
}

func run() throws {
    let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    if options.help {
        print(usage, terminator: "")
        return
    }
    let tables = try StringTables.bundled()
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("hark-bench-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    var rows: [Row] = []
    for size in options.sizes {
        rows.append(try measure(size: size, runs: options.runs(for: size), tables: tables, directory: directory))
    }
    let runs = Set(options.sizes.map(options.runs(for:))).sorted().map(String.init).joined(separator: "/")
    print("Hark pipeline, median of \(runs) runs after a warm-up (ms)\n")
    report(rows)
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("hark-bench: \(error)\n".utf8))
    exit(1)
}
