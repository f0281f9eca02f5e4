/// `focus-order-jump`: focus moving back up the screen by more than a third
/// of its height, with no container or explicit order that explains it.
struct FocusOrderJump: AuditCheck {
    let rule = AuditRule(
        "focus-order-jump", .warning, family: "structure", xcui: nil, wcag: "2.4.3 Focus Order",
        "Focus that jumps back up by more than a third of the screen: the reading order does not follow the layout.")

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        let third = (screen.bounds?.height ?? 844) / 3
        for position in screen.elements.indices.dropFirst() {
            let (before, after) = (screen.elements[position - 1], screen.elements[position])
            guard let from = before.node.frame, let to = after.node.frame, from.minY - to.minY > third else { continue }
            // A spoken container's boundary, or accessibilityElements, explains it.
            if !before.context.ends.isEmpty || !after.context.starts.isEmpty { continue }
            if screen.nodes[screen.elementNode[position]].inExplicitOrder
                || screen.nodes[screen.elementNode[position - 1]].inExplicitOrder
            {
                continue
            }
            let jump = TransitionEvent.number((from.minY - to.minY).rounded(.towardZero))
            let height = TransitionEvent.number((third * 3).rounded(.towardZero))
            findings.append(
                screen.finding(
                    rule, element: position,
                    "focus comes here from \(screen.name(ofElement: position - 1)) and goes back up \(jump) pt (more "
                        + "than a third "
                        + "of the screen's \(height) pt) with no container to explain it; check the grouping of the "
                        + "views around it"
                ))
        }
    }
}
