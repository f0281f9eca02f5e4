/// `language-mismatch`: text written in a script the element's language
/// does not use (a Cyrillic label in an `en` document with no `language`).
struct LanguageMismatch: AuditCheck {
    let rule = AuditRule(
        "language-mismatch", .warning, family: "labels", xcui: nil, wcag: "3.1.2 Language of Parts",
        needsBeyondDumps: "elements' accessibilityLanguage",
        "Text in a script its language does not use: VoiceOver reads it with the wrong voice, or spells it out.")

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        for (position, element) in screen.elements.enumerated() {
            let node = element.node
            let language = node.language ?? screen.locale
            guard let expected = Script.scripts(of: language), let label = node.label else { continue }
            guard let found = Script.dominant(in: label), !expected.contains(found) else { continue }
            // A single Latin word (a brand, "OK") is read well enough by any voice.
            if found == .latin, !label.trimmingWhitespace.contains(" ") { continue }
            let declared =
                node.language == nil ? "the document's language \"\(language)\"" : "its language \"\(language)\""
            findings.append(
                screen.finding(
                    rule, element: position,
                    "the label \(AuditScreen.quoted(label)) is in \(found.rawValue) script, but \(declared) is not "
                        + "written in it: set the element's accessibilityLanguage"
                ))
        }
    }
}
