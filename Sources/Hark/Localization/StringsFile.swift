import Foundation

/// Reads Apple's string files: `.strings` with Hark's own reader
/// (``StringsParser``), `.stringsdict` with `PropertyListSerialization`
/// (never `Bundle.localizedString`, which crashes on Linux for
/// `.stringsdict` keys), XML or binary only: CoreFoundation's old-style
/// (OpenStep) parser writes a line of its own to standard error for a
/// malformed dictionary, so such a file is refused before it is parsed.
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
            throw NarrationError.cannotRead(.stringTables, "\(file.path): cannot read the file")
        }
    }

    /// The plural entries of a `.stringsdict` file's bytes; `name` begins each error.
    static func pluralStrings(_ data: Data, name: String) throws(NarrationError) -> [String: PluralString] {
        let bytes = [UInt8](data)
        try checkXMLOrBinary(bytes, name: name)
        let list: Any
        do {
            list = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            if !BinaryPropertyList.isBinaryList(bytes), let found = PropertyListXMLCheck.mistake(in: bytes) {
                let message = "\(name):\(found.line):\(found.column): \(found.message) (not a valid property list)"
                throw NarrationError(kind: .stringTables, message: message)
            }
            throw NarrationError(kind: .stringTables, message: invalidList(name, error))
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

    /// What `PropertyListSerialization` found wrong where
    /// ``PropertyListXMLCheck`` finds no mistake, as `file:line: mistake`
    /// when its description names the line ("Close tag on line 5 does not
    /// match open tag string"); CoreFoundation says no column.
    static func invalidList(_ name: String, _ error: any Error) -> String {
        let invalid = "\(name) is not a valid .stringsdict property list"
        guard let said = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String, !said.isEmpty else {
            return invalid
        }
        let words = said.split(separator: " ", omittingEmptySubsequences: false)
        guard let at = words.indices.dropFirst().first(where: { words[$0 - 1] == "line" && Int(words[$0]) != nil }),
            let line = Int(words[at])
        else { return "\(invalid): \(said)" }
        // "… on line 5 …" and "… at line 5" lose their place, which leads the message.
        let placed = at >= 2 && ["on", "at"].contains(words[at - 2])
        let text = (words[..<(placed ? at - 2 : at - 1)] + words[(at + 1)...]).joined(separator: " ")
        return "\(name):\(line): \(text.prefix(1).lowercased() + text.dropFirst()) (not a valid property list)"
    }

    /// Refuses what `PropertyListSerialization` would hand to the old-style
    /// parser: text whose first character (after a UTF-8 byte-order mark and
    /// white space) is not `<`, and a binary property list whose first
    /// object is not a dictionary (a broken one falls back to that parser,
    /// and `bplist00 = a b` is a malformed old-style dictionary). A binary
    /// list's dictionaries and strings are read by ``BinaryPropertyList``
    /// first, so that a broken one is named by its byte offset.
    private static func checkXMLOrBinary(_ bytes: [UInt8], name: String) throws(NarrationError) {
        let head = bytes.prefix(4_096)
        if head.starts(with: Array("bplist".utf8)) {
            guard head.count > 8, head[8] & 0xF0 == 0xD0 else {
                throw NarrationError(kind: .stringTables, message: "\(name) is not a dictionary of plural entries")
            }
            do {
                var list = try BinaryPropertyList(bytes)
                try list.checkDictionaries(levels: 3)
            } catch {
                let place = error.byte.map { ": byte \($0)" } ?? ""
                throw NarrationError(
                    kind: .stringTables, message: "\(name)\(place): \(error.message) (not a valid property list)")
            }
            return
        }
        let text = head.starts(with: [0xEF, 0xBB, 0xBF]) ? head.dropFirst(3) : head[...]
        guard text.first(where: { !" \t\r\n".utf8.contains($0) }) == UInt8(ascii: "<") else {
            throw NarrationError(
                kind: .stringTables,
                message: "\(name) is not an XML or binary property list (Hark reads no old-style .stringsdict)")
        }
    }
}
