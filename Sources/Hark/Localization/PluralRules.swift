/// A CLDR plural category, as `.stringsdict` and String Catalogs name them.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
    /// The categories, as CLDR names them.
    case zero, one, two, few, many, other
}

/// The operands CLDR plural rules are written in, for a number as written
/// (`"1.5"`, `"3"`): `n` absolute value, `i` integer digits, `v` count of
/// visible fraction digits, `f` the visible fraction digits as a number.
struct PluralOperands: Hashable, Sendable {
    var n: Double
    var i: Int
    var v: Int
    var f: Int

    init(_ integer: Int) {
        n = Double(integer.magnitude)
        i = Int(clamping: integer.magnitude)
        v = 0
        f = 0
    }

    /// A decimal written with `.`, such as `"1.5"` or `"-2.50"`; `nil` when
    /// it is not one.
    init?(decimal text: String) {
        var digits = Substring(text)
        if digits.first == "-" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCII), let integer = Int(whole) else {
            return nil
        }
        let fraction = parts.count > 1 ? parts[1] : ""
        guard parts.count == 1 || !fraction.isEmpty, fraction.allSatisfy({ $0.isASCII && $0.isNumber }),
            fraction.count <= 15, let value = Double(digits)
        else { return nil }
        n = value
        i = integer
        v = fraction.count
        f = Int(fraction) ?? 0
    }
}

/// CLDR cardinal plural rules (CLDR 44) for every language Hark ships (regional variants as
/// their language, but Portugal's Portuguese).
/// A language without rules here has only `other`.
enum PluralRules {
    static func category(for number: Int, language: String) -> PluralCategory {
        category(for: PluralOperands(number), language: language)
    }

    static func category(for operands: PluralOperands, language: String) -> PluralCategory {
        let n = operands.n, i = operands.i, v = operands.v
        let isWhole = v == 0
        let i10 = i % 10, i100 = i % 100
        /// The French, Spanish, Italian and Portuguese "many": whole millions.
        let millions = isWhole && i != 0 && i % 1_000_000 == 0
        switch LocaleName.language(of: language) {
        case "en", "de", "nl", "sv", "nb", "no", "fi", "et":
            return i == 1 && isWhole ? .one : .other
        case "el", "hu", "tr":
            return n == 1 ? .one : .other
        case "da":
            return n == 1 || (operands.f != 0 && (i == 0 || i == 1)) ? .one : .other
        case "hi":
            return i == 0 || n == 1 ? .one : .other
        case "cs", "sk":
            if !isWhole { return .many }
            if i == 1 { return .one }
            return (2...4).contains(i) ? .few : .other
        case "hr":
            return croatian(operands)
        case "ro":
            if i == 1 && isWhole { return .one }
            let n100 = Int(n.truncatingRemainder(dividingBy: 100))
            return !isWhole || n == 0 || (n != 1 && (1...19).contains(n100)) ? .few : .other
        case "fr":
            if i == 0 || i == 1 { return .one }
            return millions ? .many : .other
        case "pt":
            // Portugal's Portuguese: one only for a whole 1.
            let portugal = LocaleName.normalized(language).lowercased().hasPrefix("pt-pt")
            if portugal ? (i == 1 && isWhole) : (i == 0 || i == 1) { return .one }
            return millions ? .many : .other
        case "es":
            if n == 1 { return .one }
            return millions ? .many : .other
        case "it", "ca":
            if i == 1 && isWhole { return .one }
            return millions ? .many : .other
        case "ru", "uk":
            guard isWhole else { return .other }
            if i10 == 1 && i100 != 11 { return .one }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return .few }
            return .many
        case "pl":
            guard isWhole else { return .other }
            if i == 1 { return .one }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return .few }
            return .many
        case "ar":
            return arabic(operands)
        case "he":
            if (i == 1 && isWhole) || (i == 0 && !isWhole) { return .one }
            if i == 2 && isWhole { return .two }
            return .other
        default:
            // ja, zh, ko, th, vi, id, ms and others without plural forms.
            return .other
        }
    }

    /// Arabic: zero, one and two by the number; `few` and `many` by a whole
    /// number's last two digits (3–10, 11–99).
    private static func arabic(_ operands: PluralOperands) -> PluralCategory {
        let n = operands.n
        if n == 0 { return .zero }
        if n == 1 { return .one }
        if n == 2 { return .two }
        let whole = n == n.rounded(.towardZero)
        let n100 = whole ? Int(n.truncatingRemainder(dividingBy: 100)) : -1
        if (3...10).contains(n100) { return .few }
        if (11...99).contains(n100) { return .many }
        return .other
    }

    /// Croatian: `one` and `few` by the last digits of the whole part or of the fraction.
    private static func croatian(_ operands: PluralOperands) -> PluralCategory {
        let (i, f, isWhole) = (operands.i, operands.f, operands.v == 0)
        let (i10, i100, f10, f100) = (i % 10, i % 100, f % 10, f % 100)
        if (isWhole && i10 == 1 && i100 != 11) || (f10 == 1 && f100 != 11) { return .one }
        let fewI = isWhole && (2...4).contains(i10) && !(12...14).contains(i100)
        let fewF = (2...4).contains(f10) && !(12...14).contains(f100)
        return fewI || fewF ? .few : .other
    }
}
