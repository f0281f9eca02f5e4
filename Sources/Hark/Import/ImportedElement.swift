/// One element of a tool's dump, as the tool describes it, before Hark's
/// mapping turns it into an ``AccessibilityNode``.
///
/// A dump is a flat array of these in document order (a parent before its
/// children); ``parent`` is the index of the parent in that array. Each
/// importer only reads its format into this shape; what the element types
/// and states mean is decided in one place for all of them.
package struct ImportedElement: Hashable, Sendable {
    /// The `XCUIElement.ElementType` name without prefix: `Button`,
    /// `StaticText`, `Other` (Appium's `XCUIElementTypeButton` → `Button`).
    package var type: String
    /// The index of the parent element in the dump; `nil` for a root.
    package var parent: Int?
    /// `accessibilityIdentifier`.
    package var identifier: String?
    /// The element's label.
    package var label: String?
    /// The element's value.
    package var value: String?
    /// A text field's placeholder; it stands in for a missing label, and a
    /// value equal to it is no value.
    package var placeholderValue: String? {
        get { rare?.fields.placeholderValue }
        set { updateRare { $0.placeholderValue = newValue } }
    }
    /// The hint, which only idb's `help` carries.
    package var hint: String? {
        get { rare?.fields.hint }
        set { updateRare { $0.hint = newValue } }
    }
    /// The frame in screen points; `nil` when the dump gives none. A frame
    /// that is not finite (`inf`, `nan`) places the element off any screen:
    /// it is left out unless all elements are kept, and then has no frame.
    package var frame: Frame?
    /// Whether the element is enabled; `false` gives it the `notEnabled` trait.
    package var isEnabled: Bool
    /// Whether the element is selected; `true` gives it the `selected` trait.
    package var isSelected: Bool
    /// The element has keyboard focus (XCUITest's `Focused`, Appium's `focused`).
    package var hasFocus: Bool
    /// Appium's `visible`; `nil` when the dump does not say.
    package var isVisible: Bool?
    /// Appium's `accessible` (whether UIKit makes it an element); `nil`
    /// when the dump does not say.
    package var isAccessible: Bool?
    /// The trait names the dump lists (Appium's `traits="Button, Selected"`);
    /// `nil` when it lists none.
    package var traitNames: [String]?
    /// idb's `custom_actions`.
    package var customActions: [String] {
        get { rare?.fields.customActions ?? [] }
        set { updateRare { $0.customActions = newValue } }
    }
    /// Where the element is in the dump (`line 12`, `[3]`), for warnings.
    package var location: String
    /// The line (from 1) and column (in Unicode code points, from 1) where the
    /// element starts in the dump, for SARIF regions; 0 when not known.
    package var line = 0, column = 0
    /// What few elements carry, held apart (`nil` when none is set) so that
    /// a dump of a million plain elements does not pay for them in each.
    private var rare: RareBox<RareFields>?

    /// Creates an element of the given type; what is left out is what a dump
    /// that says nothing about it means (enabled, not selected, no focus).
    package init(
        type: String, parent: Int? = nil, identifier: String? = nil, label: String? = nil, value: String? = nil,
        placeholderValue: String? = nil, hint: String? = nil, frame: Frame? = nil, isEnabled: Bool = true,
        isSelected: Bool = false, hasFocus: Bool = false, isVisible: Bool? = nil, isAccessible: Bool? = nil,
        traitNames: [String]? = nil,
        customActions: [String] = [], location: String = ""
    ) {
        self.type = type
        self.parent = parent
        self.identifier = identifier
        self.label = label
        self.value = value
        self.frame = frame
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.hasFocus = hasFocus
        self.isVisible = isVisible
        self.isAccessible = isAccessible
        self.traitNames = traitNames
        self.location = location
        RareBox.update(&rare) {
            $0 = RareFields(placeholderValue: placeholderValue, hint: hint, customActions: customActions)
        }
    }

    private mutating func updateRare(_ change: (inout RareFields) -> Void) {
        RareBox.update(&rare, change)
    }
}

/// The fields of an ``ImportedElement`` that few elements set.
struct RareFields: RareFieldSet {
    var placeholderValue: String?
    var hint: String?
    var customActions: [String] = []
}

extension ImportedElement {
    /// The name of the `XCUIElement.ElementType` with this raw value
    /// (`9` → `Button`), or `nil` past the last one Hark knows.
    package static func typeName(rawValue: Int) -> String? {
        ElementTypeTable.names.indices.contains(rawValue) ? ElementTypeTable.names[rawValue] : nil
    }
}

extension ImportedElement {
    /// The one frame rule of every importer: four numbers, an infinite or
    /// NaN one meaning "off any screen" (kept as it is, for ``ImportedTree``
    /// to leave out), a negative width or height an error (`nil`).
    static func frame(_ numbers: [Double]) -> Frame? {
        guard numbers.count == 4 else { return nil }
        if numbers.allSatisfy(\.isFinite), numbers[2] < 0 || numbers[3] < 0 { return nil }
        return Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// The frame when it is finite; an element off any screen has none.
    var finiteFrame: Frame? { frame.flatMap { $0.isFinite ? $0 : nil } }
}

extension Frame {
    /// Whether all four numbers are finite.
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
