/// `voice-control-name`: Voice Control names (`accessibilityUserInputLabels`)
/// that share no word with the visible label (WCAG 2.5.3 Label in Name).
struct VoiceControlName: AuditCheck {
    let rule = AuditRule(
        "voice-control-name", .warning, family: "labels", xcui: nil, wcag: "2.5.3 Label in Name",
        "Voice Control names that share no word with the label the user sees: saying what is on screen does nothing.")

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        for (position, element) in screen.elements.enumerated()
        where element.node.isInteractive && element.node.voiceControlNames.given {
            guard !element.node.label.isBlank, let label = element.node.label else { continue }
            let visible = Set(screen.words(at: position).label.split(separator: " "))
            let names = element.node.voiceControlNames.names
            guard !names.contains(where: { !visible.isDisjoint(with: TraitInLabel.words($0).split(separator: " ")) })
            else { continue }
            findings.append(
                screen.finding(
                    rule, element: position,
                    "its Voice Control names (\(names.map { AuditScreen.quoted($0) }.joined(separator: ", "))) share "
                        + "no word with its label \(AuditScreen.quoted(label)): a user saying "
                        + "\(AuditScreen.quoted(label, after: "Tap ")) is not understood; include the label's words"
                ))
        }
    }
}
