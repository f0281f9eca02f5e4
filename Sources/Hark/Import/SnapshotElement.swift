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
    var frame: Frame?
    var usesDefaultActivationPoint = true
    var customActions: [String] = []
    /// Its custom rotors, each with the descriptions of the elements it visits.
    var rotors: [Rotor] = []
    var language: String?
    /// The fields the model has as Hark has them (Voice Control's input
    /// labels, the activation point, custom content…), read into the node
    /// the element becomes.
    var node = AccessibilityNode()
    var traversalIndex = 0
    /// Where it is in the file, for warnings: `[3].container.children[1]`.
    var location = ""

    /// A custom rotor: its name and the descriptions of the elements it visits.
    struct Rotor {
        var name: String
        var results: [String]
    }
}

/// One `AccessibilityContainer`: its identifier, and the node it becomes
/// with the fields read (its type, frame, label, value, a data table's
/// counts).
struct SnapshotContainer {
    var identifier: String?
    var node = AccessibilityNode()
}

/// What the model's file holds, in document order: elements, and the
/// opening and closing of containers.
enum SnapshotItem {
    case element(SnapshotElement)
    case open(SnapshotContainer)
    case close
}
