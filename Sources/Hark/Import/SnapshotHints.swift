/// The app's own hint inside the hint AccessibilitySnapshot wrote: its
/// parser (UIAccessibility+SnapshotAdditions.swift) appends the system
/// hints VoiceOver gives a switch and an adjustable element, and puts the
/// text-field hints in place of the app's; Hark adds those itself, so they
/// are taken out. Only the English strings (its en.lproj) are known: in
/// another language the hint is kept as written.
enum SnapshotHints {
    static let switchHint = "Double tap to toggle setting."
    static let adjustableHint = "Swipe up or down with one finger to adjust the value."
    static let textEntryHints: Set<String> = [
        "Double tap to edit.", "Use the rotor to access Misspelled Words",
        "Double tap to edit., Use the rotor to access Misspelled Words",
    ]

    /// The app's hint, or `nil` when only a system hint is left.
    static func appHint(_ hint: String?, traits: AccessibilityNode.Traits) -> String? {
        guard var hint = hint?.nonEmpty else { return nil }
        let enabled = !traits.contains(.notEnabled)
        if enabled, traits.contains(.textEntry), textEntryHints.contains(hint) { return nil }
        if enabled, traits.contains(.adjustable), !traits.contains(.switchButton) {
            hint = strip(adjustableHint, from: hint)
        }
        if enabled, traits.contains(.switchButton) { hint = strip(switchHint, from: hint) }
        return hint.nonEmpty
    }

    /// `hint` without `system` (alone, or after "<app hint>. "); the app
    /// hint gets back the period the parser took off.
    private static func strip(_ system: String, from hint: String) -> String {
        if hint == system { return "" }
        guard hint.hasSuffix(". " + system) else { return hint }
        return String(hint.dropLast(system.count + 1))
    }
}
