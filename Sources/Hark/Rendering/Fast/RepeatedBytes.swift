/// The bytes a renderer last wrote for a value, copied again when the next
/// value is the same: a list's cells repeat their hint, cues and actions,
/// which are then escaped and written once, not once a cell.
struct RepeatedBytes<Value: Sendable>: Sendable {
    private var last: Value?
    private var bytes: [UInt8] = []

    /// Writes `value` with `write`, or copies the bytes written for the last
    /// value when `same` says it is that value again.
    @inline(__always)
    mutating func write(
        _ value: Value, same: (Value, Value) -> Bool, into output: inout ByteWriter,
        _ write: (inout ByteWriter) -> Void
    ) {
        self.write(isLast: { same($0, value) }, made: { value }, into: &output, write)
    }

    /// Copies the bytes written for the last value when `isLast` says it is
    /// the one being written; else writes with `write` and keeps what
    /// `made` gives as the last value.
    @inline(__always)
    private mutating func write(
        isLast: (Value) -> Bool, made: () -> Value, into output: inout ByteWriter,
        _ write: (inout ByteWriter) -> Void
    ) {
        if let last, isLast(last) {
            output.append(bytes: bytes)
            return
        }
        let start = output.count
        write(&output)
        bytes = output.bytes(from: start)
        last = made()
    }
}

extension RepeatedBytes where Value == [String] {
    /// Writes `strings` (copied only when they are new) with `write`.
    mutating func write(
        _ strings: some Collection<String>, into output: inout ByteWriter, _ write: (inout ByteWriter) -> Void
    ) {
        self.write(isLast: { Self.same($0, strings) }, made: { Array(strings) }, into: &output, write)
    }
}

extension RepeatedBytes where Value == [String] {
    /// Whether `strings` are `last`: for an array, first by its buffer, which
    /// a list's cells share (their cues, and their actions' names), then
    /// string by string.
    @inline(__always)
    static func same(_ last: [String], _ strings: some Collection<String>) -> Bool {
        if let array = strings as? [String] { return last == array }
        return last.elementsEqual(strings)
    }
}

/// What a renderer last wrote for an element's hint, cues and actions.
struct RepeatedFocusParts: Sendable {
    var hint = RepeatedBytes<String?>()
    var cues = RepeatedBytes<[String]>()
    var actions = RepeatedBytes<[String]>()
}
