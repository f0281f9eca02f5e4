extension TranscriptDiff {
    /// Compares two narrations of a screen (flicking right through each),
    /// and, when given, their audits.
    ///
    /// A finding is the same in both versions when it has the same rule and
    /// is about the same stop (paired by id, then speech, then position);
    /// a finding about no stop, or on another screen of the document, is
    /// the same when it has the same rule and element id (without an id,
    /// the same JSON path).
    ///
    /// - Parameters:
    ///   - old: the old version's narration.
    ///   - new: the new version's narration.
    ///   - oldFindings: the old version's audit findings (``Audit/run(on:rules:locale:appStrings:)``).
    ///   - newFindings: the new version's.
    ///   - ignoring: what to leave out.
    public init(
        old: Narrator, new: Narrator, oldFindings: [AuditFinding] = [], newFindings: [AuditFinding] = [],
        ignoring: Set<Aspect> = []
    ) {
        self.init(
            old: Self.stops(of: old), new: Self.stops(of: new), title: new.document.title, locale: new.locale,
            oldFindings: oldFindings, newFindings: newFindings, ignoring: ignoring)
    }

    /// Compares two versions reduced to their stops (``stops(of:)``) and
    /// findings, as ``init(old:new:oldFindings:newFindings:ignoring:)``
    /// does: `hark diff` keeps only these of a version once it is narrated,
    /// so that one tree at a time is in memory.
    package init<Findings: RandomAccessCollection<AuditFinding>>(
        old: [Stop], new: [Stop], title: String?, locale: String?, oldFindings: Findings, newFindings: Findings,
        ignoring: Set<Aspect>
    ) where Findings.Index == Int {
        self.init(old: old, new: new, ignoring: ignoring)
        self.title = title
        self.locale = locale
        guard !ignoring.contains(.findings) else { return }
        (self.newFindings, self.fixedFindings) = findingChanges(old: oldFindings, new: newFindings)
    }

    /// Compares the focus events of two transcripts (a session's other
    /// events are left out); stops are told apart by id, then speech, then
    /// position.
    public init(old: Transcript, new: Transcript, ignoring: Set<Aspect> = []) {
        func stops(_ transcript: Transcript) -> [Stop] {
            transcript.events.compactMap { if case .focus(let focus) = $0 { Stop(focus) } else { nil } }
        }
        self.init(old: stops(old), new: stops(new), ignoring: ignoring)
        title = new.title
        locale = new.locale
    }

    /// The narration's stops, with each element's label and traits.
    package static func stops(of narrator: Narrator) -> [Stop] {
        let elements = narrator.focusOrder.elements
        return narrator.transcript().events.compactMap { event in
            guard case .focus(let focus) = event else { return nil }
            var stop = Stop(focus)
            if elements.indices.contains(focus.index - 1) {
                let node = elements[focus.index - 1].node
                (stop.label, stop.traits) = (node.label, node.traits)
            }
            return stop
        }
    }

    /// The findings only `new` has, and those only `old` has, each in its
    /// list's order. A key is made for each finding when it is needed,
    /// rather than held for all of them.
    func findingChanges<Findings: RandomAccessCollection<AuditFinding>>(old: Findings, new: Findings)
        -> ([AuditFinding], [AuditFinding])
    {
        var oldPair: [Int: Int] = [:], newPair: [Int: Int] = [:]
        for (number, match) in matches.enumerated() {
            oldPair[match.old.index] = number
            newPair[match.new.index] = number
        }
        let oldKey = { (finding: AuditFinding) in FindingKey(finding, pairs: oldPair, side: .old) }
        let newKey = { (finding: AuditFinding) in FindingKey(finding, pairs: newPair, side: .new) }
        return (
            Self.surplus(new, key: newKey, over: old, key: oldKey),
            Self.surplus(old, key: oldKey, over: new, key: newKey)
        )
    }

    /// What pairs a finding across versions: its rule and, for a stop of
    /// the root screen, the pair of stops it is on (or its stop, when
    /// unpaired: then it pairs with nothing); else the element's id, or
    /// its JSON path.
    private struct FindingKey: Hashable {
        enum Side: Hashable { case old, new }
        enum Place: Hashable {
            case pair(Int)
            case unpaired(Side, Int)
            case id(String)
            case path(String)
        }

        var rule: String
        var place: Place

        init(_ finding: AuditFinding, pairs: [Int: Int], side: Side) {
            rule = finding.rule
            if finding.path.hasPrefix("root"), let index = finding.index {
                place = pairs[index].map { .pair($0) } ?? .unpaired(side, index)
            } else {
                place = finding.id.map { .id($0) } ?? .path(finding.path)
            }
        }

        /// The key as one number, for a rule of Hark's on a pair of stops
        /// (nearly every finding): a table of numbers is a fraction of one
        /// of keys.
        var number: Int? {
            guard case .pair(let pair) = place, let rule = Audit.checkNumbers[rule] else { return nil }
            return pair << 16 | Int(rule)
        }
    }

    /// How many findings of each key are not yet matched.
    private struct KeyCounts {
        var numbered: [Int: Int] = [:]
        var others: [FindingKey: Int] = [:]

        mutating func add(_ key: FindingKey) {
            if let number = key.number { numbered[number, default: 0] += 1 } else { others[key, default: 0] += 1 }
        }

        /// Takes one finding of `key`, if one is left.
        mutating func take(_ key: FindingKey) -> Bool {
            if let number = key.number {
                guard let count = numbered[number], count > 0 else { return false }
                numbered[number] = count - 1
            } else {
                guard let count = others[key], count > 0 else { return false }
                others[key] = count - 1
            }
            return true
        }
    }

    /// The findings left once each key of `other` has taken the first
    /// finding of that key it meets: a key twice here and once there
    /// leaves its second finding.
    private static func surplus<Findings: RandomAccessCollection<AuditFinding>>(
        _ findings: Findings, key: (AuditFinding) -> FindingKey, over other: Findings,
        key otherKey: (AuditFinding) -> FindingKey
    ) -> [AuditFinding] {
        var unmatched = KeyCounts()
        for finding in other { unmatched.add(otherKey(finding)) }
        var left: [AuditFinding] = []
        for finding in findings where !unmatched.take(key(finding)) { left.append(finding) }
        return left
    }
}
