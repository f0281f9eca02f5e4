// The fuzz build compiles Hark's sources with swiftc, without the
// EmbedLocalizations plugin: no tables are embedded (HARK_LOCALIZATIONS
// names the Localizations folder instead).
extension EmbeddedLocalizations {
    static let files: [(language: String, file: String, base64: String)] = []
}
