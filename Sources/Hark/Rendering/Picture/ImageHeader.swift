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

    /// The width and height in a PNG's IHDR chunk, which must come first,
    /// whole (its CRC checked) and with a bit depth and colour type PNG
    /// defines.
    static func pngSize(_ bytes: [UInt8]) throws(PictureScreenshotError) -> (width: Int, height: Int) {
        // Signature (8), the chunk's length (4) and type (4), its 13 bytes, its CRC (4).
        let needed = 33
        if bytes.count >= 16, !bytes[12..<16].elementsEqual(Array("IHDR".utf8)) {
            throw PictureScreenshotError("the PNG's first chunk is not its header (IHDR)")
        }
        if bytes.count >= 12, number(bytes, at: 8, count: 4) != 13 {
            throw PictureScreenshotError(
                "the PNG's header (IHDR) is \(number(bytes, at: 8, count: 4)) bytes long, not 13")
        }
        guard bytes.count >= needed else {
            throw PictureScreenshotError(
                "the PNG is truncated: its header (IHDR) needs \(needed) bytes, the file has \(bytes.count)")
        }
        guard crc32(bytes[12..<29]) == UInt32(number(bytes, at: 29, count: 4)) else {
            throw PictureScreenshotError("the PNG's header (IHDR) is damaged: its CRC does not match")
        }
        let (depth, colour) = (Int(bytes[24]), Int(bytes[25]))
        guard let depths = pngDepths[colour], depths.contains(depth) else {
            throw PictureScreenshotError(
                "the PNG's header (IHDR) gives colour type \(colour) with bit depth \(depth), which PNG does not define"
            )
        }
        guard bytes[26] == 0, bytes[27] == 0, bytes[28] <= 1 else {
            throw PictureScreenshotError(
                "the PNG's header (IHDR) gives compression \(bytes[26]), filter \(bytes[27]) and interlace "
                    + "\(bytes[28]); PNG defines 0, 0 and 0 or 1")
        }
        return (number(bytes, at: 16, count: 4), number(bytes, at: 20, count: 4))
    }

    /// The bit depths PNG allows for each colour type: grey, RGB, palette,
    /// grey with an opacity channel, RGBA.
    static let pngDepths: [Int: Set<Int>] = [
        0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
    ]

    /// The CRC-32 PNG's chunks end with (ISO 3309, the polynomial reversed as 0xEDB88320).
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// The width and height in a JPEG's first frame header (SOF0–SOF15, but
    /// DHT, JPG and DAC, which share the range).
    static func jpegSize(_ bytes: [UInt8]) throws(PictureScreenshotError) -> (width: Int, height: Int) {
        var offset = 2
        while offset < bytes.count {
            guard let segment = try jpegSegment(bytes, at: offset) else { break }
            if segment.isFrameHeader { return try frameSize(bytes, segment) }
            offset = segment.end
        }
        throw PictureScreenshotError(
            "the JPEG is truncated: it ends at byte "
                + "\(bytes.count) before its frame header (SOF)")
    }

    /// One segment of a JPEG: its marker, where the marker's code is, its
    /// length (0 for a marker that stands alone) and where the next one
    /// starts.
    private struct JPEGSegment {
        var marker: UInt8
        var markerAt: Int
        var length: Int
        var end: Int

        /// Whether it is a frame header: SOF0–SOF15 but DHT, JPG and DAC.
        var isFrameHeader: Bool {
            length > 0 && (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
        }
    }

    /// The segment whose marker starts at `offset`, its length checked
    /// against what is left; `nil` when the bytes end inside its marker or
    /// length. Image data (SOS) or the end (EOI) before a frame header is
    /// an error.
    private static func jpegSegment(_ bytes: [UInt8], at offset: Int) throws(PictureScreenshotError) -> JPEGSegment? {
        guard bytes[offset] == 0xFF else {
            throw PictureScreenshotError(
                "the JPEG has no segment marker at byte "
                    + "\(offset) (found \(hex(bytes[offset])))")
        }
        // Any number of 0xFF fill bytes may come before a marker.
        var markerAt = offset + 1
        while markerAt < bytes.count, bytes[markerAt] == 0xFF { markerAt += 1 }
        guard markerAt < bytes.count else { return nil }
        let marker = bytes[markerAt]
        // Markers that stand alone: TEM, RST0–7, a second SOI.
        if marker == 0x01 || (0xD0...0xD8).contains(marker) {
            return JPEGSegment(marker: marker, markerAt: markerAt, length: 0, end: markerAt + 1)
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
        guard markerAt + 2 < bytes.count else { return nil }
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
        return JPEGSegment(marker: marker, markerAt: markerAt, length: length, end: end)
    }

    /// The width and height a frame header gives, once its length matches
    /// its components and image data follows it.
    private static func frameSize(_ bytes: [UInt8], _ frame: JPEGSegment) throws(PictureScreenshotError) -> (
        width: Int, height: Int
    ) {
        // Precision (1), height (2), width (2), then the components.
        guard frame.length >= 8 else {
            throw PictureScreenshotError(
                "the JPEG's frame header (SOF) is "
                    + "\(frame.length) bytes long, under 8")
        }
        let components = Int(bytes[frame.markerAt + 8])
        guard frame.length == 8 + 3 * components else {
            throw PictureScreenshotError(
                "the JPEG's frame header (SOF) is \(frame.length) bytes long, but \(components) components "
                    + "take \(8 + 3 * components)")
        }
        try checkScanFollows(bytes, from: frame.end)
        return (number(bytes, at: frame.markerAt + 6, count: 2), number(bytes, at: frame.markerAt + 4, count: 2))
    }

    /// Checks that the segments after the frame header, from `offset`,
    /// reach the image data (SOS) with bytes after it: a file cut after its
    /// header has a size but no picture.
    private static func checkScanFollows(_ bytes: [UInt8], from start: Int) throws(PictureScreenshotError) {
        var offset = start
        while offset + 1 < bytes.count, bytes[offset] == 0xFF {
            var markerAt = offset + 1
            while markerAt < bytes.count, bytes[markerAt] == 0xFF { markerAt += 1 }
            guard markerAt + 2 < bytes.count else { break }
            let marker = bytes[markerAt], length = number(bytes, at: markerAt + 1, count: 2)
            if marker == 0xD9 { break }
            let end = markerAt + 1 + length
            guard length >= 2, end <= bytes.count else { break }
            if marker == 0xDA {
                if end < bytes.count { return }
                break
            }
            offset = end
        }
        throw PictureScreenshotError(
            "the JPEG is truncated: its frame header (SOF) is not followed by image data (SOS and the scan)")
    }
}
