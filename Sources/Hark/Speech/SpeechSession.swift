/// What a narration speaks with, set up once from the document and the
/// options: VoiceOver's words, the locale, the settings the options
/// override, and the app's strings, resolved as they are used. The
/// ``Narrator`` and the ``Navigator`` each start from one.
struct SpeechSession: Sendable {
    /// VoiceOver's words.
    let tables: StringTables
    /// The locale VoiceOver speaks in: the options', else the document's.
    let locale: String
    /// Whether ``locale`` is the one an import guessed from the dump's
    /// labels (no locale chosen in the options).
    let localeGuessed: Bool
    /// Speak Hints, as the options or else the document set it.
    let speakHints: Bool
    /// Reduce Motion, as the options or else the document set it.
    let reduceMotion: Bool
    /// Resolves the app's strings in ``locale``, noting what it falls back on.
    private(set) var appStrings: LocalizedTextResolver

    /// - Parameters:
    ///   - tables: VoiceOver's words; `nil` for ``StringTables/current()``.
    ///   - resolver: the app strings' resolver for this document and these
    ///     options (``LocalizedTextResolver/init(document:options:appStrings:)``),
    ///     as it is after any strings it has resolved already.
    /// - Throws: ``NarrationError`` when Hark's tables cannot be read.
    init(document: HarkDocument, options: NarrationOptions, tables: StringTables?, resolver: LocalizedTextResolver)
        throws(NarrationError)
    {
        if let tables { self.tables = tables } else { self.tables = try StringTables.current() }
        locale = options.locale ?? document.locale
        localeGuessed =
            options.locale == nil && document.importOrigin?.guessedLocale.map { $0 == document.locale } == true
        speakHints = options.speakHints ?? document.settings.speakHints
        reduceMotion = options.reduceMotion ?? document.settings.reduceMotion
        appStrings = resolver
    }

    /// Replaces `node`'s localized texts with their text in ``locale``.
    mutating func resolve(_ node: inout AccessibilityNode) throws(NarrationError) {
        try appStrings.resolve(&node)
    }

    /// What speaks the elements, in the session's locale and settings.
    func speechBuilder() -> SpeechBuilder {
        SpeechBuilder(tables: tables, locale: locale, speakHints: speakHints)
    }

    /// Things the user should know that do not stop the narration: a locale
    /// or element language with no VoiceOver table or a table that lacks
    /// words (spoken in English), and app strings without a translation
    /// (spoken in the development language).
    func warnings(elementLanguages: [String]) -> [String] {
        tables.warnings(locale: locale, elementLanguages: elementLanguages) + appStrings.warnings
    }
}

extension LocalizedTextResolver {
    /// The resolver for `document`'s app strings in the narration's locale
    /// (the options', else the document's).
    init(document: HarkDocument, options: NarrationOptions, appStrings: AppStrings?) {
        self.init(appStrings: appStrings, locale: options.locale ?? document.locale, named: document.appStrings)
    }
}
