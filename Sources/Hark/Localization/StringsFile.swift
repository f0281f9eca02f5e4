import Foundation

/// Reads Apple's string files: `.strings` with Hark's own reader
/// (``StringsParser``), `.stringsdict` with `PropertyListSerialization`
/// (never `Bundle.localizedString`, which crashes on Linux for
/// `.stringsdict` keys).
enum StringsFile {
    /// A `.strings` file: `"key" = "value";` pairs. Errors read
    /// `<path>:<line>: <message>`.
    static func strings(at file: URL) throws(NarrationError) -> [String: String] {
        try strings(Array(contents(of: file)), name: file.path)
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
        try pluralStrings(contents(of: file), name: file.path)
    }

    /// A table file's bytes, or the error that names it.
    private static func contents(of file: URL) throws(NarrationError) -> Data {
        do {
            return try Data(contentsOf: file)
        } catch {
            throw NarrationError(kind: .stringTables, message: "\(file.path): cannot read the file")
        }
    }

    /// The plural entries of a `.stringsdict` file's bytes; `name` begins each error.
    static func pluralStrings(_ data: Data, name: String) throws(NarrationError) -> [String: PluralString] {
        let list: Any
        do {
            list = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw NarrationError(kind: .stringTables, message: "\(name) is not a valid .stringsdict property list")
        }
        guard let dictionary = list as? [String: Any] else {
            throw NarrationError(kind: .stringTables, message: "\(name) is not a dictionary of plural entries")
        }
        var entries: [String: PluralString] = [:]
        for key in dictionary.keys.sorted() {
            do {
                entries[key] = try PluralString(stringsdictEntry: dictionary[key] as Any)
            } catch {
                throw NarrationError(kind: .stringTables, message: "\(name): \"\(key)\": \(error.message)")
            }
        }
        return entries
    }
}
