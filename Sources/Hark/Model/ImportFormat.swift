/// The formats `HarkDocument(importing:format:)` reads: Hark's own JSON and
/// the trees that iOS tools dump.
public enum ImportFormat: String, CaseIterable, Hashable, Sendable {
    /// Tell the format from the content (see ``detect(_:)``).
    case auto
    /// Hark's own JSON (the sample format).
    case hark
    /// Appium / WebDriverAgent page source: `driver.page_source`, XML.
    case appium
    /// XCUITest's `debugDescription` (`print(app.debugDescription)`, `po app`).
    case xcuitest
    /// idb's `ui describe-all` (or `describe-point`) JSON.
    case idb

    /// The format's name as the narration header says it.
    public var displayName: String {
        switch self {
        case .auto: "an automatically detected format"
        case .hark: "Hark JSON"
        case .appium: "Appium page source"
        case .xcuitest: "XCUITest debugDescription"
        case .idb: "idb describe-all"
        }
    }
}
