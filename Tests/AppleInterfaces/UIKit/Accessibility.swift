// Stand-in for UIKit's accessibility API on NSObject (the informal
// UIAccessibility protocol), for compiling HarkUIKit on a machine without
// Apple's SDK. Declarations copy Apple's documented signatures; behaviour
// is only what the pages say. Not part of any product.
@_exported import Foundation

/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/none
    public static let none = UIAccessibilityTraits([])
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/statictext
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/notenabled
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/tabbar
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/header
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainertype
public enum UIAccessibilityContainerType: Int, Sendable {
    case none = 0
    case dataTable, list, landmark, semanticGroup
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
@MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/name
    open var name: String
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)? = nil) {
        self.name = name
    }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification
@MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    var accessibilityIdentifier: String? { get set }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatablecell
@MainActor
public protocol UIAccessibilityContainerDataTableCell: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatablecell/accessibilityrowrange()
    func accessibilityRowRange() -> NSRange
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatablecell/accessibilitycolumnrange()
    func accessibilityColumnRange() -> NSRange
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatable
@MainActor
public protocol UIAccessibilityContainerDataTable: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatable/accessibilitydatatablecellelement(forrow:column:)
    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> (any UIAccessibilityContainerDataTableCell)?
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatable/accessibilityrowcount()
    func accessibilityRowCount() -> Int
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatable/accessibilitycolumncount()
    func accessibilityColumnCount() -> Int
}
