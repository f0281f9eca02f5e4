#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// The second half of a large document read on another core, on a guess.
///
/// Most of a large document is one long `children` array (a list of 50,000
/// cells). Before reading, the decoder guesses where an element of such an
/// array starts a little before the middle of the text (a `{` after `},`), and another
/// thread reads from there: node after node, up to the array's `]`. When the
/// decoder reaches that very position as the start of an element of a
/// `children` array, it takes those nodes instead of reading them again
/// (``NodeDecoder``). A guess that was wrong — inside a string, in another
/// kind of array — is never reached, and a read that failed, found an id
/// the first half has, or named ids in behaviours is not taken: the decoder
/// then reads that half itself, so every error is the one a plain read gives.
final class SpeculativeChildren: @unchecked Sendable {
    /// Documents smaller than this are read on one thread.
    static let minimumSize = 4 << 20

    /// What the other thread read.
    struct Result {
        var children: [AccessibilityNode]
        /// Where the array's `]` is.
        var end: Int
        var decoder: NodeDecoder
        /// The deepest nesting reached, counted from the guessed element's depth.
        var deepest: Int
    }

    /// Where the guessed element starts: its `{`.
    let start: Int
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Left when the other thread is done; waiting on it again returns at once.
    private let running = DispatchGroup()
    private let lock = NSLock()
    private var cancelled = false
    private var read: Result?

    private init(start: Int, bytes: UnsafeBufferPointer<UInt8>) {
        self.start = start
        self.bytes = bytes
    }

    /// Starts reading the guessed half of `bytes`, which must stay valid
    /// until ``finish()`` returns; `nil` for a small document, one core, or
    /// no guess.
    static func start(for bytes: UnsafeBufferPointer<UInt8>) -> SpeculativeChildren? {
        guard bytes.count >= minimumSize, ProcessInfo.processInfo.activeProcessorCount > 1,
            let start = guess(in: bytes)
        else { return nil }
        let speculation = SpeculativeChildren(start: start, bytes: bytes)
        speculation.running.enter()
        DispatchQueue.global().async { speculation.run() }
        return speculation
    }

    /// The first `{` at or after 45% of the text (within 1 MB of it) that
    /// follows `}` and `,` with only white space between. A little before
    /// the middle: the first thread also reads the document's head and
    /// takes in the other's ids, so the two then finish together.
    static func guess(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var from = bytes.count * 9 / 20
        let limit = min(bytes.count, from + (1 << 20))
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        while from < limit, let found = memchr(base + from, Int32(UInt8(ascii: "{")), limit - from) {
            let brace = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
            var back = brace - 1
            while back > 0, isSpace(bytes[back]) { back -= 1 }
            if back > 0, bytes[back] == UInt8(ascii: ",") {
                back -= 1
                while back > 0, isSpace(bytes[back]) { back -= 1 }
                if bytes[back] == UInt8(ascii: "}") { return brace }
            }
            from = brace + 1
        }
        return nil
    }

    private var isCancelled: Bool { lock.withLock { cancelled } }

    private func run() {
        defer { running.leave() }
        var reader = SampleReader(bytes: bytes)
        reader.json.position = start
        var decoder = NodeDecoder()
        decoder.listsIDs = true
        var children: [AccessibilityNode] = []
        do {
            while true {
                if children.count % 256 == 0, isCancelled { return }
                children.append(try decoder.decodeTree(&reader))
                reader.json.skipWhitespace()
                guard let next = reader.json.peek() else { return }
                if next == UInt8(ascii: "]") { break }
                guard next == UInt8(ascii: ",") else { return }
                reader.json.position += 1
            }
        } catch {
            return
        }
        guard reader.references.isEmpty else { return }
        read = Result(children: children, end: reader.json.position, decoder: decoder, deepest: reader.json.deepest)
    }

    /// Waits for the other thread; what it read, if it read without error.
    func result() -> Result? {
        running.wait()
        return read
    }

    /// Stops the other thread at its next check and waits for it: the
    /// decoder calls this before it returns, whatever happened, so that no
    /// thread reads the bytes after.
    func finish() {
        lock.withLock { cancelled = true }
        running.wait()
    }
}
