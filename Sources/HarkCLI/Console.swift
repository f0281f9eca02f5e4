import Foundation

/// Where a command reads and writes: the real process, or buffers in tests.
public struct Console: Sendable {
    public var readStandardInput: @Sendable () -> Data
    public var writeOutput: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void

    public init(
        readStandardInput: @escaping @Sendable () -> Data,
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void
    ) {
        self.readStandardInput = readStandardInput
        self.writeOutput = writeOutput
        self.writeError = writeError
    }

    /// The process's standard input, output and error.
    public static let standard = Console(
        readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() },
        writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) })
}
