/// idb's trait names (the `traits` array of newer idb: AXRuntime's names
/// without the `AXTrait` prefix, facebook/idb's FBAccessibilityTraits.swift)
/// in the spelling ``ImportedTree`` reads: the ones Hark has a trait for
/// pass (`Button`, `Header`, `BackButton`, `TextEntry`…), `TabButton` is
/// Hark's `tabBarItem`, and the ones VoiceOver speaks no word for in Hark
/// (`WebContent`, `ContainedByList`, `Scrollable`, idb's `Unknown` for bits
/// it has no name for…) are left out without a warning.
enum IDBTraitNames {
    /// `names` as ``ImportedTree`` reads them.
    static func hark(_ names: [String]) -> [String] {
        names.compactMap { name in
            if name == "TabButton" { return "tabBarItem" }
            return silent.contains(name) ? nil : name
        }
    }

    /// idb's names with no Hark trait: not spoken by Hark, so not warned about.
    static let silent: Set<String> = [
        "WebContent", "PickerElement", "RadioButton", "LaunchIcon", "StatusBarElement", "Inactive", "Footer",
        "AutoCorrectCandidate", "DeleteKey", "SelectionDismissesItem", "Visited", "Scrollable", "Spacer", "TableIndex",
        "Map",
        "TextOperationsAvailable", "Draggable", "GesturePracticeRegion", "PopupButton", "AllowsNativeSliding",
        "MathEquation",
        "ContainedByTable", "ContainedByList", "TouchContainer", "BookContent", "ContainedByLandmark", "FolderIcon",
        "ReadOnly",
        "MenuItem", "IgnoreItemChooser", "SupportsTrackingDetail", "Alert", "ContainedByFieldset",
        "AllowsLayoutChangeInStatusBar",
        "Unknown",
    ]
}
