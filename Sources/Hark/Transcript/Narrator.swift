/// What a narration can change from the document's own settings.
public struct NarrationOptions: Hashable, Sendable {
    /// Speak in this locale instead of the document's (the CLI's `--locale`).
    public var locale: String?
    /// Override the document's Speak Hints setting (`--no-hints` is `false`).
    public var speakHints: Bool?
    /// Override the document's Reduce Motion setting (`--reduce-motion`).
    public var reduceMotion: Bool?

    public init(locale: String? = nil, speakHints: Bool? = nil, reduceMotion: Bool? = nil) {
        self.locale = locale
        self.speakHints = speakHints
        self.reduceMotion = reduceMotion
    }
}

/// Narrates a document as a VoiceOver user hears it when flicking right from
/// the first element to the last.
///
/// ```swift
/// let document = try HarkDocument(jsonData: data)
/// let transcript = try Narrator(document: document).transcript()
/// print(transcript.text)
/// ```
public struct Narrator: Sendable {
    public let document: HarkDocument
    public let options: NarrationOptions
    /// The elements in VoiceOver's focus order, with the app's localized
    /// strings resolved in the narration's locale.
    public let focusOrder: FocusOrder
    let tables: StringTables
    /// What resolving the app's strings had to fall back on.
    private let appStringWarnings: [String]

    /// - Parameters:
    ///   - tables: VoiceOver's words; by default the tables that ship with
    ///     Hark (see ``StringTables/current()``).
    ///   - appStrings: the app's own string tables, needed when the document
    ///     gives labels, values or hints as keys (``LocalizedString``).
    /// - Throws: ``NarrationError`` when Hark's tables cannot be read, or an
    ///   app string is missing in every language or has a malformed format.
    public init(document: HarkDocument, options: NarrationOptions = NarrationOptions(), tables: StringTables? = nil, appStrings: AppStrings? = nil) throws(NarrationError) {
        self.document = document
        self.options = options
        if let tables { self.tables = tables } else { self.tables = try StringTables.current() }
        var order = FocusOrder(document: document)
        var resolver = LocalizedTextResolver(appStrings: appStrings, locale: options.locale ?? document.locale, named: document.appStrings)
        for index in order.elements.indices {
            try resolver.resolve(&order.elements[index].node)
            for group in order.elements[index].context.enteredGroups.indices {
                try resolver.resolve(&order.elements[index].context.enteredGroups[group])
            }
            if var table = order.elements[index].context.tableCell {
                for header in table.headers.indices { try resolver.resolve(&table.headers[header]) }
                order.elements[index].context.tableCell = table
            }
        }
        focusOrder = order
        appStringWarnings = resolver.warnings
    }

    /// The locale VoiceOver speaks in.
    public var locale: String { options.locale ?? document.locale }

    /// Flicks right through every element and returns what VoiceOver says.
    public func transcript() -> Transcript {
        var speech = speechBuilder()
        let events = focusOrder.elements.enumerated().map { offset, element in
            TranscriptEvent.focus(FocusEvent(
                index: offset + 1, id: element.node.id, utterance: speech.utterance(for: element),
                actions: element.node.customActions.map(\.name)))
        }
        return Transcript(title: document.title, locale: locale, events: events, source: document.importOrigin?.note)
    }

    /// What speaks the elements, in the narration's locale and settings.
    func speechBuilder() -> SpeechBuilder {
        SpeechBuilder(tables: tables, locale: locale, speakHints: options.speakHints ?? document.settings.speakHints)
    }

    /// Things the user should know that do not stop the narration: a locale
    /// or element language with no VoiceOver table or a table that lacks
    /// words (spoken in English), and app strings without a translation
    /// (spoken in the development language).
    public var warnings: [String] {
        tables.warnings(locale: locale, elementLanguages: focusOrder.elements.compactMap(\.node.language)) + appStringWarnings
    }
}

extension StringTables {
    /// Warnings for speaking in `locale` and the elements' languages: a
    /// language with no table, or a table that lacks words (English is said
    /// instead), once each.
    func warnings(locale: String, elementLanguages: [String]) -> [String] {
        var languages = [locale]
        for language in elementLanguages where !languages.contains(language) { languages.append(language) }
        var warnings: [String] = []
        for language in languages {
            guard let table = tableLanguage(for: language) else {
                warnings.append("no VoiceOver words for \"\(language)\" (Hark has: \(self.languages.joined(separator: ", "))); speaking English")
                continue
            }
            let vocabulary = Vocabulary(tables: self, chain: chain(elementLanguage: language, locale: locale))
            if !vocabulary.fallbacks.isEmpty {
                warnings.append("the \(table) VoiceOver table lacks \(vocabulary.fallbacks.joined(separator: ", ")); speaking English for them")
            }
        }
        return warnings
    }
}

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
            warn("the app has no \(locale) strings (it has: \(appStrings.languages.joined(separator: ", "))); speaking its \(appStrings.developmentLanguage) strings, as iOS does")
        }
    }

    mutating func resolve(_ node: inout AccessibilityNode) throws(NarrationError) {
        if let string = node.localizedLabel { node.label = try text(string) }
        if let string = node.localizedValue { node.value = try text(string) }
        if let string = node.localizedHint { node.hint = try text(string) }
        if node.customActions.contains(where: { $0.localizedName != nil }) {
            for index in node.customActions.indices {
                if let string = node.customActions[index].localizedName { node.customActions[index].name = try text(string) }
            }
        }
        if node.customContent.contains(where: { $0.localizedLabel != nil || $0.localizedValue != nil }) {
            for index in node.customContent.indices {
                if let string = node.customContent[index].localizedLabel { node.customContent[index].label = try text(string) }
                if let string = node.customContent[index].localizedValue { node.customContent[index].value = try text(string) }
            }
        }
    }

    private mutating func text(_ string: LocalizedString) throws(NarrationError) -> String {
        guard let appStrings else {
            guard let named else {
                throw NarrationError(kind: .appStrings, message: "the app's string \"\(string.key)\" is used, but the document names no app strings (\"appStrings\")")
            }
            throw NarrationError(kind: .appStrings, message: "the app's string \"\(string.key)\" is used, but the app strings the document names (\"\(named.path)\") were not loaded; pass AppStrings(for: document, sampleFolder:) as appStrings")
        }
        let (text, warnings) = try appStrings.resolve(string, locale: locale)
        for warning in warnings { warn(warning) }
        return text
    }

    private mutating func warn(_ warning: String) {
        if warned.insert(warning).inserted { warnings.append(warning) }
    }
}
