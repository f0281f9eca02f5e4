/// Builds what VoiceOver says for one element, following §1 of the VoiceOver
/// reference: label, value, Selected, trait words, hint promotion, position
/// in containers, then the hint and the cues.
struct SpeechBuilder {
    let tables: StringTables
    /// The narration's locale: the document's, or the one asked for.
    let locale: String
    var speakHints: Bool
    private var vocabularies: [String: Vocabulary] = [:]

    init(tables: StringTables, locale: String, speakHints: Bool) {
        self.tables = tables
        self.locale = locale
        self.speakHints = speakHints
    }

    /// The words for an element whose `accessibilityLanguage` is `language`.
    mutating func vocabulary(for language: String?) -> Vocabulary {
        let key = language ?? ""
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
        case .headingLevel(let level): return words.format(.rotorHeading, .integer(level))
        default: return setting.speechKey.map { words[$0] } ?? setting.name
        }
    }

    /// A custom content item as the More Content rotor reads it: `Label: Value`.
    mutating func contentText(_ content: CustomContent, language: String?) -> String {
        let words = vocabulary(for: language)
        if content.label.isEmpty { return content.value }
        return content.value.isEmpty ? content.label : words.format(.labelValue, .text(content.label), .text(content.value))
    }

    mutating func utterance(for element: FocusElement) -> Utterance {
        let node = element.node
        let words = vocabulary(for: node.language)
        let traits = node.traits
        let isSwitch = traits.contains(.switchButton)

        // 1. Label; a back button drops a label that is just "Back".
        var text = node.label ?? ""
        if traits.contains(.backButton), text.trimmingWhitespace.lowercased() == words[.backLabel].lowercased() { text = "" }
        // 3. Value (not for a switch, whose value is its state).
        if let value = node.value, !value.isEmpty, !isSwitch {
            text = text.isEmpty ? value : words.format(.labelValue, .text(text), .text(value))
        }
        // 2. A data-table cell: its headers before, its spans and position after.
        if let table = element.context.tableCell {
            text = tableText(text, table, words: words)
        }
        // High-importance custom content, right after the value.
        for content in node.customContent where content.importance == .high {
            let piece = content.label.isEmpty ? content.value : words.format(.labelValue, .text(content.label), .text(content.value))
            text = Vocabulary.join(text, piece)
        }
        // 4. Selected.
        if traits.contains(.selected) {
            text = text.isEmpty ? words[.selected] : words.format(.selectedPrefix, .text(text))
        }
        // 6. No text from the label, value or Selected: the element's own
        // hint takes its place, before the trait words, and is not said
        // again (nor is the adjust hint added).
        let promoted = text.isEmpty && !(node.hint ?? "").isEmpty
        if promoted { text = node.hint ?? "" }
        // 5, 7. Trait words, joined to the text.
        var description = Vocabulary.join(text, traitWords(node, context: element.context, words: words))

        var hint = self.hint(for: node, words: words, ownPromoted: promoted)
        // An empty description speaks the (system) hint in its place.
        if description.isEmpty, let promoted = hint {
            description = promoted
            hint = nil
        }
        // 8. Position in containers.
        if let series = element.context.seriesPosition {
            description = words.format(.seriesPosition, .text(description), .integer(series.index), .integer(series.count))
                .trimmingWhitespace
        }
        for container in element.context.starts {
            if let key = Self.boundaryWord(container, start: true) { description = Vocabulary.join(description, words[key]) }
        }
        for container in element.context.ends {
            if let key = Self.boundaryWord(container, start: false) { description = Vocabulary.join(description, words[key]) }
        }

        // Entering a labelled semantic group: its label, once, first.
        for group in element.context.enteredGroups.reversed() {
            let label = group.label ?? "", value = group.value ?? ""
            let name = value.isEmpty ? label : label.isEmpty ? value : words.format(.labelValue, .text(label), .text(value))
            description = Vocabulary.join(name, description)
        }

        var cues: [String] = []
        if !node.customActions.isEmpty { cues.append(words[.actionsAvailable]) }
        if node.customContent.contains(where: { $0.importance == .default }) { cues.append(words[.moreContentAvailable]) }
        return Utterance(speech: description, hint: speakHints ? hint : nil, cues: cues)
    }

    /// A cell's text with its headers (`Label. ` or `Label: Value. `), then
    /// `Spans N rows.`, `Spans N columns.`, `Row N.` (first cell of a row
    /// only) and `Column N.`.
    private func tableText(_ text: String, _ table: TableCellContext, words: Vocabulary) -> String {
        var pieces: [String] = []
        for header in table.headers {
            let label = header.label ?? "", value = header.value ?? ""
            pieces.append(value.isEmpty ? label : label.isEmpty ? value : words.format(.labelValue, .text(label), .text(value)))
        }
        pieces.append(text)
        let cell = table.cell
        if cell.rowSpan > 1 { pieces.append(words.plural(.tableRowSpan, cell.rowSpan)) }
        if cell.columnSpan > 1 { pieces.append(words.plural(.tableColumnSpan, cell.columnSpan)) }
        if table.isFirstInRow { pieces.append(words.format(.tableRow, .integer(cell.row))) }
        pieces.append(words.format(.tableColumn, .integer(cell.column)))
        return pieces.filter { !$0.isEmpty }.reduce("") { Vocabulary.join($0, $1) }
    }

    /// The words for entering or leaving a container: lists and landmarks
    /// have them; tab bars and segmented controls say their position instead.
    private static func boundaryWord(_ container: ContainerType, start: Bool) -> SpeechKey? {
        switch container {
        case .list: start ? .listStart : .listEnd
        case .landmark: start ? .landmarkStart : .landmarkEnd
        case .none, .semanticGroup, .dataTable, .tabBar, .series: nil
        }
    }

    /// The trait words, in VoiceOver's fixed order.
    private func traitWords(_ node: AccessibilityNode, context: ContainerContext, words: Vocabulary) -> String {
        let traits = node.traits
        let isSwitch = traits.contains(.switchButton)
        let isTab = traits.contains(.tabBarItem) || context.isInTabBar
        var spoken: [String] = []
        if traits.contains(.notEnabled) { spoken.append(words[.notEnabled]) }
        if traits.contains(.button), !traits.contains(.keyboardKey), !isSwitch, !isTab, !traits.contains(.backButton) {
            spoken.append(words[.button])
        }
        if traits.contains(.backButton) { spoken.append(words[.backButton]) }
        if isSwitch {
            if traits.contains(.button) { spoken.append(words[.switchButton]) }
            switch node.value ?? "" {
            case "1": spoken.append(words[.switchOn])
            case "0": spoken.append(words[.switchOff])
            case "2": spoken.append(words[.switchMixed])
            case "": break
            case let other: spoken.append(other)
            }
        }
        if isTab { spoken.append(words[.tab]) }
        if traits.contains(.secureTextField) {
            spoken.append(words[.secureTextField])
        } else if traits.contains(.textEntry) {
            spoken.append(words[.textField])
        }
        if traits.contains(.isEditing), traits.contains(.textEntry) || traits.contains(.secureTextField) {
            spoken.append(words[.isEditing])
        }
        if traits.contains(.header) {
            spoken.append(node.headingLevel.map { words.format(.headerLevel, .integer($0)) } ?? words[.header])
        }
        if traits.contains(.link) { spoken.append(words[.link]) }
        if traits.contains(.adjustable) { spoken.append(words[.adjustable]) }
        if traits.contains(.image) { spoken.append(words[.image]) }
        if traits.contains(.searchField) { spoken.append(words[.searchField]) }
        // A switch state said as is has no period; join it like the rest.
        return spoken.reduce("") { Vocabulary.joinWords($0, $1) }
    }

    /// The hint: the element's own, with or in place of the system's. When
    /// the own hint was promoted into the description (`ownPromoted`), it is
    /// left out, and so is the adjust hint; a switch or text field keeps its
    /// system hint alone.
    private func hint(for node: AccessibilityNode, words: Vocabulary, ownPromoted: Bool) -> String? {
        let traits = node.traits
        let own = ownPromoted ? "" : node.hint ?? ""
        var hint = own
        if !traits.contains(.notEnabled) {
            if traits.contains(.textEntry) || traits.contains(.secureTextField) || traits.contains(.textArea) {
                // These replace any custom hint.
                if traits.contains(.isEditing) {
                    hint = words[.textFieldEditingHint]
                } else {
                    hint = words[traits.contains(.textArea) ? .textAreaHint : .textFieldHint]
                }
            } else if traits.contains(.switchButton) {
                hint = Vocabulary.join(own, words[.switchHint])
            } else if traits.contains(.adjustable), !ownPromoted {
                hint = Vocabulary.join(own, words[.adjustableHint])
            }
        }
        return hint.isEmpty ? nil : hint
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
    var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return String(text)
    }
}
