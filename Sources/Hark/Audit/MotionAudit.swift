/// Checks a document's motion (docs/VoiceOver.md, "Reduce Motion"): every
/// rule a test proves fires and does not fire.
///
/// - `no-reduced-alternative` (error): an animation with vestibular motion
///   (movement, zoom, scaling, rotation, parallax, autoplay, a bouncing
///   spring) and no reduced alternative.
/// - `reduced-still-moves` (error): a reduced alternative that itself
///   moves or bounces.
/// - `unannounced-animated-change` (warning): an animated state change
///   that no announcement reports and no focus lands on (the activated
///   element itself is re-read, so changing it is fine).
/// - `present-lands-on-non-heading` (warning): a screen presented with no
///   focus target, whose first element is not a heading.
/// - `modal-without-escape` (error): a full-screen or custom presentation
///   of a screen that handles no escape (the system dismisses only sheets).
enum MotionAudit {
    static func findings(in document: HarkDocument) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        var trees: [(AccessibilityNode, JSONPath)] = [(document.root, JSONPath([.key("root")]))]
        for id in document.screens.keys.sorted() {
            if let screen = document.screens[id] { trees.append((screen, JSONPath([.key("screens"), .key(id)]))) }
        }
        for (root, base) in trees {
            var stack: [(AccessibilityNode, JSONPath)] = [(root, base)]
            while let (node, path) = stack.popLast() {
                if let behaviors = node.behaviors {
                    for (name, keyPath) in Behaviors.named {
                        guard let effects = behaviors[keyPath: keyPath] else { continue }
                        audit(
                            effects, at: JSONPath(path.components + [.key("behaviors"), .key(name)]), owner: node,
                            ownerIsFocused: name == "activate", document: document, into: &findings)
                    }
                }
                for (index, action) in node.customActions.enumerated() where !action.effects.isEmpty {
                    audit(
                        action.effects,
                        at: JSONPath(path.components + [.key("customActions"), .index(index), .key("effects")]),
                        owner: node,
                        ownerIsFocused: true, document: document, into: &findings)
                }
                for (index, child) in node.children.enumerated().reversed() {
                    stack.append((child, JSONPath(path.components + [.key("children"), .index(index)])))
                }
            }
        }
        return findings
    }

    /// Audits one behaviour's effects (its `if` branches too, without
    /// recursion).
    private static func audit(
        _ effects: [Behaviors.Effect], at base: JSONPath, owner: AccessibilityNode, ownerIsFocused: Bool,
        document: HarkDocument, into findings: inout [AuditFinding]
    ) {
        let all = flattened(effects, at: base)
        let announces = all.contains { effect, _ in
            if case .announce = effect { return true }
            if case .layoutChanged(_, let text?) = effect { return !text.isEmpty }
            return false
        }
        for (effect, path) in all {
            switch effect {
            case .set(let id, _, let animation?):
                check(
                    animation, at: JSONPath(path.components + [.key("animation")]), id: id, forScreen: false,
                    into: &findings)
                let focused =
                    (ownerIsFocused && owner.id == id)
                    || all.contains { effect, _ in
                        if case .layoutChanged(let target?, _) = effect { return target == id }
                        return false
                    }
                if !announces && !focused {
                    findings.append(
                        AuditFinding(
                            severity: .warning, rule: "unannounced-animated-change", id: id, path: path.description,
                            message:
                                "\"\(id)\" changes with an animation, but nothing announces it and focus does not "
                                + "land on it: VoiceOver users miss it"
                        ))
                }
            case .present(let screen, let target, let transition):
                checkPresent(
                    screen, target: target, transition: transition, at: path, owner: owner, document: document,
                    into: &findings)
            case .dismiss(let transition?):
                check(
                    transition.animation, at: JSONPath(path.components + [.key("transition"), .key("animation")]),
                    id: owner.id, forScreen: true, into: &findings)
            default:
                continue
            }
        }
    }

    /// Every effect of a behaviour with its path, the branches of each `if`
    /// included (with a stack, not recursion).
    private static func flattened(_ effects: [Behaviors.Effect], at base: JSONPath) -> [(Behaviors.Effect, JSONPath)] {
        var all: [(Behaviors.Effect, JSONPath)] = []
        var stack: [([Behaviors.Effect], JSONPath)] = [(effects, base)]
        while let (list, path) = stack.popLast() {
            for (index, effect) in list.enumerated() {
                let here = JSONPath(path.components + [.index(index)])
                all.append((effect, here))
                if case .when(_, let then, let otherwise) = effect {
                    stack.append((then, JSONPath(here.components + [.key("then")])))
                    stack.append((otherwise, JSONPath(here.components + [.key("else")])))
                }
            }
        }
        return all
    }

    /// A presentation: its animation, where focus lands, and whether the
    /// presented screen can be left.
    private static func checkPresent(
        _ screen: String, target: String?, transition: Behaviors.Transition?, at path: JSONPath,
        owner: AccessibilityNode, document: HarkDocument, into findings: inout [AuditFinding]
    ) {
        if let transition {
            check(
                transition.animation, at: JSONPath(path.components + [.key("transition"), .key("animation")]),
                id: owner.id, forScreen: true, into: &findings)
        }
        if target == nil, let tree = document.screens[screen],
            let first = FocusOrder(root: tree).elements.first, !first.node.traits.contains(.header)
        {
            findings.append(
                AuditFinding(
                    severity: .warning, rule: "present-lands-on-non-heading", id: owner.id,
                    path: path.description,
                    message:
                        "presenting \"\(screen)\" gives no focus target, and its first element "
                        + "\"\(first.node.label ?? first.node.id ?? "")\" is not a heading: VoiceOver "
                        + "users land without knowing where they are"
                ))
        }
        let style = transition?.presentation.style ?? .sheet
        if style != .sheet, let tree = document.screens[screen], !handlesEscape(tree) {
            findings.append(
                AuditFinding(
                    severity: .error, rule: "modal-without-escape", id: owner.id, path: path.description,
                    message:
                        "the \(style.rawValue) presentation of \"\(screen)\" handles no escape: VoiceOver "
                        + "users cannot leave it with the two-finger scrub"
                ))
        }
    }

    private static func check(
        _ animation: Behaviors.Animation, at path: JSONPath, id: String?, forScreen: Bool,
        into findings: inout [AuditFinding]
    ) {
        let what = TransitionEvent(
            occasion: forScreen ? .present : .stateChange, subject: "", motion: animation.motion, reduceMotion: false
        ).motionDescription
        if let reduced = animation.reduced {
            if reduced.isVestibular {
                let description = TransitionEvent(occasion: .present, subject: "", motion: reduced, reduceMotion: true)
                    .motionDescription
                findings.append(
                    AuditFinding(
                        severity: .error, rule: "reduced-still-moves", id: id,
                        path: JSONPath(path.components + [.key("reduced")]).description,
                        message:
                            "the reduced alternative (\(description)) itself moves or bounces; with Reduce Motion on "
                            + "it should cross-fade or not animate"
                    ))
            }
        } else if animation.motion.isVestibular {
            findings.append(
                AuditFinding(
                    severity: .error, rule: "no-reduced-alternative", id: id, path: path.description,
                    message:
                        "\(what) is vestibular motion with no reduced alternative; declare \"reduced\" (a cross-fade) "
                        + "for Reduce Motion"
                ))
        }
    }

    /// Whether any node of the tree handles escape.
    private static func handlesEscape(_ tree: AccessibilityNode) -> Bool {
        var stack = [tree]
        while let node = stack.popLast() {
            if node.effects(on: \.escape) != nil { return true }
            stack += node.children
        }
        return false
    }
}
