/// Builds a `String` from pieces in two passes of the same steps: the first
/// counts the pieces' UTF-8 bytes, the second copies them into a string
/// made at exactly that size. One allocation and one copy of each piece,
/// where appending the pieces to a `String` one by one costs a few hundred
/// instructions an append (an element's description is three or four).
///
/// The steps must write the same pieces in both passes: they may look at
/// ``isEmpty`` and ``endsSentence``, which are the same in both.
struct StringAssembly: TextOutputStream {
    /// Where the second pass copies to, and how much room it has; `nil`
    /// in the first.
    private let base: UnsafeMutablePointer<UInt8>?
    private let capacity: Int
    /// The bytes written so far.
    private(set) var count = 0
    /// Whether the last piece written ends a sentence (``endsSentence(_:)``).
    private(set) var endsSentence = false

    private init(base: UnsafeMutablePointer<UInt8>?, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// Whether nothing has been written yet.
    var isEmpty: Bool { count == 0 }

    mutating func write(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ write(utf8: $0) }) == nil {
            var text = text
            text.withUTF8 { write(utf8: $0) }
        }
    }

    private mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        // Steps that wrote more the second time would find no room: never past the end.
        if let base, count + bytes.count <= capacity { (base + count).initialize(from: source, count: bytes.count) }
        count += bytes.count
        endsSentence = Self.endsSentence(bytes)
    }

    /// The string `steps` write.
    static func string(_ steps: (inout StringAssembly) -> Void) -> String {
        var counting = StringAssembly(base: nil, capacity: 0)
        steps(&counting)
        guard counting.count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: counting.count) { buffer in
            var copying = StringAssembly(base: buffer.baseAddress, capacity: buffer.count)
            steps(&copying)
            return copying.count == buffer.count ? buffer.count : 0
        }
    }

    /// Whether text (valid UTF-8) ends in a mark that ends a sentence, as
    /// the speech has it: a period, a question or
    /// exclamation mark, an ellipsis, or their full-width forms. Read on the
    /// last bytes: the last three are each of the others.
    static func endsSentence(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = utf8.last else { return false }
        switch last {
        case UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"): return true
        case 0x80..<0xC0:
            guard utf8.count >= 3 else { return false }
            let end = utf8.suffix(3)
            return sentenceEnds.contains { $0.elementsEqual(end) }
        default: return false
        }
    }

    /// The UTF-8 of the other marks that end a sentence.
    private static let sentenceEnds: [[UInt8]] = ["…", "。", "？", "！"].map { Array($0.utf8) }
}
