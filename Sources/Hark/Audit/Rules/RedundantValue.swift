/// `redundant-value`: a value that repeats the label, so VoiceOver says it
/// twice ("Volume 50%, 50%").
struct RedundantValue: AuditCheck {
    let rule = AuditRule(
        "redundant-value", .warning, family: "labels", xcui: nil, wcag: nil,
        "A value that repeats the label: VoiceOver says the same words twice.")

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        for (position, element) in screen.elements.enumerated() {
            guard let label = element.node.label, let value = element.node.value,
                !element.node.traits.contains(.switchButton)
            else { continue }
            let words = screen.words(at: position)
            let (l, v) = (words.label, words.value)
            guard !v.isEmpty, l == v || l.hasSuffix(" " + v) else { continue }
            findings.append(
                screen.finding(
                    rule, element: position,
                    "the value \(AuditScreen.quoted(value)) repeats the label \(AuditScreen.quoted(label)): VoiceOver "
                        + "says it twice; keep it in one of them"
                ))
        }
    }
}
