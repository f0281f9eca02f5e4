import Foundation

/// Reads Apple's string files with `PropertyListSerialization` (never
/// `Bundle.localizedString`, which crashes on Linux for `.stringsdict` keys).
enum StringsFile {
    /// A `.strings` file: `"key" = "value";` pairs.
    static func strings(at file: URL) throws(NarrationError) -> [String: String] {
        guard let dictionary = try propertyList(at: file) as? [String: Any] else {
            throw NarrationError(kind: .stringTables, message: "\(file.path) is not a table of \"key\" = \"value\"; pairs")
        }
        var strings: [String: String] = [:]
        for (key, value) in dictionary {
            guard let text = value as? String else {
                throw NarrationError(kind: .stringTables, message: "\(file.path): the value of \"\(key)\" is not a string")
            }
            strings[key] = text
        }
        return strings
    }

    /// A `.stringsdict` file: plural-sensitive entries.
    static func pluralStrings(at file: URL) throws(NarrationError) -> [String: PluralString] {
        guard let dictionary = try propertyList(at: file) as? [String: Any] else {
            throw NarrationError(kind: .stringTables, message: "\(file.path) is not a dictionary of plural entries")
        }
        var entries: [String: PluralString] = [:]
        for (key, value) in dictionary {
            do {
                entries[key] = try PluralString(stringsdictEntry: value)
            } catch {
                throw NarrationError(kind: .stringTables, message: "\(file.path): \"\(key)\": \(error.message)")
            }
        }
        return entries
    }

    private static func propertyList(at file: URL) throws(NarrationError) -> Any {
        do {
            return try PropertyListSerialization.propertyList(from: try Data(contentsOf: file), options: [], format: nil)
        } catch {
            throw NarrationError(kind: .stringTables, message: "\(file.path) is not a valid strings file")
        }
    }
}

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
