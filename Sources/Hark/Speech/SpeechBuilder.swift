/// Builds what VoiceOver says for one element, following docs/VoiceOver.md,
/// "Speech of an element": label, value, Selected, trait words, hint
/// promotion, position in containers, then the hint and the cues.
struct SpeechBuilder {
    let tables: StringTables
    /// The narration's locale: the document's, or the one asked for.
    let locale: String
    var speakHints: Bool
    /// The words of the narration's locale, for elements that name no
    /// language (most of them): no lookup.
    private let localeVocabulary: Vocabulary
    /// The words of the languages elements name.
    private var vocabularies: [String: Vocabulary] = [:]
    /// Trait words and system hints, worked out once per kind of element.
    var traitSpeech: [TraitSpeech.Key: TraitSpeech] = [:]
    /// The kind of element spoken last, and its trait speech.
    var lastTraitKey: TraitSpeech.Key?
    var lastTraitSpeech: TraitSpeech?

    init(tables: StringTables, locale: String, speakHints: Bool) {
        self.tables = tables
        self.locale = locale
        self.speakHints = speakHints
        localeVocabulary = Vocabulary(tables: tables, chain: tables.chain(elementLanguage: nil, locale: locale))
    }

    /// The words for an element whose `accessibilityLanguage` is `language`.
    mutating func vocabulary(for language: String?) -> Vocabulary {
        guard let key = language else { return localeVocabulary }
        if let cached = vocabularies[key] { return cached }
        let vocabulary = Vocabulary(tables: tables, chain: tables.chain(elementLanguage: language, locale: locale))
        vocabularies[key] = vocabulary
        return vocabulary
    }

    /// What VoiceOver says when the rotor turns to `setting`, in the
    /// narration locale ("Headings", "Heading 2"; a custom rotor's name).
    mutating func rotorWord(_ setting: RotorSetting) -> String {
        let words = vocabulary(for: nil)
        switch setting {
        case .custom(let name): return name
        case .headingsAtLevel(let level): return words.format(.rotorHeading, .integer(level))
        default: return setting.speechKey.map { words[$0] } ?? setting.name
        }
    }

    /// A custom content item as the More Content rotor reads it: `Label: Value`.
    mutating func contentText(_ content: CustomContent, language: String?) -> String {
        let words = vocabulary(for: language)
        if content.label.isEmpty { return content.value }
        return content.value.isEmpty
            ? content.label : words.format(.labelValue, .text(content.label), .text(content.value))
    }

    mutating func utterance(for element: FocusElement) -> Utterance {
        let node = element.node
        let words = vocabulary(for: node.language)
        let speech = traitSpeech(node, context: element.context, words: words)
        let (text, promoted) = Self.text(of: element, speech: speech, words: words)
        var description = text

        var hint = speech.systemHint.hint(own: node.hint, ownPromoted: promoted)
        // An empty description speaks the (system) hint in its place.
        if description.isEmpty, let promoted = hint {
            description = promoted
            hint = nil
        }
        // 8. Position in containers.
        if let series = element.context.seriesPosition {
            description =
                words.format(.seriesPosition, .text(description), .integer(series.index), .integer(series.count))
                .trimmingWhitespace
        }
        for container in element.context.starts {
            if let word = words.boundaryWord(container, start: true) { description.joinSentence(word) }
        }
        for container in element.context.ends {
            if let word = words.boundaryWord(container, start: false) { description.joinSentence(word) }
        }

        // Entering a labelled semantic group: its label, once, first.
        for group in element.context.enteredGroups.reversed() {
            let label = group.label ?? "", value = group.value ?? ""
            let name =
                value.isEmpty ? label : label.isEmpty ? value : words.format(.labelValue, .text(label), .text(value))
            description = Vocabulary.join(name, description)
        }

        return Utterance(speech: description, hint: speakHints ? hint : nil, cues: words.cues[Self.cues(of: node)])
    }

