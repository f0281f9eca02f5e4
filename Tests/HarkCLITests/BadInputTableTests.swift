// These tests start processes (Process), which iOS does not have.
#if os(macOS) || os(Linux)
import Foundation
import Testing
import HarkTestSupport

/// One row of a table in `Tests/BadInput/`: a command, the one line it
/// prints on standard error and its exit code (see the folder's README).
struct BadInputRow: Sendable, CustomTestStringConvertible {
    var table: String
    var line: Int
    var code: Int32
    var command: String
    /// The exact first line on standard error; empty when it must stay empty.
    var error: String

    var testDescription: String { "\(table):\(line) \(command)" }

    /// Reads `code  command  ⇒  error` lines, skipping comments and blanks.
    static func parse(_ text: String, table: String) -> [BadInputRow] {
        var rows: [BadInputRow] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let parts = trimmed.split(separator: "⇒", maxSplits: 1, omittingEmptySubsequences: false)
            let head = parts[0].trimmingCharacters(in: .whitespaces)
            let code = head.prefix { $0.isNumber }
            rows.append(
                BadInputRow(
                    table: table, line: index + 1, code: Int32(code) ?? -1,
                    command: head.dropFirst(code.count).trimmingCharacters(in: .whitespaces),
                    error: parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : "<no ⇒ on this line>"))
        }
        return rows
    }
}

/// Runs every row of the bad-input tables with the built `hark`.
@Suite("Bad input table")
struct BadInputTableTests {
    static let folder = packageRoot.appendingPathComponent("Tests/BadInput")

    static var tables: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".table") }.sorted()
    }

    static let rows: [BadInputRow] = tables.flatMap { name in
        BadInputRow.parse((try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "", table: name)
    }

    /// A scratch folder linking to every file of `Tests/BadInput`, where a
    /// row runs and may make files of its own. Each row has its own: rows
    /// run in parallel, and two that write `S/L.xcstrings` must not read
    /// each other's.
    static func makeScratch() -> URL? {
        let manager = FileManager.default
        let scratch = manager.temporaryDirectory.appendingPathComponent("hark-bad-input-\(UUID().uuidString)")
        guard (try? manager.createDirectory(at: scratch, withIntermediateDirectories: true)) != nil else { return nil }
        for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
            try? manager.createSymbolicLink(at: scratch.appendingPathComponent(name), withDestinationURL: folder.appendingPathComponent(name))
        }
        return scratch
    }

    @Test func theTablesHaveRows() {
        #expect(Self.rows.count >= 40)
        for row in Self.rows {
            #expect(row.code >= 0 && !row.command.isEmpty && !row.error.hasPrefix("<no ⇒"), "malformed row \(row.table):\(row.line)")
        }
    }

    @Test(arguments: rows)
    func row(_ row: BadInputRow) throws {
        let executable = try #require(ExecutableTests.executable, "build the hark executable first")
        let scratch = try #require(Self.makeScratch())
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-o", "pipefail", "-c", row.command]
        process.currentDirectoryURL = scratch
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes at once, so that neither fills and blocks `hark`.
        let errorData = Locked<Data>()
        let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { Thread.sleep(forTimeInterval: 0.001) }
        let lines = String(decoding: errorData.get(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(process.terminationStatus == row.code, "exit code; standard error: \(lines.first ?? "")")
        #expect((lines.first ?? "") == row.error)
        if row.code == 64 {
            #expect(lines.count == 3 && lines[1].hasPrefix("Usage: hark") && lines[2].hasPrefix("  See 'hark"), "a usage error ends with the usage line")
        } else {
            #expect(lines.count == (row.error.isEmpty ? 0 : 1), "one line on standard error, no usage line: \(lines)")
        }
        #expect(out.isEmpty, "nothing on standard output")
    }

    @Test func everyInputIsUsed() throws {
        let inputs = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { !$0.hasSuffix(".table") && $0 != "README.md" }
        for input in inputs {
            #expect(Self.rows.contains { $0.command.contains(input) }, "no row uses \(input)")
        }
    }
}

/// A value shared between threads.
private final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    func set(_ new: Value) { lock.withLock { value = new } }
    func get() -> Value where Value == Data { lock.withLock { value ?? Data() } }
}
#endif
