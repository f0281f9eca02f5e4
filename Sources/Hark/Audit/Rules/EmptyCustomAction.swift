/// `empty-custom-action`: a custom action with an empty name (an error), or
/// two actions of one element with the same name (a warning).
struct EmptyCustomAction: AuditCheck {
    let rule = AuditRule(
        "empty-custom-action", .error, also: .warning, family: "traits", xcui: "action",
        wcag: "4.1.2 Name, Role, Value",
        "A custom action with no name, or two with the same name: the Actions rotor offers a blank or ambiguous choice."
    )

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        for (position, element) in screen.elements.enumerated() where !element.node.customActions.isEmpty {
            var seen: Set<String> = []
            for (index, action) in element.node.customActions.enumerated() {
                let name = action.name.trimmingWhitespace
                if name.isEmpty {
                    findings.append(
                        screen.finding(
                            rule, element: position,
                            "custom action \(index + 1) has no name: the Actions rotor offers a silent choice"))
                } else if !seen.insert(name.lowercased()).inserted {
                    findings.append(
                        screen.finding(
                            rule, .warning, element: position,
                            "two custom actions are named \"\(name)\": users cannot tell them apart in the Actions "
                                + "rotor"
                        ))
                }
            }
        }
    }
}
