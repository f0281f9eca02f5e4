/// Where the words of the tables a narration speaks with come from, as its
/// header says it. Hark's own tables: every one but English's is VoiceOver's
/// own table (VoiceOverTouch.app, iOS version unknown, read from a public
/// copy: docs/Languages.md); English was transcribed from devices by others
/// and agrees with that table, so its header adds nothing. A
/// `HARK_LOCALIZATIONS` folder: what its table says under ``sourceKey``
/// (`hark words --write` writes the runtime it read), else that the words
/// are the folder's.
enum WordEvidence {
    /// The key of a table that says where its words come from: written by
    /// `hark words --write`, never spoken, never compared with VoiceOver's.
    static let sourceKey = "words.source"

    /// What Hark's own tables' header says of a language but English.
    static let voiceOversTable = "VoiceOver's table, iOS version unknown"

    /// What the header says of a folder's table that does not say where its words come from.
    static let folderTables = "the tables in HARK_LOCALIZATIONS"

    /// The most a table's ``sourceKey`` puts in a header, in characters.
    static let maximumSourceLength = 200

    /// Whether the table Hark speaks `locale` with is English's.
    static func isEnglish(locale: String) -> Bool {
        LocaleName.language(of: locale) == StringTables.developmentLanguage
    }

    /// What a narration's header adds after the locale: where the words of
    /// the tables it speaks with come from; empty for Hark's own English.
    static func headerMark(locale: String) -> String {
        // The tables the narration speaks with (a HARK_LOCALIZATIONS folder too), never `bundled` alone:
        // a build without embedded tables (the fuzz build) must not trap here.
        guard let tables = try? StringTables.current(), let source = source(of: locale, in: tables) else { return "" }
        return ", words from " + source
    }

    /// Where the words `tables` speak `locale` with come from; `nil` for
    /// Hark's own English (and a locale it speaks English for).
    static func source(of locale: String, in tables: StringTables) -> String? {
        let language = tables.tableLanguage(for: locale) ?? StringTables.developmentLanguage
        if let written = tables.tables[language]?[sourceKey], !written.isEmpty {
            return OneLineText.escaped(String(written.prefix(maximumSourceLength)))
        }
        if tables.folder != nil { return folderTables }
        return isEnglish(locale: language) ? nil : voiceOversTable
    }

    /// What `hark words --write` says of a table it wrote from `hark`'s for
    /// `language`: the runtime table at `path` when it was compared with
    /// it, else what `hark`'s own said (`nil`: nothing, a folder's tables
    /// without a source or Hark's English).
    static func written(_ language: String, hark: StringTables, comparedWith path: String?) -> String? {
        if let path { return "VoiceOver's table in \(runtimeName(path)), read by hark words" }
        guard hark.folder == nil || hark.tables[language]?[sourceKey] != nil else { return nil }
        return source(of: language, in: hark)
    }

    /// A runtime's name in a table's path: the `.simruntime` it lies in
    /// (`iOS 18.0`), else the path's last part.
    static func runtimeName(_ path: String) -> String {
        let parts = path.split(separator: "/")
        if let runtime = parts.last(where: { $0.hasSuffix(".simruntime") }) {
            return String(runtime.dropLast(".simruntime".count))
        }
        return parts.last.map(String.init) ?? path
    }
}
