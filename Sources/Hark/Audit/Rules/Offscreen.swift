/// `offscreen`: a focusable element entirely outside the screen, and not in
/// a scrolling container that could bring it into view.
struct Offscreen: AuditCheck {
    let rule = AuditRule(
        "offscreen", .warning, family: "structure", xcui: "elementDetection", wcag: "2.4.7 Focus Visible",
        "A focusable element entirely off screen and not scrollable into view: VoiceOver focuses something no one can "
            + "see."
    )

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        guard let bounds = screen.bounds else { return }
        for (position, element) in screen.elements.enumerated() {
            guard let frame = element.node.frame, !screen.nodes[screen.elementNode[position]].inScrollView else {
                continue
            }
            guard
                frame.maxX <= bounds.minX || frame.minX >= bounds.maxX || frame.maxY <= bounds.minY
                    || frame.minY >= bounds.maxY
            else { continue }
            findings.append(
                screen.finding(
                    rule, element: position,
                    "its frame [\(Self.numbers(frame))] lies entirely outside the screen [\(Self.numbers(bounds))] "
                        + "and no scrolling container holds it: VoiceOver focuses something no one can see; hide it "
                        + "or move it on screen"
                ))
        }
    }

    static func numbers(_ frame: Frame) -> String {
        [frame.x, frame.y, frame.width, frame.height].map(TransitionEvent.number).joined(separator: ", ")
    }
}
