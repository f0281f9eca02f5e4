/// Why a narration could not start: Hark's own string tables are missing or
/// broken, or the app's string tables (or a key in them) are.
public struct NarrationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Whose strings are at fault.
    public enum Kind: Hashable, Sendable {
        /// Hark's VoiceOver tables: an installation problem.
        case stringTables
        /// The app's own strings that a sample refers to: a data problem.
        case appStrings
    }

    /// Whose strings are at fault.
    public var kind: Kind
    /// What is wrong.
    public var message: String
    /// Whether a file or folder could not be read at all (`hark` exits 66),
    /// rather than read and found malformed (65).
    package var cannotRead = false

    /// Creates an error of this kind.
    package init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// An error of this kind about a file or folder that cannot be read.
    package static func cannotRead(_ kind: Kind, _ message: String) -> NarrationError {
        var error = NarrationError(kind: kind, message: message)
        error.cannotRead = true
        return error
    }

    /// The ``message``.
    public var description: String { message }
}
