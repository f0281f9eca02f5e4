/// The screen part of a picture, as SVG markup shared by the SVG and the
/// HTML renderers: the frames, the focus order, activation points,
/// containers, what a modal view hides, and the number badges.
///
/// Shapes and numbers carry every meaning, colour only repeats it: a frame
/// is a solid outline with its number, a container a dashed one with its
/// kind written on it, a hidden element grey and hatched, a small target
/// has corner marks where a 44 × 44 pt target would reach, a stray activation point a ring and a dashed tether.
struct ScreenDrawing {
    let scene: PictureScene
    /// Space around the canvas, in points.
    static let margin = 16.0

    /// The drawing's size, margins included; zero when nothing has a frame.
    var width: Double { scene.canvas.map { $0.width + 2 * Self.margin } ?? 0 }
    var height: Double { scene.canvas.map { $0.height + 2 * Self.margin } ?? 0 }

    /// The styles, for an SVG `<style>` element or an HTML page's CSS.
    static let style = """
        .bg{fill:#F2F2EF}.screen{fill:#FFFFFF;stroke:#767676;stroke-width:1}\
        .hidden{fill:url(#hark-hatch);stroke:#8C8C8C;stroke-width:1}\
        .modal{fill:#FFFFFF;stroke:#1A1A1A;stroke-width:2.5}\
        .container{fill:none;stroke:#CC79A7;stroke-width:1.5;stroke-dasharray:6 4}\
        .container-name{font:10px sans-serif;fill:#6B2C5C;paint-order:stroke;\
        stroke:#FFFFFF;stroke-width:3px;text-anchor:end}\
        .frame{fill:#0072B2;fill-opacity:.06;stroke:#0072B2;stroke-width:1.5}\
        .order{fill:none;stroke:#E69F00;stroke-opacity:.8;stroke-width:1.5;marker-mid:url(#hark-arrow)}\
        .activation{stroke:#009E73;stroke-width:1.5;fill:none}\
        .activation.outside{stroke:#D55E00;stroke-width:2}\
        .tether{stroke:#D55E00;stroke-width:1;stroke-dasharray:2 2;fill:none}\
        .small{stroke:#D55E00;stroke-width:1.5;fill:none}\
        .badge{fill:#0072B2;stroke:#FFFFFF;stroke-width:1}\
        .badge-number{font:bold 12px sans-serif;fill:#FFFFFF;text-anchor:middle}
        """

    /// The patterns and markers the drawing uses.
    static let definitions = """
        <defs>\
        <pattern id="hark-hatch" patternUnits="userSpaceOnUse" width="8" height="8" patternTransform="rotate(45)">\
        <rect width="8" height="8" fill="#E3E3E3"/>\
        <line x1="0" y1="0" x2="0" y2="8" stroke="#9A9A9A" stroke-width="3"/></pattern>\
        <marker id="hark-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="7" markerHeight="7" orient="auto">\
        <path d="M0 0L10 5L0 10z" fill="#E69F00"/></marker></defs>
        """

    /// Writes the drawing as a `<g>` whose origin is the output's top
    /// left, shifted by `x` (to leave room for a legend on the left);
    /// `underBadges` goes above everything but the number badges (the
    /// page's focus ring). Nothing without a canvas.
    func write(into svg: inout ByteWriter, x: Double = 0, underBadges: String = "") {
        guard let canvas = scene.canvas else { return }
        let n = PictureGeometry.number
        let shot = scene.screenshot
        svg +=
            "<g transform=\"translate(\(n(x + Self.margin - canvas.x)) \(n(Self.margin - canvas.y)))\""
            + (shot == nil ? ">\n" : " class=\"shot\">\n")
        svg += "<rect class=\"bg\" x=\"\(n(canvas.x - Self.margin))\" y=\"\(n(canvas.y - Self.margin))\""
        svg += " width=\"\(n(width))\" height=\"\(n(height))\"/>\n"
        if let screen = scene.screen { svg += "<rect class=\"screen\"" + Self.rect(screen) + "/>\n" }
        if let shot {
            svg +=
                Self.screenshotDefinitions + "<image class=\"screenshot\" href=\"" + Markup.escape(shot.href) + "\""
                + Self.rect(shot.frame)
            svg += " preserveAspectRatio=\"none\"/>\n<g class=\"overlay\" filter=\"url(#hark-halo)\">\n"
        }
        for frame in scene.hidden {
            svg += "<rect class=\"hidden\"" + Self.rect(frame) + "/>\n"
            svg.flushIfFull()
        }
        for frame in scene.modals { svg += "<rect class=\"modal\"" + Self.rect(frame) + "/>\n" }
        for container in scene.containers {
            svg += "<rect class=\"container\"" + Self.rect(container.frame) + "/>"
            svg += "<text class=\"container-name\" x=\"\(n(container.frame.maxX - 4))\""
            svg += " y=\"\(n(container.frame.minY + 11))\">\(container.kind)</text>\n"
            svg.flushIfFull()
        }
        for (index, element) in scene.elements.enumerated() {
            guard let frame = element.frame else { continue }
            svg += "<rect class=\"frame\" data-index=\"\(index)\"" + Self.rect(frame) + "/>\n"
            svg.flushIfFull()
        }
        writeOrder(into: &svg)
        writeMarks(into: &svg)
        svg += underBadges
        var badges = BadgePlacement()
        for (index, element) in scene.elements.enumerated() {
            guard let frame = element.frame else { continue }
            let badge = badges.place(element.number, on: frame)
            svg += "<g data-index=\"\(index)\"><rect class=\"badge\"" + Self.rect(badge) + " rx=\"9\"/>"
            svg += "<text class=\"badge-number\" x=\"\(n(badge.x + badge.width / 2))\" y=\"\(n(badge.y + 13))\">"
            svg += "\(element.number)</text></g>\n"
            svg.flushIfFull()
        }
        svg += shot == nil ? "</g>\n" : "</g>\n</g>\n"
    }

