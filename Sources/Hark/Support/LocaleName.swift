/// Small helpers for BCP 47 locale names ("pt-BR", "zh-Hans", "en_US").
enum LocaleName {
    /// The language subtag alone, lower-cased: "pt-BR" → "pt".
    static func language(of locale: String) -> String {
        let end = locale.firstIndex(where: { $0 == "-" || $0 == "_" }) ?? locale.endIndex
        return locale[..<end].lowercased()
    }

    /// The name with `_` written as `-`, the form the string-table folders use.
    static func normalized(_ locale: String) -> String {
        String(locale.map { $0 == "_" ? "-" : $0 })
    }

    /// The name in `available` that best matches `locale`: the same name
    /// (ignoring case and `_`/`-`), the language alone ("pt-BR" → "pt"), or
    /// another region or script of the language ("pt" → "pt-BR", first in
    /// sorted order); `nil` when none has the language.
    static func bestMatch(for locale: String, in available: [String]) -> String? {
        for wanted in [locale] + equivalents(of: locale) {
            let name = normalized(wanted).lowercased()
            if let exact = available.first(where: { normalized($0).lowercased() == name }) { return exact }
        }
        let language = self.language(of: locale)
        if let alone = available.first(where: { $0.lowercased() == language }) { return alone }
        return available.sorted().first { self.language(of: $0) == language }
    }
}

extension LocaleName {
    /// The names Apple's tables use for what `locale` says, most specific
    /// first: Chinese by script (`zh-TW` and `zh-Hant-TW` are `zh-Hant`,
    /// `zh-HK` and `zh-MO` are `zh-Hant-HK` then `zh-Hant`, `zh-CN` and
    /// `zh-SG` are `zh-Hans`), and Norwegian (`no`, `nn`) as Bokmål, `nb`.
    static func equivalents(of locale: String) -> [String] {
        let parts = normalized(locale).lowercased().split(separator: "-").map(String.init)
        guard let language = parts.first else { return [] }
        switch language {
        case "zh":
            let rest = Set(parts.dropFirst())
            if !rest.isDisjoint(with: ["hk", "mo"]) { return ["zh-Hant-HK", "zh-Hant"] }
            if rest.contains("hant") || rest.contains("tw") { return ["zh-Hant"] }
            return ["zh-Hans"]
        case "no", "nn": return ["nb"]
        default: return []
        }
    }
}

extension String {
    /// The string, or `nil` when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
