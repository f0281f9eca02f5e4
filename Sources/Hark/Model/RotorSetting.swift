/// A rotor setting: a kind of element to move by with flicks up and down,
/// adjusting, custom actions, more content, or a custom rotor.
public enum RotorSetting: Hashable, Sendable {
    /// Move by headings, links, landmarks (the first element of each), lists
    /// (the first element of each), text fields (text, secure and search
    /// fields), images, or data tables (the first cell of each).
    case headings, links, landmarks, lists, textFields, images, tables
    /// Headings of one level (1–6); a script names it `heading2`.
    case headingsAtLevel(Int)
    /// Move by form controls (buttons, text and search fields, switches,
    /// adjustable elements) or containers (the first element of each list,
    /// landmark, tab bar or segmented control); step through the element's
    /// custom actions, adjust its value, or read its custom content.
    case formControls, containers, actions, adjustValue, moreContent
    /// A custom rotor the app declares (`accessibilityCustomRotors`), by name.
    case custom(String)

    /// The settings a script names without quotes.
    static let system: [RotorSetting] =
        [.headings] + (1...6).map { .headingsAtLevel($0) }
        + [
            .links, .landmarks, .lists, .textFields, .images, .tables, .formControls, .containers, .actions,
            .adjustValue, .moreContent,
        ]

    /// How a script names it: `headings`, `heading2`, a custom rotor's
    /// name in quotes.
    public var name: String {
        switch self {
        case .headings: "headings"
        case .headingsAtLevel(let level): "heading\(level)"
        case .links: "links"
        case .landmarks: "landmarks"
        case .lists: "lists"
        case .textFields: "textFields"
        case .images: "images"
        case .tables: "tables"
        case .formControls: "formControls"
        case .containers: "containers"
        case .actions: "actions"
        case .adjustValue: "adjustValue"
        case .moreContent: "moreContent"
        case .custom(let name): "'\(name)'"
        }
    }
}
