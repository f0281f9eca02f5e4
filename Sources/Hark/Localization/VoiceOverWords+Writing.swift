import Foundation

/// `hark words`'s outputs: the report as text and JSON, and Hark's tables
/// with VoiceOver's words where they differ, as `.strings` files.
extension VoiceOverWords {
    /// The report: a section per language (how many words differ, then a
    /// line for each, and each word VoiceOver's keys disagree on), and a
    /// last line counting them. Text from the tables is on one line each,
    /// control characters escaped.
    package var text: String {
        var lines = ["# VoiceOver's table: \(OneLineText.escaped(source))"]
        let total = keys.count + unmatched.count
        let byName = keys.filter { $0.how == .keyName }
        lines.append(
            "# \(keys.count) of Hark's \(total) words matched to VoiceOver's keys: \(byName.count) by key name, "
                + "\(keys.count - byName.count) by English words")
        let byWords = keys.filter { $0.how == .englishWords }.map { match in
            match.key + " (" + match.voiceOverKeys.map(OneLineText.escaped).joined(separator: ", ") + ")"
        }
        if !byWords.isEmpty { lines.append("# by English words: " + byWords.joined(separator: ", ")) }
        if !unmatched.isEmpty { lines.append("# not in VoiceOver's table: " + unmatched.joined(separator: ", ")) }
        for language in languages {
            guard language.voiceOverLanguage != nil else {
                lines.append("\(language.language): VoiceOver's table has no \(language.language)")
                continue
            }
            let count = language.differences.count
            lines.append("\(language.language): \(count) of \(language.compared) words differ")
            for difference in language.differences {
                let head =
                    "  "
                    + difference.key.padding(toLength: max(24, difference.key.count + 1), withPad: " ", startingAt: 0)
                let note = difference.replacement == nil ? " (not written: its placeholders differ)" : ""
                let voiceOver = OneLineText.escaped(difference.voiceOver)
                lines.append(
                    head + "hark: \(OneLineText.escaped(difference.hark)) | voiceover: \(voiceOver) "
                        + "(\(OneLineText.escaped(difference.voiceOverKey)))" + note)
            }
            for ambiguity in language.ambiguities {
                let words = ambiguity.voiceOver.map { OneLineText.escaped($0) }.joined(separator: " | ")
                lines.append("  \(ambiguity.key) matched through several keys: \(words) (not compared, not written)")
            }
        }
        let compared = languages.filter { $0.voiceOverLanguage != nil }.count
        let differing = languages.filter { !$0.differences.isEmpty }.count
        lines.append(
            "words: \(differenceCount) differ in \(differing) of \(compared) languages compared "
                + "(Hark has \(languages.count))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON: the table, the keys matched and not, and each
    /// language with its differences.
    package var json: String {
        var json = "{\n  \"table\": \(JSONText.string(source)),\n  \"matched\": "
        JSONText.appendLines(keys, to: &json) { match, json in
            json +=
                "{\"key\": \(JSONText.string(match.key)), \"voiceOverKeys\": \(JSONText.string(match.voiceOverKeys)), "
                + "\"how\": \(JSONText.string(match.how.rawValue))}"
        }
        json += ",\n  \"unmatched\": \(JSONText.string(unmatched)),\n  \"languages\": "
        JSONText.appendLines(languages, to: &json) { language, json in
            json += "{\"language\": \(JSONText.string(language.language)), \"voiceOverLanguage\": "
            JSONText.append(language.voiceOverLanguage, to: &json)
            json += ", \"compared\": \(language.compared), \"differences\": ["
            json += language.differences.map { difference in
                JSONText.object([
                    "key": difference.key, "voiceOverKey": difference.voiceOverKey, "hark": difference.hark,
                    "voiceOver": difference.voiceOver, "replacement": difference.replacement,
                ])
            }.joined(separator: ", ")
            json += "], \"ambiguous\": ["
            json += language.ambiguities.map {
                "{\"key\": \(JSONText.string($0.key)), \"voiceOver\": \(JSONText.string($0.voiceOver))}"
            }.joined(separator: ", ")
            json += "]}"
        }
        return json + ",\n  \"differences\": \(differenceCount)\n}\n"
    }

    /// Hark's table for `language` with each differing word replaced by
    /// VoiceOver's (where it can stand in), every key of Hark's, and where
    /// its words come from (``WordEvidence/sourceKey``): VoiceOver's table
    /// read, when it has the language.
    package func table(_ language: String, hark: StringTables) -> [String: String] {
        var table = hark.tables[language] ?? [:]
        let compared = languages.first(where: { $0.language == language })
        for difference in compared?.differences ?? [] {
            if let replacement = difference.replacement { table[difference.key] = replacement }
        }
        let read = compared?.voiceOverLanguage == nil ? nil : source
        table[WordEvidence.sourceKey] = WordEvidence.written(language, hark: hark, comparedWith: read)
        return table
    }

    /// ``table(_:hark:)`` as a `.strings` file, keys in Hark's order, a
    /// comment above each word taken from VoiceOver naming its key and Hark's word.
    package func stringsFile(_ language: String, hark: StringTables) -> String {
        let table = self.table(language, hark: hark)
        let replaced = Dictionary(
            (languages.first(where: { $0.language == language })?.differences ?? []).filter { $0.replacement != nil }
                .map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var text = """
            /* Hark's words in \(Self.comment(language)), with VoiceOver's own where they differ: written by
               hark words from \(Self.comment(source)).
               Read by hark with HARK_LOCALIZATIONS set to this folder's parent. */

            """
        if let source = table[WordEvidence.sourceKey] {
            text += "\n/* Where the words come from, for a narration's header. */\n"
            text += "\"\(WordEvidence.sourceKey)\" = \"\(Self.escaped(source))\";\n"
        }
        for key in Self.order(table.keys) where key != WordEvidence.sourceKey {
            if let difference = replaced[key] {
                text += "\n/* VoiceOver's \(Self.comment(difference.voiceOverKey)); "
                text += "Hark's word: \(Self.comment(difference.hark)) */\n"
            }
            text += "\"\(Self.escaped(key))\" = \"\(Self.escaped(table[key] ?? ""))\";\n"
        }
        return text
    }

    /// `text` as a quoted `.strings` string's inside; a control character
    /// without a short escape is written `\U001F`.
    static func escaped(_ text: String) -> String {
        ScalarEscape.escaped(text, stringsEscapes) { scalar in
            guard ScalarEscape.isC0OrDelete(scalar) else { return nil }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    /// The characters a `.strings` string writes with a backslash.
    private static let stringsEscapes: ScalarEscape.Table = [
        "\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\t": "\\t", "\r": "\\r",
    ]

    /// `text` safe inside a `/* */` comment, on one line.
    private static func comment(_ text: String) -> String {
        OneLineText.escaped(text).replacingOccurrences(of: "*/", with: "* /")
    }
}
