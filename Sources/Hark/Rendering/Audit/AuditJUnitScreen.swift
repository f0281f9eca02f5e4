/// One audited screen's JUnit test cases (as ``AuditReport/junitSuites(file:strict:showSuppressed:)``
/// makes them: a case per element and rule, then one per place that is
/// not an element and rule) found without making a finding whole or a
/// JSON path of each: a finding held on its element is read in order
/// when its element's cases are, and only the others — on what is not an
/// element, made whole by a rule, or suppressed — are grouped by place.
/// Each finding is known by its number: its place among the screen's
/// findings in force, then among the suppressed ones shown.
///
/// A screen's node paths must be their own owners (``AuditScreen/owner(of:)``):
/// its id has no `.` or `[` (``AuditJUnitDocument/streams(_:)``).
struct AuditJUnitScreen {
    /// A place and a rule: a node's entry (a negative number for a path
    /// no node has) and a rule's number.
    private struct Key: Hashable {
        var owner: Int
        var rule: Int
    }

    /// One case: its rule, where it is, and its findings' numbers in order.
    struct Case {
        var rule: String
        /// The element's focus position, or `nil` for a place that is not one.
        var position: Int?
        var numbers: [Int]
    }

    let screen: AuditScreen
    let held: [AuditScreen.Held]
    /// The suppressed findings of the screen shown (none unless asked).
    let suppressed: ArraySlice<AuditFinding>
    private let rules: [(id: String, number: Int)]
    /// Findings on an element not held on it (made whole, or suppressed), by its entry and rule.
    private var onElements: [Key: [Int]] = [:]
    /// Findings on what is not an element, by place and rule, and the keys in the order first found.
    private var places: [Key: [Int]] = [:]
    private var placeOrder: [Key] = []
    /// Owner paths no node has, and rule ids no check has, numbered.
    private var strangers: [String: Int] = [:]
    private var otherRules: [String] = []

    init(_ screen: AuditScreen, held: [AuditScreen.Held], suppressed: ArraySlice<AuditFinding>, rules: [String]) {
        self.screen = screen
        self.held = held
        self.suppressed = suppressed
        self.rules = rules.map { ($0, Int(Audit.checkNumber(of: $0))) }
        for (number, finding) in held.enumerated() where finding.position < 0 || finding.entry < 0 {
            if finding.entry >= 0 {
                add(place: Key(owner: Int(finding.entry), rule: Int(finding.rule)), number)
            } else {
                add(whole: screen.wholeFindings[Int(finding.message)], number)
            }
        }
        for (offset, finding) in suppressed.enumerated() { add(whole: finding, held.count + offset) }
    }

    private mutating func add(whole finding: AuditFinding, _ number: Int) {
        let owner = AuditScreen.owner(of: finding.path)
        let rule: Int
        if let known = Audit.checkNumbers[finding.rule] {
            rule = Int(known)
        } else {
            if !otherRules.contains(finding.rule) { otherRules.append(finding.rule) }
            rule = Audit.checks.count + (otherRules.firstIndex(of: finding.rule) ?? 0)
        }
        if let entry = screen.entry(ofPath: owner), screen.path(of: entry) == owner {
            let key = Key(owner: entry, rule: rule)
            guard screen.position(ofNode: entry) == nil else { return onElements[key, default: []].append(number) }
            add(place: key, number)
        } else {
            let stranger = strangers[owner] ?? -(strangers.count + 1)
            strangers[owner] = stranger
            add(place: Key(owner: stranger, rule: rule), number)
        }
    }

    private mutating func add(place key: Key, _ number: Int) {
        if places[key] == nil { placeOrder.append(key) }
        places[key, default: []].append(number)
    }

    /// Hands each case to `body` in order: each element's in focus order,
    /// a case per rule, then each place's that is not an element.
    func forEachCase(_ body: (Case) -> Void) {
        var next = 0
        for position in screen.elements.indices {
            let start = next
            while next < held.count, held[next].position == Int32(position) { next += 1 }
            for (rule, ruleNumber) in rules {
                var numbers: [Int] = []
                for number in start..<next where held[number].entry >= 0 && Int(held[number].rule) == ruleNumber {
                    numbers.append(number)
                }
                if let more = onElements[Key(owner: screen.elementNode[position], rule: ruleNumber)] {
                    numbers = (numbers + more).sorted()
                }
                body(Case(rule: rule, position: position, numbers: numbers))
            }
        }
        for key in placeOrder {
            let rule =
                key.rule < Audit.checks.count
                ? Audit.checks[key.rule].rule.id : otherRules[key.rule - Audit.checks.count]
            body(Case(rule: rule, position: nil, numbers: places[key] ?? []))
        }
    }

    /// The finding numbered `number`, made whole.
    func finding(_ number: Int) -> AuditFinding {
        number < held.count
            ? screen.finding(for: held[number]) : suppressed[suppressed.startIndex + number - held.count]
    }

    /// Whether the case fails (an error in force, or with `strict` any
    /// finding in force) and whether it is skipped (a suppressed finding).
    func outcome(of testCase: Case, strict: Bool) -> (failed: Bool, skipped: Bool) {
        var failed = false, skipped = false
        for number in testCase.numbers {
            if number >= held.count {
                skipped = true
            } else if strict || held[number].severity == .error {
                failed = true
            }
        }
        return (failed, skipped)
    }

    /// The case's JUnit form: named by the element's path and id, or by
    /// the place's path and its first finding's id.
    func junitCase(_ testCase: Case, strict: Bool) -> JUnitReport.Case {
        let found = testCase.numbers.map(finding)
        let name: String
        if let position = testCase.position {
            let id = screen.elements[position].node.id
            name = screen.path(of: screen.elementNode[position]) + (id.map { " (\($0))" } ?? "")
        } else {
            let first = found.first
            name = AuditScreen.owner(of: first?.path ?? "") + (first?.id.map { " (\($0))" } ?? "")
        }
        return AuditReport.junitCase(rule: testCase.rule, name: name, found, strict: strict)
    }
}

extension AuditRun {
    /// Each screen's JUnit test cases, with its suppressed findings when
    /// `showSuppressed`.
    func junitScreens(showSuppressed: Bool) -> [AuditJUnitScreen] {
        var screens: [AuditJUnitScreen] = []
        forEachScreenWithSuppressed { screen, held, suppressed in
            screens.append(
                AuditJUnitScreen(screen, held: held, suppressed: showSuppressed ? suppressed : [], rules: checked))
        }
        return screens
    }
}
