/// What a finished program left: its exit status and its output.
struct ProcessResult: Hashable, Sendable {
    var status: Int32
    var output: String
    var error: String

    /// The first line of its standard error, or its status, for a message.
    var reason: String {
        error.split(whereSeparator: \.isNewline).first.map(String.init) ?? "exit status \(status)"
    }
}

/// A program started to run alongside the recorder (the log stream), its
/// standard output collected as it comes.
protocol StreamingProcess: AnyObject, Sendable {
    /// Everything it has written so far.
    func output() -> [UInt8]
    /// Stops it; everything it wrote.
    func stop() -> [UInt8]
}

/// How `hark record` runs programs: on a Mac, the system's processes;
/// in tests, the same against stand-in programs on `PATH`.
protocol ProcessRunning: Sendable {
    /// Whether `program` is on the search path.
    func finds(_ program: String) -> Bool
    /// Runs `command` to its end; throws only when it cannot start.
    func run(_ command: SimulatorCommand) throws(RecordFailure) -> ProcessResult
    /// Starts `command` and collects its standard output.
    func start(_ command: SimulatorCommand) throws(RecordFailure) -> any StreamingProcess
    /// Waits `seconds`.
    func pause(_ seconds: Double)
}

#if os(macOS) || os(Linux)
import Dispatch
import Foundation

/// ``ProcessRunning`` with Foundation's `Process`: programs looked up on a
/// search path (the `PATH` they also get), never run through a shell.
struct SystemProcessRunner: ProcessRunning {
    /// The folders to look programs up in, `:`-separated.
    var searchPath: String

    init(searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin") {
        self.searchPath = searchPath
    }

    func finds(_ program: String) -> Bool { locate(program) != nil }

    func run(_ command: SimulatorCommand) throws(RecordFailure) -> ProcessResult {
        let process = try launch(command)
        let output = process.output.fileHandleForReading.readDataToEndOfFile()
        process.process.waitUntilExit()
        return ProcessResult(
            status: process.process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            error: String(decoding: process.errors.finish(), as: UTF8.self))
    }

    /// Starts `command` with a terminal for its standard output, where the
    /// system has one (``TerminalOutput``: its lines come as written), else
    /// a pipe.
    func start(_ command: SimulatorCommand) throws(RecordFailure) -> any StreamingProcess {
        if let terminal = TerminalOutput() {
            let launched = try launch(command, standardOutput: terminal.programSide)
            terminal.programStarted()
            return OutputStream(
                launched.process, current: { terminal.current }, finish: { terminal.finish(timeout: $0) })
        }
        let launched = try launch(command)
        let collector = PipeCollector(launched.output.fileHandleForReading)
        return OutputStream(launched.process, current: { collector.current }, finish: { collector.finish(timeout: $0) })
    }

    func pause(_ seconds: Double) { Thread.sleep(forTimeInterval: seconds) }

    private func locate(_ program: String) -> URL? {
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            let file = URL(fileURLWithPath: String(folder)).appendingPathComponent(program)
            if FileManager.default.isExecutableFile(atPath: file.path) { return file }
        }
        return nil
    }

    private func launch(_ command: SimulatorCommand, standardOutput: FileHandle? = nil) throws(RecordFailure) -> (
        process: Process, output: Pipe, errors: PipeCollector
    ) {
        guard let executable = locate(command.program) else {
            throw RecordFailure(.unavailable, "cannot find '\(command.program)' on PATH")
        }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = searchPath
        do {
            let child = try ChildProcess.start(
                executable, command.arguments, environment: environment, standardOutput: standardOutput)
            return (child.process, child.output, child.errors)
        } catch {
            throw RecordFailure(.unavailable, "cannot run \(command): \(error.localizedDescription)")
        }
    }
}

/// A running program whose standard output is collected.
private final class OutputStream: StreamingProcess, @unchecked Sendable {
    private let process: Process
    private let current: @Sendable () -> Data
    private let finish: @Sendable (Double) -> Data

    init(_ process: Process, current: @escaping @Sendable () -> Data, finish: @escaping @Sendable (Double) -> Data) {
        self.process = process
        self.current = current
        self.finish = finish
    }

    func output() -> [UInt8] { Array(current()) }

    func stop() -> [UInt8] {
        if process.isRunning { process.terminate() }
        let deadline = Date().addingTimeInterval(3)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        return Array(finish(3))
    }
}
#endif
