/// What an element does when VoiceOver acts on it, as UIKit's
/// `accessibilityActivate()`, `accessibilityIncrement()`,
/// `accessibilityDecrement()`, `accessibilityPerformEscape()`,
/// `accessibilityPerformMagicTap()` and `accessibilityScroll(_:)` do.
///
/// Each is a list of ``Behaviors/Effect``s, or `nil` when the element does not
/// implement it. Escape, Magic Tap and scrolling go up the view hierarchy
/// to the nearest node that implements them, as UIKit's responder chain
/// does.
public struct Behaviors: Hashable, Sendable {
    /// What a double tap does (`accessibilityActivate()`).
    package var activate: [Behaviors.Effect]?
    /// What a one-finger flick up on an adjustable element does (`accessibilityIncrement()`).
    package var increment: [Behaviors.Effect]?
    /// What a one-finger flick down on an adjustable element does (`accessibilityDecrement()`).
    package var decrement: [Behaviors.Effect]?
    /// What the two-finger Z scrub does (`accessibilityPerformEscape()`).
    package var escape: [Behaviors.Effect]?
    /// What the two-finger double tap does (`accessibilityPerformMagicTap()`).
    package var magicTap: [Behaviors.Effect]?
    /// What a three-finger swipe left does (`accessibilityScroll(_:)`; the
    /// scrolls are named after the fingers' direction, so this one shows the
    /// next page).
    package var scrollLeft: [Behaviors.Effect]?
    /// What a three-finger swipe right does (`accessibilityScroll(_:)`).
    package var scrollRight: [Behaviors.Effect]?
    /// What a three-finger swipe up does (`accessibilityScroll(_:)`).
    package var scrollUp: [Behaviors.Effect]?
    /// What a three-finger swipe down does (`accessibilityScroll(_:)`).
    package var scrollDown: [Behaviors.Effect]?

    /// Creates behaviours; each one left `nil` is one the element does not implement.
    public init(
        activate: [Behaviors.Effect]? = nil, increment: [Behaviors.Effect]? = nil, decrement: [Behaviors.Effect]? = nil,
        escape: [Behaviors.Effect]? = nil,
        magicTap: [Behaviors.Effect]? = nil, scrollLeft: [Behaviors.Effect]? = nil,
        scrollRight: [Behaviors.Effect]? = nil, scrollUp: [Behaviors.Effect]? = nil,
        scrollDown: [Behaviors.Effect]? = nil
    ) {
        self.activate = activate
        self.increment = increment
        self.decrement = decrement
        self.escape = escape
        self.magicTap = magicTap
        self.scrollLeft = scrollLeft
        self.scrollRight = scrollRight
        self.scrollUp = scrollUp
        self.scrollDown = scrollDown
    }

    /// The sample-format names of the behaviours, with their key paths.
    static var named: [(name: String, path: WritableKeyPath<Behaviors, [Behaviors.Effect]?>)] {
        [
            ("activate", \.activate), ("increment", \.increment), ("decrement", \.decrement), ("escape", \.escape),
            ("magicTap", \.magicTap), ("scrollLeft", \.scrollLeft), ("scrollRight", \.scrollRight),
            ("scrollUp", \.scrollUp), ("scrollDown", \.scrollDown),
        ]
    }
}

extension Behaviors {
    /// One thing a behaviour does: a declarative stand-in for the app's code.
    public enum Effect: Hashable, Sendable {
        /// Changes properties of the element with this id, with an animation
        /// when given (an animated state change).
        case set(id: String, changes: Behaviors.ElementChanges, animation: Behaviors.Animation? = nil)
        /// `UIAccessibility.post(notification: .announcement, argument:)`.
        case announce(String, priority: AnnouncementPriority = .default, queued: Bool = false)
        /// `.layoutChanged`: moves focus to the element with this id, or speaks
        /// the text, or (neither) leaves focus where it is.
        case layoutChanged(focus: String? = nil, text: String? = nil)
        /// `.screenChanged`: the screen-changed sound, then focus on the element
        /// with this id or on the first element.
        case screenChanged(focus: String? = nil)
        /// `.pageScrolled`: speaks a scroll status such as "Page 2 of 3".
        case pageScrolled(String)
        /// Presents the screen with this id (from the document's `screens`)
        /// modally, with a transition when given; focus goes to the element with
        /// the given id or the first.
        case present(screen: String, focus: String? = nil, transition: Behaviors.Transition? = nil)
        /// Dismisses the topmost presented screen; focus returns to the element
        /// that presented it.
        case dismiss(transition: Behaviors.Transition? = nil)
        /// Activates the element with this id, as calling its
        /// `accessibilityActivate()` would.
        case activate(id: String)
        /// Runs `then` when the element with the condition's id is in that
        /// state now, `else` otherwise: the app's code branching on its state
        /// (a play button that pauses when playing).
        case when(Behaviors.Condition, then: [Behaviors.Effect], else: [Behaviors.Effect] = [])
    }
}

