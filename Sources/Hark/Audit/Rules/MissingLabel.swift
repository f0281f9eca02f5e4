/// `missing-label`: an element VoiceOver focuses with no label, value or
/// hint says only its traits, or nothing.
struct MissingLabel: AuditCheck {
    let rule = AuditRule(
        "missing-label", .error, family: "labels", xcui: "sufficientElementDescription",
        wcag: "4.1.2 Name, Role, Value",
        "A focusable element with no label, value or hint: VoiceOver says only its traits, or nothing.")

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        for (position, element) in screen.elements.enumerated() {
            let node = element.node
            guard node.label.isBlank, node.value.isBlank, node.hint.isBlank else { continue }
            let says = screen.speech(at: position) ?? ""
            findings.append(
                screen.finding(
                    rule, element: position,
                    says.isEmpty
                        ? "has no label, value or hint: VoiceOver says nothing"
                        : "has no label, value or hint: VoiceOver says only \"\(says)\"; set accessibilityLabel"))
        }
    }
}

extension String? {
    /// Absent, empty or only white space.
    var isBlank: Bool { self?.allSatisfy(\.isWhitespace) ?? true }
}
