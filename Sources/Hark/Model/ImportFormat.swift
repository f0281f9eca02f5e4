/// The formats `HarkDocument(importing:format:)` reads: Hark's own JSON and
/// the trees that iOS tools dump.
public enum ImportFormat: String, CaseIterable, Hashable, Sendable {
    /// Tell the format from the content (from its first bytes).
    case auto
    /// Hark's own JSON (the sample format).
    case hark
    /// Appium / WebDriverAgent page source: `driver.page_source`, XML.
    case appium
    /// XCUITest's `debugDescription` (`print(app.debugDescription)`, `po app`).
    case xcuitest
    /// idb's `ui describe-all` (or `describe-point`) JSON: the flat array,
    /// or the nested tree of `describe-all --nested` and of AXe's
    /// `describe-ui`, whose elements carry `children`; bare or in idb's
    /// `{"elements": …}` envelope.
    case idb
    /// AccessibilitySnapshot's model (cashapp/AccessibilitySnapshot's
    /// `AccessibilitySnapshotModel`, 0.12 and later) written with
    /// `JSONEncoder`: an array of `AccessibilityHierarchy` values, elements
    /// and containers in VoiceOver's order (`traversalIndex`), with the
    /// speech AccessibilitySnapshot renders in each element's `description`.
    case accessibilitySnapshot = "accessibilitysnapshot"

    /// The format's name as the narration header says it.
    package var displayName: String {
        switch self {
        case .auto: "an automatically detected format"
        case .hark: "Hark JSON"
        case .appium: "Appium page source"
        case .xcuitest: "XCUITest debugDescription"
        case .idb: "idb describe-all"
        case .accessibilitySnapshot: "AccessibilitySnapshot's model"
        }
    }
}
