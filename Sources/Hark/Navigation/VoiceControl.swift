/// Voice Control's view of a screen: the interactive elements, the names it
/// shows for them ("Show names") and their numbers ("Show numbers").
package struct VoiceControlNames: Hashable, Sendable {
    /// One interactive element.
    package struct Entry: Hashable, Sendable {
        /// Its number with "Show numbers", from 1 in focus order.
        package var number: Int
        /// Its position in the focus order, from 1.
        package var index: Int
        /// The element's id, when it has one.
        package var id: String?
        /// The name "Show names" shows: the first user input label, or the label.
        package var name: String
        /// Every name a user can say: the user input labels, or the label.
        package var spokenNames: [String]
    }

    /// The interactive elements, in focus order.
    package var entries: [Entry]

    /// The interactive elements of `order`.
    package init(order: FocusOrder) {
        var entries: [Entry] = []
        for (position, element) in order.elements.enumerated() {
            guard let names = Self.spokenNames(of: element.node) else { continue }
            entries.append(
                Entry(
                    number: entries.count + 1, index: position + 1, id: element.node.id, name: names.first ?? "",
                    spokenNames: names))
        }
        self.entries = entries
    }

    /// Every name a user can say for `node` (its user input labels, or its
    /// label); `nil` when Voice Control does not offer it.
    package static func spokenNames(of node: AccessibilityNode) -> [String]? {
        guard isInteractive(node) else { return nil }
        return node.voiceControlNames.names
    }

    /// ``spokenNames(of:)`` joined by `separator`; `nil` when there is none.
    package static func joinedNames(of node: AccessibilityNode, separator: String) -> String? {
        guard let names = spokenNames(of: node), !names.isEmpty else { return nil }
        return names.joined(separator: separator)
    }

    /// Whether Voice Control offers the element: `respondsToUserInteraction`
    /// when set, else a control's traits (button, link, adjustable, text and
    /// search fields, switches, tabs, keyboard keys), custom actions, or an
    /// activation behaviour.
    static func isInteractive(_ node: AccessibilityNode) -> Bool {
        if let responds = node.respondsToUserInteraction { return responds }
        let controls: AccessibilityNode.Traits = [
            .button, .link, .adjustable, .textEntry, .secureTextField, .searchField, .switchButton, .tabBarItem,
            .keyboardKey,
        ]
        return !node.traits.isDisjoint(with: controls) || !node.customActions.isEmpty
            || node.effects(on: \.activate) != nil
    }

    /// The entries whose spoken names match `name`, ignoring case and the
    /// white space around it; or the entry with that number.
    func matches(_ name: String) -> [Entry] {
        let wanted = name.trimmingWhitespace.lowercased()
        if let number = Int(wanted) { return entries.filter { $0.number == number } }
        return entries.filter { entry in entry.spokenNames.contains { $0.trimmingWhitespace.lowercased() == wanted } }
    }
}

extension AccessibilityNode {
    /// The names Voice Control answers to: the user input labels when the
    /// app gives some (`given`), else the label.
    var voiceControlNames: (names: [String], given: Bool) {
        userInputLabels.isEmpty ? ([label ?? ""].filter { !$0.isEmpty }, false) : (userInputLabels, true)
    }
}
