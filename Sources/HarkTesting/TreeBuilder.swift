import Hark

/// Builds a list of nodes from the statements of a closure, so a tree reads
/// the way UIKit code does:
///
/// ```swift
/// let screen = AX.screen(title: "Flights") {
///     AX.heading("Flights")
///     AX.button("Add new flight")
///     AX.list {
///         AX.button("United 123").value("On Time").hint("Double tap to view more details.")
///     }
/// }
/// ```
///
/// Frames may be left out: the focus order is then the document order.
@resultBuilder
public enum TreeBuilder {
    /// One node.
    public static func buildExpression(_ node: AccessibilityNode) -> [AccessibilityNode] { [node] }
    /// Several nodes, such as those a `map` makes.
    public static func buildExpression(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] { nodes }
    /// The nodes of each statement, in order.
    public static func buildBlock(_ parts: [AccessibilityNode]...) -> [AccessibilityNode] { parts.flatMap { $0 } }
    /// The nodes of an `if` without `else`, or none.
    public static func buildOptional(_ part: [AccessibilityNode]?) -> [AccessibilityNode] { part ?? [] }
    /// The nodes of an `if` branch.
    public static func buildEither(first part: [AccessibilityNode]) -> [AccessibilityNode] { part }
    /// The nodes of an `else` branch.
    public static func buildEither(second part: [AccessibilityNode]) -> [AccessibilityNode] { part }
    /// The nodes of every pass of a `for` loop, in order.
    public static func buildArray(_ parts: [[AccessibilityNode]]) -> [AccessibilityNode] { parts.flatMap { $0 } }
}

/// The tree DSL's elements and containers, each named after the UIKit
/// control or container it stands for.
///
/// They live in this namespace rather than at top level so that a test file
/// that imports SwiftUI or UIKit beside HarkTesting can use both: `Text` is
/// SwiftUI's view, `AX.text` is Hark's static text.
public enum AX {
    /// A screen: a document whose root view holds `content`.
    public static func screen(
        title: String? = nil, locale: String = "en", device: HarkDocument.Device = .phone,
        layoutDirection: HarkDocument.LayoutDirection? = nil,
        settings: HarkDocument.Settings = HarkDocument.Settings(), screens: [String: AccessibilityNode] = [:],
        @TreeBuilder _ content: () -> [AccessibilityNode]
    ) -> HarkDocument {
        HarkDocument(
            title: title, locale: locale, device: device, layoutDirection: layoutDirection, settings: settings,
            root: AccessibilityNode(children: content()), screens: screens)
    }

    // MARK: Elements

    /// An element with any label and traits.
    public static func element(_ label: String? = nil, traits: AccessibilityNode.Traits = []) -> AccessibilityNode {
        AccessibilityNode(label: label, traits: traits)
    }

    /// A heading (the header trait), with its level when given.
    public static func heading(_ label: String, level: Int? = nil) -> AccessibilityNode {
        AccessibilityNode(label: label, traits: .header, headingLevel: level)
    }

    /// A button (`UIButton`).
    public static func button(_ label: String) -> AccessibilityNode { AccessibilityNode(label: label, traits: .button) }
    /// Static text (a `UILabel`).
    public static func text(_ label: String) -> AccessibilityNode {
        AccessibilityNode(label: label, traits: .staticText)
    }
    /// An image with a description (a `UIImageView` with a label).
    public static func image(_ label: String) -> AccessibilityNode { AccessibilityNode(label: label, traits: .image) }
    /// A link.
    public static func link(_ label: String) -> AccessibilityNode { AccessibilityNode(label: label, traits: .link) }
    /// A navigation bar's back button.
    public static func backButton(_ label: String = "Back") -> AccessibilityNode {
        AccessibilityNode(label: label, traits: [.button, .backButton])
    }
    /// A text field; its value is the text (or the placeholder) it shows.
    public static func textField(_ label: String, value: String? = nil) -> AccessibilityNode {
        AccessibilityNode(label: label, value: value, traits: .textEntry)
    }
    /// A secure (password) text field.
    public static func secureTextField(_ label: String) -> AccessibilityNode {
        AccessibilityNode(label: label, traits: [.textEntry, .secureTextField])
    }
    /// A search field.
    public static func searchField(_ label: String) -> AccessibilityNode {
        AccessibilityNode(label: label, traits: .searchField)
    }
    /// A `UISwitch`.
    public static func `switch`(_ label: String, isOn: Bool) -> AccessibilityNode {
        AccessibilityNode(label: label, value: isOn ? "1" : "0", traits: [.button, .switchButton])
    }
    /// A slider or stepper: an adjustable element.
    public static func adjustable(_ label: String, value: String) -> AccessibilityNode {
        AccessibilityNode(label: label, value: value, traits: .adjustable)
    }
    /// A tab-bar item.
    public static func tab(_ label: String) -> AccessibilityNode {
        AccessibilityNode(label: label, traits: [.button, .tabBarItem])
    }

    // MARK: Containers

    /// A plain view holding `content` (its children are sorted with their
    /// neighbours').
    public static func view(@TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode {
        AccessibilityNode(children: content())
    }

    /// A view whose subviews UIKit groups into one element
    /// (the parent is an accessibility element): it speaks `label`.
    public static func combined(_ label: String, @TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode
    {
        .element(AccessibilityNode(label: label, children: content()))
    }

    /// Children kept together (`shouldGroupAccessibilityChildren`).
    public static func group(@TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode {
        AccessibilityNode(children: content(), groupChildren: true)
    }

    /// A semantic group; with a label it is announced on entering.
    public static func semanticGroup(_ label: String? = nil, @TreeBuilder _ content: () -> [AccessibilityNode])
        -> AccessibilityNode
    {
        .container(.semanticGroup, AccessibilityNode(label: label, children: content()))
    }

    /// A list (`accessibilityContainerType` `.list`): VoiceOver says when focus
    /// enters and leaves it.
    public static func list(@TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode {
        .container(.list, AccessibilityNode(children: content()))
    }

    /// A landmark (`accessibilityContainerType` `.landmark`).
    public static func landmark(@TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode {
        .container(.landmark, AccessibilityNode(children: content()))
    }

    /// A tab bar: its tabs are counted ("Tab. 2 of 5.").
    public static func tabBar(@TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode {
        .container(.tabBar, AccessibilityNode(traits: .tabBar, children: content()))
    }

    /// A segmented control: its segments are counted ("2 of 3").
    public static func segmentedControl(@TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode {
        .container(.series, AccessibilityNode(children: content()))
    }

    /// A data table; give its cells ``Hark/AccessibilityNode/cell(row:column:rowSpan:columnSpan:)``.
    public static func dataTable(
        rows: Int? = nil, columns: Int? = nil, @TreeBuilder _ content: () -> [AccessibilityNode]
    ) -> AccessibilityNode {
        .container(.dataTable, AccessibilityNode(children: content(), rowCount: rows, columnCount: columns))
    }

    /// A view with `accessibilityViewIsModal`: its siblings are unreachable.
    public static func modal(@TreeBuilder _ content: () -> [AccessibilityNode]) -> AccessibilityNode {
        AccessibilityNode(children: content()).modal()
    }
}
