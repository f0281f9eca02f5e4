extension HarkPicture {
    /// How far the screenshot's shape may stray from the screen's: 3 %,
    /// the rounding of a status bar or a screen size given in whole points,
    /// not a screenshot of another device or orientation.
    package static let screenshotAspectTolerance = 0.03

    /// This picture drawn over `screenshot`, scaled from pixels to the
    /// screen's points (its width over the screen's: 2 or 3 on today's
    /// iPhones). The image is embedded as a data URI, or referred to as
    /// `reference` (a file name beside the picture) when given, which keeps
    /// a reference picture text-diffable.
    /// - Throws: ``PictureScreenshotError`` when the tree has no screen size
    ///   or its shape differs from the image's by more than
    ///   3%; the message names both sizes.
    public func withScreenshot(
        _ screenshot: PictureScreenshot, reference: String? = nil
    ) throws(PictureScreenshotError) -> HarkPicture {
        guard let screen = scene.screen, screen.width > 0, screen.height > 0 else {
            throw PictureScreenshotError(
                "the tree has no screen size (no \"screen\" "
                    + "and no root frame) to lay the screenshot on")
        }
        let imageShape = Double(screenshot.width) / Double(screenshot.height)
        let screenShape = screen.width / screen.height
        guard abs(imageShape / screenShape - 1) <= Self.screenshotAspectTolerance else {
            let n = PictureGeometry.number
            throw PictureScreenshotError(
                "the screenshot is \(screenshot.width) × \(screenshot.height) pixels "
                    + "but the screen is \(n(screen.width)) × \(n(screen.height)) points: "
                    + "their shapes differ by more than \(Int(Self.screenshotAspectTolerance * 100)) %")
        }
        var picture = self
        picture.scene.screenshot = PlacedScreenshot(
            href: reference ?? screenshot.dataURI, frame: screen, scale: Double(screenshot.width) / screen.width)
        return picture
    }

    /// How many image pixels make one point, when a screenshot is drawn.
    package var screenshotScale: Double? { scene.screenshot?.scale }
}

/// A screenshot laid on a picture's screen.
struct PlacedScreenshot: Sendable {
    /// A data URI, or the image's file name.
    var href: String
    /// Where it is drawn: the screen, in points.
    var frame: Frame
    /// Image pixels per point.
    var scale: Double
}
