/// Hark's words beside VoiceOver's own (`hark words`): each of Hark's keys
/// is matched to VoiceOver's key by name (``SpeechKey/voiceOverKey``: Hark's
/// `trait.button` is VoiceOver's `button.element.text`), or, where the table
/// has no key of that name, to the one key whose English words are Hark's
/// English word. Language by language, Hark's word is then compared with
/// what VoiceOver's table says under that key. A word matched through more
/// than one key is reported, never compared or written. Words compare as
/// `hark parity` compares speech (``ParityWords``: case, punctuation and the
/// trailing period Hark writes are not spoken); placeholders compare by the
/// argument they stand for.
package struct VoiceOverWords: Sendable, Hashable {
    /// One of Hark's words where VoiceOver's table says something else.
    package struct Difference: Sendable, Hashable {
        /// Hark's key (`trait.button`).
        package var key: String
        /// VoiceOver's key the word was read from.
        package var voiceOverKey: String
        /// Hark's word.
        package var hark: String
        /// VoiceOver's word.
        package var voiceOver: String
        /// What `--write` puts in Hark's table: VoiceOver's word with Hark's
        /// closing period and capital; `nil` when it cannot stand in for
        /// Hark's because its placeholders take other arguments.
        package var replacement: String?
    }

    /// A key matched through several of VoiceOver's keys (by English words): never compared or written.
    package struct Ambiguity: Sendable, Hashable {
        /// Hark's key.
        package var key: String
        /// VoiceOver's words for it, one for each of its keys.
        package var voiceOver: [String]
    }

    /// One of Hark's languages compared.
    package struct Language: Sendable, Hashable {
        /// Hark's table's name for it.
        package var language: String
        /// VoiceOver's table's name for it; `nil` when VoiceOver's table has none.
        package var voiceOverLanguage: String?
        /// How many of Hark's words were compared.
        package var compared = 0
        /// The words that differ, in Hark's key order.
        package var differences: [Difference] = []
        /// The words matched through several keys.
        package var ambiguities: [Ambiguity] = []
    }

    /// One of Hark's keys and VoiceOver's keys it matched.
    package struct Match: Sendable, Hashable {
        /// How a key was matched.
        package enum How: String, Sendable, Hashable {
            /// By VoiceOver's key name, which Hark knows for the word.
            case keyName = "key name"
            /// By the English words of VoiceOver's value.
            case englishWords = "English words"
        }

        /// Hark's key.
        package var key: String
        /// VoiceOver's keys, sorted: one, or several of the same English
        /// words (then nothing is compared or written).
        package var voiceOverKeys: [String]
        /// How they were matched.
        package var how: How
    }

    /// Where VoiceOver's table was read from.
    package let source: String
    /// Hark's keys, each with VoiceOver's keys of the same English words.
    package let keys: [Match]
    /// Hark's keys whose English words no VoiceOver key has.
    package let unmatched: [String]
    /// Every one of Hark's languages, in Hark's order.
    package let languages: [Language]

    /// How many words differ in all.
    package var differenceCount: Int { languages.reduce(0) { $0 + $1.differences.count } }

    /// Compares `hark`'s tables with `voiceOver`'s: by key name, else by
    /// English words (which need VoiceOver's English).
    package init(hark: StringTables, voiceOver: VoiceOverTable) throws(VoiceOverTable.Failure) {
        guard voiceOver.languages.values.contains(where: { !$0.isEmpty }) else {
            throw VoiceOverTable.Failure(isMissing: false, message: "\(voiceOver.source): no strings in any language")
        }
        source = voiceOver.source
        let harkEnglish = hark.tables[StringTables.developmentLanguage] ?? [:]
        // Hark's keys VoiceOver's table has by name; the others are looked for by their English words.
        let byName = Self.order(harkEnglish.keys).filter { $0 != WordEvidence.sourceKey }.map { key in
            (key, SpeechKey(rawValue: key)?.voiceOverKey.flatMap { Self.has(voiceOver, key: $0) ? $0 : nil })
        }
        let (index, hasEnglishWords) = Self.englishIndex(
            of: voiceOver, for: byName.filter { $0.1 == nil }.map { harkEnglish[$0.0] ?? "" })
        var keys: [Match] = [], unmatched: [String] = []
        for (key, name) in byName {
            if let name {
                keys.append(Match(key: key, voiceOverKeys: [name], how: .keyName))
            } else if let found = index[Self.words(harkEnglish[key] ?? "", language: StringTables.developmentLanguage)],
                !found.isEmpty
            {
                keys.append(Match(key: key, voiceOverKeys: found.sorted(), how: .englishWords))
            } else {
                unmatched.append(key)
            }
        }
        guard !keys.isEmpty else {
            // Not one key in common, by name or English words: some other table, not VoiceOver's.
            let why = hasEnglishWords ? "and none of its English words is one of Hark's" : "and it has no English table"
            throw VoiceOverTable.Failure(
                isMissing: false,
                message: "\(voiceOver.source): no key of it is one Hark knows by name \(why): "
                    + "not VoiceOver's \(VoiceOverTable.tableName) table")
        }
        self.keys = keys
        self.unmatched = unmatched
        languages = hark.languages.map { Self.compare(hark.tables[$0] ?? [:], language: $0, keys, voiceOver) }
    }

    /// Whether some language of VoiceOver's table has `key`.
    private static func has(_ voiceOver: VoiceOverTable, key: String) -> Bool {
        voiceOver.languages.values.contains { $0[key] != nil }
    }

    /// VoiceOver's English keys by their words, for the words of Hark's
    /// `values` only (a table holds a million words; Hark a few hundred),
    /// and whether any English value has a word at all.
    private static func englishIndex(of voiceOver: VoiceOverTable, for values: [String])
        -> (index: [[String]: [String]], hasEnglishWords: Bool)
    {
        let english = StringTables.developmentLanguage
        var index: [[String]: [String]] = [:]
        for value in values { index[words(value, language: english)] = [] }
        var hasEnglishWords = false
        for (key, value) in voiceOver.languages[english] ?? [:] {
            let words = Self.words(value, language: english)
            guard words.contains(where: { $0.first?.isLetter == true }) else { continue }
            hasEnglishWords = true
            if index[words] != nil { index[words]?.append(key) }
        }
        return (index, hasEnglishWords)
    }

    /// One language: each matched key's word in Hark's table and VoiceOver's.
    private static func compare(
        _ table: [String: String], language: String, _ keys: [Match],
        _ voiceOver: VoiceOverTable
    ) -> Language {
        var result = Language(language: language, voiceOverLanguage: voiceOver.language(for: language))
        guard let name = result.voiceOverLanguage, let theirs = voiceOver.languages[name] else { return result }
        for match in keys {
            let key = match.key
            guard let hark = table[key] else { continue }
            let found = match.voiceOverKeys.compactMap { voiceOverKey in theirs[voiceOverKey].map { (voiceOverKey, $0) }
            }
            guard !found.isEmpty else { continue }
            guard match.voiceOverKeys.count == 1, let chosen = found.first else {
                result.ambiguities.append(Ambiguity(key: key, voiceOver: found.map(\.1)))
                continue
            }
            result.compared += 1
            guard words(hark, language: language) != words(chosen.1, language: language) else { continue }
            result.differences.append(
                Difference(
                    key: key, voiceOverKey: chosen.0, hark: hark, voiceOver: chosen.1,
                    replacement: replacement(chosen.1, for: hark)))
        }
        return result
    }

    /// The words a table value is compared by: ``ParityWords``, each
    /// placeholder as the number of the argument it takes.
    static func words(_ value: String, language: String) -> [String] {
        var text = "", next = 0
        for token in FormatToken.scan(value) {
            switch token {
            case .literal(let literal): text += literal
            case .placeholder(let position, _, _):
                next = (position ?? next) + 1
                text += " \(next) "
            case .variable(_, let name, _): text += " \(name) "
            case .invalid(let written): text += written
            }
        }
        return ParityWords.of(text, language: language)
    }

    /// The arguments a value's placeholders take (0-based, and whether a
    /// number); `nil` when it has a plural variable or a `%` Hark cannot read.
    private static func arguments(_ value: String) -> [Int: Bool]? {
        var arguments: [Int: Bool] = [:], next = 0
        for token in FormatToken.scan(value) {
            switch token {
            case .literal: continue
            case .placeholder(let position, let conversion, _):
                let index = position ?? next
                next = index + 1
                arguments[index] = conversion != "@"
            case .variable, .invalid: return nil
            }
        }
        return arguments
    }

    /// VoiceOver's word in Hark's shape: Hark's closing period (or none)
    /// and, when Hark's word starts with a capital, a capital; `nil` when
    /// its placeholders take other arguments than Hark's.
    static func replacement(_ voiceOver: String, for hark: String) -> String? {
        guard let theirs = arguments(voiceOver), theirs == arguments(hark) else { return nil }
        let closing: Set<Character> = [".", "。"]
        var core = Substring(voiceOver)
        while let last = core.last, closing.contains(last) || last.isWhitespace { core = core.dropLast() }
        while let first = core.first, first.isWhitespace { core = core.dropFirst() }
        var text = String(core)
        if let mine = hark.first, mine.isUppercase, let first = text.first, first.isLowercase {
            text = first.uppercased() + text.dropFirst()
        }
        if let last = hark.last, closing.contains(last) { text.append(last) }
        return text
    }

    /// Keys in the order of Hark's ``SpeechKey``, then any others sorted.
    static func order(_ keys: Dictionary<String, String>.Keys) -> [String] {
        let known = SpeechKey.allCases.map(\.rawValue).filter { keys.contains($0) }
        let knownSet = Set(known)
        return known + keys.filter { !knownSet.contains($0) }.sorted()
    }
}
