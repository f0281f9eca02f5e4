import Foundation

/// Reads an Xcode String Catalog (`.xcstrings`, JSON): each key's
/// `stringUnit` per language, and its plural `variations`, including
/// `substitutions` (several plural arguments in one string).
enum StringCatalog {
    static func entries(at url: URL) throws(NarrationError) -> [String: [String: AppStrings.Entry]] {
        func fail(_ message: String) -> NarrationError {
            NarrationError(kind: .appStrings, message: "\(url.path): \(message)")
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: try Data(contentsOf: url))
        } catch {
            throw fail("not a valid String Catalog (JSON)")
        }
        guard let catalog = json as? [String: Any], let strings = catalog["strings"] as? [String: Any] else {
            throw fail("a String Catalog needs a \"strings\" object")
        }
        var result: [String: [String: AppStrings.Entry]] = [:]
        for (key, value) in strings {
            guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any] else { throw fail("\"\(key)\" (\(language)) is not an object") }
                if let entry = try entry(localization, key: key, language: language, fail: fail) {
                    result[language, default: [:]][key] = entry
                }
            }
        }
        return result
    }

    private static func entry(_ localization: [String: Any], key: String, language: String, fail: (String) -> NarrationError) throws(NarrationError) -> AppStrings.Entry? {
        if let plural = try forms(localization, key: key, language: language, fail: fail) {
            // A plural string: its forms are the string itself, for argument 1.
            return .plural(PluralString(format: "%1$#@plural@", variables: ["plural": plural]))
        }
        guard let value = (localization["stringUnit"] as? [String: Any])?["value"] as? String else { return nil }
        guard let substitutions = localization["substitutions"] as? [String: Any] else { return .plain(value) }
        var format = value
        var variables: [String: [PluralCategory: String]] = [:]
        for (name, substitution) in substitutions {
            guard let substitution = substitution as? [String: Any], let argument = substitution["argNum"] as? Int,
                  let forms = try forms(substitution, key: key, language: language, fail: fail) else {
                throw fail("\"\(key)\" (\(language)): the substitution \"\(name)\" needs argNum and plural variations")
            }
            // `%#@name@` takes the argument argNum names.
            format = format.replacingOccurrences(of: "%#@\(name)@", with: "%\(argument)$#@\(name)@")
            variables[name] = forms.mapValues { form in
                form.replacingOccurrences(of: "%arg", with: "%\(argument)$" + ((substitution["formatSpecifier"] as? String) ?? "lld"))
            }
        }
        return .plural(PluralString(format: format, variables: variables))
    }

    /// The plural forms under `variations.plural`, if any.
    private static func forms(_ object: [String: Any], key: String, language: String, fail: (String) -> NarrationError) throws(NarrationError) -> [PluralCategory: String]? {
        guard let plural = (object["variations"] as? [String: Any])?["plural"] as? [String: Any] else { return nil }
        var forms: [PluralCategory: String] = [:]
        for (name, form) in plural {
            guard let category = PluralCategory(rawValue: name) else { throw fail("\"\(key)\" (\(language)): unknown plural category \"\(name)\"") }
            guard let value = ((form as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String else {
                throw fail("\"\(key)\" (\(language)): the \"\(name)\" form has no stringUnit value")
            }
            forms[category] = value
        }
        return forms
    }
}
