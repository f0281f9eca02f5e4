/// `activation-outside`: an activation point outside the element's frame:
/// VoiceOver's double tap lands on something else.
struct ActivationOutside: AuditCheck {
    let rule = AuditRule(
        "activation-outside", .error, family: "targets", xcui: "hitRegion", wcag: nil,
        "An activation point outside the element's frame: VoiceOver's double tap lands on another view.")

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        for (position, element) in screen.elements.enumerated() {
            guard let point = element.node.activationPointOutsideFrame, let frame = element.node.frame else { continue }
            findings.append(
                screen.finding(
                    rule, element: position,
                    "its activation point (\(TransitionEvent.number(point.x)), \(TransitionEvent.number(point.y))) is "
                        + "outside its frame [\(Offscreen.numbers(frame))]: a double tap activates whatever is there "
                        + "instead"
                ))
        }
    }
}
