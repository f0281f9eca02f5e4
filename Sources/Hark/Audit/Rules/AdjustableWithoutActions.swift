/// `adjustable-without-actions`: an `adjustable` element with nothing in the
/// document to increment or decrement it.
struct AdjustableWithoutActions: AuditCheck {
    let rule = AuditRule(
        "adjustable-without-actions", .error, family: "traits", xcui: "action",
        wcag: "2.1.1 Keyboard; 4.1.2 Name, Role, Value",
        needsBeyondDumps: "increment and decrement behaviours or adjustableValues",
        "An adjustable element with no increment or decrement: VoiceOver says \"swipe up or down to adjust\" and "
            + "nothing happens."
    )

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        for (position, element) in screen.elements.enumerated() where element.node.traits.contains(.adjustable) {
            let node = element.node
            guard node.adjustableValues == nil, node.effects(on: \.increment) == nil,
                node.effects(on: \.decrement) == nil
            else { continue }
            findings.append(
                screen.finding(
                    rule, element: position,
                    "adjustable, but the document gives it no \"adjustableValues\" and no increment or decrement "
                        + "behaviour: swiping up or down does nothing"
                ))
        }
    }
}
