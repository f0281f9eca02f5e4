/// `missing-header`: a screen of more than 10 elements with no heading, so
/// the Headings rotor has nowhere to go; or heading levels that skip (1 → 3).
struct MissingHeader: AuditCheck {
    let rule = AuditRule(
        "missing-header", .warning, family: "structure", xcui: nil,
        wcag: "2.4.6 Headings and Labels; 1.3.1 Info and Relationships",
        "A long screen with no heading, or heading levels that skip: rotor navigation by headings fails.")

    /// More elements than this need a heading.
    static let elementLimit = 10

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        var previousLevel: Int?
        var sawHeading = false
        for (position, element) in screen.elements.enumerated() where element.node.traits.contains(.header) {
            sawHeading = true
            guard let level = element.node.spokenHeadingLevel else { continue }
            if let previous = previousLevel, level > previous + 1 {
                let skipped =
                    previous + 1 == level - 1 ? "level \(previous + 1)" : "levels \(previous + 1)–\(level - 1)"
                findings.append(
                    screen.finding(
                        rule, element: position,
                        "heading level \(level) follows level \(previous): the levels skip "
                            + "\(skipped), so the rotor's outline has a hole"
                    ))
            }
            previousLevel = level
        }
        if !sawHeading, screen.elements.count > Self.elementLimit {
            findings.append(
                screen.finding(
                    rule, node: 0,
                    "the screen has \(screen.elements.count) elements and no heading: VoiceOver users cannot jump "
                        + "through it with the Headings rotor; give section titles the header trait"
                ))
        }
    }
}
