import Foundation

/// A table for each language: given whole (tables read from a folder, or
/// made in code), or made the first time a language is asked for (the tables
/// compiled into the library, parsed one language at a time).
struct LanguageTables<Table: Sendable>: Sendable {
    private let given: [String: Table]
    private let made: Made?

    /// Tables made on demand, once each, from any thread.
    private final class Made: @unchecked Sendable {
        let languages: [String]
        private let make: @Sendable (String) -> Table?
        private let lock = NSLock()
        private var tables: [String: Table?] = [:]

        init(languages: [String], make: @escaping @Sendable (String) -> Table?) {
            self.languages = languages
            self.make = make
        }

        func table(_ language: String) -> Table? {
            lock.withLock {
                if let known = tables[language] { return known }
                let table = languages.contains(language) ? make(language) : nil
                tables[language] = table
                return table
            }
        }
    }

    init(_ tables: [String: Table]) {
        given = tables
        made = nil
    }

    /// Tables for `languages`, each made by `make` when first asked for.
    init(languages: [String], make: @escaping @Sendable (String) -> Table?) {
        given = [:]
        made = Made(languages: languages, make: make)
    }

    subscript(language: String) -> Table? {
        if let made { return made.table(language) }
        return given[language]
    }

    /// The languages that have a table, sorted.
    var languages: [String] { (made?.languages ?? Array(given.keys)).sorted() }
}

extension LanguageTables: Equatable where Table: Equatable {
    /// The same languages, each with the same table.
    static func == (a: Self, b: Self) -> Bool {
        a.languages == b.languages && a.languages.allSatisfy { a[$0] == b[$0] }
    }
}
