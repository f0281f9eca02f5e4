/// Where the steps of an element's description write it: a `String` built in
/// two passes (``StringAssembly``), or the bytes of a scratch buffer that a
/// renderer escapes from (``ByteWriter``), so that a narration written
/// straight to its output makes no `String` for a plain element's words.
protocol DescriptionText: TextOutputStream {
    /// Whether nothing has been written yet.
    var isEmpty: Bool { get }
    /// Writes `afterSentence` when the text so far ends a sentence
    /// (``StringAssembly/endsSentence(_:)``), else `afterText`.
    mutating func write(_ afterSentence: String, orAfterText afterText: String)
}

extension StringAssembly: DescriptionText {}

/// A ``ByteWriter`` as a description's scratch buffer: emptied
/// (``ByteWriter/removeAll()``) before each description, so that what it
/// holds is the description alone.
extension ByteWriter: DescriptionText {
    var isEmpty: Bool { count == 0 }

    mutating func write(_ text: String) { append(string: text) }

    mutating func write(_ afterSentence: String, orAfterText afterText: String) {
        let ends = withBytes { StringAssembly.endsSentence($0) }
        append(string: ends ? afterSentence : afterText)
    }
}
