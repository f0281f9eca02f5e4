/// How an element's text is drawn, as far as the contrast audit needs it
/// (Hark's extension of the format: `textColor`, `backgroundColor`,
/// `fontSize`). A node without a `backgroundColor` sits on the nearest
/// ancestor's.
public struct TextAppearance: Hashable, Sendable {
    /// The text's colour (`UILabel.textColor`).
    public var textColor: SRGBColor?
    /// The view's background (`UIView.backgroundColor`).
    public var backgroundColor: SRGBColor?
    /// The font's point size (`UIFont.pointSize`).
    public var fontSize: Double?

    /// Creates an appearance; what is left out is not known.
    public init(textColor: SRGBColor? = nil, backgroundColor: SRGBColor? = nil, fontSize: Double? = nil) {
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        self.fontSize = fontSize
    }
}

/// The audit rules a node asks not to be reported on it (`auditIgnore`),
/// and why (`auditReason`).
public struct AuditSuppression: Hashable, Sendable {
    /// Rule ids, such as `small-target`.
    public var rules: [String]
    /// Why the rules do not apply here, shown with suppressed findings.
    public var reason: String?

    /// Creates a suppression of `rules`, with the reason when given.
    public init(rules: [String], reason: String? = nil) {
        self.rules = rules
        self.reason = reason
    }
}
