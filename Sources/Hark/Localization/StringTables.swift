import Foundation

/// VoiceOver's words in every language Hark ships, from
/// `Localizations/<language>.lproj/VoiceOver.strings` (compiled into the
/// library; see ``bundled``).
///
/// The tables are parsed with Hark's own reader (`StringsParser`) and the
/// plural tables with `PropertyListSerialization` (never
/// `Bundle.localizedString`, which crashes on Linux for `.stringsdict` keys).
public struct StringTables: Sendable {
    /// The name of the table file in each `.lproj` folder.
    static let tableName = "VoiceOver"
    /// The language every lookup falls back to.
    public static let developmentLanguage = "en"

    /// Strings by language folder name ("en", "pt-BR"), then by key.
    let tables: LanguageTables<[String: String]>
    /// Plural-sensitive phrases by language folder name, then by key.
    let plurals: LanguageTables<[String: PluralString]>
    /// The words said when no table of the chain has the key: Hark's
    /// built-in English, for tables read from a folder (whose English table
    /// may lack a key); none for the built-in tables, whose English has
    /// every key.
    let builtIn: [String: String]
    /// The folder the tables were read from (``init(directory:)``); `nil`
    /// for the built-in tables.
    let folder: String?

    init(
        tables: [String: [String: String]], plurals: [String: [String: PluralString]] = [:],
        builtIn: [String: String] = [:], folder: String? = nil
    ) {
        self.init(
            tables: LanguageTables(tables), plurals: LanguageTables(plurals), builtIn: builtIn, folder: folder)
    }

    private init(
        tables: LanguageTables<[String: String]>, plurals: LanguageTables<[String: PluralString]>,
        builtIn: [String: String], folder: String?
    ) {
        self.tables = tables
        self.plurals = plurals
        self.builtIn = builtIn
        self.folder = folder
    }

    /// The language ``string(_:chain:)`` names for a word from ``builtIn``.
    static let builtInLanguage = "built-in"

    /// The languages that have a table, sorted.
    public var languages: [String] { tables.languages }

