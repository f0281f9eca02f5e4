extension RotorSetting {
    /// The string-table key of the word VoiceOver says when it is chosen
    /// (`nil` for a custom rotor, which says its own name).
    var speechKey: SpeechKey? {
        switch self {
        case .headings: .rotorHeadings
        case .headingsAtLevel: .rotorHeading
        case .links: .rotorLinks
        case .landmarks: .rotorLandmarks
        case .lists: .rotorLists
        case .textFields: .rotorTextFields
        case .images: .rotorImages
        case .tables: .rotorTables
        case .formControls: .rotorFormControls
        case .containers: .rotorContainers
        case .actions: .rotorActions
        case .adjustValue: .rotorAdjustValue
        case .moreContent: .rotorMoreContent
        case .custom: nil
        }
    }
}
