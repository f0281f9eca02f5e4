extension AccessibilityNode.Traits {
    /// UIKit's `UIAccessibilityTraits` bits and the traits they stand for:
    /// the public ones as UIKit's headers define them, and the private ones
    /// UIKit sets on its own controls and VoiceOver reads.
    static let uiKitBits: [(bit: UInt64, trait: AccessibilityNode.Traits)] = [
        (1 << 0, .button), (1 << 1, .link), (1 << 2, .image), (1 << 3, .selected), (1 << 4, .playsSound),
        (1 << 5, .keyboardKey), (1 << 6, .staticText), (1 << 7, .summaryElement), (1 << 8, .notEnabled),
        (1 << 9, .updatesFrequently), (1 << 10, .searchField), (1 << 11, .startsMediaSession), (1 << 12, .adjustable),
        (1 << 13, .allowsDirectInteraction), (1 << 14, .causesPageTurn), (1 << 15, .tabBar), (1 << 16, .header),
        // Private: UIKit's text fields, switches, back and tab-bar buttons, text views.
        (1 << 18, .textEntry), (1 << 21, .isEditing), (1 << 24, .secureTextField), (1 << 27, .backButton),
        (1 << 28, .tabBarItem), (1 << 47, .textArea), (1 << 53, .switchButton),
    ]

    /// The traits of UIKit's `accessibilityTraits.rawValue`; bits Hark does
    /// not know say nothing in VoiceOver's description and are left out.
    package init(uiKitRawValue bits: UInt64) {
        self = []
        for entry in Self.uiKitBits where bits & entry.bit != 0 { insert(entry.trait) }
    }

    /// The traits as UIKit's raw bits (the inverse of ``init(uiKitRawValue:)``
    /// for the traits it knows).
    package var uiKitRawValue: UInt64 {
        Self.uiKitBits.reduce(0) { contains($1.trait) ? $0 | $1.bit : $0 }
    }
}
