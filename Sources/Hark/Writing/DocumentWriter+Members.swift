extension DocumentWriter.Writer {
    /// Writes the members of `node` but `children`, those not at their
    /// defaults, in the format's order (``NodeField``): on one line, or with
    /// `separator` each on a line of its own indented that many steps.
    /// Whether any was written.
    mutating func members(of node: AccessibilityNode, level: Int, separator: Int?) throws(DocumentWriter.Failure)
        -> Bool
    {
        memberList = (separator, false)
        for field in NodeField.written.inline { try member(field, of: node, level: level) }
        // The rest live in the node's extras, which most nodes do not have.
        if node.storage.fields.extras.shared != nil {
            for field in NodeField.written.extras { try member(field, of: node, level: level) }
        }
        return memberList.any
    }

    /// Starts a member of the node being written: the separator unless it is
    /// the first, then its key.
    private mutating func key(_ field: NodeField) {
        if memberList.any { out.append(memberList.indent == nil ? ", " : ",") }
        if let indent = memberList.indent { newline(indent) }
        memberList.any = true
        out.append("\"")
        out.append(string: field.rawValue)
        out.append("\": ")
    }

    /// A member whose value is written by its `Encodable` conformance
    /// (``encoded(_:level:)``), if there is one.
    mutating func member(_ field: NodeField, _ value: (some Encodable)?, level: Int) throws(DocumentWriter.Failure) {
        guard let value else { return }
        key(field)
        try encoded(value, level: level)
    }

    /// A member that is a string, if there is one.
    mutating func string(_ field: NodeField, _ value: String?) {
        guard let value else { return }
        key(field)
        out.appendJSONString(value)
    }

    /// A text member: the localized form when there is one, else the plain text.
    mutating func text(_ field: NodeField, _ value: String?, localized: LocalizedString?, level: Int)
        throws(DocumentWriter.Failure)
    {
        guard let localized else { return string(field, value) }
        try member(field, localized, level: level)
    }

    /// A member that is `true` or `false`, if there is one.
    mutating func flag(_ field: NodeField, _ value: Bool?) {
        guard let value else { return }
        key(field)
        out.append(value ? "true" : "false")
    }

    /// A member that is a number, if there is one.
    mutating func number(_ field: NodeField, _ value: Double?) throws(DocumentWriter.Failure) {
        guard let value else { return }
        key(field)
        try number(value)
    }

    /// A member that is an array of strings on one line, if there is one.
    mutating func names(_ field: NodeField, _ values: [String]?, level: Int) {
        guard let values else { return }
        key(field)
        out.appendJSONArray(values)
        deepest = max(deepest, level + 1)
    }

    /// A member that is an array of numbers on one line (`[0, 47, 390, 44]`), if there is one.
    mutating func numbers(_ field: NodeField, _ values: [Double]?, level: Int) throws(DocumentWriter.Failure) {
        guard let values else { return }
        key(field)
        out.append("[")
        for (offset, value) in values.enumerated() {
            if offset > 0 { out.append(", ") }
            try number(value)
        }
        out.append("]")
        deepest = max(deepest, level + 1)
    }
}

extension Array {
    /// The array, or `nil` when it is empty: a member the writer leaves out.
    var nonEmptyArray: [Element]? { isEmpty ? nil : self }
}
