import Testing

@testable import Hark

/// The scan that looks at eight bytes at a time stops where a look at each
/// byte in turn stops, for every scan, start and byte value.
@Suite("Byte scans") struct ByteScanTests {
    static let scans: [(String, ByteScan)] = [
        ("json", .json), ("plainASCII", .plainASCII), ("controls", .controls),
        ("everything", ByteScan(quoteAndBackslash: true, control: true, delete: true, nonASCII: true)),
        ("notOneCharacter", .notOneCharacter), ("space", ByteScan(space: true)),
    ]

    /// Byte by byte, the reference.
    func slowFirst(_ scan: ByteScan, in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, !scan.stops(at: bytes[index]) { index += 1 }
        return index
    }

    func check(_ scan: ByteScan, _ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            for start in 0...bytes.count {
                #expect(scan.first(in: buffer, from: start) == slowFirst(scan, in: bytes, from: start))
            }
        }
    }

    @Test(arguments: scans.map(\.0))
    func everyByteValueStopsWhereTheByteByByteScanStops(_ name: String) {
        let scan = Self.scans.first { $0.0 == name }!.1
        // Each byte value at each place of a word, after plain text and before it.
        for value in 0...255 {
            for place in 0..<9 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 19)
                bytes[place + 2] = UInt8(value)
                check(scan, bytes)
            }
        }
    }

    @Test(arguments: scans.map(\.0))
    func runsOfStoppingBytesAndBorrowsAreFoundInOrder(_ name: String) {
        let scan = Self.scans.first { $0.0 == name }!.1
        // Bytes next to the values each test looks for, where a borrow from
        // the byte below could mark the wrong one.
        let tricky: [UInt8] =
            [0x00, 0x01, 0x0C, 0x0D, 0x0E, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F]
            + [0x80, 0xC1, 0xC2, 0xC3, 0xD7, 0xD8, 0xD9, 0xE1, 0xE2, 0xE3, 0xFF]
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 7, 8, 9, 16, 17, 40] {
            for _ in 0..<200 {
                let bytes = (0..<length).map { _ in
                    Bool.random(using: &generator)
                        ? tricky.randomElement(using: &generator)! : UInt8(ascii: "a") + UInt8.random(in: 0..<26)
                }
                check(scan, bytes)
            }
        }
    }

    /// On a string's or a substring's bytes, from any index of them: where
    /// the scan of the bytes stops.
    @Test(arguments: scans.map(\.0))
    func stringsStopWhereTheirBytesStop(_ name: String) {
        let scan = Self.scans.first { $0.0 == name }!.1
        let text = "plain \"text\" é\r\n\u{7F} 東京 \u{200E}, and more plain text after it"
        let bytes = Array(text.utf8)
        let slice = text.dropFirst(3).dropLast(4)
        for offset in 0...bytes.count {
            let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            let found = scan.first(in: text, from: start)
            let expected = slowFirst(scan, in: bytes, from: offset)
            #expect(text.utf8.distance(from: text.utf8.startIndex, to: found) == expected)
            guard start >= slice.startIndex, start <= slice.endIndex else { continue }
            let inSlice = slice.utf8[start...].firstIndex(where: scan.stops(at:)) ?? slice.endIndex
            #expect(scan.first(in: slice, from: start) == inSlice)
        }
    }
}
