import Foundation

extension Bench {
    /// The slow paths a hostile campaign found, each as a whole process:
    /// time, and peak memory against ten times the input. One run each
    /// after a warm-up (`--runs` caps it at 3): some take seconds.
    static let slowPaths = Bench(
        name: "slow-paths",
        summary: "hostile inputs that were slow or large: word tables, deep dumps, a 50 MB label; time and memory"
    ) { context in
        let runs = min(context.options.runs, 3)
        for path in SlowPathFixture.cases {
            var files: [String] = []
            for (name, bytes) in path.files {
                let url = context.directory.appendingPathComponent(name)
                if !FileManager.default.fileExists(atPath: url.path) { try bytes().write(to: url) }
                files.append(url.path)
            }
            let megabytes = Double(try files.map { try Self.size(of: $0) }.max() ?? 0) / 1_048_576
            let output = context.directory.appendingPathComponent(path.files[0].name + ".out").path
            let run = try ChildProcess.median(
                runs: runs, giveUpAfter: 60_000, try context.hark(), path.arguments(files), output: output,
                acceptingExitCodes: [0, 1, 65])
            let label = "\(path.name) (\(fixed(megabytes)) MB)"
            context.report.check(label + ", time", run.milliseconds, .milliseconds, below: path.milliseconds)
            context.report.check(label + ", peak RSS", run.peakMiB, .mebibytes, below: (megabytes * 10).rounded())
        }
    }

    private static func size(of path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }
}

/// The inputs: a binary property list whose header claims 30 million
/// entries, a valid table of 1.6 million, an XCUITest dump 4,000 levels
/// deep, one 50 MB label without a space.
enum SlowPathFixture {
    struct Case: Sendable {
        var name: String
        var files: [(name: String, bytes: @Sendable () -> Data)]
        var arguments: @Sendable ([String]) -> [String]
        /// The time target, in milliseconds.
        var milliseconds: Double
    }

    static let cases: [Case] = [
        Case(
            name: "words, a list claiming 30M entries (refused)",
            files: [("claims-30m.loctable", { claimedEntries(30_000_000) })],
            arguments: { ["words", "--runtime", $0[0]] }, milliseconds: 1_000),
        Case(
            name: "words, a valid table of 1.6M entries",
            files: [("valid-1600k.loctable", { table(entries: 1_600_000) })],
            arguments: { ["words", "--runtime", $0[0]] }, milliseconds: 5_000),
        Case(
            name: "XCUITest, 4,000 levels deep, audit (refused)",
            files: [("deep-4000.txt", { Data(deepXCUITest(levels: 4_000).utf8) })],
            arguments: { ["audit", $0[0]] }, milliseconds: 1_000),
        Case(
            name: "one 50 MB label without a space, audit",
            files: [("label-50mb.json", { Data(spacelessLabel.utf8) })],
            arguments: { ["audit", $0[0]] }, milliseconds: 3_000),
        Case(
            name: "one 50 MB label without a space, picture --format svg",
            files: [("label-50mb.json", { Data(spacelessLabel.utf8) })],
            arguments: { ["picture", $0[0], "--format", "svg"] }, milliseconds: 3_000),
        Case(
            name: "one 50 MB label without a space, picture --format html",
            files: [("label-50mb.json", { Data(spacelessLabel.utf8) })],
            arguments: { ["picture", $0[0], "--format", "html"] }, milliseconds: 5_000),
        Case(
            name: "one 50 MB label without a space, diff --format html",
            files: [
                ("label-50mb.json", { Data(spacelessLabel.utf8) }),
                ("label-50mb-b.json", { Data(spacelessLabel.replacingOccurrences(of: "\"B\"", with: "\"C\"").utf8) }),
            ],
            arguments: { ["diff", $0[0], $0[1], "--format", "html"] }, milliseconds: 5_000),
    ]

    /// A tree whose one button's label is 50 MB of letters, no space.
    static var spacelessLabel: String {
        #"{"hark": 1, "root": {"frame": [0, 0, 390, 844], "children": [{"label": ""#
            + String(repeating: "x", count: 50 * 1_048_576)
            + #"", "traits": ["button"], "frame": [0, 0, 100, 44]}, {"label": "B", "frame": [0, 50, 100, 44]}]}}"#
    }

