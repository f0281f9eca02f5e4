import Foundation
import Hark

extension Bench {
    /// `hark picture` on 10,000 flights, to SVG and to HTML: the release
    /// binary as a whole process (the target), and the drawing alone in
    /// process (for information).
    static let picture = Bench(
        name: "picture", summary: "hark picture on 10k flights to SVG and HTML, as a whole process; drawing in process"
    ) { context in
        let size = 10_000
        let file = try context.fixture("flights-\(size).json") { Fixture.json(flights: size) }
        for format in PictureFormat.allCases {
            let output = context.directory.appendingPathComponent("picture-\(size).\(format.rawValue)").path
            let run = try ChildProcess.median(
                runs: context.options.runs, try context.hark(),
                ["picture", file.path, "--format", format.rawValue], output: output)
            let megabytes =
                Double((try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0) / 1_000_000
            context.report.check(
                "10k elements to \(format.rawValue.uppercased()) (\(fixed(megabytes, 1)) MB out)", run.milliseconds,
                .milliseconds, below: 1_000)
        }
        let navigator = try Navigator(document: HarkDocument(jsonData: Data(contentsOf: file)), tables: context.tables)
        for format in PictureFormat.allCases {
            let drawing = context.median {
                let text = HarkPicture(navigator: navigator).render(as: format)
                return (text, text.utf8.count)
            }
            context.report.info("10k elements to \(format.rawValue.uppercased()), in process", drawing, .milliseconds)
        }
    }
}
