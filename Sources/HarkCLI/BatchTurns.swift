import Foundation

/// Whose turn it is to write in a batch, and what waits for it.
///
/// The files' outputs go to standard output in the files' order however
/// the cores share them out: the file in turn (the first one not yet
/// done) writes straight through, and a file ahead of it keeps what it
/// writes until its turn comes. What is kept is bounded: once the files
/// ahead hold ``heldLimit`` bytes in all, a file ahead that writes more
/// waits for its turn (the file in turn never waits, so the batch goes
/// on). A batch's memory is then that of the files the cores are working
/// on (at most one a core), plus at most ``heldLimit`` of output.
///
/// With `--fail-fast`, the first file whose status is not 0 is the last
/// one written: the files after it are not started, and what they wrote
/// is dropped.
final class BatchTurns: @unchecked Sendable {
    /// The bytes the files ahead of the one in turn may hold in all: 8 MiB.
    let heldLimit: Int

    private let condition = NSCondition()
    private let count: Int
    private var sections = BatchSections(.none, paths: [], output: { _ in })
    private var held: [[UInt8]]
    private var heldBytes = 0
    /// The ends of the files done, until their turn comes.
    private var ends: [BatchSections.End?]
    /// The file in turn: every file before it is done and written.
    private var turn = 0
    /// With `--fail-fast`, the first file that failed (`Int.max`: none).
    private var firstFailure = Int.max

    init(count: Int, heldLimit: Int = 8 << 20) {
        self.count = count
        self.heldLimit = heldLimit
        held = Array(repeating: [], count: count)
        ends = Array(repeating: nil, count: count)
    }

    /// The first failing file's index (`Int.max`: none).
    var stop: Int { condition.withLock { firstFailure } }

    /// Whether file `index` is after the first that failed (`--fail-fast`).
    func isPast(_ index: Int) -> Bool { condition.withLock { index > firstFailure } }

    /// Starts writing: the document's start, before any file's output.
    func open(_ sections: BatchSections) {
        condition.withLock {
            self.sections = sections
            self.sections.open()
        }
    }

    /// The document's end, once every file is done.
    func close() {
        condition.withLock { sections.close() }
    }

    /// Hands on what file `index` writes: to the output in its turn, else
    /// kept (or, past the limit, once its turn has come).
    func write(_ bytes: UnsafeRawBufferPointer, of index: Int) {
        condition.withLock {
            while index <= firstFailure {
                if index == turn { return sections.write(bytes, of: index) }
                if heldBytes + bytes.count <= heldLimit {
                    held[index].append(contentsOf: bytes)
                    heldBytes += bytes.count
                    return
                }
                condition.wait()
            }
        }
    }

    /// Notes that file `index` is done (`failed`: it stops a `--fail-fast`
    /// batch), and when it is in turn, ends its section and hands the turn
    /// on: the files done ahead of it are written out and ended, and the
    /// next one not done writes what it kept, then straight through.
    func finish(_ index: Int, _ end: BatchSections.End, failed: Bool) {
        condition.withLock {
            if failed, index < firstFailure { drop(after: index) }
            ends[index] = end
            while turn < count, turn <= firstFailure, let end = ends[turn] {
                sections.end(end, of: turn)
                ends[turn] = nil
                turn += 1
                if turn < count, turn <= firstFailure, !held[turn].isEmpty {
                    held[turn].withUnsafeBytes { sections.write($0, of: turn) }
                    heldBytes -= held[turn].count
                    held[turn] = []
                }
            }
            condition.broadcast()
        }
    }

    /// Waits until every file before `index` is done; whether none failed.
    func waitForTurn(_ index: Int) -> Bool {
        condition.withLock {
            while firstFailure > index, turn < index { condition.wait() }
            return firstFailure > index
        }
    }

    /// Makes `index` the first failure: what the files after it (up to the
    /// one that failed before, if any) kept is let go.
    private func drop(after index: Int) {
        for later in index + 1..<min(firstFailure, count - 1) + 1 where !held[later].isEmpty {
            heldBytes -= held[later].count
            held[later] = []
        }
        firstFailure = index
    }
}