    /// Reads every `<language>.lproj/VoiceOver.strings` (and `.stringsdict`)
    /// in `directory`.
    public init(directory: URL) throws(NarrationError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw NarrationError.cannotRead(.stringTables, "cannot read the string tables in \(directory.path)")
        }
        var tables: [String: [String: String]] = [:]
        var plurals: [String: [String: PluralString]] = [:]
        for name in names.sorted() where name.hasSuffix(".lproj") {
            let folder = directory.appendingPathComponent(name)
            let language = String(name.dropLast(".lproj".count))
            let strings = folder.appendingPathComponent(Self.tableName + ".strings")
            guard FileManager.default.fileExists(atPath: strings.path) else { continue }
            let table = try StringsFile.strings(at: strings)
            try TablePlaceholders.check(table, english: Self.builtInEnglish, file: strings.path)
            tables[language] = table
            let stringsdict = folder.appendingPathComponent(Self.tableName + ".stringsdict")
            if FileManager.default.fileExists(atPath: stringsdict.path) {
                plurals[language] = try StringsFile.pluralStrings(at: stringsdict)
            }
        }
        guard tables[Self.developmentLanguage] != nil else {
            throw NarrationError.cannotRead(
                .stringTables, "no \(Self.developmentLanguage).lproj/\(Self.tableName).strings in \(directory.path)")
        }
        self.init(tables: tables, plurals: plurals, builtIn: Self.builtInEnglish, folder: directory.path)
    }

    /// Hark's built-in English words: what a folder's tables are checked
    /// against and fall back to. Empty when the library was built without
    /// them (the fuzz build).
    static let builtInEnglish: [String: String] = (try? embedded())?.tables[developmentLanguage] ?? [:]

    /// The table folder for `locale`: the full name, the language alone
    /// ("pt-PT" → "pt"), or another region of the language ("pt" → "pt-BR");
    /// `nil` when Hark has no table for the language.
    package func tableLanguage(for locale: String) -> String? {
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
        // The built-in English table is checked by the tests to hold every key.
        if let text = builtIn[key.rawValue] { return (text, Self.builtInLanguage) }
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
    /// The tables that ship with Hark: compiled into the library from
    /// `Localizations/` by the EmbedLocalizations build plugin, so that an
    /// installed `hark` needs no files beside it. Hark's own tests read
    /// every one, so a build that passes them cannot fail here.
    public static let bundled: StringTables = {
        do throws(NarrationError) {
            return try embedded()
        } catch {
            preconditionFailure("Hark's compiled-in VoiceOver tables are damaged (\(error)); rebuild Hark")
        }
    }()

    /// The tables a narration speaks with: ``bundled``, unless the
    /// `HARK_LOCALIZATIONS` environment variable names a folder, whose
    /// `<language>.lproj/VoiceOver.strings` (and `.stringsdict`) are read
    /// instead, for translators trying a change without rebuilding. Only
    /// such a folder can make it throw.
    package static func current() throws(NarrationError) -> StringTables {
        try cachedCurrent.get()
    }

    private static let cachedCurrent: Result<StringTables, NarrationError> = {
        guard let path = ProcessInfo.processInfo.environment["HARK_LOCALIZATIONS"], !path.isEmpty else {
            return .success(bundled)
        }
        do throws(NarrationError) {
            return .success(try StringTables(directory: URL(fileURLWithPath: path)))
        } catch {
            // Named, for the folder is not on the command line.
            var named = error
            named.message = "HARK_LOCALIZATIONS: \(error.message)"
            return .failure(named)
        }
    }()

    /// The `.stringsdict` files behind ``current()`` as they are, by
    /// language: those in the `HARK_LOCALIZATIONS` folder when it names
    /// one, else those compiled in. `hark words --write` copies them.
    package static func currentPluralFiles() -> [String: [UInt8]] {
        let name = tableName + ".stringsdict"
        if let path = ProcessInfo.processInfo.environment["HARK_LOCALIZATIONS"], !path.isEmpty {
            var files: [String: [UInt8]] = [:]
            let folder = URL(fileURLWithPath: path)
            for entry in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            where entry.hasSuffix(".lproj") {
                let file = folder.appendingPathComponent(entry).appendingPathComponent(name)
                if let data = FileManager.default.contents(atPath: file.path) {
                    files[String(entry.dropLast(".lproj".count))] = Array(data)
                }
            }
            return files
        }
        var files: [String: [UInt8]] = [:]
        for (language, file, base64) in EmbeddedLocalizations.files where file == name {
            if let data = Data(base64Encoded: base64) { files[language] = Array(data) }
        }
        return files
    }

    /// The tables compiled into the library, each language's parsed the
    /// first time it is asked for: a narration speaks one or two of them.
    static func embedded() throws(NarrationError) -> StringTables {
        let files = EmbeddedLocalizations.files
        guard files.contains(where: { $0.language == developmentLanguage && $0.file == tableName + ".strings" })
        else {
            throw NarrationError(
                kind: .stringTables,
                message:
                    "Hark was built without its string tables (no \(developmentLanguage).lproj/\(tableName).strings "
                    + "embedded); set HARK_LOCALIZATIONS to a Localizations folder"
            )
        }
        func embedded<Table>(_ suffix: String, _ parse: @escaping @Sendable ([UInt8], String) throws -> Table)
            -> LanguageTables<Table>
        {
            let languages = files.filter { $0.file.hasSuffix(suffix) }.map(\.language)
            return LanguageTables(languages: languages) { language in
                let found = files.first { $0.language == language && $0.file.hasSuffix(suffix) }
                guard let (_, file, base64) = found else { return nil }
                let name = "Localizations/\(language).lproj/\(file)"
                guard let data = Data(base64Encoded: base64), let table = try? parse(Array(data), name) else {
                    preconditionFailure("Hark's compiled-in VoiceOver table \(name) is damaged; rebuild Hark")
                }
                return table
            }
        }
        return StringTables(
            tables: embedded(".strings") { bytes, name in try StringsFile.strings(bytes, name: name) },
            plurals: embedded(".stringsdict") { bytes, name in try StringsFile.pluralStrings(Data(bytes), name: name) },
            builtIn: [:], folder: nil)
    }
}

/// Hark's string tables compiled into the library: `files` is generated by
/// the EmbedLocalizations build plugin from `Localizations/`.
enum EmbeddedLocalizations {}
