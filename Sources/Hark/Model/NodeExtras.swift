/// The fields of a node that few nodes set: localized text, behaviours,
/// table cells, rotors, audit fields and the like. ``NodeStorage`` holds
/// them only when one is set, and shares them copy-on-write like the rest.
final class NodeExtras: @unchecked Sendable {
    var alpha: Double? = nil
    var language: String? = nil
    var headingLevel: Int? = nil
    var customContent: [CustomContent] = []
    var userInputLabels: [String] = []
    var respondsToUserInteraction: Bool? = nil
    var activationPoint: Frame.Point? = nil
    var localizedLabel: LocalizedString? = nil
    var localizedValue: LocalizedString? = nil
    var localizedHint: LocalizedString? = nil
    var behaviors: Behaviors? = nil
    var adjustableValues: AdjustableValues? = nil
    var rowCount: Int? = nil
    var columnCount: Int? = nil
    var cell: TableCell? = nil
    var header: TableHeader? = nil
    var customRotors: [CustomRotor] = []
    var auditSuppression: AuditSuppression? = nil
    var appearance: TextAppearance? = nil

    /// Every field at its default: what a node without extras has.
    static let defaults = NodeExtras()

    func copy() -> NodeExtras {
        let copy = NodeExtras()
        copy.alpha = alpha
        copy.language = language
        copy.headingLevel = headingLevel
        copy.customContent = customContent
        copy.userInputLabels = userInputLabels
        copy.respondsToUserInteraction = respondsToUserInteraction
        copy.activationPoint = activationPoint
        copy.localizedLabel = localizedLabel
        copy.localizedValue = localizedValue
        copy.localizedHint = localizedHint
        copy.behaviors = behaviors
        copy.adjustableValues = adjustableValues
        copy.rowCount = rowCount
        copy.columnCount = columnCount
        copy.cell = cell
        copy.header = header
        copy.customRotors = customRotors
        copy.appearance = appearance
        copy.auditSuppression = auditSuppression
        return copy
    }

    func hasSameFields(as other: NodeExtras) -> Bool {
        alpha == other.alpha
            && language == other.language
            && headingLevel == other.headingLevel
            && customContent == other.customContent
            && userInputLabels == other.userInputLabels
            && respondsToUserInteraction == other.respondsToUserInteraction
            && activationPoint == other.activationPoint
            && localizedLabel == other.localizedLabel
            && localizedValue == other.localizedValue
            && localizedHint == other.localizedHint
            && behaviors == other.behaviors
            && adjustableValues == other.adjustableValues
            && rowCount == other.rowCount
            && columnCount == other.columnCount
            && cell == other.cell
            && header == other.header
            && customRotors == other.customRotors
            && appearance == other.appearance
            && auditSuppression == other.auditSuppression
    }

    func hashFields(into hasher: inout Hasher) {
        hasher.combine(alpha)
        hasher.combine(language)
        hasher.combine(headingLevel)
        hasher.combine(customContent)
        hasher.combine(userInputLabels)
        hasher.combine(respondsToUserInteraction)
        hasher.combine(activationPoint)
        hasher.combine(localizedLabel)
        hasher.combine(localizedValue)
        hasher.combine(localizedHint)
        hasher.combine(behaviors)
        hasher.combine(adjustableValues)
        hasher.combine(rowCount)
        hasher.combine(columnCount)
        hasher.combine(cell)
        hasher.combine(header)
        hasher.combine(customRotors)
        hasher.combine(appearance)
        hasher.combine(auditSuppression)
    }
}
