extension AccessibilityNode {
    /// The traits of an accessibility element, as UIKit's `UIAccessibilityTraits`.
    ///
    /// Besides the public traits, the set holds the ones UIKit sets privately on
    /// its own controls (`backButton`, `switchButton`, `textEntry`, `isEditing`,
    /// `secureTextField`, `tabBarItem`, `textArea`), because VoiceOver speaks them.
    /// In the sample format traits are written as an array of names; ``name``
    /// and ``init(name:)`` translate between the two.
    public struct Traits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let button = AccessibilityNode.Traits(rawValue: 1 << 0)
        public static let link = AccessibilityNode.Traits(rawValue: 1 << 1)
        public static let image = AccessibilityNode.Traits(rawValue: 1 << 2)
        public static let selected = AccessibilityNode.Traits(rawValue: 1 << 3)
        public static let playsSound = AccessibilityNode.Traits(rawValue: 1 << 4)
        public static let keyboardKey = AccessibilityNode.Traits(rawValue: 1 << 5)
        public static let staticText = AccessibilityNode.Traits(rawValue: 1 << 6)
        public static let summaryElement = AccessibilityNode.Traits(rawValue: 1 << 7)
        public static let notEnabled = AccessibilityNode.Traits(rawValue: 1 << 8)
        public static let updatesFrequently = AccessibilityNode.Traits(rawValue: 1 << 9)
        public static let searchField = AccessibilityNode.Traits(rawValue: 1 << 10)
        public static let startsMediaSession = AccessibilityNode.Traits(rawValue: 1 << 11)
        public static let adjustable = AccessibilityNode.Traits(rawValue: 1 << 12)
        public static let allowsDirectInteraction = AccessibilityNode.Traits(rawValue: 1 << 13)
        public static let causesPageTurn = AccessibilityNode.Traits(rawValue: 1 << 14)
        public static let header = AccessibilityNode.Traits(rawValue: 1 << 15)
        public static let tabBar = AccessibilityNode.Traits(rawValue: 1 << 16)
        public static let supportsZoom = AccessibilityNode.Traits(rawValue: 1 << 17)
        public static let toggle = AccessibilityNode.Traits(rawValue: 1 << 18)
        /// Private UIKit trait of a navigation bar's back button.
        public static let backButton = AccessibilityNode.Traits(rawValue: 1 << 19)
        /// Private UIKit trait of `UISwitch`.
        public static let switchButton = AccessibilityNode.Traits(rawValue: 1 << 20)
        /// Private UIKit trait of text fields and text views.
        public static let textEntry = AccessibilityNode.Traits(rawValue: 1 << 21)
        /// Private UIKit trait of a text field that has keyboard focus.
        public static let isEditing = AccessibilityNode.Traits(rawValue: 1 << 22)
        /// Private UIKit trait of a secure (password) text field.
        public static let secureTextField = AccessibilityNode.Traits(rawValue: 1 << 23)
        /// Private UIKit trait of a tab-bar button.
        public static let tabBarItem = AccessibilityNode.Traits(rawValue: 1 << 24)
        /// Private UIKit trait of a multi-line text view.
        public static let textArea = AccessibilityNode.Traits(rawValue: 1 << 25)

        /// Every trait with its name in the sample format, in the spec's order.
        public static let named: [(name: String, trait: AccessibilityNode.Traits)] = [
            ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
            ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
            ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
            ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
            ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
            ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
            ("header", .header), ("tabBar", .tabBar), ("supportsZoom", .supportsZoom), ("toggle", .toggle),
            ("backButton", .backButton), ("switchButton", .switchButton), ("textEntry", .textEntry),
            ("isEditing", .isEditing), ("secureTextField", .secureTextField), ("tabBarItem", .tabBarItem),
            ("textArea", .textArea),
        ]

        /// The trait with this sample-format name, or `nil` when there is none.
        public init?(name: String) {
            guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
            self = entry.trait
        }

        /// The sample-format names of the traits in this set, in the spec's order.
        public var names: [String] {
            Self.named.filter { contains($0.trait) }.map(\.name)
        }
    }
}

extension AccessibilityNode.Traits: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var traits: AccessibilityNode.Traits = []
        while !container.isAtEnd {
            let name = try container.decode(String.self)
            guard let trait = AccessibilityNode.Traits(name: name) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "unknown trait \"\(name)\"")
            }
            traits.insert(trait)
        }
        self = traits
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(names)
    }
}
