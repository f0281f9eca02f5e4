/// Draws a picture as one SVG image: the screen, and beside it (on the
/// leading side for a right-to-left language) the legend, which grows as
/// long as the focus order.
struct SVGPictureRenderer: PictureRenderer {
    static let format = PictureFormat.svg

    static let legendWidth = 520.0
    static let gap = 24.0
    static let speechSize = 13.0
    static let detailSize = 11.0

    static func render(_ scene: PictureScene) -> String {
        let drawing = ScreenDrawing(scene: scene)
        let rtl = scene.direction == .rightToLeft
        let legendX = rtl ? 16 : drawing.width + (drawing.width > 0 ? gap : 16)
        let (legend, legendHeight) = self.legend(scene, x: legendX)
        let width = drawing.width + legendWidth + (drawing.width > 0 ? gap : 16) + 16
        let height = max(drawing.height, legendHeight)
        let n = PictureGeometry.number
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\""
        svg += " viewBox=\"0 0 \(n(width)) \(n(height))\""
        svg += " font-family=\"sans-serif\" role=\"img\" aria-labelledby=\"hark-title\">\n"
        svg +=
            "<title id=\"hark-title\">"
            + Markup.escape(scene.header.dropFirst(2) + ": what VoiceOver focuses, in order") + "</title>\n"
        svg += "<style>" + ScreenDrawing.style + LegendStyle.svg + "</style>\n" + ScreenDrawing.definitions + "\n"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>\n"
        svg += drawing.group(x: rtl ? legendWidth + gap : 0)
        svg += legend
        return svg + "</svg>\n"
    }

    /// The legend at `x`, and the height it takes.
    static func legend(_ scene: PictureScene, x: Double) -> (String, Double) {
        let n = PictureGeometry.number
        let rtl = scene.direction == .rightToLeft
        let textWidth = legendWidth - 30
        // Text starts at the legend's leading edge; numbers sit before it.
        let start = rtl ? x + legendWidth : x
        let textX = rtl ? start - 28 : start + 28
        var svg =
            "<g class=\"legend\" direction=\"\(rtl ? "rtl" : "ltr")\" xml:lang=\"\(Markup.escape(scene.locale))\">\n"
        svg.reserveCapacity(scene.elements.count * 400)
        // The key and the notes are English: left to right even in a right-to-left legend.
        let english = rtl ? " direction=\"ltr\" text-anchor=\"end\" xml:lang=\"en\"" : ""
        var y = 16.0
        svg +=
            "<text class=\"legend-title\" x=\"\(n(start))\" y=\"\(n(y + 14))\">"
            + Markup.escape(String(scene.header.dropFirst(2))) + "</text>\n"
        y += 24
        for line in PictureLegend.key {
            for part in TextWrap.lines(line, width: legendWidth, textSize: detailSize) {
                svg +=
                    "<text class=\"legend-key\"\(english) x=\"\(n(start))\" y=\"\(n(y + 11))\">" + Markup.escape(part)
                    + "</text>\n"
                y += 14
            }
        }
        y += 8
        for element in scene.elements {
            svg += "<line class=\"legend-rule\" x1=\"\(n(x))\" x2=\"\(n(x + legendWidth))\""
            svg += " y1=\"\(n(y))\" y2=\"\(n(y))\"/>\n"
            y += 6
            let digits = String(element.number)
            let badgeWidth = max(20, Double(digits.count) * 7.5 + 8)
            let badgeX = rtl ? start - badgeWidth : start
            svg += "<rect class=\"badge\" x=\"\(n(badgeX))\" y=\"\(n(y))\" width=\"\(n(badgeWidth))\""
            svg += " height=\"17\" rx=\"8.5\"/>"
            svg += "<text class=\"badge-number\" direction=\"ltr\" x=\"\(n(badgeX + badgeWidth / 2))\""
            svg += " y=\"\(n(y + 13))\">\(digits)</text>\n"
            let idText = element.id.map { "[" + $0 + "]" } ?? PictureLegend.noID
            let idX = rtl ? start - badgeWidth - 6 : start + badgeWidth + 6
            svg +=
                "<text class=\"legend-id\" x=\"\(n(idX))\" y=\"\(n(y + 12.5))\">" + Markup.escape(idText) + "</text>\n"
            y += 20
            let language = element.language.map { " xml:lang=\"" + Markup.escape($0) + "\"" } ?? ""
            for part in TextWrap.lines(
                OneLineText.escaped(PictureLegend.speech(of: element)), width: textWidth, textSize: speechSize)
            {
                svg +=
                    "<text class=\"legend-speech\"\(language) x=\"\(n(textX))\" y=\"\(n(y + 12))\">"
                    + Markup.escape(part) + "</text>\n"
                y += 17
            }
            for detail in PictureLegend.details(of: element) {
                for (offset, part) in TextWrap.lines(
                    detail.name + ": " + OneLineText.escaped(detail.text), width: textWidth, textSize: detailSize
                ).enumerated() {
                    let alarm = detail.name == "check" ? " alarm" : ""
                    svg +=
                        "<text class=\"legend-detail\(alarm)\" x=\"\(n(textX))\" y=\"\(n(y + 11))\">"
                        + Markup.escape(offset == 0 ? part : "  " + part) + "</text>\n"
                    y += 14
                }
            }
            y += 6
        }
        let footnotes = PictureLegend.footnotes(scene)
        if !footnotes.isEmpty {
            svg += "<line class=\"legend-rule\" x1=\"\(n(x))\" x2=\"\(n(x + legendWidth))\""
            svg += " y1=\"\(n(y))\" y2=\"\(n(y))\"/>\n"
            y += 6
        }
        for note in footnotes {
            for part in TextWrap.lines(note, width: legendWidth, textSize: detailSize) {
                svg +=
                    "<text class=\"legend-detail\"\(english) x=\"\(n(start))\" y=\"\(n(y + 11))\">"
                    + Markup.escape(part) + "</text>\n"
                y += 14
            }
        }
        return (svg + "</g>\n", y + 16)
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
