/// `duplicate-name`: two controls on one screen that VoiceOver describes
/// alike but that are different controls.
struct DuplicateName: AuditCheck {
    let rule = AuditRule(
        "duplicate-name", .warning, family: "labels", xcui: nil, wcag: "2.4.6 Headings and Labels",
        "Two controls on one screen with the same name: VoiceOver and Voice Control users cannot tell them apart.")

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        // One pass with a dictionary: the first control with each name.
        var first: [ElementWords: Int] = [:]
        for (position, element) in screen.elements.enumerated() where element.node.isInteractive {
            let node = element.node
            let name = screen.words(at: position)
            guard !name.label.isEmpty || !name.value.isEmpty else { continue }
            guard let earlier = first[name] else {
                first[name] = position
                continue
            }
            let said = [node.label, node.value].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
            findings.append(
                screen.finding(
                    rule, element: position,
                    "is named \(AuditScreen.quoted(said)) like \(screen.name(ofElement: earlier)) (element "
                        + "\(earlier + 1)), a different control: say what each one acts on"
                ))
        }
    }
}
