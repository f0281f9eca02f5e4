import Foundation
import Hark

extension Bench {
    /// `hark audit` on a 50,000-element grid built to keep every rule busy:
    /// the release binary as a whole process in text and SARIF (the target:
    /// under a second), `Audit.report` in process at 5,000 and 50,000 (for
    /// near-linear growth: the overlap and duplicate checks use a grid and
    /// a dictionary, not all pairs).
    static let audit = Bench(
        name: "audit",
        summary: "hark audit on a 50k-element grid, whole process (text, SARIF); in process at 5k and 50k"
    ) { context in
        var inProcess: [Int: Double] = [:]
        for size in [5_000, 50_000] {
            let file = try context.fixture("audit-\(size).json") { AuditFixture.json(elements: size) }
            let document = try HarkDocument(jsonData: Data(contentsOf: file))
            let findings = try Audit.report(on: document)
            guard findings.findings.count > size / 10 else {
                throw BenchError(
                    description:
                        "audit-\(size): expected findings on a tenth of the elements, got \(findings.findings.count)")
            }
            inProcess[size] = try context.median {
                let report = try Audit.report(on: document)
                return (report, report.findings.count)
            }
            context.report.info(
                "\(EndToEnd.short(size)) elements, Audit.report in process (\(findings.findings.count) findings)",
                inProcess[size] ?? 0, .milliseconds)
            guard size == 50_000 else { continue }
            for format in ["text", "sarif"] {
                let output = context.directory.appendingPathComponent("audit-\(size).\(format)").path
                let run = try ChildProcess.median(
                    runs: context.options.runs, try context.hark(), ["audit", file.path, "--format", format],
                    output: output,
                    acceptingExitCodes: [0, 1])
                context.report.check(
                    "50k elements, hark audit --format \(format), whole process", run.milliseconds, .milliseconds,
                    below: 1_000)
            }
        }
        if let large = inProcess[50_000], let small = inProcess[5_000] {
            context.report.check("50k / 5k, Audit.report in process", large / small, .ratio, below: 12)
        }
    }
}

/// A screen of `elements` buttons in a 10-column grid inside a scroll
/// view, with a problem every few elements: overlapping neighbours, small
/// targets, repeated names, file-name labels, unlabelled buttons, low
/// contrast, and a heading every 50 rows.
enum AuditFixture {
    static func json(elements: Int) -> String {
        var text =
            ##"{"hark": 1, "title": "Audit grid", "screen": {"width": 390, "height": 844}, "root": {"id":"##
            + ##" "grid-root", "frame": [0, 0, 390, 844], "backgroundColor": "#FFFFFF", "children": [{"id": "grid","##
            + ##" "frame": [0, 0, 390, 844], "children": ["##
        text.reserveCapacity(elements * 160)
        for index in 0..<elements {
            let row = index / 10, column = index % 10
            // Every seventh element is shifted onto its neighbour (overlap); every eleventh is small.
            let x = Double(column) * 39 + (index % 7 == 0 ? 20 : 0), y = Double(row) * 48
            let size = index % 11 == 0 ? 20 : 44
            var node = #"{"id": "e\#(index)", "frame": [\#(x), \#(y), \#(size), \#(size)], "#
            if index % 500 == 0 {
                node += #""label": "Section \#(row)", "traits": ["header"]"#
            } else {
                let label =
                    index % 13 == 0
                    ? "icon_\(index).png" : index % 17 == 0 ? "" : index % 5 == 0 ? "Repeat" : "Item \(index)"
                node += #""label": "\#(label)", "traits": ["button"]"#
                if index % 19 == 0 { node += ##", "textColor": "#AAAAAA""## }
            }
            text += (index == 0 ? "" : ",\n") + node + "}"
        }
        return text + "]}]}}\n"
    }
}
