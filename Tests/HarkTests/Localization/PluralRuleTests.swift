import Foundation
import Testing
@testable import Hark
import HarkTestSupport

/// CLDR cardinal plural rules for every shipped language, for numbers that
/// tell every language's categories apart.
@Suite("Plural rules")
struct PluralRuleTests {
    static let numbers = ["0", "1", "2", "3", "5", "11", "12", "21", "22", "25", "101", "111", "1.5"]

    /// The expected category of each number above, in order.
    static let expected: [(language: String, categories: [PluralCategory])] = [
        ("en", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("de", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("nl", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("it", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("es", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("fr", [.one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .one]),
        ("pt-BR", [.one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .one]),
        ("ru", [.many, .one, .few, .few, .many, .many, .many, .one, .few, .many, .one, .many, .other]),
        ("pl", [.many, .one, .few, .few, .many, .many, .many, .many, .few, .many, .many, .many, .other]),
        ("ar", [.zero, .one, .two, .few, .few, .many, .many, .many, .many, .many, .other, .many, .other]),
        ("ja", Array(repeating: .other, count: 13)),
        ("zh-Hans", Array(repeating: .other, count: 13)),
        ("ko", Array(repeating: .other, count: 13)),
        (
            "en-GB",
            [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]
        ),
        ("el", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("hu", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("tr", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("sv", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("nb", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("fi", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("ca", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("fr-CA", [.one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .one]),
        (
            "es-419",
            [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]
        ),
        (
            "pt-PT",
            [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]
        ),
        ("he", [.other, .one, .two, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("uk", [.many, .one, .few, .few, .many, .many, .many, .one, .few, .many, .one, .many, .other]),
        ("da", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .one]),
        ("cs", [.other, .one, .few, .few, .other, .other, .other, .other, .other, .other, .other, .other, .many]),
        ("sk", [.other, .one, .few, .few, .other, .other, .other, .other, .other, .other, .other, .other, .many]),
        ("ro", [.few, .one, .few, .few, .few, .few, .few, .other, .other, .other, .few, .few, .few]),
        ("hr", [.other, .one, .few, .few, .other, .other, .other, .one, .few, .other, .one, .other, .other]),
        ("hi", [.one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("zh-Hant", Array(repeating: .other, count: 13)),
        ("zh-Hant-HK", Array(repeating: .other, count: 13)),
        ("vi", Array(repeating: .other, count: 13)),
        ("th", Array(repeating: .other, count: 13)),
        ("id", Array(repeating: .other, count: 13)),
        ("ms", Array(repeating: .other, count: 13)),
    ]

    @Test("Categories", arguments: expected)
    func categories(language: String, categories: [PluralCategory]) throws {
        for (number, category) in zip(Self.numbers, categories) {
            let operands = try #require(PluralOperands(decimal: number))
            #expect(PluralRules.category(for: operands, language: language) == category, "\(language) \(number)")
        }
    }

    @Test func everyShippedLanguageHasItsRules() throws {
        let shipped = Set(StringTables.bundled.languages)
        #expect(shipped == Set(Self.expected.map(\.language)))
    }

    @Test(
        "Whole millions are 'many' in French, Spanish, Italian and Portuguese", arguments: ["fr", "es", "it", "pt-BR"])
    func millions(language: String) {
        #expect(PluralRules.category(for: 1_000_000, language: language) == .many)
        #expect(PluralRules.category(for: 1_000_001, language: language) == .other)
    }

    @Test func operands() throws {
        let decimal = try #require(PluralOperands(decimal: "-2.50"))
        #expect(decimal == PluralOperands.init(decimal: "2.50"))
        #expect(decimal.i == 2 && decimal.v == 2 && decimal.f == 50)
        #expect(PluralOperands(decimal: "1.") == nil)
        #expect(PluralOperands(decimal: "x") == nil)
        // "1.0" has a visible fraction digit: not "one" in English.
        #expect(PluralRules.category(for: try #require(PluralOperands(decimal: "1.0")), language: "en") == .other)
    }

    @Test(
        "Numbers are written with the language's digits, without grouping",
        arguments: [
            ("en", 2417, "2417"), ("de", 1_234_567, "1234567"), ("ar", 2417, "٢٤١٧"), ("ar", -5, "-٥"),
            ("ja", 12, "12"),
        ])
    func numberStyle(language: String, number: Int, written: String) {
        #expect(NumberStyle(language: language).format(number) == written)
    }
}

/// The checks every shipped table must pass.
@Suite("Shipped string tables")
struct ShippedTableTests {
    static let folder = packageRoot.appendingPathComponent("Localizations")
    static let appFolder = packageRoot.appendingPathComponent("Samples/AppStrings/FlightList")
    static let languages = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.sorted()

    /// The placeholders of a format, as (position, conversion) in order.
    static func placeholders(_ format: String) -> [String] {
        var next = 0
        return FormatToken.scan(format).compactMap { token in
            switch token {
            case .literal: return nil
            case .placeholder(let position, let conversion, _):
                let index = position ?? next
                next = index + 1
                return "\(index + 1):\(conversion == "@" ? "@" : "d")"
            case .variable(_, let name, _): return "var:\(name)"
            case .invalid(let written): return "invalid:\(written)"
            }
        }.sorted()
    }

    /// The keys of a `.strings` file as written, duplicates included
    /// (`PropertyListSerialization` would silently keep the last one).
    static func writtenKeys(_ url: URL) throws -> [String] {
        let text = try String(contentsOf: url, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"^\s*"((?:[^"\\]|\\.)*)"\s*="#, options: .anchorsMatchLines)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    static func check(folder: URL, table: String, language: String) throws {
        let english = folder.appendingPathComponent("en.lproj")
        let translated = folder.appendingPathComponent("\(language).lproj")
        // .strings: the same keys, once each, with the same placeholders.
        let keys = try writtenKeys(translated.appendingPathComponent("\(table).strings"))
        #expect(keys.count == Set(keys).count, "\(language) \(table).strings has a duplicate key")
        let source = try StringsFile.strings(at: english.appendingPathComponent("\(table).strings"))
        let strings = try StringsFile.strings(at: translated.appendingPathComponent("\(table).strings"))
        #expect(Set(strings.keys) == Set(source.keys), "\(language) \(table).strings keys")
        for (key, text) in source {
            #expect(placeholders(strings[key] ?? "") == placeholders(text), "\(language) \(key)")
        }
        // .stringsdict: the same keys; every category of the language, each
        // with the same placeholders as English's "other".
        let sourcePlurals = try StringsFile.pluralStrings(at: english.appendingPathComponent("\(table).stringsdict"))
        let plurals = try StringsFile.pluralStrings(at: translated.appendingPathComponent("\(table).stringsdict"))
        #expect(Set(plurals.keys) == Set(sourcePlurals.keys), "\(language) \(table).stringsdict keys")
        let needed = Set(
            PluralRuleTests.numbers.compactMap(PluralOperands.init(decimal:)).map {
                PluralRules.category(for: $0, language: language)
            })
        for (key, plural) in plurals {
            for (name, forms) in plural.variables {
                for category in needed where category != .other || forms[.other] == nil {
                    #expect(forms[category] != nil, "\(language) \(key) lacks the \(category) form of \(name)")
                }
                let english = sourcePlurals[key]?.variables[name]?[.other] ?? ""
                for (category, form) in forms where category != .zero {
                    #expect(placeholders(form) == placeholders(english), "\(language) \(key) \(category)")
                }
            }
        }
    }

    @Test("VoiceOver's tables", arguments: languages)
    func voiceOver(language: String) throws {
        try Self.check(folder: Self.folder, table: "VoiceOver", language: language)
    }

    /// The languages FlightList's sample app strings are translated into.
    static let appLanguages = ((try? FileManager.default.contentsOfDirectory(atPath: appFolder.path)) ?? [])
        .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.sorted()

    @Test("FlightList's app strings", arguments: appLanguages)
    func appStrings(language: String) throws {
        try Self.check(folder: Self.appFolder, table: "Localizable", language: language)
    }

    @Test func everySpeechKeyIsInEveryTable() throws {
        let tables = StringTables.bundled
        for language in tables.languages {
            #expect(
                Set(tables.tables[language]?.keys.map { $0 } ?? []) == Set(SpeechKey.allCases.map(\.rawValue)),
                "\(language)")
            #expect(
                Set(tables.plurals[language]?.keys.map { $0 } ?? []) == Set(PluralSpeechKey.allCases.map(\.rawValue)),
                "\(language)")
        }
    }
}
