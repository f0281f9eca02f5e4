/// `contrast`: text whose colour contrasts with its background less than
/// 4.5:1, or 3:1 for large text (18 pt and up), WCAG 1.4.3.
///
/// The background is the node's own background colour or the nearest
/// ancestor's (translucent ones composited over what is beneath, white at
/// the bottom); text with no background anywhere above is not checked.
/// Disabled (`notEnabled`) elements are exempt, as WCAG exempts inactive
/// components. The font weight is not in the format, so 14 pt bold counts
/// as regular text (the stricter threshold).
struct Contrast: AuditCheck {
    let rule = AuditRule(
        "contrast", .error, family: "visual", xcui: "contrast", wcag: "1.4.3 Contrast (Minimum)",
        needsBeyondDumps: "text and background colours",
        "Text contrast under 4.5:1, or 3:1 for text of 18 pt and up: hard to read with low vision or in sunlight.")

    static let normal = 4.5, large = 3.0, largeSize = 18.0

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        for (entry, item) in screen.nodes.enumerated() where !item.pruned {
            guard let text = item.node.appearance?.textColor, let background = item.background,
                !item.node.traits.contains(.notEnabled)
            else { continue }
            let back = background.over(nil)
            let ratio = SRGBColor.contrast(text.over(back), back)
            let isLarge = (item.node.appearance?.fontSize ?? 0) >= Self.largeSize
            let needed = isLarge ? Self.large : Self.normal
            guard ratio < needed else { continue }
            let size = item.node.appearance?.fontSize.map { " at \(TransitionEvent.number($0)) pt" } ?? ""
            findings.append(
                screen.finding(
                    rule, node: entry,
                    "text \(text) on \(background)\(size) has a contrast of \(Self.ratio(ratio)):1, under the "
                        + "\(Self.ratio(needed)):1 \(isLarge ? "large " : "")text needs"
                ))
        }
    }

    /// A ratio with two decimals, rounded down so that 4.499 never shows as 4.5.
    static func ratio(_ value: Double) -> String {
        let hundredths = Int(saturating: (value * 100).rounded(.down))
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
