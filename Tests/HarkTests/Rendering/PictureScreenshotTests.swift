import Foundation
import Testing
@testable import Hark
import HarkTesting
import HarkTestSupport

/// `PictureScreenshot`: the size read from a PNG's or JPEG's header, every
/// malformed header one clear error; and `HarkPicture.withScreenshot`.
@Suite("Picture screenshots")
struct PictureScreenshotTests {
    /// The first bytes of a PNG of `width` × `height`: signature and IHDR
    /// (8-bit RGBA unless `depth` and `colour` say), with its CRC.
    static func png(
        width: UInt32, height: UInt32, chunk: String = "IHDR", length: UInt32 = 13, depth: UInt8 = 8, colour: UInt8 = 6
    ) -> [UInt8] {
        func big(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        let body = Array(chunk.utf8) + big(width) + big(height) + [depth, colour, 0, 0, 0]
        return ImageHeader.pngSignature + big(length) + body + big(ImageHeader.crc32(body[...]))
    }

    /// A JPEG's first segments: SOI, an APP0 segment, then a baseline frame header.
    static func jpeg(width: UInt16, height: UInt16, sof: UInt8 = 0xC0) -> [UInt8] {
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let frame: [UInt8] = [
            0xFF, sof, 0x00, 0x0B, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
            1, 1, 0x11, 0,
        ]
        // The image data: a scan header (SOS) for the one component, a byte of the scan.
        let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x08, 1, 1, 0x00, 0, 0x3F, 0, 0x55]
        return [0xFF, 0xD8] + app0 + frame + scan + [0xFF, 0xD9]
    }

    static func message(_ bytes: [UInt8]) -> String? {
        do {
            _ = try PictureScreenshot(bytes: bytes)
            return nil
        } catch {
            return error.message
        }
    }

    /// PNG's CRC-32, on the check value every CRC-32 is published with.
    @Test func theCRCIsPNGs() {
        #expect(ImageHeader.crc32(Array("123456789".utf8)[...]) == 0xCBF4_3926)
        #expect(ImageHeader.crc32([][...]) == 0)
    }

    @Test func readsThePNGSizeFromItsHeader() throws {
        let shot = try PictureScreenshot(bytes: Self.png(width: 1170, height: 2532))
        #expect(shot.format == .png)
        #expect(shot.width == 1170 && shot.height == 2532)
        #expect(shot.dataURI.hasPrefix("data:image/png;base64,iVBORw0KGgo"))
    }

    @Test func readsTheJPEGSizeFromItsFrameHeaderPastOtherSegmentsAndFillBytes() throws {
        let shot = try PictureScreenshot(bytes: Self.jpeg(width: 750, height: 1334))
        #expect(shot.format == .jpeg && shot.width == 750 && shot.height == 1334)
        // Fill bytes before a marker, and a progressive frame header (SOF2).
        var bytes = Self.jpeg(width: 640, height: 480, sof: 0xC2)
        bytes.insert(contentsOf: [0xFF, 0xFF], at: 2)
        #expect(try PictureScreenshot(bytes: bytes).width == 640)
        // A Huffman table (C4) shares SOF's range but is not a frame header.
        let dht: [UInt8] = [0xFF, 0xC4, 0x00, 0x04, 0, 0]
        var withTable = Self.jpeg(width: 320, height: 240)
        withTable.insert(contentsOf: dht, at: 2)
        #expect(try PictureScreenshot(bytes: withTable).height == 240)
    }

