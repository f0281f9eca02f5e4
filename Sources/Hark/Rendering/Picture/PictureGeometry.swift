/// Numbers and rectangles as pictures need them: clamped to a range that
/// keeps the drawing a sane size, and written the same way everywhere.
enum PictureGeometry {
    /// The largest coordinate drawn, in points; beyond it frames are clamped.
    static let limit = 1_000_000.0
    /// The smallest comfortable touch target (Apple's Human Interface
    /// Guidelines), in points.
    static let minimumTarget = 44.0

    /// `value` within ±``limit``; 0 for NaN, which has no place.
    static func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, -limit), limit) }

    /// Whether `value` is one ``clamp(_:)-(Double)`` changes: NaN or beyond ±``limit``.
    static func needsClamping(_ value: Double) -> Bool { value.isNaN || abs(value) > limit }

    /// The frame within ±``limit``, and whether it had to change. A frame
    /// whose edges are all within range is returned as it is: rebuilding it
    /// from its edges (`x + width - x`) would differ by floating-point noise
    /// for ordinary fractional frames, and that is no clamp.
    static func clamp(_ frame: Frame) -> (Frame, clamped: Bool) {
        // Four tests, not an array of the edges searched: a picture clamps every frame it draws.
        let lowEdges = needsClamping(frame.minX) || needsClamping(frame.minY)
        guard lowEdges || needsClamping(frame.maxX) || needsClamping(frame.maxY) else { return (frame, false) }
        let minX = clamp(frame.minX), minY = clamp(frame.minY)
        let maxX = clamp(frame.maxX), maxY = clamp(frame.maxY)
        return (Frame(x: minX, y: minY, width: maxX - minX, height: maxY - minY), true)
    }

    /// The point within ±``limit``, and whether it had to change.
    static func clamp(_ point: Frame.Point) -> (Frame.Point, clamped: Bool) {
        guard needsClamping(point.x) || needsClamping(point.y) else { return (point, false) }
        return (Frame.Point(x: clamp(point.x), y: clamp(point.y)), true)
    }

    /// The smallest frame holding both.
    static func union(_ a: Frame?, _ b: Frame?) -> Frame? {
        guard let a else { return b }
        guard let b else { return a }
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Frame(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    static func contains(_ frame: Frame, _ point: Frame.Point) -> Bool {
        point.x >= frame.minX && point.x <= frame.maxX && point.y >= frame.minY && point.y <= frame.maxY
    }

    /// A number as SVG and CSS want it, whatever the locale: `.` decimals,
    /// at most two of them, no exponent (values are clamped first).
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(Int(saturating: rounded))
        if rounded < 0, text.first != "-" { text = "-" + text }
        let cents = Int(saturating: (abs(rounded) * 100).rounded()) % 100
        text += cents % 10 == 0 ? "." + String(cents / 10) : (cents < 10 ? ".0" : ".") + String(cents)
        return text
    }
}
