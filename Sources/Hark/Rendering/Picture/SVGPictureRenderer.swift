/// Draws a picture as one SVG image: the screen, and beside it (on the
/// leading side for a right-to-left language) the legend, which grows as
/// long as the focus order. Written into the output piece by piece: the
/// legend is measured first (the image's height comes first), then drawn.
struct SVGPictureRenderer: PictureRenderer {
    static let format = PictureFormat.svg

    static let legendWidth = 520.0
    static let gap = 24.0
    static let speechSize = 13.0
    static let detailSize = 11.0

    static func render(_ scene: PictureScene, into svg: inout ByteWriter) {
        let drawing = ScreenDrawing(scene: scene)
        let rtl = scene.direction == .rightToLeft
        let legend = SVGLegend(scene, x: rtl ? 16 : drawing.width + (drawing.width > 0 ? gap : 16))
        let width = drawing.width + legendWidth + (drawing.width > 0 ? gap : 16) + 16
        let height = max(drawing.height, legend.height)
        let n = PictureGeometry.number
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\""
        svg += " viewBox=\"0 0 \(n(width)) \(n(height))\""
        svg += " font-family=\"sans-serif\" role=\"img\" aria-labelledby=\"hark-title\">\n"
        svg +=
            "<title id=\"hark-title\">"
            + Markup.escape(scene.header.dropFirst(2) + ": what VoiceOver focuses, in order") + "</title>\n"
        svg += "<style>" + ScreenDrawing.style + LegendStyle.svg + "</style>\n" + ScreenDrawing.definitions + "\n"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>\n"
        drawing.write(into: &svg, x: rtl ? legendWidth + gap : 0)
        legend.write(into: &svg)
        svg += "</svg>\n"
    }
}

/// The legend's styles in SVG.
enum LegendStyle {
    static let svg = """
        .legend-title{font:bold 15px sans-serif;fill:#1A1A1A}.legend-key{font:11px sans-serif;fill:#4D4D4D}\
        .legend-rule{stroke:#D0D0D0;stroke-width:1}.legend-id{font:11px monospace;fill:#4D4D4D}\
        .legend-speech{font:13px sans-serif;fill:#1A1A1A}.legend-detail{font:11px sans-serif;fill:#4D4D4D}\
        .legend-detail.alarm{fill:#A33A00;font-weight:bold}
        """
}