extension Behaviors {
    /// A state of one element, for ``Behaviors/Effect/when(_:then:else:)``. Every
    /// property given must hold.
    public struct Condition: Hashable, Sendable {
        /// The id of the element whose state is tested.
        package var id: String
        /// The label the element must have, when given.
        package var label: String?
        /// The value the element must have, when given.
        package var value: String?
        /// Traits the element must all have.
        package var hasTraits: AccessibilityNode.Traits
        /// Traits the element must have none of.
        package var lacksTraits: AccessibilityNode.Traits
        /// Whether the element must be hidden (`true`) or not (`false`), when given.
        package var hidden: Bool?

        /// Creates a condition on the element with id `id`; the properties left out are not tested.
        public init(
            id: String, label: String? = nil, value: String? = nil, hasTraits: AccessibilityNode.Traits = [],
            lacksTraits: AccessibilityNode.Traits = [], hidden: Bool? = nil
        ) {
            self.id = id
            self.label = label
            self.value = value
            self.hasTraits = hasTraits
            self.lacksTraits = lacksTraits
            self.hidden = hidden
        }

        /// Whether `node` is in this state.
        package func holds(for node: AccessibilityNode) -> Bool {
            if let label, node.label != label { return false }
            if let value, node.value != value { return false }
            if let hidden, node.hidden != hidden { return false }
            return node.traits.isSuperset(of: hasTraits) && node.traits.isDisjoint(with: lacksTraits)
        }
    }
}

extension Behaviors {
    /// Changes an effect makes to an element. `nil` leaves a property as it is.
    public struct ElementChanges: Hashable, Sendable {
        /// The new label.
        package var label: String?
        /// The new value.
        package var value: String?
        /// The new hint.
        package var hint: String?
        /// Traits to add.
        package var addTraits: AccessibilityNode.Traits
        /// Traits to remove.
        package var removeTraits: AccessibilityNode.Traits
        /// Hides (`true`) or shows (`false`) the element.
        package var hidden: Bool?

        /// Creates changes; what is left out stays as it is.
        public init(
            label: String? = nil, value: String? = nil, hint: String? = nil, addTraits: AccessibilityNode.Traits = [],
            removeTraits: AccessibilityNode.Traits = [], hidden: Bool? = nil
        ) {
            self.label = label
            self.value = value
            self.hint = hint
            self.addTraits = addTraits
            self.removeTraits = removeTraits
            self.hidden = hidden
        }
    }
}

/// The priority of an announcement (iOS 17's
/// `UIAccessibilityPriority`): `low` waits for other speech to end,
/// `default` interrupts and can be interrupted, `high` interrupts and
/// cannot be interrupted.
public enum AnnouncementPriority: String, Hashable, Sendable, CaseIterable {
    /// Waits for other speech to end.
    case low
    /// Interrupts other speech, and can be interrupted.
    case `default`
    /// Interrupts other speech, and cannot be interrupted.
    case high
}

/// The values an adjustable element steps through when VoiceOver
/// increments or decrements it.
public enum AdjustableValues: Hashable, Sendable {
    /// These values, in order; the element's `value` says which is current.
    case list([String])
    /// Whole numbers from `min` to `max` by `step`, each written with
    /// `format` (`"%d%%"`, `"%d stars"`); the current one is the first
    /// number in the element's `value`.
    case range(min: Int, max: Int, step: Int, format: String)
}
