// The fuzz build compiles Hark's sources with swiftc, without the
// EmbedLocalizations plugin: no tables are embedded (HARK_LOCALIZATIONS
// names the Localizations folder instead), and no punctuation names but
// the English ones parity keeps in its code.
extension EmbeddedLocalizations {
    static let files: [(language: String, file: String, base64: String)] = []
    static let punctuation: [(locale: String, mark: Character, name: String)] = []
}
