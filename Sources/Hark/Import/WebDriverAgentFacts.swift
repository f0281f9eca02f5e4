/// What WebDriverAgent (Appium's iOS agent) writes into page source that is
/// not the element's own accessibility data, from its sources
/// (docs/Importing.md, "Rules and their evidence").
enum WebDriverAgentFacts {
    /// `FBConfiguration`'s default `snapshotMaxDepth`: the snapshot holds
    /// this many levels, the application's the first, so its deepest
    /// elements are one fewer below the application and their children are
    /// cut off (a real dump nested deeper ends 49 levels below it).
    static let snapshotMaxDepth = 50

    /// The element's own value. WDA's `wdValue` gives a `Button` with no
    /// value of its own `1` when it is selected (`XCUIElement+FBWebDriverAttributes.m`):
    /// that is the selected flag, already in `selected="true"`, not a value.
    static func ownValue(_ value: String?, type: String, isSelected: Bool) -> String? {
        type == "Button" && isSelected && value == "1" ? nil : value
    }

    /// Whether the element is selected: `selected="true"`, or, from an
    /// older WDA that writes no `selected` attribute, a `Button` whose value
    /// is `wdValue`'s `1` (*choice*: such a dump cannot tell it from a
    /// button whose own value is 1).
    static func isSelected(_ selected: String?, value: String?, type: String) -> Bool {
        selected.map { $0 == "true" } ?? (type == "Button" && value == "1")
    }
}
