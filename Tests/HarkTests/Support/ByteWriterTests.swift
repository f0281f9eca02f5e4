import Testing

@testable import Hark

/// The writer's own buffer: it grows, copies of a writer are independent,
/// and a sink gets every byte in order.
@Suite("Byte writer") struct ByteWriterTests {
    @Test func growingKeepsEveryByte() {
        var writer = ByteWriter(capacity: 1)
        var expected: [UInt8] = []
        for index in 0..<5_000 {
            writer.append(index)
            writer.append(" ")
            expected += Array(String(index).utf8) + [UInt8(ascii: " ")]
        }
        #expect(writer.bytes == expected)
        #expect(writer.count == expected.count)
    }

    @Test func aCopyWritesApartFromTheOriginal() {
        var original = ByteWriter(capacity: 64)
        original.append("shared ")
        var copy = original
        copy.append("copy")
        original.append("original")
        #expect(String(decoding: original.bytes, as: UTF8.self) == "shared original")
        #expect(String(decoding: copy.bytes, as: UTF8.self) == "shared copy")
        #expect(copy.bytes(from: 7) == Array("copy".utf8))
    }

    @Test func aSinkGetsEveryByteInOrder() {
        var received: [UInt8] = []
        var expected: [UInt8] = []
        let sink: (UnsafeRawBufferPointer) -> Void = { received += $0 }
        ByteWriter.writing(to: sink) { writer in
            for index in 0..<20_000 {
                writer.appendJSONString("line \(index)\n")
                expected += Array("\"line \(index)\\n\"".utf8)
                writer.flushIfFull()
            }
            var part = ByteWriter(capacity: 16)
            part.append(string: String(repeating: "x", count: 40_000))
            writer.append(writer: &part)
            expected += Array(repeating: UInt8(ascii: "x"), count: 40_000)
            #expect(part.count == 0)
        }
        #expect(received == expected)
    }

    /// The escapers read UTF-8 bytes: quotes, backslashes and control
    /// characters escaped, every other scalar (any script, emoji, a
    /// bidirectional control in JSON) copied as it is.
    @Test func jsonIsEscapedFromBytes() {
        let text = "Say \"hi\"\\ \n\r\t\u{0}\u{1F}\u{7F} é 航班 🛫 \u{202E}."
        let escaped = #""Say \"hi\"\\ \n\r\t\u0000\u001f"# + "\u{7F} é 航班 🛫 \u{202E}.\""
        var fromBytes = ByteWriter()
        Array(text.utf8).withUnsafeBufferPointer { fromBytes.appendJSONString(utf8: $0) }
        #expect(fromBytes.text == escaped)
        #expect(String { $0.appendJSONString(text) } == escaped)
        var empty = ByteWriter()
        empty.appendJSONString(utf8: UnsafeBufferPointer(start: nil, count: 0))
        #expect(empty.text == "\"\"")
    }

    @Test func oneLineTextIsEscapedFromBytes() {
        let text = "a\nb\rc\td\u{1}e\u{7F}f\u{85}g\u{202E}h é 🛫"
        let escaped = #"a\nb\rc\td\u{1}e\u{7F}f\u{85}g\u{202E}h"# + " é 🛫"
        var fromBytes = ByteWriter()
        Array(text.utf8).withUnsafeBufferPointer { fromBytes.appendOneLine(utf8: $0) }
        #expect(fromBytes.text == escaped)
        #expect(String { $0.appendOneLine(text) } == escaped)
    }
}
