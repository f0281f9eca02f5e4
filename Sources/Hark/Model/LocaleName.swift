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
}
