import Foundation
import Testing
import Hark
@testable import HarkCLI
import HarkTestSupport

/// How `hark` meets failing standard streams, in-process (the bad-input
/// table runs the same cases against the real streams).
@Suite("Console failures")
struct ConsoleTests {
    /// Runs `hark` with standard input from `read` and a standard output
    /// that fails with `failure`; returns the exit code and standard error.
    func run(
        _ arguments: [String], read: @escaping @Sendable (Int) throws(IOFailure) -> Data = { _ in Data() },
        outputFailure: IOFailure? = nil
    ) -> (code: ExitCode, error: String) {
        final class Buffer: @unchecked Sendable {
            let lock = NSLock()
            var text = ""
        }
        let error = Buffer()
        let console = Console(
            readStandardInput: read, writeOutput: { _ in },
            writeError: { text in error.lock.withLock { error.text += text } },
            outputFailure: { outputFailure })
        let code = HarkCommand.run(arguments, console: console)
        return (code, error.lock.withLock { error.text })
    }

    let sample = packageRoot.appendingPathComponent("Samples/Profile.json").path

    @Test func aFailedWriteIsAnIOError() {
        let result = run(["narrate", sample], outputFailure: IOFailure(reason: "No space left on device"))
        #expect(result.code == .ioError)
        #expect(result.error == "Error: cannot write to standard output: No space left on device\n")
    }

    @Test func aBrokenPipeEndsQuietly() {
        let result = run(["narrate", sample], outputFailure: IOFailure(reason: "Broken pipe", isBrokenPipe: true))
        #expect(result.code == .ioError)
        #expect(result.error.isEmpty)
    }

    @Test func anUnreadableStandardInputIsAnInputError() {
        let result = run(["narrate", "-"], read: { _ throws(IOFailure) in throw IOFailure(reason: "Is a directory") })
        #expect(result.code == .noInput)
        #expect(result.error == "Error: cannot read standard input: Is a directory\n")
    }

    @Test func standardInputIsReadUpToTheLimit() {
        let limit = HarkDocument.maximumInputSize
        let result = run(
            ["names", "-"],
            read: { wanted in
                // The console is asked for no more than the limit (and one byte).
                Data(count: wanted == limit ? wanted + 1 : 0)
            })
        #expect(result.code == .dataError)
        #expect(result.error == "Error: <stdin>: document: the input is over 64 MB; Hark reads at most 64 MB\n")
    }

    @Test func aDataErrorPrintsNoUsageLine() {
        let result = run(["narrate", "-"], read: { _ in Data(#"{"hark": 1, "root": {"traits": ["buton"]}}"#.utf8) })
        #expect(result.code == .dataError)
        #expect(result.error == "Error: <stdin>: root.traits[0]: unknown trait \"buton\"; did you mean \"button\"?\n")
        let usage = run(["narrate"])
        #expect(usage.code == .usage)
        #expect(usage.error.hasPrefix("Error: Missing expected argument '<file>'\nUsage: hark narrate <file>"))
    }

    @Test func theSizeLimitIsInTheHelp() {
        // The help states the reader's own limits, in every tree-reading command.
        #expect(HarkDocument.maximumInputSize == 64 * 1_048_576 && HarkDocument.maximumNodeCount == 1_000_000)
        for help in [
            NarrateCommand().help, NamesCommand().help, AuditCommand().help, PictureCommand().help,
            ConvertCommand().help,
        ] {
            #expect(help.contains(HelpText.fileArgument))
            #expect(help.contains("at most 64 MB and 1,000,000"))
        }
    }

    /// Run in-process, a command frees what it made: only the `hark`
    /// executable leaves its document for the exit to reclaim.
    @Test func inProcessNothingIsKeptToTheEnd() {
        final class Flag: @unchecked Sendable { var freed = false }
        final class Value {
            let flag: Flag
            init(_ flag: Flag) { self.flag = flag }
            deinit { flag.freed = true }
        }
        let flag = Flag()
        do { Teardown.keep(Value(flag)) }
        #expect(flag.freed)
    }
}

/// Reading a file: the same bytes whether its size is the one expected or
/// it grew or shrank since.
@Suite("Reading files")
struct FileReadingTests {
    @Test(arguments: [0, 1, 70_000, (1 << 20) + 3, 3 << 20])
    func aFileIsReadWhole(_ size: Int) throws {
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hark-read-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        // The right size, a size too small (the file grew) and too large (it shrank).
        for expected in [size, max(size - 5, 0), size + 4096, size + (1 << 20)] {
            let descriptor = open(url.path, O_RDONLY)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            let data = try Descriptor.readAll(descriptor, limit: 64 << 20, expectedSize: expected)
            #expect(data == Data(bytes), "\(size) bytes read as \(expected)")
        }
    }
}