    /// ``utterance(for:)`` with the description written into `description`
    /// (emptied first), not made a `String`: a renderer writing straight to
    /// its output escapes it from there. A plain element (no container
    /// started or ended, no table cell, group entered, Selected or
    /// high-importance content) has its pieces copied there at once; any
    /// other takes the general steps. Returns the hint and the cues.
    mutating func utterance(
        for element: FocusElement, describingInto description: inout ByteWriter
    ) -> (hint: String?, cues: [String]) {
        description.removeAll()
        let node = element.node
        let words = vocabulary(for: node.language)
        let pieces = TextPieces(node, words: words)
        guard element.context.isPlain, pieces.isPlain(node) else {
            let utterance = utterance(for: element)
            description.write(utterance.speech)
            return (utterance.hint, utterance.cues)
        }
        let speech = traitSpeech(node, context: element.context, words: words)
        pieces.write(into: &description, speech: speech, words: words)
        var hint = speech.systemHint.hint(own: node.hint, ownPromoted: pieces.promoted)
        // As in utterance(for:): an empty description speaks the (system) hint in its place.
        if description.isEmpty, let promoted = hint {
            description.write(promoted)
            hint = nil
        }
        return (speakHints ? hint : nil, words.cues[Self.cues(of: node)])
    }

    /// Which of ``Vocabulary/cues`` an element takes: actions, more content, both or none.
    private static func cues(of node: AccessibilityNode) -> Int {
        (node.customActions.isEmpty ? 0 : 1) + (node.announcesMoreContent ? 2 : 0)
    }

    /// The description's text before the positions in containers: label,
    /// value, Selected and trait words; and whether the own hint took the
    /// text's place. The common element (no table cell, no high-importance
    /// content, not selected) is assembled in one string.
    private static func text(of element: FocusElement, speech: TraitSpeech, words: Vocabulary) -> (String, Bool) {
        let pieces = TextPieces(element.node, words: words)
        guard element.context.tableCell == nil, pieces.isPlain(element.node) else {
            return composedText(element, label: pieces.label, value: pieces.value, words: words, speech: speech)
        }
        let text = StringAssembly.string { pieces.write(into: &$0, speech: speech, words: words) }
        return (text, pieces.promoted)
    }

    /// An element's label, value and own hint as its text speaks them.
    private struct TextPieces {
        var label: String
        var value: String
        var hint: String
        /// Whether the own hint takes the place of an empty label and value
        /// (for an element whose text is just those, ``isPlain(_:)``).
        var promoted: Bool

        init(_ node: AccessibilityNode, words: Vocabulary) {
            let traits = node.traits
            label = node.label ?? ""
            // 1. Label; a back button drops a label that is just "Back".
            if traits.contains(.backButton), label.trimmingWhitespace.lowercased() == words.backLabel { label = "" }
            // 3. Value (not for a switch, whose value is its state).
            value = traits.contains(.switchButton) ? "" : node.value ?? ""
            hint = node.hint ?? ""
            promoted = SpeechBuilder.promotesHint(hint, textIsEmpty: label.isEmpty && value.isEmpty)
        }

        /// Whether the text is the label, value and trait words alone: the
        /// element is not selected and has no high-importance content.
        func isPlain(_ node: AccessibilityNode) -> Bool {
            !node.traits.contains(.selected) && !node.hasImportantContent
        }

        /// Writes the text of a plain element.
        func write(into text: inout some DescriptionText, speech: TraitSpeech, words: Vocabulary) {
            SpeechBuilder.labelValue(label, value, words: words, into: &text)
            SpeechBuilder.finish(&text, promoting: promoted ? hint : nil, speech: speech)
        }
    }

