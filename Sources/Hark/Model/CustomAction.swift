/// An `accessibilityCustomAction`: written as a string or `{"name": …}`.
public struct CustomAction: Hashable, Sendable {
    /// The name VoiceOver says for the action.
    public var name: String
    /// The name as a key of the app's own strings; it takes the place of
    /// ``name``.
    public var localizedName: LocalizedString?
    /// What performing the action does.
    public var effects: [Behaviors.Effect]

    /// Creates an action named `name` that does `effects` when performed.
    public init(name: String, localizedName: LocalizedString? = nil, effects: [Behaviors.Effect] = []) {
        self.name = name
        self.localizedName = localizedName
        self.effects = effects
    }
}

extension CustomAction: ExpressibleByStringLiteral {
    /// Creates an action with this name and no effects.
    public init(stringLiteral name: String) { self.init(name: name) }
}

/// An entry of `accessibilityCustomContent`.
public struct CustomContent: Hashable, Sendable {
    /// How soon VoiceOver reads the content.
    public enum Importance: String, Codable, Hashable, Sendable, CaseIterable {
        /// Read on demand, through the More Content rotor.
        case `default`
        /// Read right after the element's value.
        case high
    }

    /// The label, such as "Rating".
    public var label: String
    /// The value, such as "4 stars".
    public var value: String
    /// When VoiceOver reads it.
    public var importance: Importance
    /// The label and value as keys of the app's own strings; they take the
    /// place of ``label`` and ``value``.
    package var localizedLabel: LocalizedString?
    /// The value as a key of the app's own strings; it takes the place of ``value``.
    package var localizedValue: LocalizedString?

    /// Creates an entry of custom content.
    public init(
        label: String, value: String, importance: Importance = .default, localizedLabel: LocalizedString? = nil,
        localizedValue: LocalizedString? = nil
    ) {
        self.label = label
        self.value = value
        self.importance = importance
        self.localizedLabel = localizedLabel
        self.localizedValue = localizedValue
    }
}
