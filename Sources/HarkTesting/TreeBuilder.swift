import Hark

/// Builds a list of nodes from the statements of a closure, so a tree reads
/// the way UIKit code does:
///
/// ```swift
/// let screen = Screen(title: "Flights") {
///     Heading("Flights")
///     Button("Add new flight")
///     List {
///         Button("United 123").value("On Time").hint("Double tap to view more details.")
///     }
/// }
/// ```
///
/// Frames may be left out: the focus order is then the document order.
@resultBuilder
public enum TreeBuilder {
    public static func buildExpression(_ node: AccessibilityNode) -> [AccessibilityNode] { [node] }
    public static func buildExpression(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] { nodes }
    public static func buildBlock(_ parts: [AccessibilityNode]...) -> [AccessibilityNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AccessibilityNode]?) -> [AccessibilityNode] { part ?? [] }
    public static func buildEither(first part: [AccessibilityNode]) -> [AccessibilityNode] { part }
    public static func buildEither(second part: [AccessibilityNode]) -> [AccessibilityNode] { part }
    public static func buildArray(_ parts: [[AccessibilityNode]]) -> [AccessibilityNode] { parts.flatMap { $0 } }
}

/// A screen: a document whose root view holds `content`.
public func Screen(
    title: String? = nil, locale: String = "en", device: HarkDocument.Device = .phone, layoutDirection: HarkDocument.LayoutDirection? = nil,
    settings: HarkDocument.Settings = HarkDocument.Settings(), screens: [String: AccessibilityNode] = [:], @TreeBuilder _ content: () -> [AccessibilityNode]
) -> HarkDocument {
    HarkDocument(title: title, locale: locale, device: device, layoutDirection: layoutDirection, settings: settings,
                 root: AccessibilityNode(children: content()), screens: screens)
}

// MARK: Elements

/// An element with any label and traits.
public func Element(_ label: String? = nil, traits: AccessibilityNode.Traits = []) -> AccessibilityNode {
    AccessibilityNode(label: label, traits: traits)
}

/// A heading (the header trait), with its level when given.
public func Heading(_ label: String, level: Int? = nil) -> AccessibilityNode {
    AccessibilityNode(label: label, traits: .header, headingLevel: level)
}

public func Button(_ label: String) -> AccessibilityNode { AccessibilityNode(label: label, traits: .button) }
/// Static text (a `UILabel`).
public func Text(_ label: String) -> AccessibilityNode { AccessibilityNode(label: label, traits: .staticText) }
public func Image(_ label: String) -> AccessibilityNode { AccessibilityNode(label: label, traits: .image) }
public func Link(_ label: String) -> AccessibilityNode { AccessibilityNode(label: label, traits: .link) }
/// A navigation bar's back button.
public func BackButton(_ label: String = "Back") -> AccessibilityNode { AccessibilityNode(label: label, traits: [.button, .backButton]) }
/// A text field; its value is the text (or the placeholder) it shows.
public func TextField(_ label: String, value: String? = nil) -> AccessibilityNode {
    AccessibilityNode(label: label, value: value, traits: .textEntry)
}
public func SecureTextField(_ label: String) -> AccessibilityNode { AccessibilityNode(label: label, traits: [.textEntry, .secureTextField]) }
public func SearchField(_ label: String) -> AccessibilityNode { AccessibilityNode(label: label, traits: .searchField) }
/// A `UISwitch`.
public func Switch(_ label: String, isOn: Bool) -> AccessibilityNode {
    AccessibilityNode(label: label, value: isOn ? "1" : "0", traits: [.button, .switchButton])
}
/// A slider or stepper: an adjustable element.
public func Adjustable(_ label: String, value: String) -> AccessibilityNode {
    AccessibilityNode(label: label, value: value, traits: .adjustable)
}
/// A tab-bar item.
public func Tab(_ label: String) -> AccessibilityNode { AccessibilityNode(label: label, traits: [.button, .tabBarItem]) }

// MARK: Containers

/// A plain view holding `content` (its children are sorted with their
/// neighbours').
public func View(@TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode {
    AccessibilityNode(children: content())
}

/// A view whose subviews UIKit groups into one element
/// (`isAccessibilityElement` on the parent): it speaks `label`.
public func Combined(_ label: String, @TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode {
    AccessibilityNode(label: label, isAccessibilityElement: true, children: content())
}

/// Children kept together (`shouldGroupAccessibilityChildren`).
public func Group(@TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode {
    AccessibilityNode(children: content(), groupChildren: true)
}

/// A semantic group; with a label it is announced on entering.
public func SemanticGroup(_ label: String? = nil, @TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode {
    AccessibilityNode(label: label, children: content(), containerType: .semanticGroup)
}

public func List(@TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode {
    AccessibilityNode(children: content(), containerType: .list)
}

public func Landmark(@TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode {
    AccessibilityNode(children: content(), containerType: .landmark)
}

public func TabBar(@TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode {
    AccessibilityNode(traits: .tabBar, children: content(), containerType: .tabBar)
}

public func SegmentedControl(@TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode {
    AccessibilityNode(children: content(), containerType: .series)
}

/// A data table; give its cells ``AccessibilityNode/cell(row:column:rowSpan:columnSpan:)``.
public func DataTable(rows: Int? = nil, columns: Int? = nil, @TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode {
    AccessibilityNode(children: content(), containerType: .dataTable, rowCount: rows, columnCount: columns)
}

/// A view with `accessibilityViewIsModal`: its siblings are unreachable.
public func Modal(@TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode {
    AccessibilityNode(children: content(), viewIsModal: true)
}
