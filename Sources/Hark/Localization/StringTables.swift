import Foundation

/// VoiceOver's words in every language Hark ships, read at run time from
/// `Localizations/<language>.lproj/VoiceOver.strings`.
///
/// The tables are parsed with `PropertyListSerialization` (never
/// `Bundle.localizedString`, which crashes on Linux for `.stringsdict` keys).
public struct StringTables: Sendable {
    /// The name of the table file in each `.lproj` folder.
    static let tableName = "VoiceOver"
    /// The language every lookup falls back to.
    public static let developmentLanguage = "en"

    /// Strings by language folder name ("en", "pt-BR"), then by key.
    let tables: [String: [String: String]]
    /// Plural-sensitive phrases by language folder name, then by key.
    let plurals: [String: [String: PluralString]]

    init(tables: [String: [String: String]], plurals: [String: [String: PluralString]] = [:]) {
        self.tables = tables
        self.plurals = plurals
    }

    /// The languages that have a table, sorted.
    public var languages: [String] { tables.keys.sorted() }

    /// Reads every `<language>.lproj/VoiceOver.strings` (and `.stringsdict`)
    /// in `directory`.
    public init(directory: URL) throws(NarrationError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw NarrationError(kind: .stringTables, message: "cannot read the string tables in \(directory.path)")
        }
        var tables: [String: [String: String]] = [:]
        var plurals: [String: [String: PluralString]] = [:]
        for name in names.sorted() where name.hasSuffix(".lproj") {
            let folder = directory.appendingPathComponent(name)
            let language = String(name.dropLast(".lproj".count))
            let strings = folder.appendingPathComponent(Self.tableName + ".strings")
            guard FileManager.default.fileExists(atPath: strings.path) else { continue }
            tables[language] = try StringsFile.strings(at: strings)
            let stringsdict = folder.appendingPathComponent(Self.tableName + ".stringsdict")
            if FileManager.default.fileExists(atPath: stringsdict.path) {
                plurals[language] = try StringsFile.pluralStrings(at: stringsdict)
            }
        }
        guard tables[Self.developmentLanguage] != nil else {
            throw NarrationError(kind: .stringTables, message: "no \(Self.developmentLanguage).lproj/\(Self.tableName).strings in \(directory.path)")
        }
        self.init(tables: tables, plurals: plurals)
    }

    /// The table folder for `locale`: the full name, the language alone
    /// ("pt-PT" → "pt"), or another region of the language ("pt" → "pt-BR");
    /// `nil` when Hark has no table for the language.
    public func tableLanguage(for locale: String) -> String? {
        LocaleName.bestMatch(for: locale, in: languages)
    }

    /// The languages to look a word up in, most specific first, ending in
    /// English: the element's language, then the narration's locale (each
    /// also as the language alone).
    func chain(elementLanguage: String?, locale: String) -> [String] {
        var chain: [String] = []
        for candidate in [elementLanguage, locale, Self.developmentLanguage].compactMap({ $0 }) {
            if let language = tableLanguage(for: candidate), !chain.contains(language) { chain.append(language) }
        }
        return chain
    }

    /// The string for `key` in the first language of `chain` that has it,
    /// and that language.
    func string(_ key: SpeechKey, chain: [String]) -> (text: String, language: String) {
        for language in chain {
            if let text = tables[language]?[key.rawValue] { return (text, language) }
        }
        // The English table is checked by the tests to hold every key.
        return ("", Self.developmentLanguage)
    }

    /// The plural phrase for `key` in the first language of `chain` that
    /// has it, and that language.
    func plural(_ key: PluralSpeechKey, chain: [String]) -> (phrase: PluralString, language: String)? {
        for language in chain {
            if let phrase = plurals[language]?[key.rawValue] { return (phrase, language) }
        }
        return nil
    }
}

extension StringTables {
    /// The tables that ship with Hark, found in the first of these folders
    /// that has `en.lproj/VoiceOver.strings`:
    /// 1. the folder named by the `HARK_LOCALIZATIONS` environment variable;
    /// 2. `Localizations` next to the running executable, or
    ///    `../share/hark/Localizations` from it (an installed `hark`);
    /// 3. the package's own `Localizations` folder (a source checkout, a
    ///    SwiftPM dependency, or the tests).
    public static func bundled() throws(NarrationError) -> StringTables {
        try cachedBundled.get()
    }

    private static let cachedBundled: Result<StringTables, NarrationError> = {
        guard let directory = bundledDirectory() else {
            return .failure(NarrationError(kind: .stringTables, message: "cannot find Hark's string tables (Localizations/en.lproj/VoiceOver.strings); set HARK_LOCALIZATIONS to the Localizations folder"))
        }
        do throws(NarrationError) {
            return .success(try StringTables(directory: directory))
        } catch {
            return .failure(error)
        }
    }()

    static func bundledDirectory() -> URL? {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["HARK_LOCALIZATIONS"], !path.isEmpty {
            candidates.append(URL(fileURLWithPath: path))
        }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            let folder = executable.deletingLastPathComponent()
            candidates.append(folder.appendingPathComponent("Localizations"))
            candidates.append(folder.appendingPathComponent("../share/hark/Localizations").standardized)
        }
        // This file is Sources/Hark/Speech/StringTables.swift.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent("Localizations"))
        return candidates.first { directory in
            FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(developmentLanguage).lproj/\(tableName).strings").path)
        }
    }
}
