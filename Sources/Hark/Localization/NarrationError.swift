/// Why a narration could not start: Hark's own string tables are missing or
/// broken, or the app's string tables (or a key in them) are.
public struct NarrationError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// Hark's VoiceOver tables: an installation problem.
        case stringTables
        /// The app's own strings that a sample refers to: a data problem.
        case appStrings
    }

    public var kind: Kind
    public var message: String

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
