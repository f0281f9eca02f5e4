import Testing
@testable import Hark
import HarkTestSupport

/// docs/VoiceOver.md, "Speech of an element": one element's utterance.
@Suite("Speech of one element")
struct SpeechTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var node: AccessibilityNode
        var speech: String
        var hint: String?
        var testDescription: String { name }
    }

    static let descriptions: [Case] = [
        Case(name: "label alone", node: .init(label: "Flights"), speech: "Flights"),
        Case(name: "label and value", node: .init(label: "Volume", value: "50%"), speech: "Volume: 50%"),
        Case(name: "value alone", node: .init(value: "50%"), speech: "50%"),
        Case(name: "empty value is skipped", node: .init(label: "Volume", value: ""), speech: "Volume"),
        Case(
            name: "back button drops Back", node: .init(label: "Back", traits: [.button, .backButton]),
            speech: "Back Button."),
        Case(
            name: "back button keeps another label", node: .init(label: "Settings", traits: [.button, .backButton]),
            speech: "Settings. Back Button."),
        Case(name: "selected alone", node: .init(traits: .selected), speech: "Selected."),
        Case(
            name: "selected with label", node: .init(label: "Home", traits: [.selected, .button]),
            speech: "Selected: Home. Button."),
        Case(
            name: "selected with label and value", node: .init(label: "Size", value: "Large", traits: .selected),
            speech: "Selected: Size: Large"),
        Case(
            name: "dimmed comes before button", node: .init(label: "Save", traits: [.button, .notEnabled]),
            speech: "Save. Dimmed. Button."),
        Case(
            name: "keyboard key says no Button", node: .init(label: "Q", traits: [.button, .keyboardKey]), speech: "Q"),
        Case(
            name: "tab-bar item says Tab, not Button", node: .init(label: "Home", traits: [.button, .tabBarItem]),
            speech: "Home. Tab."),
        Case(
            name: "switch on", node: .init(label: "Wi-Fi", value: "1", traits: [.button, .switchButton]),
            speech: "Wi-Fi. Switch Button. On.", hint: "Double tap to toggle setting."),
        Case(
            name: "switch off", node: .init(label: "Wi-Fi", value: "0", traits: [.button, .switchButton]),
            speech: "Wi-Fi. Switch Button. Off.", hint: "Double tap to toggle setting."),
        Case(
            name: "switch mixed", node: .init(label: "All", value: "2", traits: [.button, .switchButton]),
            speech: "All. Switch Button. Mixed.", hint: "Double tap to toggle setting."),
        Case(
            name: "switch with another value says it as is",
            node: .init(label: "Mode", value: "Auto", traits: [.button, .switchButton]),
            speech: "Mode. Switch Button. Auto", hint: "Double tap to toggle setting."),
        Case(
            name: "switch without the button trait", node: .init(label: "Wi-Fi", value: "1", traits: .switchButton),
            speech: "Wi-Fi. On.", hint: "Double tap to toggle setting."),
        Case(
            name: "switch hint follows the own hint",
            node: .init(
                label: "Airplane Mode", value: "0", hint: "Turns off all wireless connections.",
                traits: [.button, .switchButton]), speech: "Airplane Mode. Switch Button. Off.",
            hint: "Turns off all wireless connections. Double tap to toggle setting."),
        Case(
            name: "own hint without period gets one",
            node: .init(
                label: "Airplane Mode", value: "0", hint: "Turns off radios", traits: [.button, .switchButton]),
            speech: "Airplane Mode. Switch Button. Off.", hint: "Turns off radios. Double tap to toggle setting."),
        Case(
            name: "dimmed switch has no system hint",
            node: .init(label: "Wi-Fi", value: "1", traits: [.button, .switchButton, .notEnabled]),
            speech: "Wi-Fi. Dimmed. Switch Button. On."),
        Case(
            name: "text field", node: .init(label: "Email", traits: .textEntry), speech: "Email. Text Field.",
            hint: "Double tap to edit."),
        Case(
            name: "text field hint replaces the own hint",
            node: .init(label: "Email", hint: "Your work address.", traits: .textEntry), speech: "Email. Text Field.",
            hint: "Double tap to edit."),
        Case(
            name: "text field being edited",
            node: .init(label: "Email", value: "jane@", traits: [.textEntry, .isEditing]),
            speech: "Email: jane@. Text Field. Is editing.", hint: "Use the rotor to access Misspelled Words"),
        Case(
            name: "secure text field", node: .init(label: "Password", traits: [.textEntry, .secureTextField]),
            speech: "Password. Secure Text Field.", hint: "Double tap to edit."),
        Case(
            name: "text area", node: .init(label: "Notes", traits: [.textEntry, .textArea]),
            speech: "Notes. Text Field.", hint: "Double tap to edit., Use the rotor to access Misspelled Words"),
        Case(
            name: "dimmed text field has no system hint",
            node: .init(label: "Email", traits: [.textEntry, .notEnabled]), speech: "Email. Dimmed. Text Field."),
        Case(name: "heading", node: .init(label: "Flights", traits: .header), speech: "Flights. Heading."),
        Case(
            name: "heading with a level", node: .init(label: "Departures", traits: .header, headingLevel: 2),
            speech: "Departures. Heading level 2."),
        Case(
            name: "heading level without the header trait says nothing",
            node: .init(label: "Departures", headingLevel: 2), speech: "Departures"),
        Case(name: "link", node: .init(label: "Terms of Service", traits: .link), speech: "Terms of Service. Link."),
        Case(
            name: "adjustable", node: .init(label: "Brightness", value: "50%", traits: .adjustable),
            speech: "Brightness: 50%. Adjustable.", hint: "Swipe up or down with one finger to adjust the value."),
        Case(
            name: "adjustable hint follows the own hint",
            node: .init(label: "Rating", value: "3 stars", hint: "Rates the film.", traits: .adjustable),
            speech: "Rating: 3 stars. Adjustable.",
            hint: "Rates the film. Swipe up or down with one finger to adjust the value."),
        Case(
            name: "adjustable switch has only the switch hint",
            node: .init(label: "Wi-Fi", value: "1", traits: [.button, .switchButton, .adjustable]),
            speech: "Wi-Fi. Switch Button. On. Adjustable.", hint: "Double tap to toggle setting."),
        Case(name: "image", node: .init(label: "Boarding pass", traits: .image), speech: "Boarding pass. Image."),
        Case(name: "search field", node: .init(label: "Search", traits: .searchField), speech: "Search. Search Field."),
        Case(
            name: "trait words in their fixed order",
            node: .init(label: "X", traits: [.searchField, .image, .adjustable, .link, .header, .button, .notEnabled]),
            speech: "X. Dimmed. Button. Heading. Link. Adjustable. Image. Search Field."),
        Case(
            name: "no second period after a label ending in one", node: .init(label: "Done.", traits: .button),
            speech: "Done. Button."),
        Case(
            name: "no period after a question mark", node: .init(label: "Forgot password?", traits: .link),
            speech: "Forgot password? Link."),
        Case(
            name: "hint spoken in place of an empty description", node: .init(hint: "Opens the menu."),
            speech: "Opens the menu."),
        Case(
            name: "own hint after the description",
            node: .init(label: "Flight", hint: "Double tap to view more details.", traits: .button),
            speech: "Flight. Button.", hint: "Double tap to view more details."),
        Case(
            name: "format characters are spoken verbatim", node: .init(label: "50%@ off %n %% %d %1$@", value: "%s"),
            speech: "50%@ off %n %% %d %1$@: %s"),
        Case(
            name: "emoji, Arabic and combining marks are spoken verbatim",
            node: .init(label: "🛫 رحلة Cafe\u{301}", traits: .button), speech: "🛫 رحلة Cafe\u{301}. Button."),
        Case(
            name: "high-importance custom content follows the value",
            node: .init(
                label: "Photo", value: "Beach", traits: .image,
                customContent: [.init(label: "Taken", value: "May 2", importance: .high)]),
            speech: "Photo: Beach. Taken: May 2. Image."),
    ]

    @Test(arguments: descriptions)
    func utterance(_ testCase: Case) throws {
        let utterance = try say(testCase.node)
        #expect(utterance.speech == testCase.speech)
        #expect(utterance.hint == testCase.hint)
    }

    /// One narration speaks every case twice, so that words worked out for
    /// one kind of element (kept per traits, heading level, switch state,
    /// tab bar and language) are never said for another.
    @Test func oneNarrationSpeaksEveryCaseAsAloneDoes() throws {
        let cases = Self.descriptions + Self.descriptions
        // Side by side and far apart, so the focus order keeps them in order.
        let children = cases.enumerated().map { index, testCase in
            var node = testCase.node
            node.frame = Frame(x: 0, y: Double(index) * 100, width: 100, height: 50)
            return node
        }
        let transcript = try Narrator(document: HarkDocument(root: AccessibilityNode(children: children))).transcript()
        let utterances = transcript.events.compactMap { event -> Utterance? in
            if case .focus(let focus) = event { focus.utterance } else { nil }
        }
        #expect(utterances.count == cases.count)
        for (utterance, testCase) in zip(utterances, cases) {
            #expect(utterance.speech == testCase.speech, "\(testCase.name)")
            #expect(utterance.hint == testCase.hint, "\(testCase.name)")
        }
    }

    static let silentTraits: [AccessibilityNode.Traits] = [
        .playsSound, .keyboardKey, .staticText, .summaryElement, .updatesFrequently, .startsMediaSession,
        .allowsDirectInteraction, .causesPageTurn, .supportsZoom, .tabBar, .toggle,
    ]

    @Test("Traits that say nothing", arguments: silentTraits)
    func silentTrait(_ trait: AccessibilityNode.Traits) throws {
        #expect(try say(.init(label: "Item", traits: trait)).speech == "Item")
    }

    @Test func speakHintsOffDropsEveryHint() throws {
        let node = AccessibilityNode(
            label: "Wi-Fi", value: "1", hint: "Joins networks.", traits: [.button, .switchButton])
        #expect(try say(node, speakHints: false).hint == nil)
        let document = HarkDocument(settings: HarkDocument.Settings(speakHints: false), root: node)
        guard case .focus(let focus)? = try Narrator(document: document).transcript().events.first else {
            Issue.record("no focus event")
            return
        }
        #expect(focus.utterance.hint == nil)
        #expect(focus.utterance.speech == "Wi-Fi. Switch Button. On.")
    }

    @Test func promotedHintIsSpokenEvenWithHintsOff() throws {
        #expect(try say(.init(hint: "Opens the menu."), speakHints: false).speech == "Opens the menu.")
    }

    @Test func customActionsAddTheCueAfterTheHint() throws {
        let utterance = try say(
            .init(
                label: "Flight", hint: "Double tap to view more details.",
                customActions: ["View in Maps", "Get Directions"]))
        #expect(utterance.hint == "Double tap to view more details.")
        #expect(utterance.cues == ["Actions Available"])
        #expect(try say(.init(label: "Flight")).cues.isEmpty)
    }

    @Test func defaultImportanceContentIsOnDemand() throws {
        let utterance = try say(.init(label: "Photo", customContent: [.init(label: "Taken", value: "May 2")]))
        #expect(utterance.speech == "Photo")
        #expect(utterance.cues == ["More Content Available"])
    }

    @Test func wordsComeFromTheElementsLanguage() throws {
        // de-AT has no table of its own: the language alone, German.
        #expect(try say(.init(label: "OK", traits: .button, language: "de-AT")).speech == "OK. Taste.")
        // A language Hark lacks falls back to the narration locale, never a raw key.
        #expect(try say(.init(label: "OK", traits: .button, language: "xx")).speech == "OK. Button.")
        #expect(try say(.init(label: "OK", traits: .button, language: "xx"), locale: "de").speech == "OK. Taste.")
    }

    @Test func wordsComeFromTheTables() throws {
        let tables = StringTables(tables: [
            "en": ["trait.button": "Button."],
            "xx": ["trait.button": "Knopf.", "selected.prefix": "Gewählt: %@"],
        ])
        let document = HarkDocument(locale: "xx", root: .init(label: "OK", traits: [.button, .selected]))
        guard case .focus(let focus)? = try Narrator(document: document, tables: tables).transcript().events.first
        else {
            Issue.record("no focus event")
            return
        }
        #expect(focus.utterance.speech == "Gewählt: OK. Knopf.")
    }
}

