import Foundation

extension Bench {
    /// `hark parity` on a recording at the 64 MB input limit whose one
    /// utterance fills it, in Latin script and in Chinese: the comparison
    /// reads every character of it, so the time target is per byte.
    static let parity = Bench(
        name: "parity", summary: "hark parity on one utterance near the 64 MB limit (Latin, Chinese), whole process"
    ) { context in
        let tree = try context.fixture("parity-tree.json") {
            #"{"hark": 1, "root": {"children": [{"label": "Flights", "traits": ["header"]}]}}"#
        }
        let cases = [
            ("Latin", "Add new flight, button, 50% off. ", 60 * 1_048_576 / 33),
            ("Chinese", "添加新航班按钮", 60 * 1_048_576 / 21),
        ]
        for (script, words, count) in cases {
            let file = try context.fixture("parity-\(script).json") {
                #"{"harkRecording": 1, "locale": "en", "utterances": ["Flights, heading", ""#
                    + String(repeating: words, count: count) + "\"]}"
            }
            let megabytes =
                Double((try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0) / 1_048_576
            let run = try ChildProcess.median(
                runs: min(context.options.runs, 3), giveUpAfter: 60_000, try context.hark(),
                ["parity", file.path, tree.path], output: context.directory.appendingPathComponent("parity.out").path,
                acceptingExitCodes: [1])
            context.report.check(
                "one \(fixed(megabytes)) MB utterance, \(script), time", run.milliseconds, .milliseconds, below: 5_000)
        }
    }
}
