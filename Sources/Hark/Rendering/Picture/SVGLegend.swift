/// The SVG picture's legend: a title, the key, one row per element in focus
/// order (number, id, what VoiceOver says, the details) and the notes.
/// SVG text does not wrap by itself: every text is broken into lines
/// (``TextWrap``), at most ``maximumLines`` of one text; the rest of a
/// longer one is left out and a line says how many characters were.
struct SVGLegend {
    /// The most lines the legend draws of one text: what VoiceOver says for
    /// an element, a detail (hint, cues, actions, names), a note. About
    /// 1,300 characters of speech; a screen's texts are far shorter.
    static let maximumLines = 20

    let scene: PictureScene
    /// The legend's left edge.
    let x: Double
    private let rtl: Bool
    /// The key, in lines.
    private let key: [String]
    private let footnotes: [TextWrap.Wrapped]

    init(_ scene: PictureScene, x: Double) {
        self.scene = scene
        self.x = x
        rtl = scene.direction == .rightToLeft
        key = PictureLegend.key.flatMap {
            TextWrap.lines($0, width: SVGPictureRenderer.legendWidth, textSize: SVGPictureRenderer.detailSize).lines
        }
        footnotes = PictureLegend.footnotes(scene).map {
            TextWrap.lines(
                $0, width: SVGPictureRenderer.legendWidth, textSize: SVGPictureRenderer.detailSize,
                maximum: Self.maximumLines)
        }
    }

    /// Where text starts: the legend's leading edge; numbers sit before it.
    private var start: Double { rtl ? x + SVGPictureRenderer.legendWidth : x }
    private var textX: Double { rtl ? start - 28 : start + 28 }
    /// The key and the notes are English: left to right even in a right-to-left legend.
    private var english: String { rtl ? " direction=\"ltr\" text-anchor=\"end\" xml:lang=\"en\"" : "" }
    /// Where the first row begins: under the title and the key.
    private var rowsTop: Double { 16 + 24 + Double(key.count) * 14 + 8 }

    /// The height the legend takes, measured as ``write(into:)`` draws it.
    var height: Double {
        var y = rowsTop
        for element in scene.elements { y += Row(element).height }
        if !footnotes.isEmpty { y += 6 + footnotes.reduce(0) { $0 + Row.height(of: $1, lineHeight: 14) } }
        return y + 16
    }

    /// Writes the legend as a `<g>`.
    func write(into svg: inout ByteWriter) {
        let n = PictureGeometry.number
        svg +=
            "<g class=\"legend\" direction=\"\(rtl ? "rtl" : "ltr")\" xml:lang=\"\(Markup.escape(scene.locale))\">\n"
        svg +=
            "<text class=\"legend-title\" x=\"\(n(start))\" y=\"\(n(16 + 14))\">"
            + Markup.escape(String(scene.header.dropFirst(2))) + "</text>\n"
        var y = 40.0
        for line in key {
            svg +=
                "<text class=\"legend-key\"\(english) x=\"\(n(start))\" y=\"\(n(y + 11))\">" + Markup.escape(line)
                + "</text>\n"
            y += 14
        }
        y = rowsTop
        for element in scene.elements {
            write(element, at: &y, into: &svg)
            svg.flushIfFull()
        }
        if !footnotes.isEmpty {
            svg += "<line class=\"legend-rule\" x1=\"\(n(x))\" x2=\"\(n(x + SVGPictureRenderer.legendWidth))\""
            svg += " y1=\"\(n(y))\" y2=\"\(n(y))\"/>\n"
            y += 6
        }
        for note in footnotes {
            for part in note.lines {
                svg +=
                    "<text class=\"legend-detail\"\(english) x=\"\(n(start))\" y=\"\(n(y + 11))\">"
                    + Markup.escape(part) + "</text>\n"
                y += 14
            }
            writeCut(of: note, x: start, at: &y, into: &svg)
        }
        svg += "</g>\n"
        assert(y + 16 == height, "the legend is drawn as tall as it was measured")
    }

    /// One element's row: a rule, its number and id, what VoiceOver says, the details.
    private func write(_ element: PictureElement, at y: inout Double, into svg: inout ByteWriter) {
        let n = PictureGeometry.number
        svg += "<line class=\"legend-rule\" x1=\"\(n(x))\" x2=\"\(n(x + SVGPictureRenderer.legendWidth))\""
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
        svg += "<text class=\"legend-id\" x=\"\(n(idX))\" y=\"\(n(y + 12.5))\">" + Markup.escape(idText) + "</text>\n"
        y += 20
        let row = Row(element)
        let language = element.language.map { " xml:lang=\"" + Markup.escape($0) + "\"" } ?? ""
        for part in row.speech.lines {
            svg +=
                "<text class=\"legend-speech\"\(language) x=\"\(n(textX))\" y=\"\(n(y + 12))\">"
                + Markup.escape(part) + "</text>\n"
            y += 17
        }
        writeCut(of: row.speech, x: textX, at: &y, into: &svg)
        for detail in row.details {
            let alarm = detail.name == "check" ? " alarm" : ""
            for (offset, part) in detail.text.lines.enumerated() {
                svg +=
                    "<text class=\"legend-detail\(alarm)\" x=\"\(n(textX))\" y=\"\(n(y + 11))\">"
                    + Markup.escape(offset == 0 ? part : "  " + part) + "</text>\n"
                y += 14
            }
            writeCut(of: detail.text, x: textX, at: &y, into: &svg)
        }
        y += 6
    }

    /// After a text cut at ``maximumLines``: a line saying how many of its
    /// characters are left out.
    private func writeCut(of text: TextWrap.Wrapped, x: Double, at y: inout Double, into svg: inout ByteWriter) {
        guard !text.rest.isEmpty else { return }
        let count = TextWrap.characterCount(text.rest)
        svg +=
            "<text class=\"legend-detail\"\(english) x=\"\(PictureGeometry.number(x))\""
            + " y=\"\(PictureGeometry.number(y + 11))\">… \(SampleReader.grouped(count)) more character"
            + (count == 1 ? "" : "s") + ", not drawn</text>\n"
        y += 14
    }

    /// What a row draws of one element: its speech and details, in lines.
    private struct Row {
        var speech: TextWrap.Wrapped
        var details: [(name: String, text: TextWrap.Wrapped)]

        init(_ element: PictureElement) {
            let width = SVGPictureRenderer.legendWidth - 30
            speech = TextWrap.lines(
                OneLineText.escaped(PictureLegend.speech(of: element)), width: width,
                textSize: SVGPictureRenderer.speechSize, maximum: SVGLegend.maximumLines)
            details = PictureLegend.details(of: element).map { detail in
                let text = TextWrap.lines(
                    detail.name + ": " + OneLineText.escaped(detail.text), width: width,
                    textSize: SVGPictureRenderer.detailSize, maximum: SVGLegend.maximumLines)
                return (detail.name, text)
            }
        }

        /// The rule's gap, the number, the lines, and the space after.
        var height: Double {
            6 + 20 + Self.height(of: speech, lineHeight: 17)
                + details.reduce(0) { $0 + Self.height(of: $1.text, lineHeight: 14) } + 6
        }

        /// A text's lines, and the line that says it was cut.
        static func height(of text: TextWrap.Wrapped, lineHeight: Double) -> Double {
            Double(text.lines.count) * lineHeight + (text.rest.isEmpty ? 0 : 14)
        }
    }
}
