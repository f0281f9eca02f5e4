import Hark

/// How a batch's outputs are laid out on standard output, written a file
/// at a time in the files' order as each file's turn comes
/// (``BatchTurns``): as text, a section per file (`==> path <==`, as
/// `head` heads several files); as JSON, an array with an object per file,
/// `{"file": …, "result": …}`, or `"error"` with the status and message of
/// a file that failed; or nothing, for a command that writes one document
/// for the whole batch once every file is done (audit's JUnit and SARIF).
struct BatchSections {
    enum Layout { case text, json, none }

    /// How a file ended, for its section's end.
    struct End {
        var failure: String?
        var code: ExitCode
        var skipped: Bool
    }

    let layout: Layout
    private let paths: [String]
    private let output: (UnsafeRawBufferPointer) -> Void
    /// No section has been written yet.
    private var first = true
    /// The file in turn has written the start of its section.
    private var started = false
    /// JSON: the line breaks the file in turn ended its output with so far,
    /// written only when more of its output follows (a result ends at its
    /// last character that is not a line break).
    private var lineBreaks: [UInt8] = []
    /// What is not written yet: the output goes out in chunks of about
    /// 64 KiB, so a small batch's is one write at its end, as `| grep -q`
    /// and other readers that leave early expect.
    private var pending: [UInt8] = []
    private static let chunk = 1 << 16

    init(_ layout: Layout, paths: [String], output: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.layout = layout
        self.paths = paths
        self.output = output
    }

    /// The document's start: `[` for JSON.
    mutating func open() {
        if layout == .json { emit("[") }
    }

    /// Writes `bytes` of the output of file `index`, the file in turn.
    mutating func write(_ bytes: UnsafeRawBufferPointer, of index: Int) {
        guard !bytes.isEmpty, layout != .none else { return }
        if !started {
            started = true
            if layout == .text {
                emit((first ? "" : "\n") + "==> \(paths[index]) <==\n")
                first = false
            } else {
                openObject(of: index, "\"result\": ")
            }
        }
        guard layout == .json else { return pass(bytes) }
        let kept = Self.lineBreaksStart(bytes)
        if kept > 0 {
            pending += lineBreaks
            lineBreaks = []
            pass(UnsafeRawBufferPointer(rebasing: bytes[..<kept]))
        }
        lineBreaks += bytes[kept...]
    }

    /// Ends the section of file `index`, the file in turn, once it is done.
    /// A JSON object's error replaces the result: a file that fails in a
    /// JSON batch fails before it writes any output
    /// (``Subcommand/runEachFile(_:runner:json:console:_:)``).
    mutating func end(_ end: End, of index: Int) {
        defer {
            started = false
            lineBreaks = []
        }
        guard layout == .json, !end.skipped else { return }
        if let failure = end.failure, !started {
            openObject(
                of: index,
                "\"error\": {\"status\": \(end.code.rawValue), \"message\": \(JSONText.string(failure))}")
        } else {
            assert(end.failure == nil, "a file of a JSON batch failed after writing its result")
            if !started { openObject(of: index, "\"result\": ") }
        }
        emit("}")
    }

    /// A JSON object's start for file `index`, after the one before it:
    /// its `file` member, then `member` (the start of the next).
    private mutating func openObject(of index: Int, _ member: String) {
        emit((first ? "\n" : ",\n") + "{\"file\": \(JSONText.string(paths[index])), " + member)
        first = false
    }

    /// The document's end (`]` for JSON), and what is left of it written:
    /// for text, even nothing, so that standard output closed (`>&-`) is
    /// reported when no file had output.
    mutating func close() {
        guard layout != .none else { return }
        if layout == .json { emit(first ? "]\n" : "\n]\n") }
        pending.withUnsafeBytes(output)
        pending = []
    }

    private mutating func emit(_ text: String) {
        pending += text.utf8
    }

    /// Hands `bytes` on: kept with what is pending until there are about
    /// 64 KiB, or at once when that many come alone.
    private mutating func pass(_ bytes: UnsafeRawBufferPointer) {
        guard pending.isEmpty, bytes.count >= Self.chunk else {
            pending += bytes
            if pending.count >= Self.chunk {
                pending.withUnsafeBytes(output)
                pending.removeAll(keepingCapacity: true)
            }
            return
        }
        output(bytes)
    }

    /// Where the line breaks that end `bytes` start (`bytes.count` when
    /// it ends otherwise): line feed, vertical tab, form feed, carriage
    /// return, U+0085, U+2028 and U+2029, the characters Swift counts as
    /// newlines.
    static func lineBreaksStart(_ bytes: UnsafeRawBufferPointer) -> Int {
        var end = bytes.count
        while end > 0 {
            let last = bytes[end - 1]
            if (0x0A...0x0D).contains(last) {
                end -= 1
            } else if end >= 2, last == 0x85, bytes[end - 2] == 0xC2 {
                end -= 2
            } else if end >= 3, last == 0xA8 || last == 0xA9, bytes[end - 2] == 0x80, bytes[end - 3] == 0xE2 {
                end -= 3
            } else {
                break
            }
        }
        return end
    }
}
