/// A rotor setting: a kind of element to move by with flicks up and down,
/// adjusting, custom actions, more content, or a custom rotor.
public enum RotorSetting: Hashable, Sendable {
    case headings, links, landmarks, lists, textFields, images, tables
    /// Headings of one level (1–6).
    case headingLevel(Int)
    case formControls, containers, actions, adjustValue, moreContent
    /// A custom rotor the app declares (`customRotors`), by name.
    case custom(String)

    /// The settings a script names without quotes.
    static let system: [RotorSetting] = [.headings] + (1...6).map { .headingLevel($0) }
        + [.links, .landmarks, .lists, .textFields, .images, .tables, .formControls, .containers, .actions, .adjustValue, .moreContent]

    /// How a script names it: `headings`, `heading2`, a custom rotor's
    /// name in quotes.
    public var name: String {
        switch self {
        case .headings: "headings"
        case .headingLevel(let level): "heading\(level)"
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
