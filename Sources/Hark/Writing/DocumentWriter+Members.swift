extension DocumentWriter.Writer {
    /// Writes the members of `node` but `children`, those not at their
    /// defaults, in the format's order (``NodeField``): on one line, or with
    /// `separator` each on a line of its own indented that many steps.
    /// Whether any was written.
    mutating func members(of node: AccessibilityNode, level: Int, separator: Int?) throws(DocumentWriter.Failure)
        -> Bool
    {
        memberList = (separator, false)
        func text(_ name: StaticString, _ value: String?, localized: LocalizedString?) throws(DocumentWriter.Failure) {
            if let localized {
                key(name)
                try encoded(localized, level: level)
            } else if let value {
                key(name)
                out.appendJSONString(value)
            }
        }
        func flag(_ name: StaticString, _ value: Bool?) {
            guard let value else { return }
            key(name)
            out.append(value ? "true" : "false")
        }
        if let id = node.id {
            key("id")
            out.appendJSONString(id)
        }
        try text("label", node.label, localized: node.localizedLabel)
        try text("value", node.value, localized: node.localizedValue)
        try text("hint", node.hint, localized: node.localizedHint)
        if !node.traits.isEmpty {
            key("traits")
            out.appendJSONArray(node.traits.names)
            deepest = max(deepest, level + 1)
        }
        if let frame = node.frame {
            key("frame")
            try numbers([frame.x, frame.y, frame.width, frame.height], level: level)
        }
        flag("isAccessibilityElement", node.isAccessibilityElement)
        flag("explicitOrder", node.explicitOrder ? true : nil)
        flag("groupChildren", node.groupChildren ? true : nil)
        flag("elementsHidden", node.elementsHidden ? true : nil)
        flag("hidden", node.hidden ? true : nil)
        flag("clipsToBounds", node.clipsToBounds ? true : nil)
        flag("viewIsModal", node.viewIsModal ? true : nil)
        if node.containerType != .none {
            key("containerType")
            out.appendJSONString(node.containerType.rawValue)
        }
        if !node.customActions.isEmpty {
            key("customActions")
            if node.customActions.allSatisfy({ $0.localizedName == nil && $0.effects.isEmpty }) {
                out.appendJSONArray(node.customActions.map(\.name))
                deepest = max(deepest, level + 1)
            } else {
                try encoded(node.customActions, level: level)
            }
        }
        // The rest live in the node's extras, which most nodes do not have.
        if node.storage.fields.extras.shared != nil { try extraMembers(of: node, level: level) }
        return memberList.any
    }

    /// Starts a member of the node being written: the separator unless it is
    /// the first, then its key.
    private mutating func key(_ name: StaticString) {
        if memberList.any { out.append(memberList.indent == nil ? ", " : ",") }
        if let indent = memberList.indent { newline(indent) }
        memberList.any = true
        out.append("\"")
        out.append(name)
        out.append("\": ")
    }

    /// The members kept in a node's extras, in the format's order.
    private mutating func extraMembers(of node: AccessibilityNode, level: Int) throws(DocumentWriter.Failure) {
        func member(_ name: StaticString, _ value: (some Encodable)?) throws(DocumentWriter.Failure) {
            guard let value else { return }
            key(name)
            try encoded(value, level: level)
        }
        func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }
        if let alpha = node.alpha {
            key("alpha")
            try number(alpha)
        }
        try member("language", node.language)
        try member("headingLevel", node.headingLevel)
        try member("customContent", nonEmpty(node.customContent))
        try member("userInputLabels", nonEmpty(node.userInputLabels))
        try member("respondsToUserInteraction", node.respondsToUserInteraction)
        if let point = node.activationPoint {
            key("activationPoint")
            try numbers([point.x, point.y], level: level)
        }
        try member("behaviors", node.behaviors)
        try member("adjustableValues", node.adjustableValues)
        try member("rowCount", node.rowCount)
        try member("columnCount", node.columnCount)
        try member("itemCount", node.itemCount)
        try member("cell", node.cell)
        try member("header", node.header)
        try member("customRotors", nonEmpty(node.customRotors))
        try member("textColor", node.appearance?.textColor?.description)
        try member("backgroundColor", node.appearance?.backgroundColor?.description)
        if let size = node.appearance?.fontSize {
            key("fontSize")
            try number(size)
        }
        try member("auditIgnore", node.auditSuppression?.rules)
        try member("auditReason", node.auditSuppression?.reason)
    }

    /// An array of numbers on one line: `[0, 47, 390, 44]`.
    private mutating func numbers(_ values: [Double], level: Int) throws(DocumentWriter.Failure) {
        out.append("[")
        for (offset, value) in values.enumerated() {
            if offset > 0 { out.append(", ") }
            try number(value)
        }
        out.append("]")
        deepest = max(deepest, level + 1)
    }
}
