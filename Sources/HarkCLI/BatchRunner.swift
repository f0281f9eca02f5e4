import Foundation
import Hark

/// Runs a command over the files of a ``BatchInput``: every file in one
/// process, on every core (`concurrentPerform`), each with its own
/// ``Console``. The file in turn (every file before it done) writes its
/// output straight through; a file done early keeps its output until its
/// turn (``BatchTurns`` bounds what is kept), so the output is in the
/// files' order however the work was shared out. Each file's messages
/// are kept and written once every file is done, in the files' order.
///
/// A file that cannot be read or fails is reported (`Error: …` on standard
/// error) and the others go on (`--keep-going`, the default); with
/// `--fail-fast` the batch stops at the first file whose status is not 0:
/// every file before it is reported (and its output written), nothing
/// after it, whichever core finished first (see ``waitForTurn(of:)``).
/// A file found in a folder that is not a tree Hark reads is skipped and
/// counted. The exit status is the worst file's. Used by `audit`, `narrate`,
/// `names`, `picture` and `convert`.
struct BatchRunner {
    /// What a file came to.
    struct Outcome<Value> {
        var file: BatchInput.File
        /// What the command made of it; `nil` when it failed or was skipped.
        var value: Value?
        var code: ExitCode = .success
        /// The failure's message, when it failed.
        var failure: String?
        /// Its standard error, kept until every file is done.
        var messages = ""
        var skipped = false
    }

    let input: BatchInput
    let usage: String
    let failFast: Bool
    /// `--from`: a file in a folder is taken when auto-detection finds this format (any, for auto).
    let format: ImportFormat
    private let turns: BatchTurns

    init(_ parsed: SubcommandArguments) throws(CommandFailure) {
        guard !parsed.files.isEmpty else { throw parsed.fail("Missing expected argument '<file>'") }
        input = try BatchInput(parsed.files, usage: parsed.usage)
        usage = parsed.usage
        failFast = parsed.has(.failFast)
        format = try parsed.importFormat()
        turns = BatchTurns(count: input.files.count)
    }

    var isBatch: Bool { input.isBatch }

    /// Runs `work` on every file (up to the first failure with
    /// `--fail-fast`), writing each file's output to `console` laid out as
    /// `layout` says (nothing, for `.none`): the outcomes in the files'
    /// order. `work` gets the file, its bytes, and a console of its own.
    func outcomes<Value>(
        console: Console, layout: BatchSections.Layout = .none,
        _ work: @escaping @Sendable (BatchInput.File, Data, Console) throws(CommandFailure) -> (Value, ExitCode)
    ) -> [Outcome<Value>] {
        Teardown.freeAsUsual()
        let turns = self.turns
        turns.open(BatchSections(layout, paths: input.files.map(\.path), output: console.writeOutputBytes))
        let kept = Kept<Value>(count: input.files.count)
        DispatchQueue.concurrentPerform(iterations: input.files.count) { index in
            guard !turns.isPast(index) else { return }
            let outcome = run(input.files[index], console: console, work)
            kept.set(index, outcome)
            turns.finish(
                index, BatchSections.End(failure: outcome.failure, code: outcome.code, skipped: outcome.skipped),
                failed: failFast && outcome.code != .success)
        }
        turns.close()
        return kept.outcomes(upTo: turns.stop)
    }

    /// Whether `file` may write its output now: at once without
    /// `--fail-fast`; with it, once every file before it is done, and only
    /// when none of them failed. Files are handed to the cores in order, so
    /// the files waited for are already under way.
    func waitForTurn(of file: BatchInput.File) -> Bool {
        failFast ? turns.waitForTurn(file.index) : true
    }

    private func run<Value>(
        _ file: BatchInput.File, console: Console,
        _ work: (BatchInput.File, Data, Console) throws(CommandFailure) -> (Value, ExitCode)
    ) -> Outcome<Value> {
        var outcome = Outcome<Value>(file: file)
        guard !file.notRegular else {
            outcome.skipped = true
            return outcome
        }
        let turns = self.turns, index = file.index
        let messages = Messages()
        let fileConsole = Console(
            readStandardInput: console.readStandardInput,
            writeOutput: { text in
                var text = text
                text.withUTF8 { turns.write(UnsafeRawBufferPointer($0), of: index) }
            },
            writeError: { messages.add($0) }, writeOutputBytes: { turns.write($0, of: index) })
        do throws(CommandFailure) {
            if let reason = file.listingFailure {
                throw CommandFailure(code: .noInput, usage: usage, message: "cannot read '\(file.path)': \(reason)")
            }
            let data = try InputFile.read(file.path, usage: usage, console: fileConsole)
            if file.inFolder, let found = ImportFormat.recognise(data), format == .auto || found == format {
                (outcome.value, outcome.code) = try work(file, data, fileConsole)
            } else if file.inFolder {
                outcome.skipped = true
            } else {
                (outcome.value, outcome.code) = try work(file, data, fileConsole)
            }
        } catch {
            outcome.code = error.code
            outcome.failure = error.message
            fileConsole.writeMessage("Error", error.message)
        }
        outcome.messages = messages.text
        return outcome
    }

    /// Writes each file's messages to standard error, then notes what was
    /// skipped and where `--fail-fast` stopped; the worst status, or a
    /// failure when no file was a tree at all.
    func finish<Value>(_ outcomes: [Outcome<Value>], console: Console) throws(CommandFailure) -> ExitCode {
        for outcome in outcomes where !outcome.messages.isEmpty { console.writeError(outcome.messages) }
        let skipped = outcomes.filter(\.skipped).count
        if skipped > 0 {
            let what =
                format == .auto
                ? "a tree Hark reads (\(Self.formats))" : "\(format.displayName) (--from \(format.rawValue))"
            console.writeMessage(
                "Note", "skipped \(Self.count(skipped, "file")) that \(skipped == 1 ? "is" : "are") not \(what)")
        }
        if outcomes.count < input.files.count, let last = outcomes.last {
            let left = input.files.count - outcomes.count
            console.writeMessage(
                "Note",
                "--fail-fast: stopped at '\(last.file.path)', the first file that failed; "
                    + "the \(Self.count(left, "file")) after it \(left == 1 ? "was" : "were") left out "
                    + "(no output, nothing written)"
            )
        }
        guard outcomes.contains(where: { !$0.skipped }) else {
            let found =
                input.files.isEmpty
                ? "no file in the folders named" : "none of the \(Self.count(skipped, "file")) found is one Hark reads"
            throw CommandFailure(code: .noInput, usage: usage, message: "no tree to read: \(found)")
        }
        return outcomes.map(\.code).max { $0.rawValue < $1.rawValue } ?? .success
    }

    static let formats = ImportFormat.allCases.filter { $0 != .auto }.map(\.rawValue).joined(separator: ", ")

    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}

/// One file's standard error in a batch.
private final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages = ""

    func add(_ text: String) { lock.withLock { messages += text } }
    var text: String { lock.withLock { messages } }
}

/// The outcomes as the cores finish them.
private final class Kept<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [BatchRunner.Outcome<Value>?]

    init(count: Int) { outcomes = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ outcome: BatchRunner.Outcome<Value>) { lock.withLock { outcomes[index] = outcome } }

    /// The outcomes in order, up to (and with) index `stop`.
    func outcomes(upTo stop: Int) -> [BatchRunner.Outcome<Value>] {
        lock.withLock { outcomes.prefix(stop == Int.max ? outcomes.count : stop + 1).compactMap { $0 } }
    }
}
