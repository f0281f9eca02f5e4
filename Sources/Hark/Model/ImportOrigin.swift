/// Where an imported document came from: the format, what the format cannot
/// tell, and what the import noticed on the way.
package struct ImportOrigin: Hashable, Sendable {
    /// The format the document was read from.
    package var format: ImportFormat
    /// The second header line of the narration: `imported from Appium page
    /// source: hints not available`.
    package var note: String
    /// Elements kept with a caveat (an unknown element type, a trait name
    /// Hark does not know), each naming its line or JSON path.
    package var warnings: [String]
    /// The locale guessed from the dump's labels, which the document's
    /// `locale` was set to (a dump does not record the device language);
    /// `nil` when no label had a letter to guess from.
    package var guessedLocale: String?
    /// What the tool itself says each element speaks, in its focus order:
    /// AccessibilitySnapshot's `description` (without the hint); empty for
    /// the formats that carry none. `hark narrate --compare-description`
    /// compares Hark's speech with it.
    package var descriptions: [String] = []
    /// Where each node of the imported tree starts in the dump, in the
    /// tree's preorder (the root first): a line and column from 1, 0 when
    /// not known (the root Hark adds, a column Appium's parser does not give).
    package var places: [Place] = []

    /// A line and column in the dump.
    package struct Place: Hashable, Sendable {
        package var line: Int
        package var column: Int
    }

    /// Creates the origin of a document read from `format`, with the import's
    /// warnings; the note says whether hints were available.
    package init(format: ImportFormat, warnings: [String] = []) {
        self.format = format
        let hints: String
        switch format {
        case .idb: hints = "hints from idb's help"
        case .accessibilitySnapshot: hints = "hints from the model"
        default: hints = "hints not available"
        }
        self.note = "imported from \(format.displayName): \(hints)"
        self.warnings = warnings
    }
}
