/// One `AccessibilityElement` of AccessibilitySnapshot's model, as its
/// `JSONEncoder` wrote it (cashapp/AccessibilitySnapshot,
/// AccessibilitySnapshotModel/Sources/AccessibilitySnapshotModel/AccessibilityElement.swift).
struct SnapshotElement {
    var description = ""
    var label: String?
    var value: String?
    var traits: AccessibilityNode.Traits = []
    var identifier: String?
    var hint: String?
    var userInputLabels: [String] = []
    var frame: Frame?
    var activationPoint: Frame.Point?
    var usesDefaultActivationPoint = true
    var customActions: [String] = []
    var customContent: [CustomContent] = []
    var customRotors: [Rotor] = []
    var language: String?
    var respondsToUserInteraction: Bool?
    var traversalIndex = 0
    /// Where it is in the file, for warnings: `[3].container.children[1]`.
    var location = ""

    /// A custom rotor: its name and the descriptions of the elements it visits.
    struct Rotor {
        var name: String
        var results: [String]
    }
}

/// One `AccessibilityContainer`: its type and frame.
struct SnapshotContainer {
    var type: ContainerType = .none
    var label: String?
    var value: String?
    var identifier: String?
    var rowCount: Int?
    var columnCount: Int?
    var frame: Frame?
}

/// What the model's file holds, in document order: elements, and the
/// opening and closing of containers.
enum SnapshotItem {
    case element(SnapshotElement)
    case open(SnapshotContainer)
    case close
}
