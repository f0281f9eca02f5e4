extension AccessibilityNode {
    /// The traits of an accessibility element, as UIKit's `UIAccessibilityTraits`.
    ///
    /// Besides the public traits, the set holds the ones UIKit sets privately on
    /// its own controls (`backButton`, `switchButton`, `textEntry`, `isEditing`,
    /// `secureTextField`, `tabBarItem`, `textArea`), because VoiceOver speaks them.
    /// In the sample format traits are written as an array of names; Hark reads
    /// and writes those names.
    public struct Traits: OptionSet, Hashable, Sendable {
        /// The traits as Hark's own bits, which are not UIKit's: HarkUIKit
        /// converts UIKit's.
        public let rawValue: UInt32
        /// Creates a set from Hark's bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// `.button`: the element acts as a button.
        public static let button = AccessibilityNode.Traits(rawValue: 1 << 0)
        /// `.link`: the element is a link.
        public static let link = AccessibilityNode.Traits(rawValue: 1 << 1)
        /// `.image`: the element is an image.
        public static let image = AccessibilityNode.Traits(rawValue: 1 << 2)
        /// `.selected`: the element is selected.
        public static let selected = AccessibilityNode.Traits(rawValue: 1 << 3)
        /// `.playsSound`: the element plays its own sound when activated.
        public static let playsSound = AccessibilityNode.Traits(rawValue: 1 << 4)
        /// `.keyboardKey`: the element is a key of a keyboard.
        public static let keyboardKey = AccessibilityNode.Traits(rawValue: 1 << 5)
        /// `.staticText`: the element is text that does not change.
        public static let staticText = AccessibilityNode.Traits(rawValue: 1 << 6)
        /// `.summaryElement`: the element summarizes the app's state when it starts.
        public static let summaryElement = AccessibilityNode.Traits(rawValue: 1 << 7)
        /// `.notEnabled`: the element is disabled.
        public static let notEnabled = AccessibilityNode.Traits(rawValue: 1 << 8)
        /// `.updatesFrequently`: the element's label or value changes often.
        public static let updatesFrequently = AccessibilityNode.Traits(rawValue: 1 << 9)
        /// `.searchField`: the element is a search field.
        public static let searchField = AccessibilityNode.Traits(rawValue: 1 << 10)
        /// `.startsMediaSession`: activating the element starts media playback or recording.
        public static let startsMediaSession = AccessibilityNode.Traits(rawValue: 1 << 11)
        /// `.adjustable`: the element has a value that can be incremented and decremented.
        public static let adjustable = AccessibilityNode.Traits(rawValue: 1 << 12)
        /// `.allowsDirectInteraction`: touches go straight to the element.
        public static let allowsDirectInteraction = AccessibilityNode.Traits(rawValue: 1 << 13)
        /// `.causesPageTurn`: the element turns the page when reading reaches its end.
        public static let causesPageTurn = AccessibilityNode.Traits(rawValue: 1 << 14)
        /// `.header`: the element is a heading.
        public static let header = AccessibilityNode.Traits(rawValue: 1 << 15)
        /// `.tabBar`: the element is a tab bar.
        public static let tabBar = AccessibilityNode.Traits(rawValue: 1 << 16)
        /// `.supportsZoom`: the element can be zoomed.
        public static let supportsZoom = AccessibilityNode.Traits(rawValue: 1 << 17)
        /// `.toggle`: the element is a toggle button.
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
        package static let named: [(name: String, trait: AccessibilityNode.Traits)] = [
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
        package init?(name: String) {
            guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
            self = entry.trait
        }

        /// The sample-format names of the traits in this set, in the spec's order.
        package var names: [String] {
            Self.named.filter { contains($0.trait) }.map(\.name)
        }
    }
}

extension AccessibilityNode.Traits: Codable {
    /// Reads an array of trait names; an unknown name is an error.
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

    /// Writes the array of trait names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(names)
    }
}
