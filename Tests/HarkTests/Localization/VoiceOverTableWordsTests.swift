import Foundation
import HarkTestSupport
import Testing

@testable import Hark

/// Hark's words in every language against VoiceOver's own table, as
/// transcribed into `Localizations/VoiceOverTable/VoiceOverTouch.jsonl`.
@Suite struct VoiceOverTableWordsTests {
    struct Entry: Decodable {
        var key: String
        var locale: String
        var filename: String
        var target: String
        var repository: String
        var path: String
        var commit: String
    }

    /// The table by key, then by Apple's locale name (`en_GB`).
    static let table: [String: [String: Entry]] = {
        let file = packageRoot.appendingPathComponent("Localizations/VoiceOverTable/VoiceOverTouch.jsonl")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        var table: [String: [String: Entry]] = [:]
        for line in text.split(separator: "\n") {
            guard let entry = try? JSONDecoder().decode(Entry.self, from: Data(line.utf8)) else { continue }
            table[entry.key, default: [:]][entry.locale] = entry
        }
        return table
    }()

    /// Every locale of VoiceOver's table.
    static let locales = Set(table.values.flatMap(\.keys)).sorted()

    /// Apple's name as a locale Hark is asked for (`zh_HK` → `zh-HK`).
    static func requested(_ locale: String) -> String { locale.replacingOccurrences(of: "_", with: "-") }

    @Test func everyEntryNamesItsSource() throws {
        #expect(Self.locales.count >= 39)
        let lines = Self.table.values.reduce(0) { $0 + $1.count }
        #expect(lines > 2_000)
        for entry in Self.table.values.flatMap(\.values) {
            #expect(entry.repository == "kishikawakatsumi/applelocalization-tools")
            #expect(entry.path.hasPrefix("data/ios/") && entry.commit.count == 40, "\(entry.key) \(entry.locale)")
        }
        for key in SpeechKey.allCases.compactMap(\.voiceOverKey) {
            #expect(Self.table[key]?.count == Self.locales.count, "\(key) is not in every locale")
        }
    }

    /// The words a value is spoken as, placeholders as their argument.
    static func words(_ text: String, _ language: String) -> [String] { VoiceOverWords.words(text, language: language) }

    @Test(arguments: locales)
    func harkSpeaksVoiceOversWords(locale: String) throws {
        let tables = StringTables.bundled
        let language = try #require(tables.tableLanguage(for: Self.requested(locale)), "\(locale) has no table")
        let chain = tables.chain(elementLanguage: nil, locale: Self.requested(locale))
        for key in SpeechKey.allCases {
            guard let voiceOverKey = key.voiceOverKey, let theirs = Self.table[voiceOverKey]?[locale] else { continue }
            let ours = tables.string(key, chain: chain)
            #expect(ours.language == language, "\(locale) \(key): from \(ours.language)")
            #expect(
                Self.words(ours.text, language) == Self.words(theirs.target, language),
                "\(locale) \(key.rawValue): Hark \(ours.text) | VoiceOver \(theirs.target)")
        }
        // Compositions hold the table's words.
        let position = try #require(Self.table["one.of.many"]?[locale]?.target)
        let series = tables.string(.seriesPosition, chain: chain).text
        #expect(
            Self.words(series, language) == ["1"]
                + Self.words(position, language).map { $0 == "1" ? "2" : $0 == "2" ? "3" : $0 },
            "\(locale) series: \(series) | \(position)")
        let rotorHint = try #require(Self.table["custom.rotor.items.hint"]?[locale]?.target)
        let misspelled = try #require(Self.table["search.rotor.misspelled.word"]?[locale]?.target)
        #expect(
            Self.words(tables.string(.textFieldEditingHint, chain: chain).text, language)
                == Self.words(rotorHint.replacingOccurrences(of: "%@", with: misspelled), language))
    }

    /// A span is spoken (over one row or column) with the table's one form,
    /// `row.span` and `column.span`, for every count: VoiceOver's table has
    /// no singular or plural key for it, as it has where it needs one
    /// (`drops.available.hint.singular`, `.plural`).
    @Test(arguments: locales)
    func spansAreTheTablesWordsForEveryCount(locale: String) throws {
        let tables = StringTables.bundled
        let chain = tables.chain(elementLanguage: nil, locale: Self.requested(locale))
        let vocabulary = Vocabulary(tables: tables, chain: chain)
        for (key, voiceOverKey) in [(PluralSpeechKey.tableRowSpan, "row.span"), (.tableColumnSpan, "column.span")] {
            let theirs = try #require(Self.table[voiceOverKey]?[locale]?.target)
            for count in [2, 3, 5, 11, 21, 22, 101, 1_000] {
                let number = vocabulary.numbers.format(count)
                let expected = theirs.replacingOccurrences(of: "%1$@", with: number)
                    .replacingOccurrences(of: "%@", with: number)
                let spoken = vocabulary.plural(key, count)
                #expect(
                    ParityWords.of(spoken, language: locale) == ParityWords.of(expected, language: locale),
                    "\(locale) \(key.rawValue) \(count): Hark \(spoken) | VoiceOver \(theirs)")
            }
        }
    }

    @Test(arguments: locales)
    func narrateSpeaksEachLocale(locale: String) throws {
        let document = try HarkDocument(
            jsonData: Data(#"{"hark": 1, "root": {"label": "OK", "traits": ["button", "header"]}}"#.utf8))
        let text = try Narrator(document: document, options: NarrationOptions(locale: Self.requested(locale)))
            .transcript().text
        for key in ["button.element.text", "element.header.text.nolevel"] {
            let word = try #require(Self.table[key]?[locale]?.target)
            let spoken = ParityWords.of(text, language: locale)
            let expected = ParityWords.of(word, language: locale)
            #expect(
                ParityWords.removing([expected], from: spoken) != nil, "\(locale): \(text) lacks \(word)")
        }
    }
}
