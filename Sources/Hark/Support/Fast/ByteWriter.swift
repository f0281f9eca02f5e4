/// Output written as UTF-8 bytes into one buffer: literals from
/// `StaticString`, strings copied from their contiguous UTF-8, integers
/// formatted by hand, escapes found by scanning bytes.
///
/// A writer made with a sink hands its buffer on whenever it has grown past
/// `chunk` bytes (``flushIfFull()``, called between whole lines, so a chunk
/// never splits a character) and at the end (``flush()``): one call to the
/// sink, one `write(2)`, per chunk.
///
/// The buffer is its own memory, not an array: an append is a capacity
/// check and a copy (an array's generic append cost some hundred
/// instructions each, a few hundred thousand times a large narration).
struct ByteWriter {
    /// Owns the memory; a writer copied shares it until either writes
    /// (``reserve(_:)`` copies it then).
    private final class Storage {
        let start: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 64)
            start = .allocate(capacity: self.capacity)
        }

        deinit { start.deallocate() }
    }

    private var storage: Storage
    /// The storage's start and capacity, read without going through the class.
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes buffered: where the next byte goes.
    private(set) var count = 0
    private let chunk: Int
    private let sink: ((UnsafeRawBufferPointer) -> Void)?

    /// A writer that keeps everything it is given, in ``bytes``.
    init(capacity: Int = 0) {
        chunk = .max
        sink = nil
        storage = Storage(capacity: capacity)
        start = storage.start
        self.capacity = storage.capacity
    }

    /// A writer that hands its bytes to `sink` in chunks of about `chunk` bytes.
    init(chunk: Int = 1 << 16, sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.chunk = chunk
        self.sink = sink
        storage = Storage(capacity: chunk + chunk / 4)
        start = storage.start
        capacity = storage.capacity
    }

    /// The bytes buffered.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    /// The bytes buffered, as text, decoded from the buffer itself (no
    /// array copied on the way).
    var text: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }

    /// A copy of the bytes buffered from `offset` on (a position ``count``
    /// gave, with no flush since).
    func bytes(from offset: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: start + offset, count: count - offset))
    }

    /// Where `extra` more bytes go: room made for them, in memory this
    /// writer alone holds.
    @inline(__always)
    private mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count + extra > capacity || !isKnownUniquelyReferenced(&storage) { grow(count + extra) }
        return start + count
    }

    private mutating func grow(_ needed: Int) {
        let grown = Storage(capacity: needed > capacity ? max(needed, 2 * capacity) : capacity)
        grown.start.initialize(from: start, count: count)
        storage = grown
        start = grown.start
        capacity = grown.capacity
    }

    /// Bytes as they are.
    @inline(__always)
    mutating func append(raw bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Bytes as they are.
    mutating func append(bytes other: [UInt8]) {
        other.withUnsafeBufferPointer { append(raw: $0) }
    }

    /// Runs `body` with a writer that hands `output` its bytes in chunks of
    /// about 64 KiB, and what is left at the end.
    static func writing(to output: (UnsafeRawBufferPointer) -> Void, _ body: (inout ByteWriter) -> Void) {
        withoutActuallyEscaping(output) { output in
            var writer = ByteWriter(sink: output)
            body(&writer)
            writer.flush()
        }
    }

    /// Forgets the bytes buffered, keeping the memory: a writer used as a
    /// scratch buffer, filled and read again and again.
    mutating func removeAll() { count = 0 }

    /// Runs `body` on the bytes buffered, which stay valid for its length.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withExtendedLifetime(storage) { body(UnsafeBufferPointer(start: start, count: count)) }
    }

    /// Hands the buffer to the sink if it has reached its chunk size.
    @inline(__always) mutating func flushIfFull() {
        if count >= chunk { flush() }
    }

    /// Hands whatever is buffered to the sink.
    mutating func flush() {
        guard let sink, count > 0 else { return }
        sink(UnsafeRawBufferPointer(start: start, count: count))
        count = 0
    }

    /// Everything `other` holds, which is left empty (its capacity kept):
    /// handed to the sink as it is, after what this writer buffers, when
    /// it is large enough to be a chunk of its own.
    mutating func append(writer other: inout ByteWriter) {
        if let sink, other.count >= chunk / 2 {
            flush()
            sink(UnsafeRawBufferPointer(start: other.start, count: other.count))
        } else {
            append(raw: UnsafeBufferPointer(start: other.start, count: other.count))
            flushIfFull()
        }
        other.count = 0
    }

    @inline(__always) mutating func append(_ byte: UInt8) {
        reserve(1).initialize(to: byte)
        count += 1
    }

    @inline(__always)
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append(raw: $0) }
    }

    /// A string as it is. (Named apart from the `StaticString` overload:
    /// a literal would otherwise pick this one.)
    mutating func append(string text: String) {
        var text = text
        text.withUTF8 { append(raw: $0) }
    }

    /// A whole number in decimal.
    mutating func append(_ number: Int) {
        if number < 0 { append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        // Digits are written backwards into a small buffer, then copied.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            append(raw: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// `text` as a JSON string: quoted, with `"`, `\` and control characters
    /// escaped per RFC 8259 (`\n`, `\r`, `\t`, else `\u001f`), everything
    /// else as UTF-8.
    mutating func appendJSONString(_ text: String) {
        var text = text
        text.withUTF8 { appendJSONString(utf8: $0) }
    }

    /// ``appendJSONString(_:)`` of text given as its UTF-8 bytes (valid UTF-8).
    mutating func appendJSONString(utf8 text: UnsafeBufferPointer<UInt8>) {
        append(UInt8(ascii: "\""))
        appendEscaping(text, .json) { writer, byte in
            switch byte {
            case UInt8(ascii: "\""): writer.append("\\\"")
            case UInt8(ascii: "\\"): writer.append("\\\\")
            case UInt8(ascii: "\n"): writer.append("\\n")
            case UInt8(ascii: "\r"): writer.append("\\r")
            case UInt8(ascii: "\t"): writer.append("\\t")
            default:
                writer.append("\\u00")
                writer.append(Self.hexDigit(byte >> 4, uppercase: false))
                writer.append(Self.hexDigit(byte & 0xF, uppercase: false))
            }
        }
        append(UInt8(ascii: "\""))
    }

    /// A string, or `null`.
    mutating func appendJSONString(_ text: String?) {
        if let text { appendJSONString(text) } else { append("null") }
    }

    /// An array of strings: `["a", "b"]`.
    mutating func appendJSONArray(_ texts: some Sequence<String>) {
        append(UInt8(ascii: "["))
        var first = true
        for text in texts {
            if !first { append(", ") }
            first = false
            appendJSONString(text)
        }
        append(UInt8(ascii: "]"))
    }

    /// `text` with control characters written as escapes (`\n`, `\r`,
    /// `\t`, else `\u{1F}`, `\u{85}`, `\u{202E}`: see ``OneLineText``), so
    /// that it stays on one line and in its order.
    mutating func appendOneLine(_ text: String) {
        var text = text
        text.withUTF8 { appendOneLine(utf8: $0) }
    }

    /// ``appendOneLine(_:)`` of text given as its UTF-8 bytes (valid UTF-8).
    mutating func appendOneLine(utf8 source: UnsafeBufferPointer<UInt8>) {
        var start = 0
        while true {
            let stop = ByteScan.controls.first(in: source, from: start)
            if start < stop { append(raw: UnsafeBufferPointer(rebasing: source[start..<stop])) }
            guard stop < source.count else { return }
            // A lead byte of a character that is not a control: copied, and the scan goes on after it.
            guard let scalar = OneLineText.control(in: source, at: stop) else {
                append(source[stop])
                start = stop + 1
                continue
            }
            switch scalar {
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            default:
                append("\\u{")
                append(string: String(scalar, radix: 16, uppercase: true))
                append(UInt8(ascii: "}"))
            }
            start = stop + OneLineText.length(of: scalar)
        }
    }

    /// Copies `text`'s UTF-8, runs without an escape at a time; each byte
    /// where `scan` stops goes to `escape` instead. (Every byte escaped is ASCII, so a run never splits a
    /// character.)
    @inline(__always)
    private mutating func appendEscaping(
        _ source: UnsafeBufferPointer<UInt8>, _ scan: ByteScan, escape: (inout ByteWriter, UInt8) -> Void
    ) {
        var start = 0
        while true {
            let stop = scan.first(in: source, from: start)
            if start < stop { append(raw: UnsafeBufferPointer(rebasing: source[start..<stop])) }
            guard stop < source.count else { return }
            escape(&self, source[stop])
            start = stop + 1
        }
    }

    private static func hexDigit(_ value: UInt8, uppercase: Bool) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : (uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")) + value - 10
    }
}

extension String {
    /// The text a ``ByteWriter`` built.
    init(writtenBy build: (inout ByteWriter) -> Void) {
        var writer = ByteWriter()
        build(&writer)
        self = writer.text
    }
}
