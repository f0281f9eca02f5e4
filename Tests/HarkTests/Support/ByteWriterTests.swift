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
}
