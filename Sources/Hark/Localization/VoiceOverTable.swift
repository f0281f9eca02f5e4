/// VoiceOver's own speech strings as an iOS simulator runtime ships them:
/// the `VOTLocalizedStrings` table of `VoiceOverTouch.app`, one binary
/// property list `.loctable` (language → key → string) or one
/// `<language>.lproj/VOTLocalizedStrings.strings` per language (a binary
/// property list or a text `.strings` file). `hark words` compares Hark's
/// tables with it (``VoiceOverWords``).
package struct VoiceOverTable: Sendable, Hashable {
    /// Why a table could not be read.
    package struct Failure: Error, Hashable, Sendable {
        /// Whether nothing was found to read (exit 66) or what was found is not a table (exit 65).
        package var isMissing: Bool
        /// What is wrong, naming the file (and the line or object).
        package var message: String
    }

    /// The table's file name, without its extension.
    package static let tableName = "VOTLocalizedStrings"
    /// The largest table file read: VoiceOver's, in every language, is a few megabytes.
    package static let maximumFileSize = 64 << 20

    /// The strings by language, named as Hark names its tables ("de",
    /// "pt-BR", "zh-Hans"), then by VoiceOver's key.
    package var languages: [String: [String: String]]
    /// The file or folder it was read from.
    package var source: String
    /// Entries that are not strings (a plural entry, a number): skipped.
    package var skipped: Int

    package init(languages: [String: [String: String]], source: String, skipped: Int = 0) {
        self.languages = languages
        self.source = source
        self.skipped = skipped
    }

    /// A `.loctable`'s bytes: a binary property list of languages, each a
    /// dictionary of keys and strings. `source` names the file in errors.
    package init(loctable bytes: [UInt8], source: String) throws(Failure) {
        var skipped = 0
        let tables: [String: [String: String]]
        do {
            var list = try BinaryPropertyList(bytes)
            tables = try list.tables(skipped: &skipped)
        } catch {
            throw Failure(isMissing: false, message: "\(source): \(error.message)")
        }
        var languages: [String: [String: String]] = [:]
        for name in tables.keys.sorted() {
            guard let language = Self.harkLanguage(name), languages[language] == nil else {
                skipped += tables[name]?.count ?? 0
                continue
            }
            languages[language] = tables[name]
        }
        self.init(languages: languages, source: source, skipped: skipped)
    }

    /// One language's `.strings` file: a binary property list of keys and
    /// strings, or a text `.strings` file. `name` names the file in errors.
    package static func strings(_ bytes: [UInt8], name: String, skipped: inout Int) throws(Failure) -> [String: String]
    {
        if BinaryPropertyList.isBinaryList(bytes) {
            do {
                var list = try BinaryPropertyList(bytes)
                return try list.strings(skipped: &skipped)
            } catch {
                throw Failure(isMissing: false, message: "\(name): \(error.message)")
            }
        }
        do {
            return try StringsParser.table(bytes)
        } catch {
            throw Failure(isMissing: false, message: "\(name):\(error.line): \(error.message)")
        }
    }

    /// The language a table or `.lproj` folder name stands for, as Hark's
    /// tables name it: `_` written `-`, Apple's older English names
    /// ("German") and the Chinese regions ("zh_CN") as languages; `nil`
    /// for a name that is no language (`Base`, an empty name).
    package static func harkLanguage(_ name: String) -> String? {
        let aliases = [
            "English": "en", "German": "de", "French": "fr", "Spanish": "es", "Italian": "it", "Japanese": "ja",
            "Dutch": "nl", "zh-CN": "zh-Hans", "zh-SG": "zh-Hans", "zh-TW": "zh-Hant", "zh-HK": "zh-Hant-HK",
        ]
        let normalized = LocaleName.normalized(name)
        if let alias = aliases[normalized] { return alias }
        guard !normalized.isEmpty, normalized != "Base",
            normalized.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        else { return nil }
        return normalized
    }

    /// The table's language for Hark's `language`: the same name, or the
    /// language alone ("pt-BR" → "pt"); Chinese only with its script.
    package func language(for language: String) -> String? {
        if languages[language] != nil { return language }
        let alone = LocaleName.language(of: language)
        return alone != "zh" && languages[alone] != nil ? alone : nil
    }
}
