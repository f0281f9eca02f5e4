/// Where each of Hark's words comes from in VoiceOver's own tables.
extension SpeechKey {
    /// The key of VoiceOver's table that holds this word (`VOTLocalizedStrings`
    /// or `VOTElementInstructions` in `VoiceOverTouch.app`; UIKit's `Back` for
    /// the back button's own label); `nil` for a word Hark composes of several
    /// (docs/Languages.md, "Compositions").
    package var voiceOverKey: String? {
        switch self {
        case .selected: "element.selected.text"
        case .backLabel: "Back"
        case .notEnabled: "element.disabled.text"
        case .button: "button.element.text"
        case .backButton: "back.button.element.text"
        case .switchButton: "switch.button.element.text"
        case .switchOn: "element.nonweb.on.text"
        case .switchOff: "element.nonweb.off.text"
        case .switchMixed: "element.mixed.text"
        case .tab: "tab.button.element.text"
        case .textField: "element.textentry.text"
        case .secureTextField: "element.securetextfield.text"
        case .isEditing: "element.is.editing.text"
        case .header: "element.header.text.nolevel"
        case .headerLevel: "element.header.text"
        case .link: "element.link.text"
        case .adjustable: "incrementable.element.text"
        case .image: "image.element.text"
        case .searchField: "element.status.search.field"
        case .switchHint: "switch.instructions"
        case .textFieldHint: "textview.instructions"
        case .adjustableHint: "adjustable.instructions"
        case .listStart: "element.startOfList.item"
        case .listEnd: "element.endOfList.item"
        case .landmarkStart: "element.startOfLandmark.item"
        case .landmarkEnd: "element.endOfLandmark.short.item"
        case .actionsAvailable: "custom.actions.hint.short"
        case .moreContentAvailable: "more.custom.content.available"
        case .tableRow: "row.change"
        case .tableColumn: "column.change"
        default: rotorKey
        }
    }

    /// The rotor settings' keys.
    private var rotorKey: String? {
        switch self {
        case .rotorHeadings: "search.rotor.header"
        case .rotorLinks: "search.rotor.link"
        case .rotorVisitedLinks: "search.rotor.visitedlink"
        case .rotorImages: "search.rotor.image"
        case .rotorTextFields: "search.rotor.textfield"
        case .rotorTables: "search.rotor.table"
        case .rotorLists: "search.rotor.list"
        case .rotorLandmarks: "search.rotor.landmark"
        case .rotorMisspelledWords: "search.rotor.misspelled.word"
        case .rotorFormControls: "search.rotor.formelement"
        case .rotorContainers: "search.rotor.container"
        case .rotorActions: "custom.actions.title"
        case .rotorAdjustValue: "search.rotor.adjust"
        case .rotorMoreContent: "custom.content.title"
        default: nil
        }
    }
}