    @Test func refusesMalformedImagesWithOneClearSentence() {
        let png = Self.png(width: 100, height: 200)
        let jpeg = Self.jpeg(width: 100, height: 200)
        let cases: [([UInt8], String)] = [
            ([], "the image is empty"),
            (Array("<?xml version".utf8), "not a PNG or JPEG image: it starts with the bytes 3C 3F 78 6D"),
            (Array(png.prefix(20)), "the PNG is truncated: its header (IHDR) needs 33 bytes, the file has 20"),
            (Array(png.prefix(29)), "the PNG is truncated: its header (IHDR) needs 33 bytes, the file has 29"),
            (
                Array(png.prefix(32)) + [png[32] ^ 1],
                "the PNG's header (IHDR) is damaged: its CRC does not match"
            ),
            (
                Self.png(width: 1, height: 1, depth: 3, colour: 2),
                "the PNG's header (IHDR) gives colour type 2 with bit depth 3, which PNG does not define"
            ),
            (
                Self.png(width: 1, height: 1, depth: 8, colour: 5),
                "the PNG's header (IHDR) gives colour type 5 with bit depth 8, which PNG does not define"
            ),
            (
                Array(jpeg.prefix(2 + 18 + 13)),
                "the JPEG is truncated: its frame header (SOF) is not followed by image data (SOS and the scan)"
            ),
            (
                Array(jpeg.prefix(2 + 18 + 13 + 10)),
                "the JPEG is truncated: its frame header (SOF) is not followed by image data (SOS and the scan)"
            ),
            (
                [0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, 0, 1, 0, 1, 3, 1, 0x11, 0, 0xFF, 0xDA, 0, 2, 0],
                "the JPEG's frame header (SOF) is 11 bytes long, but 3 components take 17"
            ),
            (Self.png(width: 1, height: 1, chunk: "IDAT"), "the PNG's first chunk is not its header (IHDR)"),
            (Self.png(width: 1, height: 1, length: 99), "the PNG's header (IHDR) is 99 bytes long, not 13"),
            (Self.png(width: 0, height: 0), "the image is 0 × 0 pixels: a screenshot needs a width and a height"),
            (
                Self.png(width: 4_000_000_000, height: 10),
                "the image is 4000000000 × 10 pixels; Hark reads at most 32768 pixels a side"
            ),
            (Array(jpeg.prefix(12)), "the JPEG is truncated: the segment at byte 2 runs 8 bytes past the end"),
            (Array(jpeg.prefix(2)), "the JPEG is truncated: it ends at byte 2 before its frame header (SOF)"),
            (
                [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01],
                "the JPEG's segment at byte 2 is 1 bytes long, under its own length field"
            ),
            ([0xFF, 0xD8, 0x12], "the JPEG has no segment marker at byte 2 (found 12)"),
            ([0xFF, 0xD8, 0xFF, 0xD9], "the JPEG ends (EOI at byte 2) before its frame header (SOF)"),
            ([0xFF, 0xD8, 0xFF, 0xDA, 0, 2], "the JPEG's image data starts at byte 2 before its frame header (SOF)"),
            ([0xFF, 0xD8, 0xFF, 0xC0, 0, 4, 8, 0], "the JPEG's frame header (SOF) is 4 bytes long, under 8"),
            (Self.jpeg(width: 0, height: 0), "the image is 0 × 0 pixels: a screenshot needs a width and a height"),
        ]
        for (bytes, expected) in cases { #expect(Self.message(bytes) == expected) }
    }

    @Test func everyPrefixOfAnImageIsReadOrRefusedWithoutCrashing() {
        for image in [Self.png(width: 10, height: 20), Self.jpeg(width: 10, height: 20)] {
            // Every prefix short of the image data is refused.
            for count in 0..<image.count - 2 { #expect(Self.message(Array(image.prefix(count))) != nil) }
        }
    }

    /// A 390 × 844 pt screen with one button.
    static var screen: HarkDocument {
        var document = AX.screen(title: "Shot") {
            AX.button("Pay").id("pay").frame(x: 20, y: 700, width: 350, height: 50)
        }
        document.screen = ScreenSize(width: 390, height: 844)
        return document
    }

    @Test func aScreenshotLiesUnderTheDrawingScaledToPoints() throws {
        let plain = try HarkPicture(document: Self.screen)
        let shot = try PictureScreenshot(bytes: Self.png(width: 1170, height: 2532))
        let picture = try plain.withScreenshot(shot)
        #expect(picture.screenshotScale == 3)
        for output in [picture.svg, picture.html] {
            #expect(output.contains("<image class=\"screenshot\" href=\"data:image/png;base64,iVBORw0KGgo"))
            #expect(output.contains(" x=\"0\" y=\"0\" width=\"390\" height=\"844\" preserveAspectRatio=\"none\"/>"))
            #expect(output.contains("<g class=\"overlay\" filter=\"url(#hark-halo)\">"))
        }
        // Without one, nothing of it: existing pictures stay as they were.
        #expect(!plain.svg.contains("<image") && !plain.svg.contains("hark-halo") && !plain.html.contains("hark-halo"))
        // Referred to by name, for a reference kept in the repository.
        let named = try plain.withScreenshot(shot, reference: "Shot.png")
        #expect(named.svg.contains("href=\"Shot.png\"") && !named.svg.contains("base64"))
        // 2× within the tolerance: a 780 × 1700 image (0.46, the screen 0.462).
        #expect(
            try plain.withScreenshot(PictureScreenshot(bytes: Self.png(width: 780, height: 1700))).screenshotScale == 2)
    }

    @Test func aScreenshotOfAnotherShapeIsRefusedNamingBothSizes() throws {
        let plain = try HarkPicture(document: Self.screen)
        let landscape = try PictureScreenshot(bytes: Self.png(width: 2532, height: 1170))
        #expect(
            throws: PictureScreenshotError(
                "the screenshot is 2532 × 1170 pixels but the screen is 390 × 844 points: their shapes differ by more "
                    + "than 3 %"
            )
        ) {
            try plain.withScreenshot(landscape)
        }
        let noScreen = try HarkPicture(document: AX.screen { AX.button("Pay") })
        #expect(
            throws: PictureScreenshotError(
                "the tree has no screen size (no \"screen\" and no root frame) to lay the screenshot on")
        ) {
            try noScreen.withScreenshot(landscape)
        }
    }

    @Test func aComparisonPageShowsTheChangesAndBothPicturesSideBySide() throws {
        var after = Self.screen
        after.root.children[0].label = "Pay <now>"
        let old = try HarkPicture(document: Self.screen)
        let new = try HarkPicture(document: after).withScreenshot(
            PictureScreenshot(bytes: Self.png(width: 1170, height: 2532)))
        let page = PictureComparison.html(
            old: old, new: new, oldName: "a&b.json", newName: "c.json", changes: "speech <changed>\n- a\n+ b")
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.contains("<title>a&amp;b.json → c.json · Hark diff</title>"))
        #expect(page.contains("<pre class=\"changes\">speech &lt;changed&gt;\n- a\n+ b</pre>"))
        // Each picture is its own SVG image, the new one over its screenshot.
        let images = page.components(separatedBy: "<img src=\"data:image/svg+xml;base64,").dropFirst()
        #expect(images.count == 2)
        let svgs = images.compactMap { $0.split(separator: "\"").first.flatMap { Data(base64Encoded: String($0)) } }
            .map { String(decoding: $0, as: UTF8.self) }
        #expect(svgs == [old.svg, new.svg])
        #expect(!svgs[0].contains("<image") && svgs[1].contains("<image class=\"screenshot\""))
        #expect(
            page.contains("<figcaption>Before: a&amp;b.json</figcaption>")
                && page.contains("<figcaption>After: c.json</figcaption>"))
    }
}
