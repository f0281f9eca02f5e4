/// What a VoiceOver user hears differently between two versions of a
/// screen: their focus orders lined up stop by stop, each pair's speech,
/// hint, cues and custom actions compared, the stops added, removed and
/// moved, and the audit findings new and fixed.
///
/// ```swift
/// let before = try Narrator(document: oldDocument), after = try Narrator(document: newDocument)
/// let diff = TranscriptDiff(
///     old: before, new: after,
///     oldFindings: try Audit.run(on: oldDocument), newFindings: try Audit.run(on: newDocument))
/// if diff.hasChanges { print(diff.text(old: "before.json", new: "after.json")) }
/// ```
///
/// The stops are paired by id, then by label and traits, then by position
/// (docs/Diff.md gives the rules and their bounds).
public struct TranscriptDiff: Hashable, Sendable {
    /// The pairs of an old stop and a new one, in the new focus order,
    /// changed or not.
    package var matches: [Match]
    /// The stops only the new version has, in its focus order.
    package var added: [Stop]
    /// The stops only the old version has, in its focus order.
    package var removed: [Stop]
    /// The audit findings the new version has and the old did not.
    package var newFindings: [AuditFinding] = []
    /// The audit findings the old version had and the new does not.
    package var fixedFindings: [AuditFinding] = []
    /// What the comparison leaves out.
    package var ignoring: Set<Aspect>
    /// The new version's title, when it has one.
    package var title: String?
    /// The new version's locale, when known.
    package var locale: String?

    /// What `--ignore` can leave out of a comparison. What VoiceOver says
    /// at once, and which stops there are, are always compared.
    public enum Aspect: String, Hashable, Sendable, CaseIterable {
        /// Hints (said after a pause).
        case hints
        /// Cues (`Actions Available`, `More Content Available`).
        case cues
        /// Custom actions' names.
        case actions
        /// Stops that moved in the focus order.
        case order
        /// Audit findings new and fixed.
        case findings
    }

    /// One stop of VoiceOver's focus, and what identifies it across versions.
    package struct Stop: Hashable, Sendable {
        /// Its 1-based position in its version's focus order.
        package var index: Int
        /// The element's `accessibilityIdentifier`, when it has one.
        package var id: String?
        /// What VoiceOver says there.
        package var utterance: Utterance
        /// The names of its custom actions.
        package var actions: [String]
        /// The element's label, when known: with ``traits``, what pairs a
        /// stop without a shared id.
        package var label: String?
        /// The element's traits, when known.
        package var traits: AccessibilityNode.Traits?

        /// Creates a stop; without `label`, its speech identifies it.
        package init(
            index: Int, id: String?, utterance: Utterance, actions: [String] = [], label: String? = nil,
            traits: AccessibilityNode.Traits? = nil
        ) {
            self.index = index
            self.id = id
            self.utterance = utterance
            self.actions = actions
            self.label = label
            self.traits = traits
        }

        /// The stop of a transcript's focus event.
        package init(_ focus: FocusEvent) {
            self.init(index: focus.index, id: focus.id, utterance: focus.utterance, actions: focus.actions)
        }
    }

    /// An old stop and the new stop it became, and what changed between them.
    package struct Match: Hashable, Sendable {
        /// The stop in the old version.
        package var old: Stop
        /// The stop in the new version.
        package var new: Stop
        /// Whether what VoiceOver says at once differs.
        package var speechChanged: Bool
        /// Whether the hint differs (unless hints are ignored).
        package var hintChanged: Bool
        /// Whether the cues differ (unless cues are ignored).
        package var cuesChanged: Bool
        /// Whether the custom actions differ (unless actions are ignored).
        package var actionsChanged: Bool
        /// Whether the stop moved relative to the others (unless the order
        /// is ignored): it is not on the longest run of pairs whose order
        /// both versions share, so a stop inserted above does not move
        /// those below it.
        package var moved: Bool

        /// Whether anything about the stop changed.
        package var isChanged: Bool { speechChanged || hintChanged || cuesChanged || actionsChanged || moved }

        /// The two speeches as words (split at spaces), those outside the
        /// words both share (a longest common subsequence, punctuation
        /// around a word left out) marked `changed`; past 500 words a side,
        /// every word is.
        package var speechWords: (old: [Word], new: [Word]) { Word.compare(old.utterance.speech, new.utterance.speech) }

        /// The two hints as words, marked as in ``speechWords`` (no words
        /// for no hint).
        package var hintWords: (old: [Word], new: [Word]) {
            Word.compare(old.utterance.hint ?? "", new.utterance.hint ?? "")
        }
    }

    /// A word of a speech or hint, and whether the other version lacks it.
    package struct Word: Hashable, Sendable {
        /// The word as spoken, with its punctuation.
        package var text: String
        /// Whether it is not among the words the two speeches share.
        package var changed: Bool

        /// The words of `old` and `new`, split at spaces, those off a
        /// longest common subsequence marked; a word's punctuation before
        /// and after it does not count (`code.` is `code`).
        static func compare(_ old: String, _ new: String) -> ([Word], [Word]) {
            let old = old.split(separator: " ").map(String.init), new = new.split(separator: " ").map(String.init)
            let (keptOld, keptNew) = ParityWordDiff.kept(old.map(bare), new.map(bare))
            return (
                old.enumerated().map { Word(text: $1, changed: !keptOld.contains($0)) },
                new.enumerated().map { Word(text: $1, changed: !keptNew.contains($0)) }
            )
        }

        /// The word without the punctuation around it; all of it when it is
        /// punctuation only.
        private static func bare(_ word: String) -> String {
            let trimmed = word.drop { $0.isPunctuation }.reversed().drop { $0.isPunctuation }
            return trimmed.isEmpty ? word : String(trimmed.reversed())
        }
    }

    /// The pairs whose speech changed.
    package var speechChanges: [Match] { matches.filter(\.speechChanged) }
    /// The pairs whose hint changed.
    package var hintChanges: [Match] { matches.filter(\.hintChanged) }
    /// The pairs whose cues changed.
    package var cueChanges: [Match] { matches.filter(\.cuesChanged) }
    /// The pairs whose custom actions changed.
    package var actionChanges: [Match] { matches.filter(\.actionsChanged) }
    /// The pairs that moved in the focus order.
    package var moves: [Match] { matches.filter(\.moved) }

    /// Whether anything compared differs: exit status 1 for `hark diff`.
    public var hasChanges: Bool {
        !added.isEmpty || !removed.isEmpty || !newFindings.isEmpty || !fixedFindings.isEmpty
            || matches.contains(where: \.isChanged)
    }
}
