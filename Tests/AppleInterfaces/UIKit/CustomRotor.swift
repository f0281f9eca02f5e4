// UIKit's custom rotors, as the pages below declare them.

/// https://developer.apple.com/documentation/uikit/uitextrange
@MainActor
open class UITextRange: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotoritemresult
@MainActor
open class UIAccessibilityCustomRotorItemResult: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotoritemresult/targetelement
    open weak var targetElement: (any NSObjectProtocol)?
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotoritemresult/targetrange
    open var targetRange: UITextRange?
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotoritemresult/init(targetelement:targetrange:)
    public init(targetElement: any NSObjectProtocol, targetRange: UITextRange?) {
        self.targetElement = targetElement
        self.targetRange = targetRange
    }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotorsearchpredicate
@MainActor
open class UIAccessibilityCustomRotorSearchPredicate: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotorsearchpredicate/currentitem
    open var currentItem: UIAccessibilityCustomRotorItemResult
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotorsearchpredicate/searchdirection
    open var searchDirection: UIAccessibilityCustomRotor.Direction = .next
    private let placeholder = NSObject()
    public override init() {
        currentItem = UIAccessibilityCustomRotorItemResult(targetElement: placeholder, targetRange: nil)
    }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor
@MainActor
open class UIAccessibilityCustomRotor: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/direction
    public enum Direction: Int, Sendable {
        case previous = 0
        case next = 1
    }
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.enum
    public enum SystemRotorType: Sendable {
        case none, link, visitedLink, heading, headingLevel1, headingLevel2, headingLevel3, headingLevel4
        case headingLevel5, headingLevel6, boldText, italicText, underlineText, misspelledWord, image, textField
        case table, list, landmark
    }
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/search
    public typealias Search = (UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult?
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/name
    open var name: String
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/systemrotortype-swift.property
    open private(set) var systemRotorType: SystemRotorType = .none
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/itemsearchblock
    open var itemSearchBlock: Search
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/init(name:itemsearch:)
    public init(name: String, itemSearch: @escaping Search) {
        self.name = name
        itemSearchBlock = itemSearch
    }
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/init(systemtype:itemsearch:)
    public init(systemType: SystemRotorType, itemSearch: @escaping Search) {
        name = ""
        systemRotorType = systemType
        itemSearchBlock = itemSearch
    }
}