    /// Over a screenshot: a halo around every mark (white, then dark, so it
    /// stands out on light and dark pixels alike), frames without their
    /// tint, and modal views not painted over the app's own pixels.
    static let screenshotDefinitions = """
        <style>.shot .frame{fill-opacity:0;stroke-width:2}\
        .shot .order{stroke-opacity:1;stroke-width:2}.shot .modal{fill:none}.shot .hidden{fill-opacity:.8}</style>
        <defs><filter id="hark-halo" x="-5%" y="-5%" width="110%" height="110%">\
        <feMorphology in="SourceAlpha" operator="dilate" radius="1.2" result="near"/>\
        <feMorphology in="SourceAlpha" operator="dilate" radius="2.4" result="far"/>\
        <feFlood flood-color="#FFFFFF"/><feComposite in2="near" operator="in" result="light"/>\
        <feFlood flood-color="#1A1A1A"/><feComposite in2="far" operator="in" result="dark"/>\
        <feMerge><feMergeNode in="dark"/><feMergeNode in="light"/><feMergeNode in="SourceGraphic"/>\
        </feMerge></filter></defs>

        """

    /// The focus order: a light line from centre to centre, an arrowhead
    /// half way along each step.
    private func writeOrder(into svg: inout ByteWriter) {
        let n = PictureGeometry.number
        var previous: Frame.Point?
        for element in scene.elements {
            guard let frame = element.frame else { continue }
            let centre = Frame.Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
            if let previous {
                let middle = Frame.Point(x: (previous.x + centre.x) / 2, y: (previous.y + centre.y) / 2)
                svg += "<path class=\"order\" d=\"M\(n(previous.x)) \(n(previous.y))"
                svg += "L\(n(middle.x)) \(n(middle.y))L\(n(centre.x)) \(n(centre.y))\"/>\n"
                svg.flushIfFull()
            }
            previous = centre
        }
    }

    /// Activation points as crosshairs (a ringed one with a tether when it
    /// lies outside its frame), and corner marks on small targets.
    private func writeMarks(into svg: inout ByteWriter) {
        let n = PictureGeometry.number
        for element in scene.elements {
            if let point = element.activation {
                let cross = "M\(n(point.x - 5)) \(n(point.y))h10M\(n(point.x)) \(n(point.y - 5))v10"
                if element.activationOutside {
                    if let frame = element.frame {
                        svg += "<path class=\"tether\" d=\"M\(n(frame.x + frame.width / 2))"
                        svg += " \(n(frame.y + frame.height / 2))"
                        svg += "L\(n(point.x)) \(n(point.y))\"/>"
                    }
                    svg += "<path class=\"activation outside\" d=\"\(cross)\"/>"
                    svg += "<circle class=\"activation outside\" cx=\"\(n(point.x))\" cy=\"\(n(point.y))\" r=\"6\"/>\n"
                } else {
                    svg += "<path class=\"activation\" d=\"\(cross)\"/>\n"
                }
            }
            if element.isSmallTarget, let frame = element.frame {
                // The corners of the 44 × 44 pt square the target should fill.
                let side = PictureGeometry.minimumTarget, l = 6.0
                let box = Frame(
                    x: frame.x + frame.width / 2 - max(frame.width, side) / 2,
                    y: frame.y + frame.height / 2 - max(frame.height, side) / 2,
                    width: max(frame.width, side), height: max(frame.height, side))
                svg += "<path class=\"small\" d=\"M\(n(box.minX)) \(n(box.minY + l))v-6h6"
                svg += "M\(n(box.maxX - l)) \(n(box.minY))h6v6"
                svg += "M\(n(box.maxX)) \(n(box.maxY - l))v6h-6M\(n(box.minX + l)) \(n(box.maxY))h-6v-6\"/>\n"
            }
            svg.flushIfFull()
        }
    }

    /// ` x="…" y="…" width="…" height="…"`.
    static func rect(_ frame: Frame) -> String {
        let n = PictureGeometry.number
        return " x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\""
    }
}
