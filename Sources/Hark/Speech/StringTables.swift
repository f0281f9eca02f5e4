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

    init(tables: [String: [String: String]]) { self.tables = tables }

    /// The languages that have a table, sorted.
    public var languages: [String] { tables.keys.sorted() }

    /// Reads every `<language>.lproj/VoiceOver.strings` in `directory`.
    public init(directory: URL) throws(StringTableError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw StringTableError(message: "cannot read the string tables in \(directory.path)")
        }
        var tables: [String: [String: String]] = [:]
        for name in names.sorted() where name.hasSuffix(".lproj") {
            let file = directory.appendingPathComponent(name).appendingPathComponent(Self.tableName + ".strings")
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            tables[String(name.dropLast(".lproj".count))] = try Self.readStrings(file)
        }
        guard tables[Self.developmentLanguage] != nil else {
            throw StringTableError(message: "no \(Self.developmentLanguage).lproj/\(Self.tableName).strings in \(directory.path)")
        }
        self.init(tables: tables)
    }

    /// Parses one `.strings` file into a dictionary.
    static func readStrings(_ file: URL) throws(StringTableError) -> [String: String] {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: try Data(contentsOf: file), options: [], format: nil)
        } catch {
            throw StringTableError(message: "\(file.path) is not a valid strings file")
        }
        guard let dictionary = plist as? [String: Any] else {
            throw StringTableError(message: "\(file.path) is not a table of \"key\" = \"value\"; pairs")
        }
        var strings: [String: String] = [:]
        for (key, value) in dictionary {
            guard let text = value as? String else {
                throw StringTableError(message: "\(file.path): the value of \"\(key)\" is not a string")
            }
            strings[key] = text
        }
        return strings
    }

    /// The table folder for `locale`, trying the full name, then the
    /// language alone ("pt-BR" → "pt"); `nil` when neither has a table.
    public func tableLanguage(for locale: String) -> String? {
        let normalized = LocaleName.normalized(locale)
        if tables[normalized] != nil { return normalized }
        if let match = tables.keys.first(where: { $0.lowercased() == normalized.lowercased() }) { return match }
        let language = LocaleName.language(of: normalized)
        return tables[language] != nil ? language : nil
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

    /// The string for `key` in the first language of `chain` that has it.
    func string(_ key: SpeechKey, chain: [String]) -> String {
        for language in chain {
            if let text = tables[language]?[key.rawValue] { return text }
        }
        // The English table is checked by the tests to hold every key.
        return ""
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
    public static func bundled() throws(StringTableError) -> StringTables {
        try cachedBundled.get()
    }

    private static let cachedBundled: Result<StringTables, StringTableError> = {
        guard let directory = bundledDirectory() else {
            return .failure(StringTableError(message: "cannot find Hark's string tables (Localizations/en.lproj/VoiceOver.strings); set HARK_LOCALIZATIONS to the Localizations folder"))
        }
        do throws(StringTableError) {
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

/// The string tables could not be found or read.
public struct StringTableError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
