/// Replaces an element's localized texts (``LocalizedString``) with their
/// text in the narration's locale, collecting warnings once each.
struct LocalizedTextResolver {
    let appStrings: AppStrings?
    let locale: String
    /// The folder the document names in `appStrings`, to tell "none named"
    /// from "named but not given" when no app strings were passed.
    let named: AppStringsReference?
    private(set) var warnings: [String] = []
    private var warned: Set<String> = []

    init(appStrings: AppStrings?, locale: String, named: AppStringsReference?) {
        self.appStrings = appStrings
        self.locale = locale
        self.named = named
        if let appStrings, appStrings.language(for: locale) == nil {
            warn(
                "the app has no \(locale) strings (it has: \(appStrings.languages.joined(separator: ", "))); speaking "
                    + "its \(appStrings.developmentLanguage) strings, as iOS does"
            )
        }
    }

    mutating func resolve(_ node: inout AccessibilityNode) throws(NarrationError) {
        // Localized texts but the actions' names are kept in the node's
        // extras, which most nodes do not have: one look for all of them.
        let hasExtras = node.storage.fields.extras.shared != nil
        if hasExtras {
            if let string = node.localizedLabel { node.label = try text(string) }
            if let string = node.localizedValue { node.value = try text(string) }
            if let string = node.localizedHint { node.hint = try text(string) }
        }
        if node.customActions.contains(where: { $0.localizedName != nil }) {
            for index in node.customActions.indices {
                if let string = node.customActions[index].localizedName {
                    node.customActions[index].name = try text(string)
                }
            }
        }
        if hasExtras { try node.resolveLocalizedContent { (string) throws(NarrationError) in try text(string) } }
    }

    private mutating func text(_ string: LocalizedString) throws(NarrationError) -> String {
        guard let appStrings else {
            guard let named else {
                throw NarrationError(
                    kind: .appStrings,
                    message:
                        "the app's string \"\(string.key)\" is used, but the document names no app strings "
                        + "(\"appStrings\")"
                )
            }
            throw NarrationError(
                kind: .appStrings,
                message:
                    "the app's string \"\(string.key)\" is used, but the app strings the document names "
                    + "(\"\(named.path)\") were not loaded; pass AppStrings(for: document, sampleFolder:) as "
                    + "appStrings"
            )
        }
        let (text, warnings) = try appStrings.resolve(string, locale: locale)
        for warning in warnings { warn(warning) }
        return text
    }

    private mutating func warn(_ warning: String) {
        if warned.insert(warning).inserted { warnings.append(warning) }
    }
}
