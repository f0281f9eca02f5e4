import Foundation

/// WCAG 2.2's relative luminance and contrast ratio.
extension SRGBColor {
    /// WCAG's relative luminance, 0 (black) to 1 (white).
    var relativeLuminance: Double {
        func linear(_ component: UInt8) -> Double {
            let c = Double(component) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio of two opaque colours, 1 to 21.
    static func contrast(_ a: SRGBColor, _ b: SRGBColor) -> Double {
        let (x, y) = (a.relativeLuminance, b.relativeLuminance)
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
}