/// docs/VoiceOver.md, "Data-table position": what a data-table cell says.
@Suite("Data-table cells")
struct TableSpeechTests {
    static func cell(
        _ label: String, _ row: Int, _ column: Int, rowSpan: Int = 1, columnSpan: Int = 1, header: TableHeader? = nil,
        value: String? = nil
    ) -> AccessibilityNode {
        AccessibilityNode(
            label: label, value: value,
            cell: TableCell(row: row, column: column, rowSpan: rowSpan, columnSpan: columnSpan), header: header)
    }

    static let table = AccessibilityNode(
        children: [
            cell("Name", 1, 1, header: .column), cell("Score", 1, 2, header: .column),
            cell("Note", 1, 3, header: .column),
            cell("Ann", 2, 1, header: .row), cell("90", 2, 2), cell("Top", 2, 3),
            cell("Bob", 3, 1, header: .row), cell("Absent all term", 3, 2, columnSpan: 2),
            cell("Both", 4, 1, rowSpan: 2, value: "n/a"), cell("Z", 4, 2),
        ], containerType: .dataTable, rowCount: 5, columnCount: 3)

    @Test(
        "Each cell's words",
        arguments: [
            (0, "Name. Row 1. Column 1."), (1, "Score. Column 2."), (2, "Note. Column 3."),
            // A header cell reads no other header.
            (3, "Ann. Row 2. Column 1."), (4, "Score. Ann. 90. Column 2."), (5, "Note. Ann. Top. Column 3."),
            (6, "Bob. Row 3. Column 1."), (7, "Score. Bob. Absent all term. Spans 2 columns. Column 2."),
            (8, "Name. Both: n/a. Spans 2 rows. Row 4. Column 1."), (9, "Score. Z. Column 2."),
        ])
    func cellSpeech(position: Int, speech: String) throws {
        #expect(try speechInOrder(Self.table)[position] == speech)
    }

