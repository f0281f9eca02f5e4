/// A plural-sensitive string: a `.stringsdict` entry, or a String Catalog
/// string with plural variations. Its format names variables
/// (`%#@rows@`) whose text depends on a number's plural category.
struct PluralString: Hashable, Sendable {
    /// `NSStringLocalizedFormatKey`, for example `"%#@rows@"`.
    var format: String
    /// The forms of each variable, by plural category.
    var variables: [String: [PluralCategory: String]]

    /// The plain format for `arguments` in `language`: each variable
    /// replaced by the form its argument's plural category chooses, with
    /// that form's placeholders pointing at the variable's argument.
    ///
    /// As on iOS, a `zero` form is used for 0 in any language that has one.
    func resolve(_ arguments: [SpeechFormat.Argument], language: String) throws(FormatError) -> String {
        var result = ""
        var next = 0
        for token in FormatToken.scan(format) {
            switch token {
            case .literal(let text):
                result += Self.escaped(text)
            case .placeholder(let position, let conversion, _):
                let index = position ?? next
                next = index + 1
                result += "%\(index + 1)$\(conversion)"
            case .invalid(let written):
                throw FormatError(message: "unsupported placeholder \"\(written)\"")
            case .variable(let position, let name, let written):
                let index = position ?? next
                next = index + 1
                guard let forms = variables[name] else {
                    throw FormatError(message: "\(written) names no variable \"\(name)\"")
                }
                guard arguments.indices.contains(index), case .integer(let number) = arguments[index] else {
                    throw FormatError(message: "\(written) needs a number as argument \(index + 1)")
                }
                var category = PluralRules.category(for: number, language: language)
                if number == 0, forms[.zero] != nil { category = .zero }
                guard let form = forms[category] ?? forms[.other] else {
                    throw FormatError(
                        message: "the variable \"\(name)\" has no \"\(category.rawValue)\" or \"other\" form")
                }
                for formToken in FormatToken.scan(form) {
                    switch formToken {
                    case .literal(let text): result += Self.escaped(text)
                    case .placeholder(let position, let conversion, _):
                        result += "%\((position ?? index) + 1)$\(conversion)"
                    case .invalid(let written), .variable(_, _, let written):
                        throw FormatError(
                            message:
                                "unsupported placeholder \"\(written)\" in the \"\(category.rawValue)\" form of "
                                + "\"\(name)\""
                        )
                    }
                }
            }
        }
        return result
    }

    private static func escaped(_ text: String) -> String {
        text.contains("%") ? text.replacingOccurrences(of: "%", with: "%%") : text
    }

    /// Reads one `.stringsdict` entry (a property-list dictionary).
    init(stringsdictEntry entry: Any) throws(FormatError) {
        guard let entry = entry as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String else {
            throw FormatError(message: "the entry has no NSStringLocalizedFormatKey string")
        }
        var variables: [String: [PluralCategory: String]] = [:]
        for (name, value) in entry where name != "NSStringLocalizedFormatKey" {
            guard let rule = value as? [String: Any] else { continue }
            guard rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else {
                throw FormatError(message: "the variable \"\(name)\" is not an NSStringPluralRuleType rule")
            }
            var forms: [PluralCategory: String] = [:]
            for category in PluralCategory.allCases {
                guard let form = rule[category.rawValue] else { continue }
                guard let text = form as? String else {
                    throw FormatError(message: "the \"\(category.rawValue)\" form of \"\(name)\" is not a string")
                }
                forms[category] = text
            }
            guard !forms.isEmpty else { throw FormatError(message: "the variable \"\(name)\" has no plural forms") }
            variables[name] = forms
        }
        self.init(format: format, variables: variables)
    }

    init(format: String, variables: [String: [PluralCategory: String]]) {
        self.format = format
        self.variables = variables
    }
}
