/// Writing systems, told apart by Unicode blocks.
enum Script: String, CaseIterable {
    case latin = "Latin"
    case cyrillic = "Cyrillic"
    case greek = "Greek"
    case arabic = "Arabic"
    case hebrew = "Hebrew"
    case han = "Han"
    case kana = "Japanese kana"
    case hangul = "Hangul"
    case thai = "Thai"
    case devanagari = "Devanagari"

    init?(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: self = .latin
        case 0x370...0x3FF: self = .greek
        case 0x400...0x52F: self = .cyrillic
        case 0x590...0x5FF: self = .hebrew
        case 0x600...0x6FF, 0x750...0x77F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: self = .arabic
        case 0x900...0x97F: self = .devanagari
        case 0xE00...0xE7F: self = .thai
        case 0x1100...0x11FF, 0xAC00...0xD7AF: self = .hangul
        case 0x3040...0x30FF: self = .kana
        case 0x4E00...0x9FFF, 0x3400...0x4DBF: self = .han
        default: return nil
        }
    }

    /// The script most of the text's letters are in (more than half).
    static func dominant(in text: String) -> Script? {
        // Counted in an array, not a dictionary: a 50 MB label is 50 million scalars.
        var counts = [Int](repeating: 0, count: allCases.count)
        var total = 0
        for scalar in text.unicodeScalars {
            guard let script = Script(scalar), let index = allCases.firstIndex(of: script) else { continue }
            counts[index] += 1
            total += 1
        }
        guard let (index, count) = counts.enumerated().max(by: { $0.element < $1.element }), count * 2 > total
        else { return nil }
        return allCases[index]
    }

    /// The scripts a language is written in, or `nil` when Hark does not know.
    static func scripts(of language: String) -> Set<Script>? {
        let code = language.lowercased().split { $0 == "-" || $0 == "_" }.first.map(String.init) ?? ""
        switch code {
        case "ru", "uk", "bg", "be", "mk", "kk": return [.cyrillic]
        case "sr": return [.cyrillic, .latin]
        case "el": return [.greek]
        case "ar", "fa", "ur": return [.arabic]
        case "he": return [.hebrew]
        case "zh": return [.han]
        case "ja": return [.han, .kana]
        case "ko": return [.hangul, .han]
        case "th": return [.thai]
        case "hi", "mr", "ne": return [.devanagari]
        case "en", "de", "fr", "es", "it", "pt", "nl", "pl", "sv", "da", "nb", "no", "fi", "cs", "sk", "hu", "ro", "tr",
            "ca", "hr",
            "id", "ms", "vi", "sl", "et", "lv", "lt":
            return [.latin]
        default: return nil
        }
    }
}
