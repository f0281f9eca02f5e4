// These tests start processes (Process), which iOS does not have.
#if os(macOS) || os(Linux)
import Foundation
import Testing
@testable import Hark
import HarkTestSupport

/// An installed `hark` is whole: its string tables are compiled in, and
/// `HARK_LOCALIZATIONS` overrides them for translators.
@Suite("Installed binary")
struct InstallTests {
    /// Runs `executable` with `arguments` and exactly `environment`.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String]) throws -> CLIResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = executable.deletingLastPathComponent()
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(
            code: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            error: String(decoding: err, as: UTF8.self))
    }

    /// A copy of the built `hark` alone in a temporary folder outside the package.
    static func installed() throws -> URL {
        guard let built = ExecutableTests.executable else { throw MissingExecutable() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hark-installed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("hark")
        try FileManager.default.copyItem(at: built, to: copy)
        return copy
    }

    @Test("A copied binary speaks every language", arguments: [("de", "Neuen Flug hinzufügen. Taste."), ("ar", "زر")])
    func aCopiedBinaryNarrates(locale: String, expected: String) throws {
        let hark = try Self.installed()
        defer { try? FileManager.default.removeItem(at: hark.deletingLastPathComponent()) }
        // A sample outside the package too, with its app strings beside it.
        let sample = packageRoot.appendingPathComponent("Samples/FlightList.json")
        try FileManager.default.copyItem(
            at: sample, to: hark.deletingLastPathComponent().appendingPathComponent("FlightList.json"))
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Samples/AppStrings"),
            to: hark.deletingLastPathComponent().appendingPathComponent("AppStrings"))
        let result = try Self.run(
            hark, ["narrate", "FlightList.json", "--locale", locale], environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.code == 0, "\(result.error)")
        #expect(result.output.contains(expected))
        #expect(result.output == runHark(["narrate", sample.path, "--locale", locale]).output)
    }

    @Test func HARK_LOCALIZATIONSOverridesTheCompiledTables() throws {
        let hark = try Self.installed()
        let folder = hark.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let english = try String(
            contentsOf: packageRoot.appendingPathComponent("Localizations/en.lproj/VoiceOver.strings"), encoding: .utf8)
        let changed = english.replacingOccurrences(
            of: #""trait.button" = "Button.";"#, with: #""trait.button" = "Knopf-Test.";"#)
        #expect(changed != english)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Tables/en.lproj"), withIntermediateDirectories: true)
        try changed.write(
            to: folder.appendingPathComponent("Tables/en.lproj/VoiceOver.strings"), atomically: true, encoding: .utf8)
        try #"{"hark": 1, "root": {"label": "Send", "traits": ["button"]}}"#.write(
            to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        let overridden = try Self.run(
            hark, ["narrate", "s.json"],
            environment: ["HARK_LOCALIZATIONS": folder.appendingPathComponent("Tables").path])
        #expect(overridden.output == "# (en, words from the tables in HARK_LOCALIZATIONS)\n1 Send. Knopf-Test.\n")
        let compiled = try Self.run(hark, ["narrate", "s.json"], environment: [:])
        #expect(compiled.output == "# (en)\n1 Send. Button.\n")
        let missing = try Self.run(hark, ["narrate", "s.json"], environment: ["HARK_LOCALIZATIONS": "/no/such/folder"])
        #expect(missing.code == 66)
        #expect(missing.error == "Error: HARK_LOCALIZATIONS: cannot read the string tables in /no/such/folder\n")
    }

    @Test func theCompiledTablesAreTheLocalizationsFolder() throws {
        let compiled = try StringTables.embedded()
        let folder = try StringTables(directory: packageRoot.appendingPathComponent("Localizations"))
        #expect(compiled.tables == folder.tables)
        #expect(compiled.plurals == folder.plurals)
        #expect(compiled.languages.count >= 13)
    }

    @Test func theHelpAndTheREADMEDocumentHARK_LOCALIZATIONS() throws {
        #expect(runHark(["--help"]).output.contains("HARK_LOCALIZATIONS"))
        #expect(runHark(["narrate", "--help"]).output.contains("HARK_LOCALIZATIONS"))
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("HARK_LOCALIZATIONS=<folder>"))
    }
}
#endif
