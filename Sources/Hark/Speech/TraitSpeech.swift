/// What an element's traits make VoiceOver say: the trait words, and the
/// system hint that goes with the element's own. Worked out once per kind of
/// element (its traits, its heading level or switch state, whether it sits
/// in a tab bar, its language) and kept by the ``SpeechBuilder``. A class:
/// every element takes one, for one reference count rather than four.
final class TraitSpeech: Sendable {
    struct Key: Hashable {
        var traits: UInt32
        var isInTabBar: Bool
        /// For a heading only.
        var headingLevel: Int?
        /// For a switch only: its value is its state.
        var switchValue: String?
        var language: String?

        /// The kind of `node` in a tab bar or not.
        init(_ node: AccessibilityNode, isInTabBar: Bool) {
            let traits = node.traits
            self.traits = traits.rawValue
            self.isInTabBar = isInTabBar
            headingLevel = node.spokenHeadingLevel
            switchValue = traits.contains(.switchButton) ? node.value : nil
            language = node.language
        }

        /// Whether `node` is of this kind: the key `init(_:isInTabBar:)`
        /// makes, compared field by field without making it.
        func describes(_ node: AccessibilityNode, isInTabBar: Bool) -> Bool {
            let traits = node.traits
            return self.traits == traits.rawValue && self.isInTabBar == isInTabBar
                && headingLevel == node.spokenHeadingLevel
                && switchValue == (traits.contains(.switchButton) ? node.value : nil) && language == node.language
        }
    }

    /// How the system hint goes with the element's own.
    enum SystemHint: Sendable {
        /// The element's own hint alone.
        case none
        /// A text field's hint, which replaces any own hint.
        case replacing(String)
        /// A switch's hint, after the own hint.
        case following(String)
        /// The adjust hint, after the own hint, unless the own hint was
        /// promoted into the description.
        case followingUnlessPromoted(String)

        /// The hint said after the description; `ownPromoted`: the own hint
        /// took the text's place and is not said again.
        func hint(own: String?, ownPromoted: Bool) -> String? {
            let own = ownPromoted ? "" : own ?? ""
            let hint: String =
                switch self {
                case .none: own
                case .replacing(let system): system
                case .following(let system): Vocabulary.join(own, system)
                case .followingUnlessPromoted(let system): ownPromoted ? own : Vocabulary.join(own, system)
                }
            return hint.isEmpty ? nil : hint
        }
    }

    /// The trait words, in VoiceOver's fixed order, joined.
    let words: String
    let systemHint: SystemHint
    /// The words as they follow a text that ends a sentence (`" Button."`)
    /// and one that does not (`". Button."`), as ``String/joinSentence(_:)``
    /// joins them: one piece per element.
    let afterSentence: String, afterText: String

    init(words: String, systemHint: SystemHint) {
        self.words = words
        self.systemHint = systemHint
        afterSentence = " " + words
        afterText = ". " + words
    }
}

extension SpeechBuilder {
    /// The trait words and system hint for `node` in `context`, from the
    /// cache when an element of the same kind came before.
    mutating func traitSpeech(_ node: AccessibilityNode, context: ContainerContext, words: Vocabulary) -> TraitSpeech {
        // A list's elements are mostly of one kind: the last one's, without making or hashing a key.
        if let last = lastTraitSpeech, lastTraitKey?.describes(node, isInTabBar: context.isInTabBar) == true {
            return last
        }
        let key = TraitSpeech.Key(node, isInTabBar: context.isInTabBar)
        let speech: TraitSpeech
        if let known = traitSpeech[key] {
            speech = known
        } else {
            speech = TraitSpeech(
                words: Self.traitWords(node, context: context, words: words),
                systemHint: Self.systemHint(node.traits, words: words))
            traitSpeech[key] = speech
        }
        lastTraitKey = key
        lastTraitSpeech = speech
        return speech
    }

    /// The trait words, in VoiceOver's fixed order.
    private static func traitWords(_ node: AccessibilityNode, context: ContainerContext, words: Vocabulary) -> String {
        let traits = node.traits
        let isSwitch = traits.contains(.switchButton)
        let isTab = traits.contains(.tabBarItem) || context.isInTabBar
        var spoken: [String] = []
        if traits.contains(.notEnabled) { spoken.append(words[.notEnabled]) }
        if traits.contains(.button), !traits.contains(.keyboardKey), !isSwitch, !isTab, !traits.contains(.backButton) {
            spoken.append(words[.button])
        }
        if traits.contains(.backButton) { spoken.append(words[.backButton]) }
        if isSwitch {
            if traits.contains(.button) { spoken.append(words[.switchButton]) }
            switch node.value ?? "" {
            case "1": spoken.append(words[.switchOn])
            case "0": spoken.append(words[.switchOff])
            case "2": spoken.append(words[.switchMixed])
            case "": break
            case let other: spoken.append(other)
            }
        }
        if isTab { spoken.append(words[.tab]) }
        if traits.contains(.secureTextField) {
            spoken.append(words[.secureTextField])
        } else if traits.contains(.textEntry), !traits.contains(.searchField) {
            // A search field says "Search Field." (below), not also "Text Field.".
            spoken.append(words[.textField])
        }
        if traits.contains(.isEditing), traits.contains(.textEntry) || traits.contains(.secureTextField) {
            spoken.append(words[.isEditing])
        }
        if traits.contains(.header) {
            spoken.append(node.spokenHeadingLevel.map { words.format(.headerLevel, .integer($0)) } ?? words[.header])
        }
        if traits.contains(.link) { spoken.append(words[.link]) }
        if traits.contains(.adjustable) { spoken.append(words[.adjustable]) }
        if traits.contains(.image) { spoken.append(words[.image]) }
        if traits.contains(.searchField) { spoken.append(words[.searchField]) }
        // A switch state said as is has no period; join it like the rest.
        return spoken.reduce("") { Vocabulary.joinWords($0, $1) }
    }

    /// The system's hint for these traits, and how it goes with the
    /// element's own: a text field's replaces it; a switch's follows it; the
    /// adjust hint follows it unless it was promoted.
    private static func systemHint(_ traits: AccessibilityNode.Traits, words: Vocabulary) -> TraitSpeech.SystemHint {
        guard !traits.contains(.notEnabled) else { return .none }
        if traits.contains(.textEntry) || traits.contains(.secureTextField) || traits.contains(.textArea) {
            if traits.contains(.isEditing) { return .replacing(words[.textFieldEditingHint]) }
            return .replacing(words[traits.contains(.textArea) ? .textAreaHint : .textFieldHint])
        }
        if traits.contains(.switchButton) { return .following(words[.switchHint]) }
        if traits.contains(.adjustable) { return .followingUnlessPromoted(words[.adjustableHint]) }
        return .none
    }
}
