/// What a narration can change from the document's own settings.
public struct NarrationOptions: Hashable, Sendable {
    /// Speak in this locale instead of the document's (the CLI's `--locale`).
    public var locale: String?
    /// Override the document's Speak Hints setting (`--no-hints` is `false`).
    public var speakHints: Bool?

    public init(locale: String? = nil, speakHints: Bool? = nil) {
        self.locale = locale
        self.speakHints = speakHints
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
    /// The elements in VoiceOver's focus order.
    public let focusOrder: FocusOrder
    let tables: StringTables

    /// - Parameter tables: VoiceOver's words; by default the tables that ship
    ///   with Hark (see ``StringTables/bundled()``).
    public init(document: HarkDocument, options: NarrationOptions = NarrationOptions(), tables: StringTables? = nil) throws(StringTableError) {
        self.document = document
        self.options = options
        focusOrder = FocusOrder(document: document, locale: options.locale)
        if let tables { self.tables = tables } else { self.tables = try StringTables.bundled() }
    }

    /// The locale VoiceOver speaks in.
    public var locale: String { options.locale ?? document.locale }

    /// Flicks right through every element and returns what VoiceOver says.
    public func transcript() -> Transcript {
        var speech = SpeechBuilder(tables: tables, locale: locale, speakHints: options.speakHints ?? document.settings.speakHints)
        let events = focusOrder.elements.enumerated().map { offset, element in
            TranscriptEvent.focus(FocusEvent(
                index: offset + 1, id: element.node.id, utterance: speech.utterance(for: element),
                actions: element.node.customActions.map(\.name)))
        }
        return Transcript(title: document.title, locale: locale, events: events)
    }

    /// Things the user should know that do not stop the narration: a locale
    /// or element language with no string table, spoken in English instead.
    public var warnings: [String] {
        var languages = [locale]
        for element in focusOrder.elements {
            if let language = element.node.language, !languages.contains(language) { languages.append(language) }
        }
        return languages.compactMap { language in
            tables.tableLanguage(for: language) == nil
                ? "no VoiceOver words for \"\(language)\" (Hark has: \(tables.languages.joined(separator: ", "))); speaking English"
                : nil
        }
    }
}
