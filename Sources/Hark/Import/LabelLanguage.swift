/// The device language a dump's labels suggest. A dump does not record the
/// language the phone speaks, but the app's texts are written in it: each
/// labelled element votes for the script most of its letters are in, and
/// the script with most votes gives the locale (docs/Importing.md, "The
/// device language").
///
/// - A label with any kana votes Japanese, one with any Hangul Korean
///   (Japanese and Korean mix in Han characters; Chinese uses neither).
///   Digits, punctuation and symbols are no letters: a label of only those
///   does not vote.
/// - Han-only votes join Japanese when any label voted Japanese, else
///   Korean when any voted Korean, else they are Chinese: `zh-Hant` when
///   the labels hold more characters only Traditional Chinese writes
///   (`們`, `說`, `號`…) than characters only Simplified Chinese writes
///   (`们`, `说`, `号`…), otherwise `zh-Hans`.
/// - Latin letters beside another script's in one label do not count (a
///   brand or company name, "TAOBAO (CHINA) SOFTWARE CO.,LTD" on a Chinese
///   install sheet), and a label that is one e-mail or web address does
///   not vote.
/// - A tie goes to the script that is not Latin (apps keep brand names in
///   Latin in every language), then to the script listed first in
///   ``Script``.
enum LabelLanguage {
    /// The locale the labels suggest, or `nil` when no label has a letter.
    static func guess(_ labels: some Sequence<String>) -> String? {
        var votes: [Script: Int] = [:]
        var traditional = 0, simplified = 0
        for label in labels {
            guard let script = vote(label) else { continue }
            votes[script, default: 0] += 1
            if script == .han {
                for character in label {
                    if traditionalOnly.contains(character) { traditional += 1 }
                    if simplifiedOnly.contains(character) { simplified += 1 }
                }
            }
        }
        if let han = votes[.han], let joined = [Script.kana, .hangul].first(where: { votes[$0] != nil }) {
            votes[joined, default: 0] += han
            votes[.han] = nil
        }
        let order = Script.allCases
        let ranked = votes.sorted { a, b in
            if a.value != b.value { return a.value > b.value }
            if (a.key == .latin) != (b.key == .latin) { return b.key == .latin }
            return (order.firstIndex(of: a.key) ?? 0) < (order.firstIndex(of: b.key) ?? 0)
        }
        guard let winner = ranked.first?.key else { return nil }
        if winner == .han { return traditional > simplified ? "zh-Hant" : "zh-Hans" }
        return locale(of: winner)
    }

    /// The script a label votes for: kana, then Hangul, if it has any;
    /// otherwise the script of most of its letters (the first listed on a
    /// tie); `nil` for a label with no letter.
    static func vote(_ label: String) -> Script? {
        if isAddress(label) { return nil }
        var counts: [Script: Int] = [:]
        for scalar in label.unicodeScalars {
            if let script = Script(scalar) { counts[script, default: 0] += 1 }
        }
        if counts[.kana] != nil { return .kana }
        if counts[.hangul] != nil { return .hangul }
        // Latin beside another script is a name, a code or an address the
        // app keeps in Latin in every language: the other script votes.
        if counts.count > 1 { counts[.latin] = nil }
        return Script.allCases.filter { counts[$0] != nil }.max { counts[$0] ?? 0 < counts[$1] ?? 0 }
    }

    /// Whether a label is one e-mail or web address (`xxx@xxx.com`,
    /// `https://…`, `www.…`), which is written in Latin in every language.
    static func isAddress(_ label: String) -> Bool {
        let words = label.split(whereSeparator: \.isWhitespace)
        guard words.count == 1, let text = words.first else { return false }
        return text.contains("@") || text.contains("://") || text.lowercased().hasPrefix("www.")
    }

    /// The locale of VoiceOver's words for a script's language; a language
    /// with no table of Hark's falls back as every locale does (README,
    /// "Languages").
    static func locale(of script: Script) -> String {
        switch script {
        case .latin: "en"
        case .cyrillic: "ru"
        case .greek: "el"
        case .arabic: "ar"
        case .hebrew: "he"
        case .han: "zh-Hans"
        case .kana: "ja"
        case .hangul: "ko"
        case .thai: "th"
        case .devanagari: "hi"
        }
    }

    /// Common characters only Simplified Chinese writes, and their
    /// Traditional forms: a label with more of the second is Traditional.
    static let simplifiedOnly = Set(
        "们这个为来时说国会发对过动学经还实进种开关长点书电话记设网络视频门"
            + "问题东车马鸟鱼见页风语认识请让讯账号录码钱银单项选择帮删编辑显确"
            + "间钟历图乐专业务应当头样两从无与么")
    static let traditionalOnly = Set(
        "們這個為來時說國會發對過動學經還實進種開關長點書電話記設網絡視頻門"
            + "問題東車馬鳥魚見頁風語認識請讓訊賬號錄碼錢銀單項選擇幫刪編輯顯確"
            + "間鐘曆歷圖樂專業務應當頭樣兩從無與麼")
}
