/// The voices `espeak-ng --voices` lists, and the choice of one for a
/// narration language: the language itself (`pt-BR`), else its base
/// language (`zh-Hans` → `zh`), else English, with a warning line.
struct ESpeakVoices: Sendable {
    /// Language tags espeak-ng answers to (its voices' languages and their
    /// "other languages"), lowercased.
    var languages: Set<String> = []
    /// Voice names and file names (`German`, `gmw/de`), lowercased.
    var names: Set<String> = []
    /// Variant names (`f3`, `klatt`), lowercased: what may follow `+`.
    var variants: Set<String> = []

    /// Reads the table `espeak-ng --voices` prints: a header, then
    /// `Pty Language Age/Gender VoiceName File (other 5)(languages 8)`.
    init(listing: String) {
        for line in listing.split(whereSeparator: \.isNewline).dropFirst() {
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            guard columns.count >= 5 else { continue }
            languages.insert(columns[1].lowercased())
            names.insert(columns[3].lowercased())
            names.insert(columns[4].lowercased())
            // The other languages: `(zh-cmn 5)(zh 5)`, a tag and a priority each.
            for part in columns.dropFirst(5).joined(separator: " ").split(
                separator: "(", omittingEmptySubsequences: false
            ).dropFirst() {
                if let tag = part.split(separator: " ").first { languages.insert(tag.lowercased()) }
            }
        }
    }

    init(languages: Set<String>, names: Set<String> = []) {
        self.languages = languages
        self.names = names
    }

    /// Adds the variants of the table `espeak-ng --voices=variant` prints:
    /// each one's name and file name (`!v/f3` → `f3`).
    mutating func addVariants(listing: String) {
        for line in listing.split(whereSeparator: \.isNewline).dropFirst() {
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            guard columns.count >= 5 else { continue }
            variants.insert(columns[3].lowercased())
            if let name = columns[4].split(separator: "/").last { variants.insert(name.lowercased()) }
        }
    }

    /// The voice for `locale`, and a warning when it is not the locale's own.
    func voice(for locale: String) -> (voice: String, warning: String?) {
        var tag = locale.lowercased().replacingOccurrences(of: "_", with: "-")
        if languages.contains(tag) { return (tag, nil) }
        while let dash = tag.lastIndex(of: "-") {
            tag = String(tag[..<dash])
            if languages.contains(tag) {
                return (tag, "espeak-ng has no \(locale) voice; speaking with its \(tag) voice")
            }
        }
        return (
            "en",
            "espeak-ng has no voice for \(locale)\(tag == locale.lowercased() ? "" : " or \(tag)"); speaking English"
        )
    }

    /// Whether `--voice` names a voice: a language, a voice or file name,
    /// optionally with a variant (`en+f3`); both must be ones espeak-ng
    /// lists, since it opens them as files (`en+../../etc/passwd`).
    func knows(_ voice: String) -> Bool {
        let parts = voice.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false).map { $0.lowercased() }
        guard let base = parts.first, languages.contains(base) || names.contains(base) else { return false }
        return parts.count == 1 || variants.contains(parts[1])
    }
}
