import Foundation

/// A screenshot to draw under a picture: a PNG or JPEG image whose size is
/// read from its header (PNG's IHDR chunk, JPEG's frame header).
///
/// ```swift
/// let shot = try PictureScreenshot(bytes: Array(try Data(contentsOf: url)))
/// let picture = try HarkPicture(document: document).withScreenshot(shot)
/// ```
///
/// Only the header is read, within the bytes given: a truncated or hostile
/// image is a ``PictureScreenshotError``, never a crash. The pixels are
/// left to the browser that shows the picture.
public struct PictureScreenshot: Sendable, Equatable {
    /// The image formats a screenshot may have.
    package enum Format: String, Sendable {
        /// Portable Network Graphics: what XCUITest, simctl and idb save.
        case png
        /// JPEG, as Appium and some capture tools save.
        case jpeg

        /// The image's media type, as a data URI names it.
        package var mediaType: String { self == .png ? "image/png" : "image/jpeg" }
    }

    /// The largest image read, in bytes: the same limit as a tree's.
    package static let maximumByteCount = HarkDocument.maximumInputSize
    /// The most pixels a side may have; a larger image is refused.
    package static let maximumSide = 32_768

    /// PNG or JPEG.
    package let format: Format
    /// The width in pixels, from the header.
    package let width: Int
    /// The height in pixels, from the header.
    package let height: Int
    /// The image file's bytes, as given.
    package let bytes: [UInt8]

    /// Reads the size of the PNG or JPEG image in `bytes`.
    /// - Throws: ``PictureScreenshotError`` for an empty, too large,
    ///   truncated or malformed image, one that is neither PNG nor JPEG, and
    ///   one with no pixels or more than 32,768 pixels a side.
    public init(bytes: [UInt8]) throws(PictureScreenshotError) {
        guard !bytes.isEmpty else { throw PictureScreenshotError("the image is empty") }
        guard bytes.count <= Self.maximumByteCount else {
            let megabytes = (bytes.count + 1_048_575) / 1_048_576
            throw PictureScreenshotError(
                "the image is \(megabytes) MB; Hark reads at "
                    + "most \(Self.maximumByteCount / 1_048_576) MB")
        }
        let size: (width: Int, height: Int)
        if ImageHeader.isPNG(bytes) {
            format = .png
            size = try ImageHeader.pngSize(bytes)
        } else if ImageHeader.isJPEG(bytes) {
            format = .jpeg
            size = try ImageHeader.jpegSize(bytes)
        } else {
            let start = bytes.prefix(4).map { ImageHeader.hex($0) }.joined(separator: " ")
            throw PictureScreenshotError("not a PNG or JPEG image: it starts with the bytes \(start)")
        }
        guard size.width > 0, size.height > 0 else {
            throw PictureScreenshotError(
                "the image is \(size.width) × \(size.height) "
                    + "pixels: a screenshot needs a width and a height")
        }
        guard size.width <= Self.maximumSide, size.height <= Self.maximumSide else {
            throw PictureScreenshotError(
                "the image is \(size.width) × \(size.height) pixels; "
                    + "Hark reads at most \(Self.maximumSide) pixels a side")
        }
        (width, height, self.bytes) = (size.width, size.height, bytes)
    }

    /// The image as a `data:` URI, to embed in a standalone picture.
    package var dataURI: String { "data:\(format.mediaType);base64," + Data(bytes).base64EncodedString() }
}

/// Why a screenshot cannot be read or placed: one sentence, without the
/// file's name (the caller adds it).
public struct PictureScreenshotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in one line.
    public let message: String

    init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
