import Foundation

/// Reads Apple's string files: `.strings` with Hark's own reader
/// (``StringsParser``), `.stringsdict` with `PropertyListSerialization`
/// (never `Bundle.localizedString`, which crashes on Linux for
/// `.stringsdict` keys).
enum StringsFile {
    /// A `.strings` file: `"key" = "value";` pairs. Errors read
    /// `<path>:<line>: <message>`.
    static func strings(at file: URL) throws(NarrationError) -> [String: String] {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw NarrationError(kind: .stringTables, message: "\(file.path): cannot read the file")
        }
        return try strings(Array(data), name: file.path)
    }

    /// The pairs of a `.strings` file's bytes; `name` begins each error.
    static func strings(_ bytes: [UInt8], name: String) throws(NarrationError) -> [String: String] {
        do {
            return try StringsParser.table(bytes)
        } catch {
            throw NarrationError(kind: .stringTables, message: "\(name):\(error.line): \(error.message)")
        }
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
