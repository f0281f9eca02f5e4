import Foundation
import Hark

extension Bench {
    /// Starting a session on a long flat list costs about what narrating it
    /// does: `hark narrate f --gestures next` against `hark narrate f`.
    static let sessionStart = Bench(
        name: "session-start",
        summary: "hark narrate --gestures next on 32k and 100k flat siblings, against plain narration"
    ) { context in
        for size in [32_000, 100_000] {
            let file = try context.fixture("flights-\(size).json") { Fixture.json(flights: size) }
            let output = context.directory.appendingPathComponent("session-\(size).txt").path
            let plain = try ChildProcess.median(
                runs: context.options.runs, try context.hark(), ["narrate", file.path], output: output)
            let session = try ChildProcess.median(
                runs: context.options.runs, try context.hark(), ["narrate", file.path, "--gestures", "next"],
                output: output)
            context.report.info("\(EndToEnd.short(size)) siblings, plain narration", plain.milliseconds, .milliseconds)
            context.report.info(
                "\(EndToEnd.short(size)) siblings, --gestures next", session.milliseconds, .milliseconds,
                session.stopped ? "stopped at \(Int(ChildProcess.timeLimit / 1000)) s" : "")
            context.report.check(
                "\(EndToEnd.short(size)) session start / narration", session.milliseconds / plain.milliseconds, .ratio,
                below: 1.5, inclusive: true)
        }
    }

    /// One gesture and one effect on a 50k tree, in process: neither may
    /// walk the whole tree.
    static let gestures = Bench(
        name: "gestures", summary: "one next and one setElement effect on a 50k tree, in process"
    ) { context in
        let size = 50_000
        let file = try context.fixture("flights-\(size)-behaviors.json") {
            Fixture.json(flights: size, behaviors: true)
        }
        var navigator = try Navigator(document: HarkDocument(jsonData: Data(contentsOf: file)), tables: context.tables)
        let next = context.median(runs: max(context.options.runs, 101)) {
            let events = navigator.perform(.next)
            return (events, events.count)
        }
        context.report.check("next on 50k", next, .milliseconds, below: 1)

        // Focus the add button; each activation toggles the middle flight's value.
        navigator.perform([.first, .next])
        guard navigator.focusedElement?.node.id == "add-flight-button" else {
            throw BenchError(
                description:
                    "gestures: expected focus on add-flight-button, got "
                    + "\(navigator.focusedElement?.node.id ?? "nothing")"
            )
        }
        let value = { (navigator: Navigator) in
            navigator.document.root.children.last?.children[size / 2].value
        }
        let before = value(navigator)
        let setElement = context.median(runs: max(context.options.runs, 21)) {
            let events = navigator.perform(.activate)
            return (events, events.count)
        }
        guard value(navigator) != nil, value(navigator) != before || before == "Boarding" || before == "On Time" else {
            throw BenchError(description: "gestures: activating the add button did not change flight-\(size / 2)")
        }
        context.report.check("setElement on 50k (activate → if → set)", setElement, .milliseconds, below: 10)
        try structuralSetElement(context)
    }

    /// Decoding a document with 100k screens, in process.
    static let screens = Bench(name: "screens", summary: "decode a document with 100k small screens, in process") {
        context in
        let size = 100_000
        let file = try context.fixture("screens-\(size).json") { Fixture.json(screens: size) }
        let decode = try context.median {
            let document = try HarkDocument(jsonData: Data(contentsOf: file))
            return (document, document.screens.count)
        }
        context.report.check("100k screens, read and decode", decode, .milliseconds, below: 300)
    }

    /// `hark --version`: the cost of starting the binary.
    static let startup = Bench(name: "startup", summary: "hark --version as a whole process") { context in
        let output = context.directory.appendingPathComponent("version.txt").path
        let run = try ChildProcess.median(
            runs: max(context.options.runs, 21), try context.hark(), ["--version"], output: output)
        context.report.check("hark --version", run.milliseconds, .milliseconds, below: 15)
    }
}
