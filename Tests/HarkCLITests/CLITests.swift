// These tests start processes (Process), which iOS does not have.
#if os(macOS) || os(Linux)
import Foundation
import Testing
import Hark
@testable import HarkCLI
import HarkTestSupport

@Suite("The hark command line")
struct CLITests {
    let flightList = packageRoot.appendingPathComponent("Samples/FlightList.json").path

    @Test func narrateTextAndJSON() throws {
        let text = runHark(["narrate", flightList])
        #expect(text.code == 0)
        #expect(text.error.isEmpty)
        #expect(text.output.hasPrefix("# Flights (en)\n1 "))
        let json = runHark(["narrate", flightList, "--format", "json"])
        #expect(json.code == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(object?["locale"] as? String == "en")
        let events = object?["events"] as? [[String: Any]]
        #expect(events?.first?["type"] as? String == "focus")
        #expect(events?.first?["index"] as? Int == 1)
        #expect(runHark(["narrate", "--format=json", flightList]).output == json.output)
    }

    @Test func noHintsDropsHintLines() {
        let result = runHark(["narrate", flightList, "--no-hints"])
        #expect(result.code == 0)
        #expect(!result.output.contains("hint:"))
        #expect(runHark(["narrate", flightList]).output.contains("hint:"))
    }

    @Test func standardInput() throws {
        let profile = packageRoot.appendingPathComponent("Samples/Profile.json").path
        let input = try String(contentsOfFile: profile, encoding: .utf8)
        #expect(runHark(["narrate", "-"], input: input).output == runHark(["narrate", profile]).output)
    }

    @Test func localeOverrideWithoutATableWarnsAndSpeaksEnglish() {
        let result = runHark(["narrate", flightList, "--locale", "xx"])
        #expect(result.code == 0)
        #expect(result.error.hasPrefix("Warning: no VoiceOver words for \"xx\""))
        #expect(result.output.hasPrefix("# Flights (xx)\n"))
        #expect(result.output.contains("Button."))
    }

    @Test func helpAndVersionGoToStandardOutput() {
        for arguments in [["--help"], ["-h"], [], ["help"]] {
            let result = runHark(arguments)
            #expect(result.code == 0)
            #expect(result.output.hasPrefix("OVERVIEW: "))
            #expect(result.output.contains("\nUSAGE: hark <subcommand>\n"))
            #expect(result.output.contains("\nSUBCOMMANDS:\n"))
            #expect(result.error.isEmpty)
        }
        for arguments in [["help", "narrate"], ["narrate", "--help"], ["narrate", "-h"]] {
            let result = runHark(arguments)
            #expect(result.code == 0)
            for section in [
                "OVERVIEW: ", "\nUSAGE: hark narrate <file>", "\nARGUMENTS:\n", "\nOPTIONS:\n  --format <format>",
            ] {
                #expect(result.output.contains(section))
            }
        }
        #expect(runHark(["--version"]).output == "0.3.0\n")
    }

    /// Each subcommand is registered once: `hark --help` lists it, `hark help
    /// <name>` is its `--help`, and an unknown subcommand names them all.
    @Test func everyRegisteredSubcommandHasItsHelp() {
        let root = runHark(["--help"]).output
        let unknown = runHark(["narate"])
        #expect(unknown.code == 64)
        for command in HarkCommand.subcommands {
            #expect(
                root.contains(
                    "\n  \(command.name)" + String(repeating: " ", count: 24 - command.name.count) + command.summary[0]
                        + "\n"))
            #expect(runHark(["help", command.name]).output == command.help)
            #expect(runHark([command.name, "--help"]).output == command.help)
            #expect(unknown.error.contains("'\(command.name)'"))
        }
        #expect(unknown.error.contains("'convert', 'parity', 'record', 'recording', 'words' and 'diff'\n"))
        let wrong = runHark(["audit", "--bogus"])
        #expect(wrong.error.hasSuffix("See 'hark audit --help' for more information.\n"))
    }

    @Test func gesturesAndScripts() throws {
        let sample = packageRoot.appendingPathComponent("Samples/Favorite.json").path
        let script = packageRoot.appendingPathComponent("Samples/Favorite.script").path
        let inline = runHark(["narrate", sample, "--gestures", "next activate activate last next"])
        #expect(inline.code == 0)
        #expect(inline.output == runHark(["narrate", sample, "--script", script]).output)
        #expect(inline.output.contains("> activate\n  announcement (high): Added to favorites\n"))
        let json = runHark(["narrate", sample, "--gestures", "next", "--format", "json"])
        #expect(json.output.contains(#"{"type": "gesture", "gesture": "next"}"#))
    }

    @Test func outputIsDeterministic() {
        let first = runHark(["narrate", flightList, "--format", "json"]).output
        for _ in 0..<3 { #expect(runHark(["narrate", flightList, "--format", "json"]).output == first) }
    }

    /// A hint with no label is spoken in its place (hint promotion).
    @Test func aPromotedHint() {
        let json =
            #"{"hark": 1, "root": {"children": [{"hint": "Hint", "traits": ["button"]}, {"hint": "Hint", "#
            + #""traits": ["adjustable"]}]}}"#
        let result = runHark(["narrate", "-"], input: json)
        #expect(result.output == "# (en)\n1 Hint. Button.\n2 Hint. Adjustable.\n")
    }

    /// A screenChanged target not on screen is a warning; `--strict` fails on it.
    @Test func aWarningAndStrict() throws {
        let json =
            #"{"hark": 1, "root": {"children": [{"id": "a", "label": "A", "#
            + #""behaviors": {"activate": [{"type": "screenChanged", "focus": "nowhere"}]}}, {"label": "B"}, "#
            + #"{"id": "nowhere", "label": "Gone", "hidden": true}]}}"#
        let warning =
            "Warning: screenChanged names \"nowhere\", which is not on screen; VoiceOver focuses the first element\n"
        let plain = runHark(["narrate", "-", "--gestures", "activate"], input: json)
        #expect(plain.code == 0)
        #expect(plain.error == warning)
        #expect(plain.output.contains("  warning: screenChanged names"))
        let strict = runHark(["narrate", "-", "--gestures", "activate", "--strict", "--format", "json"], input: json)
        #expect(strict.code == 65)
        #expect(strict.error.hasPrefix(warning + "Error: <stdin>: --strict: 1 warning\n"))
        #expect(strict.output.contains(#""type": "warning""#))
        // No warning, no failure.
        #expect(runHark(["narrate", "-", "--strict"], input: json).code == 0)
    }
}

