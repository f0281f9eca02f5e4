/// How an element's text is drawn, as far as the contrast audit needs it
/// (Hark's extension of the format: `textColor`, `backgroundColor`,
/// `fontSize`). A node without a `backgroundColor` sits on the nearest
/// ancestor's.
public struct TextAppearance: Hashable, Sendable {
    /// The text's colour (`UILabel.textColor`).
    public var textColor: SRGBColor?
    /// The view's background (`UIView.backgroundColor`).
    public var backgroundColor: SRGBColor?
    /// The font's point size (`UIFont.pointSize`).
    public var fontSize: Double?

    /// Creates an appearance; what is left out is not known.
    public init(textColor: SRGBColor? = nil, backgroundColor: SRGBColor? = nil, fontSize: Double? = nil) {
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        self.fontSize = fontSize
    }
}

/// An sRGB colour, written `#RRGGBB` or `#RRGGBBAA` in the sample format.
public struct SRGBColor: Hashable, Sendable, CustomStringConvertible {
    /// The components, 0–255.
    public var red, green, blue, alpha: UInt8

    /// Creates a colour from its components; opaque unless `alpha` is given.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Reads `#RRGGBB` or `#RRGGBBAA` (hex digits in either case).
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var bytes: [UInt8] = []
        var index = 1
        while index < digits.count {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; upper-case digits.
    public var description: String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for byte in alpha == 255 ? [red, green, blue] : [red, green, blue, alpha] {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return text
    }
}

/// The audit rules a node asks not to be reported on it (`auditIgnore`),
/// and why (`auditReason`).
public struct AuditSuppression: Hashable, Sendable {
    /// Rule ids, such as `small-target`.
    public var rules: [String]
    /// Why the rules do not apply here, shown with suppressed findings.
    public var reason: String?

    /// Creates a suppression of `rules`, with the reason when given.
    public init(rules: [String], reason: String? = nil) {
        self.rules = rules
        self.reason = reason
    }
}
