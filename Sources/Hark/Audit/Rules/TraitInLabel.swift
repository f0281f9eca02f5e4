/// `trait-in-label`: a label that says the trait VoiceOver already says
/// ("Play button" → "Play button. Button.").
struct TraitInLabel: AuditCheck {
    let rule = AuditRule("trait-in-label", .warning, family: "labels", xcui: "trait", wcag: nil,
                         "A label that repeats a trait word VoiceOver already says (\"Play button. Button.\").")

    /// The traits whose word VoiceOver speaks, and the word's key.
    static let spoken: [(AccessibilityTraits, SpeechKey)] = [
        (.button, .button), (.link, .link), (.image, .image), (.header, .header), (.searchField, .searchField),
        (.adjustable, .adjustable), (.tabBarItem, .tab), (.textEntry, .textField),
    ]
    /// English openings that describe the medium rather than the picture.
    static let imagePhrases = ["image of", "picture of", "photo of", "graphic of", "icon of"]

    func check(_ screen: AuditScreen, into findings: inout [AuditFinding]) {
        for (position, element) in screen.elements.enumerated() {
            let node = element.node
            guard !node.label.isBlank, let label = node.label, let words = screen.vocabulary(for: node.language) else { continue }
            let text = " " + Self.words(label) + " "
            for (trait, key) in Self.spoken where node.traits.contains(trait) {
                let word = Self.words(words[key])
                guard !word.isEmpty, text.contains(" " + word + " ") else { continue }
                findings.append(screen.finding(rule, element: position, "the label \"\(label)\" says \"\(word)\", which VoiceOver already says for the \(trait.names.first ?? "") trait; drop it from the label"))
                break
            }
            if node.traits.contains(.image), words.language.hasPrefix("en"), let phrase = Self.imagePhrases.first(where: { text.hasPrefix(" " + $0 + " ") }) {
                findings.append(screen.finding(rule, element: position, "the label \"\(label)\" starts with \"\(phrase)\": VoiceOver already says \"Image\"; describe the picture itself"))
            }
        }
    }

    /// Lower-case words separated by single spaces, punctuation dropped.
    static func words(_ text: String) -> String {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: " ")
    }
}