/// The built `hark` executable, run as a user runs it.
/// The built `hark` is not where the tests look for it.
struct MissingExecutable: Error, CustomStringConvertible {
    var description: String { "no hark executable next to the tests or in .build/debug" }
}

@Suite("The hark executable")
struct ExecutableTests {
    /// `.build/<configuration>/hark`, next to the test bundle.
    static var executable: URL? { harkExecutable }

    func run(_ arguments: [String], input: String? = nil) throws -> CLIResult {
        let process = Process()
        // (`#require` here warns that it is redundant, wrongly; a guard says the same.)
        guard let executable = Self.executable else { throw MissingExecutable() }
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), error = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        standardInput.fileHandleForWriting.write(Data((input ?? "").utf8))
        try standardInput.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile(),
            err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(
            code: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            error: String(decoding: err, as: UTF8.self))
    }

    @Test func exitCodesAndStreams() throws {
        let sample = packageRoot.appendingPathComponent("Samples/FlightList.json").path
        let ok = try run(["narrate", sample])
        #expect(ok.code == 0)
        #expect(ok.output == runHark(["narrate", sample]).output)
        #expect(try run(["--version"]).output == "0.3.0\n")
        let usage = try run(["narrate"])
        #expect(usage.code == 64 && usage.output.isEmpty && usage.error.hasPrefix("Error: "))
        let bad = try run(["narrate", "-"], input: "{")
        #expect(bad.code == 65 && bad.error.hasPrefix("Error: <stdin>: document: invalid JSON at line 1, column 2"))
        #expect(try run(["narrate", "/no/such.json"]).code == 66)
    }
}

extension ExecutableTests {
    /// A narration longer than one output chunk is written to standard
    /// output as it is spoken, byte for byte what the transcript renders.
    @Test(arguments: TranscriptFormat.allCases)
    func aLongNarrationIsWrittenAsTheTranscriptRendersIt(_ format: TranscriptFormat) throws {
        let children = (0..<2_000).map {
            #"{"id": "r\#($0)", "label": "Row \#($0) \"é\"\t👩‍👩‍👧", "hint": "Go", "customActions": ["A"]}"#
        }
        let json = #"{"hark": 1, "title": "Rows", "root": {"children": [\#(children.joined(separator: ","))]}}"#
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hark-long-\(format)-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let transcript = try Narrator(document: HarkDocument(json: json)).transcript()
        let expected = format == .json ? transcript.json : transcript.text
        #expect(expected.utf8.count > 1 << 17)
        let result = try run(["narrate", file.path, "--format", format.rawValue])
        #expect(result.code == 0)
        #expect(result.output == expected)
        let session = try run(["narrate", file.path, "--format", format.rawValue, "--gestures", "next"])
        #expect(
            session.output == runHark(["narrate", file.path, "--format", format.rawValue, "--gestures", "next"]).output)
    }
}

/// The README's transcripts are what Hark prints.
@Suite("README")
struct ReadmeTests {
    /// The lines of the fenced block that follows `marker` in the README.
    static func block(after marker: String) throws -> [String] {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: marker))
        let open = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "\n```", range: open.upperBound..<readme.endIndex))
        return readme[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
    }

    @Test(
        "Excerpts",
        arguments: [
            ("`swift run hark narrate Samples/FlightList.json` prints:", ["narrate", "Samples/FlightList.json"]),
            (
                "swift run hark narrate Samples/FlightList.json --locale de\n```\n",
                ["narrate", "Samples/FlightList.json", "--locale", "de"]
            ),
            (
                "swift run hark narrate Samples/Favorite.json --script Samples/Favorite.script\n```\n",
                ["narrate", "Samples/Favorite.json", "--script", "Samples/Favorite.script"]
            ),
        ])
    func excerpt(marker: String, arguments: [String]) throws {
        let output = runHark(
            arguments.map { $0.hasPrefix("Samples/") ? packageRoot.appendingPathComponent($0).path : $0 }
        ).output
        for line in try Self.block(after: marker) where line.trimmingCharacters(in: .whitespaces) != "…" {
            #expect(output.contains(line + "\n"), "README line not in the output: \(line)")
        }
    }
}
#endif
