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
        // A pile of identical frames: each badge is placed in a bounded
        // number of tries, so the pile draws as fast as spread-out frames.
        let pile = try context.fixture("picture-pile-20000.json") {
            ReaderFixture.harkJSON(elements: 20_000, sameFrame: true)
        }
        let piled = try ChildProcess.median(
            runs: context.options.runs, try context.hark(), ["picture", pile.path, "--format", "svg"],
            output: context.directory.appendingPathComponent("picture-pile-20000.svg").path)
        context.report.check("20k identical frames to SVG", piled.milliseconds, .milliseconds, below: 2_000)
        try largest(context)
    }

    /// The largest trees `hark picture` takes. A million elements is refused
    /// (65) before anything is drawn: within ten times the input.
    /// `HarkPicture.maximumElements` elements with labels that fill the
    /// 64 MB input are drawn: within thirteen times, for the drawing holds
    /// the words in the legend, the captions and the page's data at once
    /// (first run: 671 MiB HTML, 750 MiB SVG for 61 MB; a drawing streamed
    /// to its file would bring it to ten).
    private static func largest(_ context: Context) throws {
        let label = String(repeating: "Lorem ipsum dolor sit amet ", count: 45)
        let cases: [(String, String, Set<Int32>, Double, () -> String)] = [
            (
                "picture-limit.json", "\(HarkPicture.maximumElements / 1_000)k elements with 1.2 KB labels", [0], 13,
                {
                    ReaderFixture.harkJSON(elements: HarkPicture.maximumElements - 1, label: label)
                }
            ),
            (
                "picture-1m.json", "999,999 flat buttons, refused", [65], 10,
                { ReaderFixture.harkJSON(elements: 999_999) }
            ),
        ]
        for (name, what, codes, times, text) in cases {
            let file = try context.fixture(name, text)
            let megabytes =
                Double((try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0) / 1_048_576
            for format in PictureFormat.allCases {
                let run = try ChildProcess.median(
                    runs: min(context.options.runs, 3), giveUpAfter: 60_000, try context.hark(),
                    ["picture", file.path, "--format", format.rawValue],
                    output: context.directory.appendingPathComponent("\(name).\(format.rawValue)").path,
                    acceptingExitCodes: codes)
                context.report.check(
                    "\(what) (\(fixed(megabytes)) MB) to \(format.rawValue.uppercased()), peak RSS", run.peakMiB,
                    .mebibytes, below: (megabytes * times).rounded())
            }
        }
    }
}
