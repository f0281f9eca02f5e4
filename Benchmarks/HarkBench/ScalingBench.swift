import Foundation

extension Bench {
    /// Every command on the same screen in every format at 10,000 and
    /// 300,000 elements (``ScalingFixture``), the release binary as a whole
    /// process: the time per element may grow at most 1.5× from the small
    /// screen to the large, and the large screen's peak memory stay within
    /// 10× its input (both inputs, for `diff`). `picture` draws at most
    /// 50,000 elements: it goes from 10,000 to 49,000.
    static let scaling = Bench(
        name: "scaling", summary: "every command and format, 10k → 300k elements, whole process: linear in time, memory"
    ) { context in
        let formats = ScalingFixture.Format.allCases.filter { context.options.formats?.contains($0.rawValue) ?? true }
        let commands = Scaling.commands.filter { context.options.commands?.contains($0.name) ?? true }
        context.report.line(
            pad("command", 20) + pad("format", 22) + padLeft("small", 9) + padLeft("ms", 9) + padLeft("large", 9)
                + padLeft("ms", 9) + padLeft("per el.", 9) + padLeft("in MB", 8) + padLeft("peak MiB", 10)
                + padLeft("× in", 7))
        // Each row's checks under it, as it is measured: a run cut short still shows them.
        for format in formats {
            for command in commands {
                let row = try Scaling.measure(command, format, context)
                context.report.line(row.line)
                let name = "\(row.command), \(row.format.title)"
                context.report.check(
                    name + ": time per element, large / small", row.perElement, .ratio, below: 1.5, inclusive: true)
                context.report.check(
                    name + ": peak at \(EndToEnd.short(row.large)), × input", row.peakMiB * 1_048_576 / row.inputBytes,
                    .ratio, below: 10, inclusive: true)
            }
        }
    }
}

enum Scaling {
    /// A command as the table runs it: its arguments around the file (and
    /// the changed version, for diff), and the most elements it takes.
    struct Command: Sendable {
        var name: String
        var arguments: @Sendable (_ file: String, _ changed: String) -> [String]
        var largest = 300_000
        var usesChanged = false
        /// Given a folder holding only the file: the batch path.
        var inFolder = false
    }

    static let commands: [Command] = [
        Command(name: "narrate") { file, _ in ["narrate", file] },
        Command(name: "narrate json") { file, _ in ["narrate", file, "--format", "json"] },
        Command(name: "audit") { file, _ in ["audit", file] },
        Command(name: "audit sarif") { file, _ in ["audit", file, "--format", "sarif"] },
        Command(name: "audit json") { file, _ in ["audit", file, "--format", "json"] },
        Command(name: "audit junit") { file, _ in ["audit", file, "--format", "junit"] },
        Command(
            name: "audit sarif folder", arguments: { file, _ in ["audit", file, "--format", "sarif"] }, inFolder: true),
        Command(
            name: "audit junit folder", arguments: { file, _ in ["audit", file, "--format", "junit"] }, inFolder: true),
        Command(name: "audit folder", arguments: { file, _ in ["audit", file] }, inFolder: true),
        Command(
            name: "audit json folder", arguments: { file, _ in ["audit", file, "--format", "json"] }, inFolder: true),
        Command(name: "convert") { file, _ in ["convert", file] },
        Command(name: "diff", arguments: { ["diff", $0, $1] }, usesChanged: true),
        Command(name: "names") { file, _ in ["names", file] },
        Command(name: "picture svg", arguments: { file, _ in ["picture", file, "--format", "svg"] }, largest: 49_000),
    ]

    static let smallest = 10_000

    struct Row {
        var command: String
        var format: ScalingFixture.Format
        var small: Int
        var smallMilliseconds: Double
        var large: Int
        var largeMilliseconds: Double
        var peakMiB: Double
        var inputBytes: Double

        /// The time per element on the large screen over that on the small.
        var perElement: Double { (largeMilliseconds / Double(large)) / (smallMilliseconds / Double(small)) }

        var line: String {
            pad(command, 20) + pad(format.title, 22) + padLeft(EndToEnd.short(small), 9)
                + padLeft(fixed(smallMilliseconds), 9) + padLeft(EndToEnd.short(large), 9)
                + padLeft(fixed(largeMilliseconds), 9) + padLeft(fixed(perElement, 2) + "×", 9)
                + padLeft(fixed(inputBytes / 1_000_000), 8) + padLeft(fixed(peakMiB), 10)
                + padLeft(fixed(peakMiB * 1_048_576 / inputBytes), 7)
        }
    }

    /// Times `command` on `format` at the smallest and its largest size.
    static func measure(_ command: Command, _ format: ScalingFixture.Format, _ context: Context) throws -> Row {
        var figures: [(Double, Double, Double)] = []
        for count in [smallest, command.largest] {
            let name = "scaling-\(format.rawValue)-\(count)"
            let file = try context.fixture("\(name).\(format.fileExtension)") {
                ScalingFixture.text(format, elements: count)
            }
            let changed = try context.fixture("\(name)-changed.\(format.fileExtension)") {
                ScalingFixture.text(format, elements: count, changed: true)
            }
            let bytes = try size(of: file) + (command.usesChanged ? try size(of: changed) : 0)
            let input = command.inFolder ? try folder(holding: file, context).path : file.path
            let output = context.directory.appendingPathComponent("\(name).\(command.name).out").path
            // A large screen's warm-up may take longer than the 5 s after which
            // a quadratic path is reported alone: every run is timed up to the
            // limit of a run, so that the figure is a median of real runs.
            let run = try ChildProcess.median(
                runs: count == smallest ? context.options.runs : min(context.options.runs, 3),
                giveUpAfter: ChildProcess.timeLimit, try context.hark(), command.arguments(input, changed.path),
                output: output, acceptingExitCodes: [0, 1])
            figures.append((run.milliseconds, run.peakMiB, bytes))
        }
        return Row(
            command: command.name, format: format, small: smallest, smallMilliseconds: figures[0].0,
            large: command.largest, largeMilliseconds: figures[1].0, peakMiB: figures[1].1, inputBytes: figures[1].2)
    }

    /// A folder beside the fixtures holding only `file` (a hard link, else a copy).
    private static func folder(holding file: URL, _ context: Context) throws -> URL {
        let folder = context.directory.appendingPathComponent(
            file.deletingPathExtension().lastPathComponent + "-folder")
        let copy = folder.appendingPathComponent(file.lastPathComponent)
        guard !FileManager.default.fileExists(atPath: copy.path) else { return folder }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        do { try FileManager.default.linkItem(at: file, to: copy) } catch {
            try FileManager.default.copyItem(at: file, to: copy)
        }
        return folder
    }

    private static func size(of file: URL) throws -> Double {
        Double((try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0)
    }
}
