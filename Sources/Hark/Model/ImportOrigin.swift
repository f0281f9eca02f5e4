/// Where an imported document came from: the format, what the format cannot
/// tell, and what the import noticed on the way.
public struct ImportOrigin: Hashable, Sendable {
    /// The format the document was read from.
    public var format: ImportFormat
    /// The second header line of the narration: `imported from Appium page
    /// source: hints not available`.
    public var note: String
    /// Elements kept with a caveat (an unknown element type, a trait name
    /// Hark does not know), each naming its line or JSON path.
    public var warnings: [String]
    /// The locale guessed from the dump's labels, which the document's
    /// `locale` was set to (a dump does not record the device language);
    /// `nil` when no label had a letter to guess from.
    public var guessedLocale: String?

    /// Creates the origin of a document read from `format`, with the import's
    /// warnings; the note says whether hints were available.
    public init(format: ImportFormat, warnings: [String] = []) {
        self.format = format
        self.note = "imported from \(format.displayName)" + (format == .idb ? ": hints from idb's help" : ": hints not available")
        self.warnings = warnings
    }
}
