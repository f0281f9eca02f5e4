/// `label-too-long`: a control's label of more than 80 characters, or of
/// more than one sentence.
struct LabelTooLong: AuditCheck {
    let rule = AuditRule(
        "label-too-long", .warning, family: "labels", xcui: nil, wcag: "2.4.6 Headings and Labels",
        "A control's label over 80 characters or over one sentence: a name, not a paragraph; put the rest in the hint.")

    static let maximumLength = 80

    func check(_ screen: AuditScreen, into findings: inout [AuditScreen.Held]) {
        for (position, element) in screen.elements.enumerated() where element.node.isInteractive {
            guard let label = element.node.label?.trimmingWhitespace, !label.isEmpty else { continue }
            if let length = Self.length(label) {
                findings.append(
                    screen.finding(
                        rule, element: position,
                        "the label is \(length) characters long (at most \(Self.maximumLength) for a control); "
                            + "keep the name short and move the rest to the hint"
                    ))
            } else if Self.sentenceCount(label) > 1 {
                findings.append(
                    screen.finding(
                        rule, element: position,
                        "the label has \(Self.sentenceCount(label)) sentences; a control's label is a name: move the "
                            + "explanation to the hint"
                    ))
            }
        }
    }

    /// The most characters counted: a longer label is "over 10000".
    static let countedLength = 10_000

    /// How long `label` is, in words for the message, when it is over
    /// ``maximumLength`` characters; `nil` when it is not. Counting stops
    /// at ``countedLength``: a 50 MB label is not walked to its end.
    static func length(_ label: String) -> String? {
        let limit = label.index(label.startIndex, offsetBy: maximumLength, limitedBy: label.endIndex)
        guard let limit, limit < label.endIndex else { return nil }
        guard let end = label.index(label.startIndex, offsetBy: countedLength, limitedBy: label.endIndex),
            end < label.endIndex
        else { return "\(label.count)" }
        return "over \(countedLength)"
    }

    /// Sentences: a run of text ended by `.`, `?`, `!` (or their full-width
    /// forms) followed by white space and more text. "e.g." or "3.5" do not
    /// end one (no space after, or a lower-case letter next).
    static func sentenceCount(_ text: String) -> Int {
        guard text.unicodeScalars.contains(where: { ".?!。？！".unicodeScalars.contains($0) }) else { return 1 }
        let characters = Array(text)
        var count = 1
        for index in characters.indices.dropLast(2) where ".?!。？！".contains(characters[index]) {
            if characters[index + 1].isWhitespace, characters[index + 2].isUppercase || characters[index + 2].isNumber {
                count += 1
            }
        }
        return count
    }
}
