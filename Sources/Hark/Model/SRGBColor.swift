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

    /// This colour drawn over `background` (white when there is none):
    /// straight alpha compositing, rounded to whole components.
    func over(_ background: SRGBColor?) -> SRGBColor {
        guard alpha < 255 else { return self }
        let base = background?.over(nil) ?? SRGBColor(red: 255, green: 255, blue: 255)
        let a = Double(alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded())
        }
        return SRGBColor(red: mix(red, base.red), green: mix(green, base.green), blue: mix(blue, base.blue))
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
