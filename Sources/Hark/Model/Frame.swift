/// A rectangle in screen points, as `accessibilityFrame`.
///
/// Written `[x, y, width, height]` in the sample format.
public struct Frame: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a frame from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The left edge, ``x``.
    package var minX: Double { x }
    /// The top edge, ``y``.
    package var minY: Double { y }
    /// The right edge, `x + width`.
    package var maxX: Double { x + width }
    /// The bottom edge, `y + height`.
    package var maxY: Double { y + height }
    /// Whether the frame has no area (zero width or zero height).
    package var isEmpty: Bool { width == 0 || height == 0 }
}

extension Frame: Codable {
    /// Reads `[x, y, width, height]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let x = try container.decode(Double.self), y = try container.decode(Double.self)
        let width = try container.decode(Double.self), height = try container.decode(Double.self)
        self.init(x: x, y: y, width: width, height: height)
    }

    /// Writes `[x, y, width, height]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: [x, y, width, height])
    }
}

extension Frame {
    /// A point in screen points, as `accessibilityActivationPoint`; written `[x, y]`.
    public struct Point: Hashable, Sendable {
        /// The horizontal position.
        public var x: Double
        /// The vertical position.
        public var y: Double

        /// Creates a point.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }
}

extension Frame.Point: Codable {
    /// Reads `[x, y]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let x = try container.decode(Double.self), y = try container.decode(Double.self)
        self.init(x: x, y: y)
    }

    /// Writes `[x, y]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: [x, y])
    }
}

/// The size of the screen in points.
public struct ScreenSize: Codable, Hashable, Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a screen size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
