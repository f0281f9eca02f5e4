/// Reads an image's size from its header, within the bytes given: PNG's
/// IHDR chunk, or the first frame header (SOF) of a JPEG, found by walking
/// its segments. Every length is checked against what is left, and each
/// step moves forward, so a hostile file ends the walk at its last byte.
enum ImageHeader {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func isPNG(_ bytes: [UInt8]) -> Bool { bytes.starts(with: pngSignature) }
    static func isJPEG(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0xFF, 0xD8]) }

    /// `value` as two upper-case hexadecimal digits.
    static func hex(_ value: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(value >> 4)], digits[Int(value & 0x0F)]])
    }

    /// The big-endian number of `count` bytes at `offset`; the caller has
    /// checked they are there.
    static func number(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        var value = 0
        for index in offset..<offset + count { value = value << 8 | Int(bytes[index]) }
        return value
    }

    /// The width and height in a PNG's IHDR chunk, which must come first.
    static func pngSize(_ bytes: [UInt8]) throws(PictureScreenshotError) -> (width: Int, height: Int) {
        // Signature (8), the chunk's length (4) and type (4), width (4), height (4).
        let needed = 24
        guard bytes.count >= needed else {
            throw PictureScreenshotError(
                "the PNG is truncated: its header (IHDR) needs "
                    + "\(needed) bytes, the file has \(bytes.count)")
        }
        guard bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else {
            throw PictureScreenshotError("the PNG's first chunk is not its header (IHDR)")
        }
        guard number(bytes, at: 8, count: 4) == 13 else {
            throw PictureScreenshotError(
                "the PNG's header (IHDR) is "
                    + "\(number(bytes, at: 8, count: 4)) bytes long, not 13")
        }
        return (number(bytes, at: 16, count: 4), number(bytes, at: 20, count: 4))
    }

    /// The width and height in a JPEG's first frame header (SOF0–SOF15, but
    /// DHT, JPG and DAC, which share the range).
    static func jpegSize(_ bytes: [UInt8]) throws(PictureScreenshotError) -> (width: Int, height: Int) {
        var offset = 2
        while offset < bytes.count {
            guard bytes[offset] == 0xFF else {
                throw PictureScreenshotError(
                    "the JPEG has no segment marker at byte "
                        + "\(offset) (found \(hex(bytes[offset])))")
            }
            // Any number of 0xFF fill bytes may come before a marker.
            var markerAt = offset + 1
            while markerAt < bytes.count, bytes[markerAt] == 0xFF { markerAt += 1 }
            guard markerAt < bytes.count else { break }
            let marker = bytes[markerAt]
            // Markers that stand alone: TEM, RST0–7, a second SOI.
            if marker == 0x01 || (0xD0...0xD8).contains(marker) {
                offset = markerAt + 1
                continue
            }
            if marker == 0xD9 {
                throw PictureScreenshotError(
                    "the JPEG ends (EOI at byte \(markerAt - 1)) "
                        + "before its frame header (SOF)")
            }
            if marker == 0xDA {
                throw PictureScreenshotError(
                    "the JPEG's image data starts at byte "
                        + "\(markerAt - 1) before its frame header (SOF)")
            }
            guard markerAt + 2 < bytes.count else { break }
            let length = number(bytes, at: markerAt + 1, count: 2)
            guard length >= 2 else {
                throw PictureScreenshotError(
                    "the JPEG's segment at byte \(markerAt - 1) is "
                        + "\(length) bytes long, under its own length field")
            }
            let end = markerAt + 1 + length
            guard end <= bytes.count else {
                throw PictureScreenshotError(
                    "the JPEG is truncated: the segment at byte \(markerAt - 1) "
                        + "runs \(end - bytes.count) bytes past the end")
            }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                // Precision (1), height (2), width (2), then the components.
                guard length >= 8 else {
                    throw PictureScreenshotError(
                        "the JPEG's frame header (SOF) is "
                            + "\(length) bytes long, under 8")
                }
                return (number(bytes, at: markerAt + 6, count: 2), number(bytes, at: markerAt + 4, count: 2))
            }
            offset = end
        }
        throw PictureScreenshotError(
            "the JPEG is truncated: it ends at byte "
                + "\(bytes.count) before its frame header (SOF)")
    }
}
