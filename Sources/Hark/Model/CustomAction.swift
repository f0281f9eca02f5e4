/// An `accessibilityCustomAction`: written as a string or `{"name": …}`.
public struct CustomAction: Hashable, Sendable {
    public var name: String

    public init(name: String) { self.name = name }
}

extension CustomAction: ExpressibleByStringLiteral {
    public init(stringLiteral name: String) { self.init(name: name) }
}

extension CustomAction: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(name: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

/// An entry of `accessibilityCustomContent`.
public struct CustomContent: Codable, Hashable, Sendable {
    /// How soon VoiceOver reads the content.
    public enum Importance: String, Codable, Hashable, Sendable, CaseIterable {
        /// Read on demand, through the More Content rotor.
        case `default`
        /// Read right after the element's value.
        case high
    }

    public var label: String
    public var value: String
    public var importance: Importance

    public init(label: String, value: String, importance: Importance = .default) {
        self.label = label
        self.value = value
        self.importance = importance
    }
}
