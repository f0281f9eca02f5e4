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
    package init(
        old: [Stop], new: [Stop], title: String?, locale: String?, oldFindings: [AuditFinding],
        newFindings: [AuditFinding], ignoring: Set<Aspect>
    ) {
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
    /// list's order.
    func findingChanges(old: [AuditFinding], new: [AuditFinding]) -> ([AuditFinding], [AuditFinding]) {
        var oldPair: [Int: Int] = [:], newPair: [Int: Int] = [:]
        for (number, match) in matches.enumerated() {
            oldPair[match.old.index] = number
            newPair[match.new.index] = number
        }
        func key(_ finding: AuditFinding, pairs: [Int: Int], side: String) -> String {
            if finding.path.hasPrefix("root"), let index = finding.index {
                return finding.rule + "\u{1F}" + (pairs[index].map { "stop \($0)" } ?? "\(side) \(index)")
            }
            return finding.rule + "\u{1F}" + (finding.id.map { "id " + $0 } ?? "path " + finding.path)
        }
        let oldKeys = old.map { key($0, pairs: oldPair, side: "old") },
            newKeys = new.map { key($0, pairs: newPair, side: "new") }
        return (Self.surplus(new, keys: newKeys, over: oldKeys), Self.surplus(old, keys: oldKeys, over: newKeys))
    }

    /// The findings (with their `keys`) left once each key of `other` has
    /// taken the first finding of that key it meets: a key twice here and
    /// once there leaves its second finding.
    private static func surplus(_ findings: [AuditFinding], keys: [String], over other: [String]) -> [AuditFinding] {
        var unmatched = Dictionary(other.map { ($0, 1) }, uniquingKeysWith: +)
        var left: [AuditFinding] = []
        for (finding, key) in zip(findings, keys) {
            if let count = unmatched[key], count > 0 {
                unmatched[key] = count - 1
            } else {
                left.append(finding)
            }
        }
        return left
    }
}
