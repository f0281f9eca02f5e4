import Foundation

/// Reads an Xcode String Catalog (`.xcstrings`, JSON) as strictly as a
/// sample: each key's `stringUnit` per language, and its plural
/// `variations`, including `substitutions` (several plural arguments in one
/// string). A wrong type, an unknown field or a malformed form is an error
/// naming its JSON path inside the catalog
/// (`strings.unread.localizations.fr.variations.plural.few`); the catalog
/// is read in file order, so the same file always gives the same error.
enum StringCatalog {
    static let fields = ["sourceLanguage", "version", "strings"]
    static let entryFields = ["comment", "extractionState", "shouldTranslate", "localizations"]
    static let localizationFields = ["stringUnit", "variations", "substitutions"]
    static let unitFields = ["state", "value"]
    static let variationFields = ["plural", "device"]
    static let substitutionFields = ["argNum", "formatSpecifier", "variations"]

    /// Entries by language, then key.
    typealias Entries = [String: [String: AppStrings.Entry]]

    static func entries(at url: URL) throws(NarrationError) -> Entries {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw NarrationError(kind: .appStrings, message: "\(url.path): cannot read the file")
        }
        do {
            return try entries(Array(data))
        } catch {
            throw NarrationError(kind: .appStrings, message: "\(url.path): \(error.description)")
        }
    }

    /// The entries of a catalog's bytes; errors name the JSON path.
    static func entries(_ bytes: [UInt8]) throws(HarkDecodingError) -> Entries {
        try SampleReader.reading(bytes) { reader throws(HarkDecodingError) in try entries(&reader) }
    }

    private static func entries(_ reader: inout SampleReader) throws(HarkDecodingError) -> Entries {
        var result: Entries = [:]
        let keys = try reader.members(
            known: fields, what: "a String Catalog: an object with \"strings\"", nullable: false
        ) { reader, field throws(HarkDecodingError) in
            switch field {
            case "strings":
                try reader.members(known: nil, what: "an object of the catalog's keys", nullable: false) {
                    reader, key throws(HarkDecodingError) in
                    try entry(&reader, key: key, into: &result)
                }
            default: _ = try reader.string()
            }
        }
        try reader.require("strings", in: keys, what: "the catalog's keys")
        try reader.syntax { json throws(JSONSyntaxError) in try json.finish() }
        return result
    }

    /// One key: its localizations, each plain or plural.
    private static func entry(_ reader: inout SampleReader, key: String, into result: inout Entries)
        throws(HarkDecodingError)
    {
        try reader.members(known: entryFields, what: "an object with \"localizations\"", nullable: false) {
            reader, field throws(HarkDecodingError) in
            switch field {
            case "shouldTranslate": _ = try reader.bool()
            case "localizations":
                try reader.members(known: nil, what: "an object of languages", nullable: false) {
                    reader, language throws(HarkDecodingError) in
                    if let entry = try localization(&reader) { result[language, default: [:]][key] = entry }
                }
            default: _ = try reader.string()
            }
        }
    }

    private static func localization(_ reader: inout SampleReader) throws(HarkDecodingError) -> AppStrings.Entry? {
        var value: String?
        var plural: [PluralCategory: String]?
        var substitutions: [(name: String, argument: Int, specifier: String, forms: [PluralCategory: String])] = []
        try reader.members(
            known: localizationFields, what: "an object with \"stringUnit\" or \"variations\"", nullable: false
        ) { reader, field throws(HarkDecodingError) in
            switch field {
            case "stringUnit": value = try unit(&reader)
            case "variations": plural = try variations(&reader)
            default:
                try reader.members(known: nil, what: "an object of substitutions", nullable: false) {
                    reader, name throws(HarkDecodingError) in
                    var argument: Int?, specifier = "lld", forms: [PluralCategory: String]?
                    let keys = try reader.members(
                        known: substitutionFields, what: "an object with \"argNum\" and \"variations\"", nullable: false
                    ) { reader, field throws(HarkDecodingError) in
                        switch field {
                        case "argNum": argument = try reader.integer(in: 1...99)
                        case "formatSpecifier": specifier = try reader.nonEmptyString(what: "a format specifier")
                        default: forms = try variations(&reader)
                        }
                    }
                    try reader.require("argNum", in: keys, what: "the argument the substitution takes")
                    guard let argument, let forms else {
                        throw reader.fail(
                            "missing required field \"variations\" with \"plural\" forms (the substitution's forms)")
                    }
                    substitutions.append((name, argument, specifier, forms))
                }
            }
        }
        if let plural {
            // A plural string: its forms are the string itself, for argument 1.
            return .plural(PluralString(format: "%1$#@plural@", variables: ["plural": plural]))
        }
        guard let value else {
            if !substitutions.isEmpty {
                throw reader.fail("substitutions need a \"stringUnit\" whose value names them (%#@name@)")
            }
            return nil
        }
        guard !substitutions.isEmpty else { return .plain(value) }
        var format = value
        var variables: [String: [PluralCategory: String]] = [:]
        for substitution in substitutions {
            // `%#@name@` takes the argument argNum names.
            format = format.replacingOccurrences(
                of: "%#@\(substitution.name)@", with: "%\(substitution.argument)$#@\(substitution.name)@")
            variables[substitution.name] = substitution.forms.mapValues { form in
                form.replacingOccurrences(of: "%arg", with: "%\(substitution.argument)$" + substitution.specifier)
            }
        }
        return .plural(PluralString(format: format, variables: variables))
    }

    /// `{"state": …, "value": …}`: the value.
    private static func unit(_ reader: inout SampleReader) throws(HarkDecodingError) -> String {
        var value: String?
        let keys = try reader.members(known: unitFields, what: "an object with \"value\"", nullable: false) {
            reader, field throws(HarkDecodingError) in
            if field == "value" { value = try reader.string() } else { _ = try reader.string() }
        }
        try reader.require("value", in: keys, what: "the text")
        return value ?? ""
    }

    /// `{"plural": {"one": {"stringUnit": …}, …}}`: the plural forms, or
    /// `nil` when there are none (device variations are read and not used).
    private static func variations(_ reader: inout SampleReader) throws(HarkDecodingError) -> [PluralCategory: String]?
    {
        var forms: [PluralCategory: String]?
        try reader.members(known: variationFields, what: "an object with \"plural\"", nullable: false) {
            reader, field throws(HarkDecodingError) in
            var found: [PluralCategory: String] = [:]
            try reader.members(
                known: field == "plural" ? PluralCategory.allCases.map(\.rawValue) : nil, what: "an object of forms",
                nullable: false
            ) { reader, name throws(HarkDecodingError) in
                var value: String?
                try reader.members(
                    known: ["stringUnit", "variations"], what: "an object with \"stringUnit\"", nullable: false
                ) { reader, inner throws(HarkDecodingError) in
                    if inner == "stringUnit" { value = try unit(&reader) } else { _ = try variations(&reader) }
                }
                if field == "plural" {
                    guard let value, let category = PluralCategory(rawValue: name) else {
                        throw reader.fail("the \"\(name)\" form needs a \"stringUnit\"")
                    }
                    found[category] = value
                }
            }
            if field == "plural" { forms = found }
        }
        return forms
    }
}
