/// A string from the app's own tables (`Localizable.strings` and
/// `.stringsdict`, or a String Catalog): a key, its table, and the arguments
/// of its format, as `String(localized:)` or `NSLocalizedString` with
/// `String(format:)` use them.
///
/// In the sample format it is written where a label, value, hint, custom
/// action name or custom content would be a string:
/// `{"key": "flights.count", "args": [3]}`. Hark resolves it in the
/// narration's locale.
public struct LocalizedString: Hashable, Sendable {
    /// An argument of the format.
    public enum Argument: Hashable, Sendable {
        /// For `%@`.
        case text(String)
        /// For `%d` (and `%@`); chooses the plural form of a `.stringsdict`
        /// or String Catalog variable.
        case integer(Int)
        /// Another string of the same table, resolved first (for `%@`).
        case key(String)
    }

    /// The key in the table.
    public var key: String
    /// The table's name; `nil` means `Localizable`.
    public var table: String?
    /// The arguments of the key's format, in order.
    public var arguments: [Argument]

    /// Creates a reference to `key` in `table` (`Localizable` when `nil`), with the format's arguments.
    public init(key: String, table: String? = nil, arguments: [Argument] = []) {
        self.key = key
        self.table = table
        self.arguments = arguments
    }

    /// The name of the table the string is in.
    package var tableName: String { table ?? "Localizable" }
}

/// Where a sample's own string tables are: a folder of
/// `<language>.lproj/<Table>.strings` and `.stringsdict` files and/or
/// `<Table>.xcstrings` String Catalogs.
public struct AppStringsReference: Hashable, Sendable {
    /// The folder: absolute, or relative to the sample file.
    public var path: String
    /// The language iOS falls back to when a string has no translation.
    public var developmentLanguage: String

    /// Creates a reference to the folder at `path`, falling back to `developmentLanguage`.
    public init(path: String, developmentLanguage: String = "en") {
        self.path = path
        self.developmentLanguage = developmentLanguage
    }
}