    /// ``text(of:speech:words:)`` for an element with a table cell,
    /// high-importance content or Selected, in steps on a `String`.
    private static func composedText(
        _ element: FocusElement, label: String, value: String, words: Vocabulary, speech: TraitSpeech
    ) -> (String, Bool) {
        let node = element.node
        var text = ""
        labelValue(label, value, words: words, into: &text)
        // 2. A data-table cell: its headers before, its spans and position after.
        if let table = element.context.tableCell {
            text = tableText(text, table, words: words)
        }
        // High-importance custom content, right after the value.
        for content in node.importantContent {
            text.joinSentence(
                content.label.isEmpty
                    ? content.value : words.format(.labelValue, .text(content.label), .text(content.value)))
        }
        // 4. Selected.
        if node.traits.contains(.selected) {
            text = text.isEmpty ? words[.selected] : words.format(.selectedPrefix, .text(text))
        }
        let hint = node.hint ?? ""
        let promoted = promotesHint(hint, textIsEmpty: text.isEmpty)
        let finished = StringAssembly.string { finished in
            finished.write(text)
            finish(&finished, promoting: promoted ? hint : nil, speech: speech)
        }
        return (finished, promoted)
    }

    /// 6. No text from the label, value and what steps 2–4 add: the
    /// element's own hint takes its place, before the trait words, and is
    /// not said again (nor is the adjust hint added).
    private static func promotesHint(_ hint: String, textIsEmpty: Bool) -> Bool {
        textIsEmpty && !hint.isEmpty
    }

    /// The last steps of the description's text, after the text so far:
    /// 6, the promoted hint; 5 and 7, the trait words joined to the text.
    private static func finish(_ text: inout some DescriptionText, promoting hint: String?, speech: TraitSpeech) {
        if let hint { text.write(hint) }
        guard !speech.words.isEmpty else { return }
        if text.isEmpty {
            text.write(speech.words)
        } else {
            text.write(speech.afterSentence, orAfterText: speech.afterText)
        }
    }

    /// The label and the value (`Label: Value`), either alone when the
    /// other is empty.
    private static func labelValue(
        _ label: String, _ value: String, words: Vocabulary, into text: inout some TextOutputStream
    ) {
        if value.isEmpty {
            text.write(label)
        } else if label.isEmpty {
            text.write(value)
        } else if let around = words.labelValueText {
            text.write(around.before)
            text.write(label)
            text.write(around.between)
            text.write(value)
            text.write(around.after)
        } else {
            words.labelValue.write(.text(label), .text(value), into: &text, numbers: words.numbers)
        }
    }

    /// A cell's text with its headers (`Label. ` or `Label: Value. `), then
    /// `Spans N rows.`, `Spans N columns.`, `Row N.` (first cell of a row
    /// only) and `Column N.`.
    private static func tableText(_ text: String, _ table: TableCellContext, words: Vocabulary) -> String {
        var pieces: [String] = []
        for header in table.headers {
            let label = header.label ?? "", value = header.value ?? ""
            pieces.append(
                value.isEmpty ? label : label.isEmpty ? value : words.format(.labelValue, .text(label), .text(value)))
        }
        pieces.append(text)
        let cell = table.cell
        if cell.rowSpan > 1 { pieces.append(words.plural(.tableRowSpan, cell.rowSpan)) }
        if cell.columnSpan > 1 { pieces.append(words.plural(.tableColumnSpan, cell.columnSpan)) }
        if table.isFirstInRow { pieces.append(words.format(.tableRow, .integer(cell.row))) }
        pieces.append(words.format(.tableColumn, .integer(cell.column)))
        return pieces.filter { !$0.isEmpty }.reduce("") { Vocabulary.join($0, $1) }
    }
}

extension Vocabulary {
    /// Trait words are separated by a space; each already ends in a period,
    /// except a switch state said as is.
    static func joinWords(_ a: String, _ b: String) -> String {
        a.isEmpty ? b : a + " " + b
    }
}

extension String {
    /// Appends `piece` as ``Vocabulary/join(_:_:)`` joins two pieces, in place.
    mutating func joinSentence(_ piece: String) {
        if piece.isEmpty { return }
        if isEmpty {
            self = piece
            return
        }
        self += Vocabulary.endsSentence(self) ? " " : ". "
        self += piece
    }

    var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return String(text)
    }
}
