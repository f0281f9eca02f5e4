/// Hark's fields for the audit: `textColor`, `backgroundColor`, `fontSize`
/// (contrast) and `auditIgnore`, `auditReason` (suppressions).
extension NodeDecoder {
    static func auditField(_ field: NodeField, _ reader: inout SampleReader, into node: inout AccessibilityNode)
        throws(HarkDecodingError)
    {
        var appearance = node.appearance ?? TextAppearance()
        var suppression = node.auditSuppression ?? AuditSuppression(rules: [])
        switch field {
        case .textColor: appearance.textColor = try color(&reader)
        case .backgroundColor: appearance.backgroundColor = try color(&reader)
        case .fontSize:
            let size = try reader.number()
            guard size > 0, size <= 1000 else {
                throw reader.fail(
                    "a font size is a number of points above 0 and at most 1000, found \(SampleReader.format(size))")
            }
            appearance.fontSize = size
        case .auditIgnore:
            suppression.rules = try reader.array { reader throws(HarkDecodingError) in
                try reader.nonEmptyString(what: "an audit rule id")
            }
        case .auditReason:
            suppression.reason = try reader.string()
        default:
            return
        }
        if field == .auditIgnore || field == .auditReason {
            node.auditSuppression = suppression
        } else {
            node.appearance = appearance
        }
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    static func color(_ reader: inout SampleReader) throws(HarkDecodingError) -> SRGBColor {
        let text = try reader.string()
        guard let color = SRGBColor(hex: text) else {
            throw reader.fail("expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", found \"\(text)\"")
        }
        return color
    }
}
