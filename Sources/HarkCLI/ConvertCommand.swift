import Foundation
import Hark

/// `hark convert <file> [--from <format>] [--keep-all] [-o <out.json>]`:
/// writes a tool's dump (or a sample) as Hark's own JSON, pretty, keys in a
/// stable order, so a team can commit the tree and edit it.
enum ConvertCommand {
    static func run(_ arguments: [String], console: Console) throws(CommandFailure) -> ExitCode {
        let parsed = try SubcommandArguments(arguments, valueOptions: ["-o", "--output"], flags: [], usage: HelpText.convertUsage)
        if parsed.answeredHelpOrVersion(HelpText.convert, console: console) { return .success }
        let input = try SampleInput(parsed, console: console, speaking: false)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json: Data
        do {
            json = try encoder.encode(input.document) + Data("\n".utf8)
        } catch {
            throw CommandFailure(code: .dataError, usage: parsed.usage, message: "\(input.name): cannot write the tree as JSON: \(error)")
        }
        guard let output = parsed.values["-o"] ?? parsed.values["--output"], output != "-" else {
            console.writeOutput(String(decoding: json, as: UTF8.self))
            return .success
        }
        // The same writer as picture and audio: a device, FIFO or link is
        // written in place (an atomic write would replace /dev/full with a
        // file), a folder is 73, a full device 74.
        try OutputFile.write(json, to: output, usage: parsed.usage)
        return .success
    }
}
