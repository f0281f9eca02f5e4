import Foundation

/// An app's own string tables in every language it has: the
/// `<language>.lproj/<Table>.strings` and `.stringsdict` files and the
/// `<Table>.xcstrings` String Catalogs of one folder.
///
/// Hark resolves a ``LocalizedString`` the way iOS does: in the app's
/// language that best matches the narration locale, falling back to the
/// development language (with a warning) when a string has no translation.
public struct AppStrings: Sendable {
    /// A string of one language: plain, or plural-sensitive.
    enum Entry: Hashable, Sendable {
        case plain(String)
        case plural(PluralString)
    }

    /// The language Hark falls back to when a string has no translation.
    public let developmentLanguage: String
    /// Entries by table name, then language, then key.
    let tables: [String: [String: [String: Entry]]]

    init(developmentLanguage: String, tables: [String: [String: [String: Entry]]]) {
        self.developmentLanguage = developmentLanguage
        self.tables = tables
    }

    /// Reads every table in `directory`.
    public init(directory: URL, developmentLanguage: String = "en") throws(NarrationError) {
        var tables: [String: [String: [String: Entry]]] = [:]
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        } catch {
            throw NarrationError(kind: .appStrings, message: "cannot read the app's string tables in \(directory.path)")
        }
        for name in names {
            let url = directory.appendingPathComponent(name)
            if name.hasSuffix(".lproj") {
                let language = String(name.dropLast(".lproj".count))
                let files = (try? FileManager.default.contentsOfDirectory(atPath: url.path).sorted()) ?? []
                for file in files {
                    let table = (file as NSString).deletingPathExtension
                    let fileURL = url.appendingPathComponent(file)
                    if file.hasSuffix(".strings") {
                        for (key, text) in try Self.appError({ () throws(NarrationError) in
                            try StringsFile.strings(at: fileURL)
                        }) {
                            tables[table, default: [:]][language, default: [:]][key] = .plain(text)
                        }
                    } else if file.hasSuffix(".stringsdict") {
                        for (key, plural) in try Self.appError({ () throws(NarrationError) in
                            try StringsFile.pluralStrings(at: fileURL)
                        }) {
                            tables[table, default: [:]][language, default: [:]][key] = .plural(plural)
                        }
                    }
                }
            } else if name.hasSuffix(".xcstrings") {
                let table = (name as NSString).deletingPathExtension
                for (language, entries) in try StringCatalog.entries(at: url) {
                    tables[table, default: [:]][language, default: [:]].merge(entries) { _, catalog in catalog }
                }
            }
        }
        guard !tables.isEmpty else {
            throw NarrationError(
                kind: .appStrings, message: "no .lproj tables or .xcstrings catalogs in \(directory.path)")
        }
        self.init(developmentLanguage: developmentLanguage, tables: tables)
    }

    /// The app strings a document names (`appStrings`), read from the folder
    /// its path names: an absolute path as it is, a relative one relative to
    /// `sampleFolder` (the sample file's folder); `nil` when the document
    /// names none. A document read from standard input passes the current
    /// folder.
    public init?(for document: HarkDocument, sampleFolder: URL) throws(NarrationError) {
        guard let reference = document.appStrings else { return nil }
        try self.init(
            directory: Self.folder(reference.path, relativeTo: sampleFolder),
            developmentLanguage: reference.developmentLanguage)
    }

    /// `path` as a folder: absolute as it is (`~` is not expanded, as in
    /// JSON it is just a name), relative under `base`.
    static func folder(_ path: String, relativeTo base: URL) -> URL {
        path.hasPrefix("/")
            ? URL(fileURLWithPath: path, isDirectory: true) : base.appendingPathComponent(path, isDirectory: true)
    }

    /// Reports a broken file of the app's as an app-strings problem.
    private static func appError<T>(_ read: () throws(NarrationError) -> T) throws(NarrationError) -> T {
        do {
            return try read()
        } catch {
            throw NarrationError(kind: .appStrings, message: error.message)
        }
    }

    /// The languages the app has strings in, sorted.
    public var languages: [String] {
        Set(tables.values.flatMap(\.keys)).sorted()
    }

    /// The app language iOS would choose for `locale`: the same name, the
    /// language alone, or another region of the language ("pt" → "pt-BR");
    /// `nil` when the app does not have the language.
    package func language(for locale: String) -> String? {
        LocaleName.bestMatch(for: locale, in: languages)
    }

    /// The text of `string` in `locale`, and what the user should be told
    /// about it (a fallback to the development language).
    func resolve(_ string: LocalizedString, locale: String) throws(NarrationError) -> (text: String, warnings: [String])
    {
        let language = self.language(for: locale) ?? developmentLanguage
        var warnings: [String] = []
        var arguments: [SpeechFormat.Argument] = []
        for argument in string.arguments {
            switch argument {
            case .text(let text): arguments.append(.text(text))
            case .integer(let number): arguments.append(.integer(number))
            case .key(let key):
                let (text, more) = try resolve(LocalizedString(key: key, table: string.table), locale: locale)
                arguments.append(.text(text))
                warnings += more
            }
        }
        let table = tables[string.tableName] ?? [:]
        var used = language
        var entry = table[language]?[string.key]
        if entry == nil, let fallback = table[developmentLanguage]?[string.key] {
            entry = fallback
            used = developmentLanguage
            warnings.append(
                "the app's string \"\(string.key)\" has no \(language) translation; speaking its "
                    + "\(developmentLanguage) text, as iOS does"
            )
        }
        guard let entry else {
            throw NarrationError(
                kind: .appStrings,
                message:
                    "the app has no string \"\(string.key)\" in table \"\(string.tableName)\" (not even in "
                    + "\(developmentLanguage))"
            )
        }
        do {
            let template: String
            switch entry {
            case .plain(let text): template = text
            case .plural(let plural): template = try plural.resolve(arguments, language: used)
            }
            let format = try SpeechFormat(strict: template)
            try format.check(arguments)
            return (format(arguments, numbers: NumberStyle(language: used)), warnings)
        } catch {
            throw NarrationError(
                kind: .appStrings, message: "the app's string \"\(string.key)\" (\(used)): \(error.message)")
        }
    }
}