    /// An XCUITest debugDescription whose elements nest `levels` deep.
    static func deepXCUITest(levels: Int) -> String {
        var text = "Attributes: Application, 0x1, pid: 1, label: 'A'\nElement subtree:\n →Application, 0x1, pid: 1, "
        text += "label: 'A'\n"
        for level in 1...levels {
            text += String(repeating: "  ", count: level) + "Other, 0x\(level + 1), {{0.0, 0.0}, {10.0, 10.0}}\n"
        }
        return text
    }

    /// A binary property list: one dictionary claiming `count` entries,
    /// with the bytes for their references (one byte each, all zero).
    static func claimedEntries(_ count: Int) -> Data {
        var bytes = Array("bplist00".utf8) + [0xDF, 0x12]
        bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: count >> $0) }
        bytes += [UInt8](repeating: 0, count: 2 * count)
        let table = bytes.count
        bytes += [8]
        return Data(bytes + trailer(offsetSize: 1, referenceSize: 1, objects: 1, table: table))
    }

    /// A valid `.loctable`: English with `entries` keys (Hark's own words
    /// among them, so that it matches), and German with the same keys.
    static func table(entries: Int) -> Data {
        var writer = BinaryListWriter()
        let words = ["Button", "Heading", "Link", "Image", "Selected", "Dimmed", "Adjustable", "Search Field"]
        var english: [(Int, Int)] = [], german: [(Int, Int)] = []
        for index in 0..<entries / 2 {
            let key = writer.string("VO_KEY_\(index)")
            let word = index < words.count ? words[index] : "Word \(index)"
            english.append((key, writer.string(word)))
            german.append((key, writer.string("Wort \(index)")))
        }
        let top = writer.dictionary(
            [(writer.string("en"), writer.dictionary(english))]
                + [(writer.string("de"), writer.dictionary(german))])
        return writer.data(top: top)
    }

    static func trailer(offsetSize: UInt8, referenceSize: UInt8, objects: Int, table: Int) -> [UInt8] {
        func eight(_ value: Int) -> [UInt8] {
            stride(from: 56, through: 0, by: -8).map { UInt8(truncatingIfNeeded: value >> $0) }
        }
        return [0, 0, 0, 0, 0, 0, offsetSize, referenceSize] + eight(objects) + eight(0) + eight(table)
    }
}

/// Writes a binary property list of ASCII strings and dictionaries, with
/// 4-byte offsets and references; the top object is the last written.
struct BinaryListWriter {
    private var bytes = Array("bplist00".utf8)
    private var offsets: [Int] = []

    private mutating func begin(_ kind: UInt8, count: Int) -> Int {
        offsets.append(bytes.count)
        if count < 15 {
            bytes.append(kind << 4 | UInt8(count))
        } else {
            bytes += [kind << 4 | 0x0F, 0x12] + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: count >> $0) }
        }
        return offsets.count - 1
    }

    mutating func string(_ text: String) -> Int {
        let number = begin(0x5, count: text.utf8.count)
        bytes += text.utf8
        return number
    }

    mutating func dictionary(_ pairs: [(Int, Int)]) -> Int {
        let number = begin(0xD, count: pairs.count)
        for reference in pairs.map(\.0) + pairs.map(\.1) {
            bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: reference >> $0) }
        }
        return number
    }

    func data(top: Int) -> Data {
        var result = bytes
        let table = result.count
        for offset in offsets { result += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: offset >> $0) } }
        var trailer = SlowPathFixture.trailer(offsetSize: 4, referenceSize: 4, objects: offsets.count, table: table)
        // The top object's number, big-endian in the trailer's second 8 bytes.
        for (index, shift) in stride(from: 56, through: 0, by: -8).enumerated() {
            trailer[16 + index] = UInt8(truncatingIfNeeded: top >> shift)
        }
        return Data(result + trailer)
    }
}
