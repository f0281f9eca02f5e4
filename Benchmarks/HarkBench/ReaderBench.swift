import Foundation

extension Bench {
    /// The worst case of each reader near the 64 MB input limit, `hark
    /// narrate` (or `hark audit`) as a whole process: the wall time and the
    /// peak memory, whose target is ten times the input. One run each after
    /// a warm-up (`--runs` caps it): each takes seconds.
    static let readers = Bench(
        name: "readers", summary: "each reader's worst case near the 64 MB limit, whole process: time and peak memory"
    ) { context in
        let runs = min(context.options.runs, 3)
        for worst in ReaderFixture.cases {
            let file = try context.fixture(worst.file, worst.text)
            let megabytes =
                Double((try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0) / 1_048_576
            let output = context.directory.appendingPathComponent(worst.file + ".out").path
            let run = try ChildProcess.median(
                runs: runs, giveUpAfter: 60_000, try context.hark(), worst.arguments + [file.path], output: output,
                acceptingExitCodes: [0, 1])
            let label = "\(worst.name) (\(fixed(megabytes)) MB)"
            context.report.check(label + ", time", run.milliseconds, .milliseconds, below: worst.milliseconds)
            context.report.check(
                label + ", peak RSS", run.peakMiB, .mebibytes, below: worst.peakMiB ?? (megabytes * 10).rounded())
        }
    }
}

/// Inputs that cost each reader the most for their size: long runs of tiny
/// elements (the per-element cost) and one huge label (the per-byte cost).
enum ReaderFixture {
    struct Case: Sendable {
        var name: String
        var file: String
        var arguments: [String]
        /// The time target, in milliseconds.
        var milliseconds: Double
        /// The memory target, when not ten times the input.
        var peakMiB: Double? = nil
        var text: @Sendable () -> String
    }

    static let cases: [Case] = [
        Case(
            name: "Hark JSON, 999,999 flat buttons, narrate", file: "flat-1m.json", arguments: ["narrate"],
            milliseconds: 10_000
        ) { harkJSON(elements: 999_999) },
        Case(
            name: "Hark JSON, one 60 MB label, narrate", file: "label-60mb.json", arguments: ["narrate"],
            milliseconds: 3_000
        ) {
            #"{"hark": 1, "root": {"label": ""# + hugeLabel + #"", "frame": [0, 0, 10, 10]}}"#
        },
        Case(
            name: "Appium XML, 999,998 flat buttons, narrate", file: "flat-1m.xml", arguments: ["narrate"],
            milliseconds: 15_000
        ) { appium(elements: 999_998) },
        Case(
            name: "XCUITest, one 60 MB label line, narrate", file: "label-60mb.txt", arguments: ["narrate"],
            milliseconds: 10_000
        ) {
            "Attributes: Application, 0x1, pid: 1, label: 'A'\nElement subtree:\n →Application, 0x1, pid: 1, label: "
                + "'A'\n"
                + "    Button, 0x2, {{0.0, 0.0}, {10.0, 10.0}}, label: '" + hugeLabel + "'\n"
        },
        Case(
            name: "XCUITest, 900k flat buttons, narrate", file: "flat-900k.txt", arguments: ["narrate"],
            milliseconds: 15_000
        ) { xcuitest(elements: 900_000) },
        Case(
            name: "idb JSON, 850k flat buttons, narrate", file: "flat-850k-idb.json", arguments: ["narrate"],
            milliseconds: 15_000
        ) { idb(elements: 850_000) },
        Case(
            name: "overlapping-targets, 100k identical frames, audit", file: "same-frame-100k.json",
            arguments: ["audit"], milliseconds: 1_000, peakMiB: 300
        ) {
            harkJSON(elements: 100_000, sameFrame: true)
        },
    ]

    /// 60 MB of one label: words, no escapes.
    static var hugeLabel: String { String(repeating: "Lorem ipsum dolor sit amet ", count: 60 * 1_048_576 / 27) }

    static func harkJSON(elements: Int, sameFrame: Bool = false, label: String = "") -> String {
        var text = #"{"hark": 1, "root": {"frame": [0, 0, 390, 844], "children": ["#
        text.reserveCapacity(elements * (64 + label.utf8.count))
        for index in 0..<elements {
            let y = sameFrame ? 100 : index % 800
            text +=
                (index == 0 ? "\n" : ",\n")
                + #"{"label":"B\#(index) \#(label)","traits":["button"],"frame":[0,\#(y),44,44]}"#
        }
        return text + "\n]}}\n"
    }

    static func appium(elements: Int) -> String {
        var text =
            #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication name="A" x="0" y="0""#
            + #" width="390" height="844">"#
            + "\n"
        text.reserveCapacity(elements * 40)
        for index in 0..<elements { text += #"<XCUIElementTypeButton name="b\#(index)"/>"# + "\n" }
        return text + "</XCUIElementTypeApplication></AppiumAUT>\n"
    }

    static func xcuitest(elements: Int) -> String {
        var text =
            "Attributes: Application, 0x1, pid: 1, label: 'A'\nElement subtree:\n →Application, 0x1, pid: 1, label: "
            + "'A'\n"
        text.reserveCapacity(elements * 50)
        for index in 0..<elements {
            text += "    Button, 0x\(index), {{0.0, \(index % 800).0}, {10.0, 10.0}}, label: 'b\(index)'\n"
        }
        return text
    }

    static func idb(elements: Int) -> String {
        var text = "["
        text.reserveCapacity(elements * 100)
        for index in 0..<elements {
            text +=
                (index == 0 ? "\n" : ",\n")
                + #"{"type": "Button", "AXLabel": "b\#(index)", "AXFrame": "{{0, \#(index % 800)}, {10, 10}}"}"#
        }
        return text + "\n]\n"
    }
}
