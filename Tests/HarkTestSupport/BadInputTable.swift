// These run processes (Process), which iOS does not have.
#if os(macOS) || os(Linux)
import Foundation

/// The built `hark` executable (`.build/<configuration>/hark`, next to the
/// test bundle), run as a user runs it; `nil` when it was not built.
package var harkExecutable: URL? {
    let candidates = [
        Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("hark"),
        Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("hark"),
        packageRoot.appendingPathComponent(".build/debug/hark"),
    ]
    return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// One row of a table in `Tests/BadInput/`: a command, the one line it
/// prints on standard error and its exit code (see the folder's README).
package struct BadInputRow: Sendable, CustomStringConvertible {
    package var table: String
    package var line: Int
    package var code: Int32
    package var command: String
    /// The exact first line on standard error; empty when it must stay empty.
    package var error: String
    /// A row marked `stress`: it takes seconds (a million-element input
    /// through the debug `hark`), so it runs with the stress tests.
    package var isStress: Bool

    package var description: String { "\(table):\(line) \(command)" }

    /// The folder of the tables and their inputs.
    package static let folder = packageRoot.appendingPathComponent("Tests/BadInput")

    /// Reads `[stress] code  command  ⇒  error` lines, skipping comments and blanks.
    package static func parse(_ text: String, table: String) -> [BadInputRow] {
        var rows: [BadInputRow] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let isStress = trimmed.hasPrefix("stress ")
            if isStress { trimmed = trimmed.dropFirst("stress ".count).trimmingCharacters(in: .whitespaces) }
            let parts = trimmed.split(separator: "⇒", maxSplits: 1, omittingEmptySubsequences: false)
            let head = parts[0].trimmingCharacters(in: .whitespaces)
            let code = head.prefix { $0.isNumber }
            rows.append(
                BadInputRow(
                    table: table, line: index + 1, code: Int32(code) ?? -1,
                    command: head.dropFirst(code.count).trimmingCharacters(in: .whitespaces),
                    error: parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : "<no ⇒ on this line>",
                    isStress: isStress))
        }
        return rows
    }

    /// The names of the tables, sorted.
    package static var tables: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".table") }
            .sorted()
    }

    /// Every row of every table, the stress rows included.
    package static let all: [BadInputRow] = tables.flatMap { name in
        parse((try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "", table: name)
    }

    /// What a row's command did.
    package struct Outcome: Sendable {
        package var status: Int32
        /// Standard error's lines, without the last line break.
        package var errorLines: [String]
        package var output: Data
    }

    /// Runs the command with `bash -o pipefail` in a scratch folder of its
    /// own, with `executable`'s folder first on the `PATH`.
    package func run(with executable: URL) throws -> Outcome {
        let scratch = try Self.makeScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-o", "pipefail", "-c", command]
        process.currentDirectoryURL = scratch
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] =
            executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes at once, so that neither fills and blocks `hark`.
        let errorData = Locked()
        let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.001) }
        let lines = String(decoding: errorData.get(), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        return Outcome(status: process.terminationStatus, errorLines: lines, output: out)
    }

    /// How `outcome` differs from the row: the exit code, the first line
    /// on standard error, the usage line that only a usage error (64)
    /// prints after it, and an empty standard output; empty when it is right.
    package func problems(in outcome: Outcome) -> [String] {
        var problems: [String] = []
        let lines = outcome.errorLines
        if outcome.status != code {
            problems.append("exit code \(outcome.status), not \(code); standard error: \(lines.first ?? "")")
        }
        if (lines.first ?? "") != error {
            problems.append("standard error says \(lines.first ?? "nothing"), not \(error)")
        }
        if code == 64 {
            if !(lines.count == 3 && lines[1].hasPrefix("Usage: hark") && lines[2].hasPrefix("  See 'hark")) {
                problems.append("a usage error ends with the usage line: \(lines)")
            }
        } else if lines.count != (error.isEmpty ? 0 : 1) {
            problems.append("one line on standard error, no usage line: \(lines)")
        }
        if !outcome.output.isEmpty { problems.append("something on standard output") }
        return problems
    }

    /// A scratch folder linking to every file of `Tests/BadInput`, where a
    /// row runs and may make files of its own. Each row has its own: rows
    /// run in parallel, and two that write `S/L.xcstrings` must not read
    /// each other's.
    static func makeScratch() throws -> URL {
        let manager = FileManager.default
        let scratch = manager.temporaryDirectory.appendingPathComponent("hark-bad-input-\(UUID().uuidString)")
        try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
        for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
            try? manager.createSymbolicLink(
                at: scratch.appendingPathComponent(name), withDestinationURL: folder.appendingPathComponent(name))
        }
        return scratch
    }
}

/// Standard error's bytes, shared between threads.
private final class Locked: @unchecked Sendable {
    private let lock = NSLock()
    private var value = Data()
    func set(_ new: Data) { lock.withLock { value = new } }
    func get() -> Data { lock.withLock { value } }
}
#endif
