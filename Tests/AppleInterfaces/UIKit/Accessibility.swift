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
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/handler
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
    /// (the handler is not optional).
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
        self.name = name
    }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification
/// (not on the main actor).
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    /// (on the main actor, though the protocol is not).
    @MainActor var accessibilityIdentifier: String? { get set }
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
    /// Both optional requirements (iOS 11.0+):
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatable/accessibilityheaderelements(forrow:)
    /// (`optional func accessibilityHeaderElements(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]?`)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainerdatatable/accessibilityheaderelements(forcolumn:)
    /// (`optional func accessibilityHeaderElements(forColumn column: Int)
    /// -> [any UIAccessibilityContainerDataTableCell]?`).
    /// Swift on Linux has no optional requirements. On Apple platforms the
    /// caller writes `table.accessibilityHeaderElements?(forRow: row)`; the
    /// stand-in gives that spelling the same meaning with an optional value
    /// callable with the same labels, `nil` when a table does not implement
    /// them. Stand-in form: Apple's are two optional methods.
    var accessibilityHeaderElements: UIAccessibilityContainerDataTableHeaders? { get }
}

extension UIAccessibilityContainerDataTable {
    /// Stand-in form: the default that optional requirements have on Apple platforms.
    public var accessibilityHeaderElements: UIAccessibilityContainerDataTableHeaders? { nil }
}

/// Not UIKit's. Stand-in form of the two optional
/// `accessibilityHeaderElements` methods (see above), for doubles to fill.
@MainActor
public struct UIAccessibilityContainerDataTableHeaders {
    let rows: (Int) -> [any UIAccessibilityContainerDataTableCell]?
    let columns: (Int) -> [any UIAccessibilityContainerDataTableCell]?

    public init(
        forRow rows: @escaping (Int) -> [any UIAccessibilityContainerDataTableCell]?,
        forColumn columns: @escaping (Int) -> [any UIAccessibilityContainerDataTableCell]?
    ) {
        self.rows = rows
        self.columns = columns
    }

    public func callAsFunction(forRow row: Int) -> [any UIAccessibilityContainerDataTableCell]? { rows(row) }
    public func callAsFunction(forColumn column: Int) -> [any UIAccessibilityContainerDataTableCell]? {
        columns(column)
    }
}
