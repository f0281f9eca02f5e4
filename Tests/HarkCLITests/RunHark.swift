import Foundation
import HarkCLI

/// What a `hark` run wrote and returned.
struct CLIResult: Sendable {
    var code: Int32
    var output: String
    var error: String
}

/// Runs `hark` in-process with `input` as standard input.
func runHark(_ arguments: [String], input: String = "") -> CLIResult {
    final class Buffers: @unchecked Sendable {
        let lock = NSLock()
        var output = "", error = ""
        func append(output text: String) { lock.withLock { output += text } }
        func append(error text: String) { lock.withLock { error += text } }
    }
    let buffers = Buffers()
    let console = Console(
        readStandardInput: { _ in Data(input.utf8) },
        writeOutput: { buffers.append(output: $0) },
        writeError: { buffers.append(error: $0) })
    let code = HarkCommand.run(arguments, console: console)
    return CLIResult(code: code.rawValue, output: buffers.output, error: buffers.error)
}