    @Test func aCellSpanningTwoColumnsAmongOthers() throws {
        let table = AccessibilityNode(
            children: [
                Self.cell("B2", 2, 2, columnSpan: 2), Self.cell("A1", 1, 1), Self.cell("A2", 2, 1),
            ], containerType: .dataTable)
        #expect(
            try speechInOrder(table) == [
                "A1. Row 1. Column 1.", "A2. Row 2. Column 1.", "B2. Spans 2 columns. Column 2.",
            ])
    }

    @Test(
        "Spans in other languages say VoiceOver's table's one form for every count",
        arguments: [
            ("de", 2, "X. Umfasst 2 Zeilen. Zeile 1. Spalte 1."),
            ("ru", 5, "X. Охватывает строк: 5. Ряд 1. Столбец 1."),
            ("pl", 2, "X. Obejmuje wierszy: 2. Wiersz 1. Kolumna 1."),
            ("pl", 5, "X. Obejmuje wierszy: 5. Wiersz 1. Kolumna 1."),
            ("ar", 2, "X. يسع ٢ من الصفوف. صف ١. العمود ١."),
            ("ar", 5, "X. يسع ٥ من الصفوف. صف ١. العمود ١."),
        ])
    func spans(language: String, span: Int, speech: String) throws {
        let table = AccessibilityNode(children: [Self.cell("X", 1, 1, rowSpan: span)], containerType: .dataTable)
        #expect(try say(table, locale: language).speech == speech)
    }
}
