/// Hark's accessibility audit: the checks Xcode's `performAccessibilityAudit`,
/// GTXiLib and A11yUITests make on a running app, made on a tree file, each
/// finding with what VoiceOver says for the element.
///
/// ```swift
/// let findings = try Audit.run(on: document)
/// for finding in findings where finding.severity == .error { print(finding.message) }
/// ```
public enum Audit {
    /// Every rule's check, in the order rules are listed and findings of one
    /// element are sorted. Add a rule here.
    static let checks: [any AuditCheck] =
        [
            MissingLabel(), ImageNameLabel(), TraitInLabel(), LabelTooLong(), RedundantValue(), DuplicateName(),
            VoiceControlName(), LanguageMismatch(),
            MissingHeader(), FocusOrderJump(), ReachableBehindModal(), Offscreen(),
            SmallTarget(), ActivationOutside(), OverlappingTargets(),
            TraitConflict(), AdjustableWithoutActions(), EmptyCustomAction(),
            Contrast(),
        ] + MotionRule.all

    /// Every rule, in the order `hark audit --list-rules` prints them.
    public static let rules: [AuditRule] = checks.map(\.rule)

    /// The rules with this id, or of this family (`motion`); empty when
    /// none matches.
    public static func rules(named name: String) -> [AuditRule] {
        rules.filter { $0.id == name || $0.family == name }
    }

    /// Audits every screen of `document` (its root, then its `screens` by
    /// id) and returns the findings in force, each screen's in focus order.
    ///
    /// - Parameters:
    ///   - document: the document to audit.
    ///   - rules: the rules to check; all by default.
    ///   - locale: the narration's locale (trait words and speech); the
    ///     document's by default.
    ///   - appStrings: the app's strings, when labels are given as keys.
    /// - Throws: ``AuditError`` when a suppression (``AuditSuppression``)
    ///   names a rule that does not exist.
    public static func run(
        on document: HarkDocument, rules: [AuditRule] = Audit.rules, locale: String? = nil,
        appStrings: AppStrings? = nil
    ) throws(AuditError) -> [AuditFinding] {
        try report(on: document, rules: rules, locale: locale, appStrings: appStrings).findings
    }

    /// Like ``run(on:rules:locale:appStrings:)``, and also returns the
    /// findings that elements suppressed (``AuditSuppression``).
    public static func report(
        on document: HarkDocument, rules: [AuditRule] = Audit.rules, locale: String? = nil,
        appStrings: AppStrings? = nil
    ) throws(AuditError) -> AuditReport {
        try report(on: document, rules: rules, locale: locale, appStrings: appStrings, listingScreens: false)
    }

    /// Like ``report(on:rules:locale:appStrings:)``; with `listingScreens`,
    /// the report also lists each screen's elements and the rules checked
    /// (``AuditReport/screens``), which JUnit's one test case per element
    /// and rule needs.
    package static func report(
        on document: HarkDocument, rules: [AuditRule], locale: String?, appStrings: AppStrings?, listingScreens: Bool
    ) throws(AuditError) -> AuditReport {
        try auditRun(on: document, rules: rules, locale: locale, appStrings: appStrings, listingScreens: listingScreens)
            .report
    }

