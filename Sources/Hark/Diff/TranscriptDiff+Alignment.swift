extension TranscriptDiff {
    /// The most cells (old unpaired stops × new unpaired stops) the
    /// pairing by position computes in full: 4,000,000, 2,000 by 2,000.
    /// Past it, the stops left unpaired are paired in order.
    package static let maximumPositionCells = 4_000_000

    /// Compares two focus orders.
    ///
    /// Stops are paired in three passes, each over the stops the passes
    /// before left unpaired: the same id (the first old stop with an id
    /// pairs with the first new one, and so on); the same label and traits
    /// (stops without a label: the same speech); then by position, an
    /// alignment of what is left in order that tolerates insertions and
    /// deletions and pairs only stops of the same kind (the same traits,
    /// leaving out states such as selected and dimmed; any kind for stops
    /// without traits) and never two stops with different ids. The first two
    /// passes take time linear in the stops; the third is an edit-distance
    /// alignment bounded by ``maximumPositionCells``. A pair moved when it
    /// is off the longest run of pairs in the same order in both versions
    /// (found in n log n).
    ///
    /// - Parameters:
    ///   - old: the old version's stops, in its focus order.
    ///   - new: the new version's stops, in its focus order.
    ///   - ignoring: what to leave out; ``Aspect/findings`` does not
    ///     apply here (there are no findings).
    package init(old: [Stop], new: [Stop], ignoring: Set<Aspect> = []) {
        var pairs = Self.pairs(old, new)
        let moved = ignoring.contains(.order) ? [] : Self.moved(pairs)
        pairs.sort { $0.1 < $1.1 }
        let pairedOld = Set(pairs.map(\.0)), pairedNew = Set(pairs.map(\.1))
        matches = pairs.map { pair in
            let (a, b) = (old[pair.0], new[pair.1])
            return Match(
                old: a, new: b, speechChanged: a.utterance.speech != b.utterance.speech,
                hintChanged: !ignoring.contains(.hints) && a.utterance.hint != b.utterance.hint,
                cuesChanged: !ignoring.contains(.cues) && a.utterance.cues != b.utterance.cues,
                actionsChanged: !ignoring.contains(.actions) && a.actions != b.actions,
                moved: moved.contains(pair.0))
        }
        added = new.indices.filter { !pairedNew.contains($0) }.map { new[$0] }
        removed = old.indices.filter { !pairedOld.contains($0) }.map { old[$0] }
        self.ignoring = ignoring
    }

    /// The pairs (old position, new position) of the three passes.
    static func pairs(_ old: [Stop], _ new: [Stop]) -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        var oldLeft = Array(old.indices), newLeft = Array(new.indices)
        func pass<Key: Hashable>(_ key: (Stop) -> Key?) {
            let found = pairsByKey(oldLeft, newLeft, key: { key(old[$0]) }, newKey: { key(new[$0]) })
            pairs += found
            let pairedOld = Set(found.map(\.0)), pairedNew = Set(found.map(\.1))
            oldLeft.removeAll { pairedOld.contains($0) }
            newLeft.removeAll { pairedNew.contains($0) }
        }
        pass { $0.id }
        pass { $0.nameKey }
        // Two stops with different ids are different elements.
        let kinds = (
            oldLeft.map { (old[$0].kind, old[$0].id != nil) }, newLeft.map { (new[$0].kind, new[$0].id != nil) }
        )
        let same = { (i: Int, j: Int) in
            !(kinds.0[i].1 && kinds.1[j].1)
                && (kinds.0[i].0 == nil || kinds.1[j].0 == nil || kinds.0[i].0 == kinds.1[j].0)
        }
        let aligned = SequenceAlignment.align(oldLeft.count, newLeft.count, cap: maximumPositionCells, matches: same)
        for case .both(let i, let j) in aligned where same(i, j) { pairs.append((oldLeft[i], newLeft[j])) }
        return pairs
    }

    /// Pairs the stops of one key in order: the first old with the first
    /// new, the second with the second; stops without a key stay unpaired.
    private static func pairsByKey<Key: Hashable>(
        _ old: [Int], _ new: [Int], key: (Int) -> Key?, newKey: (Int) -> Key?
    ) -> [(Int, Int)] {
        var waiting: [Key: [Int]] = [:]
        for position in new {
            if let value = newKey(position) { waiting[value, default: []].append(position) }
        }
        var next: [Key: Int] = [:]
        var pairs: [(Int, Int)] = []
        for position in old {
            guard let value = key(position), let candidates = waiting[value] else { continue }
            let taken = next[value, default: 0]
            guard taken < candidates.count else { continue }
            pairs.append((position, candidates[taken]))
            next[value] = taken + 1
        }
        return pairs
    }

    /// The old positions of the pairs off a longest run of pairs in the
    /// same order in both versions (a longest increasing subsequence of the
    /// new positions taken in old order, by patience sorting).
    static func moved(_ pairs: [(Int, Int)]) -> Set<Int> {
        let byOld = pairs.sorted { $0.0 < $1.0 }
        // tails[k]: the index in byOld of the smallest end of a run of length k + 1.
        var tails: [Int] = [], previous = [Int](repeating: -1, count: byOld.count)
        for (index, pair) in byOld.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if byOld[tails[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var kept: Set<Int> = []
        var index = tails.last ?? -1
        while index >= 0 {
            kept.insert(index)
            index = previous[index]
        }
        return Set(byOld.indices.filter { !kept.contains($0) }.map { byOld[$0].0 })
    }
}

extension TranscriptDiff.Stop {
    /// The states left out of ``kind``: they change as the user acts.
    static let states: AccessibilityNode.Traits = [.selected, .notEnabled, .isEditing, .updatesFrequently]

    /// What pairs a stop without a shared id: its label and traits (none
    /// counts as no traits), or, without a label, its speech. The key holds
    /// the strings rather than a copy of them joined: a 50 MB label is not
    /// copied for every key made of it.
    enum NameKey: Hashable {
        case label(String, traits: AccessibilityNode.Traits.RawValue)
        case speech(String)
    }

    /// Label and traits, or, without a label, the speech.
    var nameKey: NameKey {
        guard let label else { return .speech(utterance.speech) }
        return .label(label, traits: traits?.rawValue ?? 0)
    }

    /// The traits but states, which the pairing by position compares
    /// (`nil` pairs with anything: a transcript's stops have no traits).
    var kind: UInt32? { traits.map { $0.subtracting(Self.states).rawValue } }
}
