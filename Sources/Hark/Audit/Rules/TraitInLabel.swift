/// `trait-in-label`: a label that says the trait VoiceOver already says
/// ("Play button" → "Play button. Button.").
struct TraitInLabel: AuditCheck {
    let rule = AuditRule(
        "trait-in-label", .warning, family: "labels", xcui: "trait", wcag: nil,
        "A label that repeats a trait word VoiceOver already says (\"Play button. Button.\").")

    /// The traits whose word VoiceOver speaks, and the word's key.
    static let spoken: [(AccessibilityNode.Traits, SpeechKey)] = [
        (.button, .button), (.link, .link), (.image, .image), (.header, .header), (.searchField, .searchField),
        (.adjustable, .adjustable), (.tabBarItem, .tab), (.textEntry, .textField),
    ]
    /// English openings that describe the medium rather than the picture.
    static let imagePhrases = ["image of", "picture of", "photo of", "graphic of", "icon of"]

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        // The trait words of each language, normalised once.
        var traitWords: [String: [String]] = [:]
        let checked = Self.spoken.reduce(AccessibilityNode.Traits()) { $0.union($1.0) }
        for (position, element) in screen.elements.enumerated() {
            let node = element.node
            guard !node.traits.isDisjoint(with: checked), !node.label.isBlank, let label = node.label,
                let words = screen.vocabulary(for: node.language)
            else { continue }
            let spoken = traitWords[words.language] ?? Self.spoken.map { Self.words(words[$0.1]) }
            traitWords[words.language] = spoken
            let text = screen.words(at: position).label
            for (index, (trait, _)) in Self.spoken.enumerated() where node.traits.contains(trait) {
                let word = spoken[index]
                guard !word.isEmpty, text.holdsWords(word) else { continue }
                findings.append(
                    screen.finding(
                        rule, element: position,
                        "the label \(AuditScreen.quoted(label)) says \"\(word)\", which VoiceOver already says for "
                            + "the \(trait.names.first ?? "") trait; drop it from the label"
                    ))
                break
            }
            if node.traits.contains(.image), words.language.hasPrefix("en"),
                let phrase = Self.imagePhrases.first(where: { text.startsWithWords($0) })
            {
                findings.append(
                    screen.finding(
                        rule, element: position,
                        "the label \(AuditScreen.quoted(label)) starts with \"\(phrase)\": VoiceOver already says "
                            + "\"Image\"; describe the picture itself"
                    ))
            }
        }
    }

    /// Lower-case words separated by single spaces, punctuation dropped.
    static func words(_ text: String) -> String {
        // ASCII, the common case, byte by byte.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count)
            for byte in text.utf8 {
                let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
                    || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9"))
                {
                    bytes.append(lower)
                } else if let last = bytes.last, last != UInt8(ascii: " ") {
                    bytes.append(UInt8(ascii: " "))
                }
            }
            if bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
            return String(decoding: bytes, as: UTF8.self)
        }
        return text.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: " ")
    }
}
