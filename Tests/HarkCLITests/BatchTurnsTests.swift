import Foundation
import Testing
@testable import HarkCLI

/// A batch's outputs written in the files' order as each file's turn
/// comes: the file in turn straight through, the files ahead kept up to a
/// limit, past which they wait; and the sections they are laid out in.
@Suite("Batch turns")
struct BatchTurnsTests {
    /// What the turns wrote, gathered.
    final class Gathered: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8] = []

        func add(_ chunk: UnsafeRawBufferPointer) { lock.withLock { bytes += chunk } }
        var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
    }

    static func write(_ text: String, of index: Int, to turns: BatchTurns) {
        var text = text
        text.withUTF8 { turns.write(UnsafeRawBufferPointer($0), of: index) }
    }

    static let done = BatchSections.End(failure: nil, code: .success, skipped: false)

    @Test func aFileAheadKeepsItsOutputUntilItsTurnAndWaitsPastTheLimit() {
        let gathered = Gathered()
        let turns = BatchTurns(count: 3, heldLimit: 4)
        turns.open(BatchSections(.text, paths: ["a", "b", "c"], output: gathered.add))
        Self.write("b1\n", of: 1, to: turns)  // kept: 3 bytes of 4
        #expect(gathered.text.isEmpty)
        let written = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            Self.write("c1\n", of: 2, to: turns)  // 6 bytes would be over the limit: waits for its turn
            written.signal()
        }
        #expect(written.wait(timeout: .now() + 0.3) == .timedOut)
        Self.write("a1\n", of: 0, to: turns)  // in turn: straight through
        turns.finish(1, Self.done, failed: false)
        turns.finish(0, Self.done, failed: false)  // writes b's kept output, hands the turn to c
        #expect(written.wait(timeout: .now() + 10) == .success)
        turns.finish(2, Self.done, failed: false)
        turns.close()
        #expect(gathered.text == "==> a <==\na1\n\n==> b <==\nb1\n\n==> c <==\nc1\n")
    }

    @Test func failFastDropsWhatTheFilesAfterTheFailureWrote() {
        let gathered = Gathered()
        let turns = BatchTurns(count: 3)
        turns.open(BatchSections(.text, paths: ["a", "b", "c"], output: gathered.add))
        Self.write("c\n", of: 2, to: turns)
        Self.write("b\n", of: 1, to: turns)
        turns.finish(1, BatchSections.End(failure: "bad", code: .dataError, skipped: false), failed: true)
        #expect(turns.isPast(2) && !turns.isPast(1))
        Self.write("a\n", of: 0, to: turns)
        turns.finish(0, Self.done, failed: false)
        turns.close()
        #expect(gathered.text == "==> a <==\na\n\n==> b <==\nb\n")
        #expect(turns.stop == 1)
    }

    @Test func jsonResultsEndAtTheirLastCharacterThatIsNotALineBreak() {
        let gathered = Gathered()
        let turns = BatchTurns(count: 4)
        turns.open(BatchSections(.json, paths: ["a", "b", "c", "d"], output: gathered.add))
        for chunk in ["{\"x\": ", "1}\n", "\n", "\r\n\u{2028}"] { Self.write(chunk, of: 0, to: turns) }
        turns.finish(0, Self.done, failed: false)
        for chunk in ["[1,\n", "\n", "2]\u{85}\n"] { Self.write(chunk, of: 1, to: turns) }
        turns.finish(1, Self.done, failed: false)
        turns.finish(2, BatchSections.End(failure: "c: \"no\"", code: .dataError, skipped: false), failed: false)
        turns.finish(3, BatchSections.End(failure: nil, code: .success, skipped: true), failed: false)
        turns.close()
        #expect(
            gathered.text == """
                [
                {"file": "a", "result": {"x": 1}},
                {"file": "b", "result": [1,

                2]},
                {"file": "c", "error": {"status": 65, "message": "c: \\"no\\""}}
                ]

                """)
    }

    /// Small pieces go out together, in writes of about 64 KiB; one as
    /// large goes out alone.
    @Test func theOutputIsWrittenInChunks() {
        final class Writes: @unchecked Sendable {
            var sizes: [Int] = []
        }
        let writes = Writes()
        var sections = BatchSections(.text, paths: ["a"], output: { writes.sizes.append($0.count) })
        sections.open()
        for count in [40_000, 40_000, 70_000, 40_000] {
            [UInt8](repeating: UInt8(ascii: "x"), count: count).withUnsafeBytes { sections.write($0, of: 0) }
        }
        sections.end(Self.done, of: 0)
        sections.close()
        #expect(writes.sizes == ["==> a <==\n".utf8.count + 80_000, 70_000, 40_000])
    }

    @Test func noFileMeansAnEmptyArray() {
        let gathered = Gathered()
        let turns = BatchTurns(count: 1)
        turns.open(BatchSections(.json, paths: ["a"], output: gathered.add))
        turns.finish(0, BatchSections.End(failure: nil, code: .success, skipped: true), failed: false)
        turns.close()
        #expect(gathered.text == "[]\n")
    }
}
