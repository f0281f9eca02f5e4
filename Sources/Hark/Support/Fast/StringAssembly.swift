/// Builds a `String` from pieces in two passes of the same steps: the first
/// counts the pieces' UTF-8 bytes, the second copies them into a string
/// made with room for that many. One allocation and one copy of each
/// piece, where appending the pieces to a `String` one by one costs a few
/// hundred instructions an append (an element's description is three or
/// four).
///
/// The steps must write the same pieces in both passes; they may look at
/// ``isEmpty``, which is the same in both. The one choice made on the text
/// itself, ``write(_:orAfterText:)``, is made in the second pass, and the
/// first counts the longer of the two.
struct StringAssembly: TextOutputStream {
    /// Where the second pass copies to, and how much room it has; `nil`
    /// in the first.
    private let base: UnsafeMutablePointer<UInt8>?
    private let capacity: Int
    /// The bytes written so far (in the first pass, at most that).
    private(set) var count = 0

    private init(base: UnsafeMutablePointer<UInt8>?, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// Whether nothing has been written yet.
    var isEmpty: Bool { count == 0 }

    mutating func write(_ text: String) {
        guard base != nil else {
            // Counting: a native string knows its UTF-8 count.
            count += text.utf8.count
            return
        }
        if text.utf8.withContiguousStorageIfAvailable({ copy($0) }) == nil {
            var text = text
            text.withUTF8 { copy($0) }
        }
    }

    /// Writes `afterSentence` when the text so far ends a sentence
    /// (``endsSentence(_:)``), else `afterText`.
    mutating func write(_ afterSentence: String, orAfterText afterText: String) {
        guard let base else {
            count += max(afterSentence.utf8.count, afterText.utf8.count)
            return
        }
        let ends = Self.endsSentence(UnsafeBufferPointer(start: base, count: count))
        write(ends ? afterSentence : afterText)
    }

    private mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base, let source = bytes.baseAddress, !bytes.isEmpty else { return }
        // Steps that wrote more the second time would find no room: never past the end.
        guard count + bytes.count <= capacity else { return }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// The string `steps` write.
    static func string(_ steps: (inout StringAssembly) -> Void) -> String {
        var counting = StringAssembly(base: nil, capacity: 0)
        steps(&counting)
        guard counting.count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: counting.count) { buffer in
            var copying = StringAssembly(base: buffer.baseAddress, capacity: buffer.count)
            steps(&copying)
            return copying.count
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
