/// `trait-conflict`: traits that contradict each other, or a switch without
/// a state VoiceOver can say.
struct TraitConflict: AuditCheck {
    let rule = AuditRule(
        "trait-conflict", .error, also: .warning, family: "traits", xcui: "trait", wcag: "4.1.2 Name, Role, Value",
        "Contradictory traits (button and link, notEnabled on static text, a switch without a 0/1/2 value): VoiceOver "
            + "says the wrong role or state."
    )

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        for (position, element) in screen.elements.enumerated() {
            let node = element.node, traits = node.traits
            if traits.contains(.button), traits.contains(.link) {
                findings.append(
                    screen.finding(
                        rule, element: position,
                        "it is both a button and a link: VoiceOver says \"Button\" and \"Link\"; a link opens "
                            + "content, a button acts: keep one"
                    ))
            }
            if traits.contains(.notEnabled), traits.contains(.staticText), !node.isInteractive {
                findings.append(
                    screen.finding(
                        rule, element: position,
                        "static text marked notEnabled: VoiceOver says \"Dimmed\" for text no one can act on; drop "
                            + "notEnabled"
                    ))
            }
            if traits.contains(.switchButton), !["0", "1", "2"].contains(node.value ?? "") {
                findings.append(
                    screen.finding(
                        rule, element: position,
                        "a switch whose value is \(node.value.map { "\"\($0)\"" } ?? "missing"), not \"0\" (off), "
                            + "\"1\" (on) or \"2\" (mixed): VoiceOver cannot say its state"
                    ))
            }
            if traits.contains(.selected), !Self.isSelectable(element) {
                findings.append(
                    screen.finding(
                        rule, .warning, element: position,
                        "marked selected, but it is not something a user selects (not a control, tab, image or item "
                            + "of a list or segmented control): VoiceOver says \"Selected\" for nothing"
                    ))
            }
        }
    }

    /// Controls, images (photos are selected), and items of lists, tab bars
    /// and segmented controls.
    static func isSelectable(_ element: FocusElement) -> Bool {
        element.node.isInteractive || element.node.traits.contains(.image) || element.context.isInTabBar
            || element.context.seriesPosition != nil
            || element.node.cell != nil
    }
}