    /// Audits `document` as ``report(on:rules:locale:appStrings:listingScreens:)``
    /// does, and holds the findings compactly (``AuditRun``) for a writer
    /// that takes them one at a time.
    package static func auditRun(
        on document: HarkDocument, rules: [AuditRule], locale: String?, appStrings: AppStrings?,
        listingScreens: Bool = false
    ) throws(AuditError) -> AuditRun {
        let wanted = Set(rules.map(\.id))
        var selected = checks.filter { wanted.contains($0.rule.id) }
        var run = AuditRun()
        if let origin = document.importOrigin {
            if !origin.places.isEmpty { run.imported = document }
            // A dump cannot carry what these rules need: they would only
            // report false errors (docs/Audit.md, "Imported dumps").
            let skips = { (rule: AuditRule) in
                rule.needsBeyondDumps != nil && !Self.carries(origin.format, whatNeeds: rule)
            }
            for check in selected {
                if let needs = check.rule.needsBeyondDumps, skips(check.rule) {
                    run.skipped.append(
                        .init(rule: check.rule.id, reason: "\(origin.format.displayName) carries no \(needs)"))
                }
            }
            selected.removeAll { skips($0.rule) }
        }
        let tables = try? StringTables.current()
        var trees: [(AccessibilityNode, String)] = [(document.root, "root")]
        for id in document.screens.keys.sorted() {
            if let screen = document.screens[id] { trees.append((screen, "screens." + id)) }
        }
        run.checked = selected.map(\.rule.id)
        let motion = selected.contains { $0.rule.family == "motion" } ? MotionAudit.findings(in: document) : []
        for (tree, base) in trees {
            let screen = AuditScreen(
                document: document, tree: tree, base: base, locale: locale ?? document.locale, tables: tables,
                appStrings: appStrings)
            screen.motionFindings = motion.filter {
                $0.path == base || $0.path.hasPrefix(base + ".") || $0.path.hasPrefix(base + "[")
            }
            let suppressions = try Self.suppressions(in: screen)
            if listingScreens {
                run.screens.append(AuditReport.CheckedScreen(screen, rules: selected.map(\.rule.id)))
            }
            var found: [AuditScreen.Held] = []
            for check in selected { check.check(screen, into: &found) }
            screen.motionFindings = []
            var inForce: [AuditScreen.Held] = []
            for held in AuditScreen.sorted(found, on: screen) {
                if let reason = suppressions.reason(for: held) {
                    var suppressed = screen.finding(for: held)
                    suppressed.suppressedBecause = reason
                    run.suppressed.append(suppressed)
                } else {
                    inForce.append(held)
                }
            }
            run.add(inForce, of: screen)
        }
        return run
    }

    /// Each rule's place in ``checks``, by id.
    static let checkNumbers = Dictionary(
        uniqueKeysWithValues: checks.enumerated().map { ($1.rule.id, UInt16($0)) })

    /// The place of `rule` in ``checks``, the order one element's findings
    /// are sorted in.
    static func checkNumber(of rule: AuditRule) -> UInt16 { checkNumber(of: rule.id) }

    /// The place of the rule with this id in ``checks`` (0 for none).
    static func checkNumber(of rule: String) -> UInt16 { checkNumbers[rule] ?? 0 }

    /// Whether a format carries what a rule needs beyond most dumps:
    /// AccessibilitySnapshot's model records each element's
    /// `accessibilityLanguage`, so `language-mismatch` runs on it.
    static func carries(_ format: ImportFormat, whatNeeds rule: AuditRule) -> Bool {
        format == .accessibilitySnapshot && rule.id == "language-mismatch"
    }

    /// The suppressions of a screen's nodes, checked against the rules.
    private static func suppressions(in screen: AuditScreen) throws(AuditError) -> Suppressions {
        var byEntry: [Int: AuditSuppression] = [:]
        let known = Set(rules.map(\.id) + rules.map(\.family))
        for (entry, item) in screen.nodes.enumerated() {
            guard let suppression = item.node.auditSuppression else { continue }
            for (index, rule) in suppression.rules.enumerated() where !known.contains(rule) {
                let hint =
                    NameSuggestion.nearest(to: rule, in: rules.map(\.id)).map { "; did you mean \"\($0)\"?" } ?? ""
                throw AuditError(
                    path: screen.path(of: entry) + ".auditIgnore[\(index)]",
                    message: "unknown audit rule \"\(rule)\"" + hint)
            }
            byEntry[entry] = suppression
        }
        return Suppressions(screen: screen, byEntry: byEntry)
    }
}

/// The suppressions of one screen, by the node that declares them.
private struct Suppressions {
    let screen: AuditScreen
    let byEntry: [Int: AuditSuppression]

    /// The reason a finding is suppressed ("" when none is given), or `nil`.
    func reason(for held: AuditScreen.Held) -> String? {
        guard !byEntry.isEmpty, let entry = screen.entry(of: held), let suppression = byEntry[entry] else {
            return nil
        }
        let rule = Audit.checks[Int(held.rule)].rule
        guard suppression.rules.contains(where: { $0 == rule.id || $0 == rule.family }) else { return nil }
        return suppression.reason ?? ""
    }
}
