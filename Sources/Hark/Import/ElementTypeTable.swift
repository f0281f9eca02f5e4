/// What each `XCUIElement.ElementType` is for VoiceOver: the traits UIKit
/// gives the control that produces it, and the part it plays in the tree.
/// The one table every importer shares; docs/Importing.md gives the reasons.
struct ElementKind: Hashable, Sendable {
    enum Role: Hashable, Sendable {
        /// A control: an accessibility element even without a label.
        case control
        /// Text or an image: an element when it has a label or a value.
        case content
        /// A table or collection cell: one element, speaking as its control
        /// when it holds one, a group when it holds more (``CellControls``).
        case cell
        /// A view that only holds others (`Other`, `Window`): its children
        /// join its parent's; a leaf with a label is an element.
        case plain
        /// A table, collection or grid: its cells are read together.
        case grouped
        /// A container VoiceOver counts in (`Tab. 2 of 5.`): `tabBar`, `series`.
        case counted(ContainerType)
        /// An alert, sheet or popover: `accessibilityViewIsModal`.
        case modal
        /// A navigation bar: its title is a heading, its back button a back button.
        case navigationBar
        /// A stepper: its increment and decrement buttons, or adjustable alone.
        case stepper
        /// The keyboard and the status bar: left out unless `--keep-all`.
        case system
    }

    var traits: AccessibilityNode.Traits
    var role: Role

    /// A one-line text field (a search field too), not a text view.
    var isField: Bool { role == .control && traits.contains(.textEntry) && !traits.contains(.textArea) }

    /// The traits UIKit sets privately, which no dump lists by name.
    static let privateTraits: AccessibilityNode.Traits = [
        .backButton, .switchButton, .textEntry, .isEditing, .secureTextField, .tabBarItem, .textArea,
    ]
}

enum ElementTypeTable {
    /// The kind of an element type, by its name without `XCUIElementType`;
    /// `nil` for a name Hark does not know.
    static func kind(of type: String) -> ElementKind? { kinds[type] }

    /// The containers VoiceOver scrolls to reach a row beyond the screen
    /// (docs/Importing.md, "Rows beyond the screen").
    static let scrollables: Set<String> = ["Table", "CollectionView", "ScrollView", "WebView", "Outline", "Grid"]

    /// The names of `XCUIElement.ElementType`, in the order of their raw values.
    static let names = [
        "Any", "Other", "Application", "Group", "Window", "Sheet", "Drawer", "Alert", "Dialog", "Button",
        "RadioButton", "RadioGroup", "CheckBox", "DisclosureTriangle", "PopUpButton", "ComboBox", "MenuButton",
        "ToolbarButton", "Popover", "Keyboard", "Key", "NavigationBar", "TabBar", "TabGroup", "Toolbar", "StatusBar",
        "Table", "TableRow", "TableColumn", "Outline", "OutlineRow", "Browser", "CollectionView", "Slider",
        "PageIndicator", "ProgressIndicator", "ActivityIndicator", "SegmentedControl", "Picker", "PickerWheel",
        "Switch", "Toggle", "Link", "Image", "Icon", "SearchField", "ScrollView", "ScrollBar", "StaticText",
        "TextField", "SecureTextField", "DatePicker", "TextView", "Menu", "MenuItem", "MenuBar", "MenuBarItem", "Map",
        "WebView", "IncrementArrow", "DecrementArrow", "Timeline", "RatingIndicator", "ValueIndicator", "SplitGroup",
        "Splitter", "RelevanceIndicator", "ColorWell", "HelpTag", "Matte", "DockItem", "Ruler", "RulerMarker", "Grid",
        "LevelIndicator", "Cell", "LayoutArea", "LayoutItem", "Handle", "Stepper", "Tab", "TouchBar", "StatusItem",
    ]

    private static let kinds: [String: ElementKind] = {
        var kinds: [String: ElementKind] = [:]
        func set(_ names: [String], _ role: ElementKind.Role, _ traits: AccessibilityNode.Traits = []) {
            for name in names { kinds[name] = ElementKind(traits: traits, role: role) }
        }
        set(
            [
                "Any", "Other", "Application", "Group", "Window", "Drawer", "RadioGroup", "Toolbar", "TableColumn",
                "Browser", "Picker", "ScrollView", "ScrollBar", "DatePicker", "Menu", "MenuBar", "Map", "WebView",
                "SplitGroup", "Matte", "Ruler", "LayoutArea", "LayoutItem", "StatusItem",
            ], .plain)
        set(["Alert", "Sheet", "Dialog", "Popover"], .modal)
        set(["Keyboard", "StatusBar", "TouchBar"], .system)
        set(
            [
                "Button", "RadioButton", "CheckBox", "DisclosureTriangle", "PopUpButton", "ComboBox", "MenuButton",
                "ToolbarButton", "MenuItem", "MenuBarItem", "IncrementArrow", "DecrementArrow", "ColorWell", "DockItem",
            ], .control, .button)
        set(["Key"], .control, .keyboardKey)
        set(["Switch", "Toggle"], .control, [.button, .switchButton])
        set(
            [
                "Slider", "PickerWheel", "PageIndicator", "Timeline", "RatingIndicator", "LevelIndicator", "Splitter",
                "Handle",
            ], .control, .adjustable)
        set(["Link"], .control, .link)
        set(["Icon"], .control)
        // UISearchTextField is a UITextField: "Search Field." and the text field's hint.
        set(["SearchField"], .control, [.searchField, .textEntry])
        set(["TextField"], .control, .textEntry)
        set(["SecureTextField"], .control, [.textEntry, .secureTextField])
        set(["TextView"], .control, [.textEntry, .textArea])
        set(["Tab"], .control, [.button, .tabBarItem])
        set(
            ["StaticText", "ValueIndicator", "RelevanceIndicator", "HelpTag", "RulerMarker", "ActivityIndicator"],
            .content, .staticText)
        set(["ProgressIndicator"], .content, .updatesFrequently)
        set(["Image"], .content, .image)
        // idb names a header element's type Heading.
        set(["Heading"], .content, [.staticText, .header])
        set(["Cell", "TableRow", "OutlineRow"], .cell)
        set(["Table", "Outline", "CollectionView", "Grid"], .grouped)
        set(["TabBar", "TabGroup"], .counted(.tabBar))
        set(["SegmentedControl"], .counted(.series))
        set(["NavigationBar"], .navigationBar)
        set(["Stepper"], .stepper)
        return kinds
    }()

    /// The trait a dump's trait name stands for (Appium's `traits`
    /// attribute: `Button`, `Header`, `NotEnabled`, `ToggleButton`…),
    /// ignoring case; `nil` for a name Hark does not know.
    static func trait(named name: String) -> AccessibilityNode.Traits? {
        let key = name.lowercased()
        switch key {
        case "header", "heading": return .header
        case "togglebutton": return .toggle
        case "none": return []
        default: return AccessibilityNode.Traits.named.first { $0.name.lowercased() == key }?.trait
        }
    }
}
