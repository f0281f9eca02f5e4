/// AccessibilitySnapshot's geometry as its model encodes it
/// (AccessibilityPrimitives.swift): a point `[x, y]`, a rect
/// `[[x, y], [width, height]]` (the wire format of CoreGraphics' types it
/// replaced), and a shape `{"type": "frame", "frame": rect}` or
/// `{"type": "path", "pathElements": [...]}`.
enum SnapshotGeometry {
    typealias Failure = SnapshotFields.Failure

    /// `[x, y]`.
    static func point(_ json: inout JSONReader, _ path: String, _ failure: Failure) throws -> Frame.Point {
        let numbers = try pair(&json, path, failure)
        return Frame.Point(x: numbers.0, y: numbers.1)
    }

    /// `[[x, y], [width, height]]`; a negative width or height is an error, as in every importer.
    static func rect(_ json: inout JSONReader, _ path: String, _ failure: Failure) throws -> Frame {
        guard try json.kind() == .array else { throw failure(path, "expected [[x, y], [width, height]]") }
        try json.beginArray()
        guard try json.nextElement(first: true) else { throw failure(path, "expected [[x, y], [width, height]]") }
        let origin = try pair(&json, "\(path)[0]", failure)
        guard try json.nextElement(first: false) else { throw failure(path, "expected [[x, y], [width, height]]") }
        let size = try pair(&json, "\(path)[1]", failure)
        guard try !json.nextElement(first: false) else { throw failure(path, "expected [[x, y], [width, height]]") }
        guard let frame = ImportedElement.frame([origin.0, origin.1, size.0, size.1]) else {
            throw failure(path, "a negative width or height")
        }
        return frame
    }

    /// Two numbers in an array.
    private static func pair(_ json: inout JSONReader, _ path: String, _ failure: Failure) throws -> (Double, Double) {
        guard try json.kind() == .array else { throw failure(path, "expected [number, number]") }
        try json.beginArray()
        guard try json.nextElement(first: true) else { throw failure(path, "expected [number, number]") }
        let first = try SnapshotFields.number(&json, "\(path)[0]", failure)
        guard try json.nextElement(first: false) else { throw failure(path, "expected [number, number]") }
        let second = try SnapshotFields.number(&json, "\(path)[1]", failure)
        guard try !json.nextElement(first: false) else { throw failure(path, "expected [number, number]") }
        return (first, second)
    }

    /// A shape's frame: the rect of a frame shape; for a path, the box
    /// around every point it names (end and control points), or `nil` for
    /// a path with no point.
    static func shape(_ json: inout JSONReader, _ path: String, _ failure: Failure) throws -> Frame? {
        guard try json.kind() == .object else { throw failure(path, "expected {\"type\": \"frame\" or \"path\", …}") }
        try json.beginObject()
        var type: String?, frame: Frame?, points: [Frame.Point]?, first = true
        while let key = try json.nextKey(first: first) {
            first = false
            let keyPath = IDBReader.keyPath(path, key)
            switch key {
            case "type" where type == nil:
                type = try SnapshotFields.string(&json, keyPath, failure)
                guard type == "frame" || type == "path" else {
                    throw failure(keyPath, "expected \"frame\" or \"path\"")
                }
            case "frame" where frame == nil: frame = try rect(&json, keyPath, failure)
            case "pathElements" where points == nil: points = try pathPoints(&json, keyPath, failure)
            case "type", "frame", "pathElements": throw failure(keyPath, "a repeated key")
            default: throw failure(keyPath, "an unknown key; expected type and frame or pathElements")
            }
        }
        switch type {
        case "frame"?:
            guard let frame else { throw failure(IDBReader.keyPath(path, "frame"), "missing") }
            return frame
        case "path"?:
            guard let points else { throw failure(IDBReader.keyPath(path, "pathElements"), "missing") }
            guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(), let minY = points.map(\.y).min(),
                let maxY = points.map(\.y).max()
            else { return nil }
            return Frame(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        default:
            throw failure(IDBReader.keyPath(path, "type"), "missing")
        }
    }

    /// The points of `[{"move": {"to": p}}, {"line": {"to": p}},
    /// {"quadCurve": {"to": p, "control": p}}, {"curve": {"to": p,
    /// "control1": p, "control2": p}}, {"closeSubpath": {}}]`.
    private static func pathPoints(_ json: inout JSONReader, _ path: String, _ failure: Failure) throws -> [Frame.Point]
    {
        guard try json.kind() == .array else { throw failure(path, "expected an array of path elements") }
        try json.beginArray()
        var points: [Frame.Point] = [], first = true, count = 0
        while try json.nextElement(first: first) {
            first = false
            let itemPath = "\(path)[\(count)]"
            count += 1
            let (kind, kindPath) = try SnapshotFields.caseName(
                &json, itemPath, failure, expected: "expected a path element")
            let names: Set<String>
            switch kind {
            case "move", "line": names = ["to"]
            case "quadCurve": names = ["to", "control"]
            case "curve": names = ["to", "control1", "control2"]
            case "closeSubpath": names = []
            default: throw failure(kindPath, "expected move, line, quadCurve, curve or closeSubpath")
            }
            let seen = try SnapshotFields.caseValues(&json, kindPath, failure, keys: names) { json, _, keyPath in
                points.append(try point(&json, keyPath, failure))
            }
            guard seen.count == names.count else {
                throw failure(kindPath, "missing \(names.subtracting(seen).sorted().joined(separator: ", "))")
            }
            guard try json.nextKey(first: false) == nil else { throw failure(itemPath, "expected one key") }
        }
        return points
    }
}
