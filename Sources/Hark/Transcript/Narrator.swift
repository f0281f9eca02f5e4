/// Narrates a document as a VoiceOver user hears it when flicking right from
/// the first element to the last.
///
/// ```swift
/// let document = try HarkDocument(jsonData: data)
/// let transcript = try Narrator(document: document).transcript()
/// print(transcript.text)
/// ```
public struct Narrator: Sendable {
    /// The document narrated.
    package let document: HarkDocument
    /// What the narration changes from the document's own settings.
    package let options: NarrationOptions
    /// The elements in VoiceOver's focus order, with the app's localized
    /// strings resolved in the narration's locale.
    package let focusOrder: FocusOrder
    /// The words, locale, settings and app strings it speaks with.
    let session: SpeechSession
    /// For each element in focus order, whether VoiceOver scrolls to reach
    /// it (``ScrollPages``).
    let scrollMarks: [Bool]
    /// VoiceOver's words.
    var tables: StringTables { session.tables }

    /// Prepares a narration of `document`: orders its elements as VoiceOver
    /// does and resolves the app's strings.
    ///
    /// - Parameters:
    ///   - document: the screen to narrate.
    ///   - options: what to change from the document's own settings.
    ///   - tables: VoiceOver's words; by default the tables that ship with
    ///     Hark (``StringTables/bundled``), or those in the folder the
    ///     `HARK_LOCALIZATIONS` environment variable names.
    ///   - appStrings: the app's own string tables, needed when the document
    ///     gives labels, values or hints as keys (``LocalizedString``).
    /// - Throws: ``NarrationError`` when Hark's tables cannot be read, or an
    ///   app string is missing in every language or has a malformed format.
    public init(
        document: HarkDocument, options: NarrationOptions = NarrationOptions(), tables: StringTables? = nil,
        appStrings: AppStrings? = nil
    ) throws(NarrationError) {
        self.document = document
        self.options = options
        var session = try SpeechSession(
            document: document, options: options, tables: tables,
            resolver: LocalizedTextResolver(document: document, options: options, appStrings: appStrings))
        var order = FocusOrder(document: document)
        for index in order.elements.indices {
            try session.resolve(&order.elements[index].node)
            for group in order.elements[index].context.enteredGroups.indices {
                try session.resolve(&order.elements[index].context.enteredGroups[group])
            }
            if var table = order.elements[index].context.tableCell {
                for header in table.headers.indices { try session.resolve(&table.headers[header]) }
                order.elements[index].context.tableCell = table
            }
        }
        focusOrder = order
        scrollMarks = ScrollPages.marks(order, screen: ScrollPages.screen(of: document))
        self.session = session
    }

    /// The locale VoiceOver speaks in.
    public var locale: String { session.locale }

    /// Flicks right through every element and returns what VoiceOver says.
    public func transcript() -> Transcript {
        var speech = speechBuilder()
        var events: [TranscriptEvent] = []
        events.reserveCapacity(focusOrder.elements.count)
        for (offset, element) in focusOrder.elements.enumerated() {
            if scrollMarks[offset] { events.append(.scrolled) }
            events.append(.focus(FocusEvent(speaking: element, at: offset, with: &speech)))
        }
        return Transcript(
            title: document.title, locale: locale, events: events, source: document.importOrigin?.note,
            localeGuessed: session.localeGuessed)
    }

    /// What speaks the elements, in the narration's locale and settings.
    func speechBuilder() -> SpeechBuilder { session.speechBuilder() }

    /// Things the user should know that do not stop the narration: a locale
    /// or element language with no VoiceOver table or a table that lacks
    /// words (spoken in English), and app strings without a translation
    /// (spoken in the development language).
    public var warnings: [String] {
        // A closure, not a key path: the key path reads a computed property through the runtime, per element.
        session.warnings(elementLanguages: focusOrder.elements.compactMap { $0.node.language })
    }
}
