import Foundation
import Hark

/// `hark convert <file> [--from <format>] [--keep-all] [-o <out.json>]`:
/// writes a tool's dump (or a sample) as Hark's own JSON, laid out as the
/// samples are (an element without children on one line), so a team can
/// commit the tree and edit it.
struct ConvertCommand: Subcommand {
    let name = "convert"
    let summary = [
        "Write a tree that an iOS tool dumped (Appium, XCUITest,",
        "idb) as Hark's own JSON.",
    ]
    let options = CommandOption.importing + [.convertOutput] + CommandOption.batch + [.help]
    let synopsis = "hark convert <file> ..."

    func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        guard let parsed = try parse(arguments, console: console, files: .max) else {
            return .success
        }
        let output = parsed.value(.convertOutput)
        let runner = try BatchRunner(parsed)
        let outputs =
            runner.isBatch ? try BatchOutputs(runner, folder: output, extension: "json", usage: usage) : nil
        return try runEachFile(parsed, runner: runner, json: false, console: console) {
            file, data, console throws(CommandFailure) in
            let input = try SampleInput(parsed, file: file.path, data: data, console: console, speaking: false)
            try convert(input, to: outputs?.path(for: file, usage: usage) ?? output, console: console)
            return .success
        }
    }

    /// Writes `input`'s tree as Hark JSON to `output` (standard output for `nil` or `-`).
    private func convert(_ input: SampleInput, to output: String?, console: Console) throws(CommandFailure) {
        var document = input.document
        // A relative app-strings path starts from the file's folder: from the output's once converted.
        if let reference = document.appStrings, !reference.path.hasPrefix("/") {
            let target = input.folder.appendingPathComponent(reference.path)
            let written = output.flatMap { $0 == "-" ? nil : URL(fileURLWithPath: $0).deletingLastPathComponent() }
            document.appStrings?.path = Self.relativePath(
                of: target, from: written ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        }
        let json: Data
        do throws(DocumentWriter.Failure) {
            json = Data(try DocumentWriter.json(document))
        } catch {
            throw CommandFailure(
                code: .dataError, usage: usage, message: "\(input.name): cannot write the tree as Hark JSON: \(error)")
        }
        // Written one element a line, a tree still too large for hark to read back is refused, not written.
        guard json.count <= InputFile.maximumSize else {
            throw CommandFailure(
                code: .dataError, usage: usage,
                message:
                    "\(input.name): the tree written as Hark JSON would be \(json.count / 1_048_576) MB, over the "
                    + "\(InputFile.maximumSizeText) that hark reads; "
                    + "nothing was written (hark reads the dump itself)")
        }
        guard let output, output != "-" else {
            console.writeOutput(String(decoding: json, as: UTF8.self))
            return
        }
        // The same writer as picture and audio: a device, FIFO or link is
        // written in place (an atomic write would replace /dev/full with a
        // file), a folder is 73, a full device 74.
        try OutputFile.write(json, to: output, usage: usage)
    }

    /// `target` as a path from the folder `base` (`../Strings`), `.` for the folder itself.
    static func relativePath(of target: URL, from base: URL) -> String {
        let to = target.standardizedFileURL.pathComponents, from = base.standardizedFileURL.pathComponents
        var common = 0
        while common < to.count, common < from.count, to[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    var help: String {
        HelpText.page(
            """
            OVERVIEW: Write a tree as Hark's own JSON.

            Reads a sample tree or a tree an iOS tool dumped (Appium / WebDriverAgent page
            source, XCUITest's debugDescription, idb's ui describe-all JSON), maps its
            element types to VoiceOver's traits and containers as 'hark narrate' does, and
            writes the result as hark JSON (version 1), laid out as the samples are: one
            member a line and each element without children on one line of its own, so
            that it can be committed, edited (add the hints the dumps lack) and narrated.
            A tree whose JSON would be over the 64 MB that hark reads is refused (65) and
            nothing is written: hark reads the dump itself.

            Several files or folders are converted in one process, on every core: each into
            the folder -o names, at its path in the folder it was found in (a file named
            here: its name) with .json for its extension; two inputs of one name keep their
            extensions (Home.xml.json). The exit status is the worst file's.

            Exit status: 0 on success, 64 for a wrong command line, 65 for a file that
            cannot be read as the format (the message names the line or JSON path), 66 for
            a file that cannot be read, 73 for an output file that cannot be created.
            """, usage: usage, arguments: HelpText.fileArgument, options: options)
    }
}

extension CommandOption {
    /// `-o`, `--output` as convert describes it.
    static let convertOutput = CommandOption(
        "-o", "--output", value: "output",
        help: "Write to this file instead of standard output; with several files, into this folder.")
}
