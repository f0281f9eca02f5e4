/// Nodes compare field by field (sharing storage is a shortcut).
extension AccessibilityNode: Hashable {
    public static func == (a: AccessibilityNode, b: AccessibilityNode) -> Bool {
        if a.sharesStorage(with: b) { return true }
        return a.id == b.id
            && a.label == b.label
            && a.value == b.value
            && a.hint == b.hint
            && a.traits == b.traits
            && a.frame == b.frame
            && a.isAccessibilityElement == b.isAccessibilityElement
            && a.children == b.children
            && a.explicitOrder == b.explicitOrder
            && a.groupChildren == b.groupChildren
            && a.containerType == b.containerType
            && a.elementsHidden == b.elementsHidden
            && a.hidden == b.hidden
            && a.alpha == b.alpha
            && a.clipsToBounds == b.clipsToBounds
            && a.viewIsModal == b.viewIsModal
            && a.language == b.language
            && a.headingLevel == b.headingLevel
            && a.customActions == b.customActions
            && a.customContent == b.customContent
            && a.userInputLabels == b.userInputLabels
            && a.respondsToUserInteraction == b.respondsToUserInteraction
            && a.activationPoint == b.activationPoint
            && a.localizedLabel == b.localizedLabel
            && a.localizedValue == b.localizedValue
            && a.localizedHint == b.localizedHint
            && a.behaviors == b.behaviors
            && a.adjustableValues == b.adjustableValues
            && a.rowCount == b.rowCount
            && a.columnCount == b.columnCount
            && a.cell == b.cell
            && a.header == b.header
            && a.customRotors == b.customRotors
            && a.appearance == b.appearance
            && a.auditSuppression == b.auditSuppression
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(label)
        hasher.combine(value)
        hasher.combine(hint)
        hasher.combine(traits)
        hasher.combine(frame)
        hasher.combine(isAccessibilityElement)
        hasher.combine(children)
        hasher.combine(explicitOrder)
        hasher.combine(groupChildren)
        hasher.combine(containerType)
        hasher.combine(elementsHidden)
        hasher.combine(hidden)
        hasher.combine(alpha)
        hasher.combine(clipsToBounds)
        hasher.combine(viewIsModal)
        hasher.combine(language)
        hasher.combine(headingLevel)
        hasher.combine(customActions)
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
