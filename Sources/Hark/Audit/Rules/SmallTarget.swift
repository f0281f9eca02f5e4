/// `small-target`: an interactive element smaller than 44 × 44 pt (Apple's
/// Human Interface Guidelines); below 24 × 24 pt it is an error (WCAG 2.5.8).
struct SmallTarget: AuditCheck {
    let rule = AuditRule(
        "small-target", .warning, also: .error, family: "targets", xcui: "hitRegion",
        wcag: "2.5.8 Target Size (Minimum)",
        "An interactive element under 44 × 44 pt (HIG), an error under 24 × 24 pt (WCAG 2.5.8): hard to hit.")

    static let recommended = 44.0, minimum = 24.0

    /// Whether the rule finds `node` too small: interactive, enabled, and
    /// under 44 pt in width or height. `hark picture` marks the same ones.
    static func isSmall(_ node: AccessibilityNode) -> Bool {
        guard node.isInteractive, !node.traits.contains(.notEnabled), let frame = node.frame else { return false }
        return frame.width < recommended || frame.height < recommended
    }

    /// Whether `node` suppresses the rule (``AccessibilityNode/auditSuppression``), by its id or its family.
    func isSuppressed(on node: AccessibilityNode) -> Bool {
        node.auditSuppression?.rules.contains { $0 == rule.id || $0 == rule.family } ?? false
    }

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        for (position, element) in screen.elements.enumerated() where Self.isSmall(element.node) {
            guard let frame = element.node.frame else { continue }
            let size = "\(TransitionEvent.number(frame.width)) × \(TransitionEvent.number(frame.height)) pt"
            if frame.width < Self.minimum || frame.height < Self.minimum {
                findings.append(
                    screen.finding(
                        rule, .error, element: position,
                        "its frame is \(size), under WCAG's minimum of 24 × 24 pt: "
                            + "make the hit area at least 44 × 44 pt"
                    ))
            } else {
                findings.append(
                    screen.finding(
                        rule, element: position,
                        "its frame is \(size), under Apple's 44 × 44 pt: enlarge the hit area"
                    ))
            }
        }
    }
}
