/// Icon-font glyphs: characters of Unicode's private-use areas (U+E000–U+F8FF,
/// planes 15 and 16, where SF Symbols and icon fonts put their pictures).
/// Unicode gives them no name and no meaning, so VoiceOver has nothing to
/// say for them: a dump's label that is such a glyph is no label
/// (docs/Importing.md, "Rules and their evidence").
enum PrivateUseGlyphs {
    /// Whether `scalar` is a private-use character.
    static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xE000...0xF8FF, 0xF_0000...0xF_FFFD, 0x10_0000...0x10_FFFD: true
        default: false
        }
    }

    /// `text` without its private-use characters and the spaces they leave
    /// at its ends; `nil` when it holds none (the common case, told from
    /// the UTF-8 lead bytes without decoding).
    static func spoken(_ text: String) -> String? {
        // U+E000–U+F8FF start with 0xEE or 0xEF, planes 15 and 16 with 0xF3 or 0xF4.
        guard text.utf8.contains(where: { $0 == 0xEE || $0 == 0xEF || $0 >= 0xF3 }),
            text.unicodeScalars.contains(where: isPrivateUse)
        else { return nil }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isPrivateUse($0) })
        return String(scalars).trimmingWhitespace
    }
}

extension ImportedElements {
    /// Takes icon-font glyphs out of every label, value and placeholder.
    mutating func silenceIconGlyphs() {
        for index in indices {
            let element = self[index]
            let label = element.label.flatMap(PrivateUseGlyphs.spoken)
            let value = element.value.flatMap(PrivateUseGlyphs.spoken)
            let placeholder = element.placeholderValue.flatMap(PrivateUseGlyphs.spoken)
            guard label != nil || value != nil || placeholder != nil else { continue }
            if let label { self[index].label = label }
            if let value { self[index].value = value }
            if let placeholder { self[index].placeholderValue = placeholder }
        }
    }
}
