/// The exit codes of `hark`, from BSD's `sysexits.h`.
package enum ExitCode: Int32, Sendable {
    case success = 0
    /// `hark audit` found at least one error; `hark parity` found a
    /// difference from VoiceOver's recording.
    case findings = 1
    /// The command line is wrong: an unknown option, a missing argument.
    case usage = 64
    /// The input is not a valid sample tree.
    case dataError = 65
    /// The input file does not exist or cannot be read.
    case noInput = 66
    /// A program Hark needs is missing or failed: no speech synthesizer for
    /// `--audio`.
    case unavailable = 69
    /// An output file cannot be created (`hark picture -o`, `hark convert -o`).
    case cannotCreate = 73
    /// Standard output could not be written (a full disk, a closed stream).
    case ioError = 74
}

/// A failure that ends the command with a message on standard error.
struct CommandFailure: Error {
    var code: ExitCode
    /// The usage line of the command that failed, printed after the message
    /// of a usage error (and only then: a data error is not the command
    /// line's fault).
    var usage: String
    var message: String

    /// A wrong command line (exit code 64); `usage` is the command's.
    static func usage(message: String, usage: String) -> CommandFailure {
        CommandFailure(code: .usage, usage: usage, message: message)
    }
}
