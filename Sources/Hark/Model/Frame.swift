/// A rectangle in screen points, as `accessibilityFrame`.
///
/// Written `[x, y, width, height]` in the sample format.
public struct Frame: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    /// Whether the frame has no area (zero width or zero height).
    public var isEmpty: Bool { width == 0 || height == 0 }
}

extension Frame: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let x = try container.decode(Double.self), y = try container.decode(Double.self)
        let width = try container.decode(Double.self), height = try container.decode(Double.self)
        self.init(x: x, y: y, width: width, height: height)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: [x, y, width, height])
    }
}

extension Frame {
    /// A point in screen points, as `accessibilityActivationPoint`; written `[x, y]`.
    public struct Point: Hashable, Sendable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }
}

extension Frame.Point: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let x = try container.decode(Double.self), y = try container.decode(Double.self)
        self.init(x: x, y: y)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: [x, y])
    }
}

/// The size of the screen in points.
public struct ScreenSize: Codable, Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
