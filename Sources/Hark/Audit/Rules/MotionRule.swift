/// The motion family: the rules of ``MotionAudit``, unchanged, one rule
/// each; the document's motion is checked once per screen's audit and each
/// rule keeps its own findings.
struct MotionRule: AuditCheck {
    let rule: AuditRule

    /// What a dump lacks for every motion rule.
    static let needs = "transitions and behaviours"

    static let all: [MotionRule] = [
        MotionRule(
            rule: AuditRule(
                "no-reduced-alternative", .error, family: "motion", xcui: nil,
                wcag: "2.3.3 Animation from Interactions", needsBeyondDumps: Self.needs,
                "Vestibular motion (sliding, zooming, spinning, parallax, bouncing) with no Reduce Motion alternative.")
        ),
        MotionRule(
            rule: AuditRule(
                "reduced-still-moves", .error, family: "motion", xcui: nil, wcag: "2.3.3 Animation from Interactions",
                needsBeyondDumps: Self.needs, "A Reduce Motion alternative that itself moves or bounces.")),
        MotionRule(
            rule: AuditRule(
                "unannounced-animated-change", .warning, family: "motion", xcui: nil, wcag: "4.1.3 Status Messages",
                needsBeyondDumps: Self.needs,
                "An animated change that nothing announces and focus does not land on: VoiceOver users miss it.")),
        MotionRule(
            rule: AuditRule(
                "present-lands-on-non-heading", .warning, family: "motion", xcui: nil, wcag: "2.4.3 Focus Order",
                needsBeyondDumps: Self.needs,
                "A presented screen with no focus target whose first element is not a heading.")),
        MotionRule(
            rule: AuditRule(
                "modal-without-escape", .error, family: "motion", xcui: nil, wcag: "2.1.2 No Keyboard Trap",
                needsBeyondDumps: Self.needs,
                "A full-screen or custom presentation that handles no escape (the two-finger scrub).")),
    ]

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        for finding in screen.motionFindings where finding.rule == rule.id {
            var located = finding
            if let entry = screen.entry(ofPath: finding.path), let position = screen.position(ofNode: entry) {
                // Grouped under the element whose behaviour it is.
                located.id = screen.elements[position].node.id
                located.index = position + 1
                located.speech = screen.speech(at: position)
            }
            findings.append(screen.held(located))
        }
    }
}
