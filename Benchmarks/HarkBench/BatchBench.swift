import Foundation

extension Bench {
    /// `hark audit <folder> --format sarif` on 1,000 and 300 real-sized
    /// dumps (about 150 elements each, Appium and XCUITest, grown from the
    /// real dumps in Samples/Imported): one process for the folder against
    /// one process per file, run one after another as a shell loop would.
    /// Targets: 1,000 files in one process under 2 s and at least 10× faster
    /// than a process per file; 300 files at least 5× faster.
    static let batch = Bench(
        name: "batch",
        summary: "hark audit on a folder of 1,000 (and 300) dumps to one SARIF, against one process per file"
    ) { context in
        let sources = try BatchFixture.sources()
        for (count, speedUp) in [(1_000, 10.0), (300, 5.0)] {
            let folder = context.directory.appendingPathComponent("batch-\(count)", isDirectory: true)
            let files = try BatchFixture.write(count, from: sources, into: folder)
            let output = context.directory.appendingPathComponent("batch-\(count).sarif").path
            let hark = try context.hark()
            let batch = try ChildProcess.median(
                runs: context.options.runs, hark, ["audit", folder.path, "--format", "sarif"], output: output,
                acceptingExitCodes: [0, 1])
            let artifacts =
                try String(contentsOfFile: output, encoding: .utf8).components(separatedBy: "{\"location\": {\"uri\": ")
                .count - 1
            guard artifacts == count else {
                throw BenchError(
                    description: "batch-\(count): the SARIF log lists \(artifacts) artifacts, not \(count)")
            }
            // One process per file, one after another, each file once.
            var perFile = 0.0
            let single = context.directory.appendingPathComponent("batch-single.sarif").path
            for file in files {
                perFile += try ChildProcess.run(
                    hark, ["audit", file.path, "--format", "sarif"], output: single, acceptingExitCodes: [0, 1]
                ).milliseconds
            }
            let label = "\(count) dumps"
            context.report.info(
                "\(label) (\(BatchFixture.averageElements(files)) elements on average), one process per file", perFile,
                .milliseconds)
            if count == 1_000 {
                context.report.check(
                    "\(label), hark audit DIR --format sarif", batch.milliseconds, .milliseconds, below: 2_000)
            } else {
                context.report.info("\(label), hark audit DIR --format sarif", batch.milliseconds, .milliseconds)
            }
            context.report.check(
                "\(label), a process per file / one process", perFile / batch.milliseconds, .ratio, atLeast: speedUp)
        }
    }
}

/// Real-sized dumps grown from the real ones in Samples/Imported (Appium
/// page source and XCUITest debugDescription): each dump's first window is
/// repeated until the dump has about 150 elements.
enum BatchFixture {
    struct Source {
        var name: String
        var lines: [Substring]
        var isAppium: Bool
    }

    /// The target size of a dump, in elements.
    static let elements = 150

    /// The Appium and XCUITest dumps of Samples/Imported, real and written.
    static func sources() throws -> [Source] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var found: [Source] = []
        for folder in ["appium", "xcuitest", "Real/appium", "Real/xcuitest"] {
            let directory = root.appendingPathComponent("Samples/Imported/\(folder)")
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            where name.hasSuffix(".xml") || name.hasSuffix(".txt") {
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                found.append(
                    Source(
                        name: name, lines: text.split(separator: "\n", omittingEmptySubsequences: false),
                        isAppium: name.hasSuffix(".xml")))
            }
        }
        guard found.contains(where: \.isAppium), found.contains(where: { !$0.isAppium }) else {
            throw BenchError(description: "no Appium and XCUITest dumps in Samples/Imported")
        }
        return found
    }

    /// Writes `count` dumps into `folder`, taking the sources in turn.
    static func write(_ count: Int, from sources: [Source], into folder: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let grown = sources.map { grow($0) }
        return try (0..<count).map { index in
            let source = sources[index % sources.count]
            let url = folder.appendingPathComponent(String(format: "%04d-", index) + source.name)
            try Data(grown[index % sources.count].utf8).write(to: url)
            return url
        }
    }

    /// The dump with its first window repeated to about ``elements`` elements.
    static func grow(_ source: Source) -> String {
        let lines = source.lines
        guard let start = lines.firstIndex(where: { isWindow($0, appium: source.isAppium) }) else {
            return lines.joined(separator: "\n")
        }
        let end: Int
        if source.isAppium {
            end = (lines[start...].firstIndex { $0.contains("</XCUIElementTypeWindow>") } ?? start) + 1
        } else {
            let indent = lines[start].prefix { $0 == " " }.count
            end =
                lines[(start + 1)...].firstIndex {
                    isElement($0, appium: false) && $0.prefix { $0 == " " }.count <= indent
                } ?? lines.count
        }
        let window = lines[start..<end]
        let inWindow = max(1, window.filter { isElement($0, appium: source.isAppium) }.count)
        let total = lines.filter { isElement($0, appium: source.isAppium) }.count
        let copies = max(1, 1 + (elements - total + inWindow / 2) / inWindow)
        let repeated = (0..<copies).flatMap { _ in window }
        return (lines[..<start] + repeated + lines[end...]).joined(separator: "\n")
    }

    static func averageElements(_ files: [URL]) -> Int {
        let counts = files.prefix(50).map { file in
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            let appium = file.pathExtension == "xml"
            return text.split(separator: "\n").filter { isElement($0, appium: appium) }.count
        }
        return counts.reduce(0, +) / max(1, counts.count)
    }

    private static func isWindow(_ line: Substring, appium: Bool) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "→" }
        return appium
            ? trimmed.hasPrefix("<XCUIElementTypeWindow") : trimmed.hasPrefix("Window") && trimmed.contains(", 0x")
    }

    /// An element's line: an Appium element's opening tag, or an XCUITest
    /// line `Type, 0x…` (a label's continuation line is not one).
    private static func isElement(_ line: Substring, appium: Bool) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "→" }
        if appium { return trimmed.hasPrefix("<XCUIElementType") }
        guard let comma = trimmed.firstIndex(of: ",") else { return false }
        return trimmed[..<comma].first?.isUppercase == true && trimmed[comma...].hasPrefix(", 0x")
    }
}
