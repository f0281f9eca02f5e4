extension AuditScreen {
    /// A finding as the audit holds it until it is written: 16 bytes that
    /// point into the screen (its node, its element, its message by number)
    /// rather than strings of its own. A large screen has a finding on
    /// nearly every element; ``finding(for:)`` makes each whole only when it
    /// is written.
    struct Held {
        /// The rule's place in ``Audit/checks``, the order an element's
        /// findings are sorted in.
        var rule: UInt16
        var severity: AuditFinding.Severity
        /// The node's entry in ``AuditScreen/nodes``; -1 for a finding a
        /// rule made whole (``AuditScreen/wholeFindings``).
        var entry: Int32
        /// The element's place in the focus order; -1 for a node that is
        /// not an element.
        var position: Int32
        /// The message's number in ``AuditScreen/messages``, or the whole
        /// finding's in ``AuditScreen/wholeFindings``.
        var message: Int32
    }

    /// The finding `held` stands for, made whole: id, JSON path, message
    /// and what VoiceOver says.
    func finding(for held: Held) -> AuditFinding {
        guard held.entry >= 0 else { return wholeFindings[Int(held.message)] }
        let entry = Int(held.entry), rule = Audit.checks[Int(held.rule)].rule.id
        guard held.position >= 0 else {
            return AuditFinding(
                severity: held.severity, rule: rule, id: nodes[entry].node.id, path: path(of: entry),
                message: messages[Int(held.message)])
        }
        let position = Int(held.position)
        return AuditFinding(
            severity: held.severity, rule: rule, id: elements[position].node.id, path: path(of: entry),
            message: messages[Int(held.message)], speech: speech(at: position), index: position + 1)
    }

    /// The JSON path of what `held` is about.
    func path(of held: Held) -> String {
        held.entry >= 0 ? path(of: Int(held.entry)) : wholeFindings[Int(held.message)].path
    }

    /// The node `held` is about (or, for a finding a rule made whole, the
    /// node its path is in), if the screen has it.
    func entry(of held: Held) -> Int? {
        held.entry >= 0 ? Int(held.entry) : entry(ofPath: wholeFindings[Int(held.message)].path)
    }

    /// The findings in the order they are written: in focus order; what is
    /// not an element after, by path; one element's findings in the rules'
    /// order, then in the order they were found.
    static func sorted(_ found: [Held], on screen: AuditScreen) -> [Held] {
        var paths: [Int: String] = [:]
        for (index, held) in found.enumerated() where held.position < 0 { paths[index] = screen.path(of: held) }
        let order = found.indices.sorted { a, b in
            let (x, y) = (found[a], found[b])
            if x.position != y.position {
                return x.position >= 0 && (y.position < 0 || x.position < y.position)
            }
            if x.position < 0, let left = paths[a], let right = paths[b], left != right { return left < right }
            return x.rule != y.rule ? x.rule < y.rule : a < b
        }
        return order.map { found[$0] }
    }
}
