import Foundation
import Testing
import Hark
import HarkTestSupport

/// Reduce Motion, transitions and the motion audit.
@Suite("Motion")
struct MotionTests {
    @Test(
        "Reduce Motion's standard replacement",
        arguments: [
            (Motion(.slide, duration: 0.35, edge: .bottom), true, Motion(.crossFade, duration: 0.4)),
            (Motion(.zoom, duration: 0.5, source: "x", bounce: 0.3), true, Motion(.crossFade, duration: 0.4)),
            (Motion(.scale, duration: 0.4, bounce: 0.6), false, Motion(.crossFade, duration: 0.15)),
            (Motion(.rotation, duration: 1), false, Motion(.crossFade, duration: 0.15)),
            (Motion(.flip, duration: 0.6), true, Motion(.crossFade, duration: 0.4)),
            (Motion(.parallax, duration: 2), false, Motion(.none, duration: 0)),
            (Motion(.autoplay, duration: 3), false, Motion(.none, duration: 0)),
            (Motion(.crossFade, duration: 0.25), true, Motion(.crossFade, duration: 0.25)),
            (Motion(.progress, duration: 1), false, Motion(.progress, duration: 1)),
            (Motion(.none, duration: 0), true, Motion(.none, duration: 0)),
            (Motion(.crossFade, duration: 0.3, bounce: 0.5), false, Motion(.crossFade, duration: 0.15)),
        ])
    func standardReplacement(motion: Motion, forScreen: Bool, expected: Motion) {
        #expect(motion.reducedStandard(forScreen: forScreen) == expected)
    }

    static func document(
        present animation: Behaviors.Animation, style: Behaviors.Presentation.Style = .sheet, escape: Bool = true,
        focus: String? = "title"
    ) -> HarkDocument {
        let sheet = AccessibilityNode(
            id: "sheet", frame: Frame(x: 0, y: 400, width: 390, height: 444),
            children: [
                AccessibilityNode(id: "body", label: "Body", frame: Frame(x: 0, y: 410, width: 200, height: 30)),
                AccessibilityNode(
                    id: "title", label: "Details", traits: .header, frame: Frame(x: 0, y: 450, width: 200, height: 30)),
            ], behaviors: escape ? Behaviors(escape: [.dismiss()]) : nil)
        let open = AccessibilityNode(
            id: "open", label: "Open", traits: .button, frame: Frame(x: 0, y: 0, width: 100, height: 40),
            behaviors: Behaviors(activate: [
                .present(
                    screen: "sheet", focus: focus,
                    transition: Behaviors.Transition(
                        presentation: Behaviors.Presentation(style: style, dimming: 0.4), animation: animation))
            ]))
        return HarkDocument(root: AccessibilityNode(children: [open]), screens: ["sheet": sheet])
    }

    @Test func transitionsFollowTheSettingAndKeepThePresentation() throws {
        let document = Self.document(
            present: Behaviors.Animation(
                Motion(.slide, duration: 0.35, edge: .bottom), reduced: Motion(.crossFade, duration: 0.3)))
        #expect(
            try NavigatorTests.lines(document, "activate escape setting reduceMotion on activate") == [
                "> activate", "  transition: slide from the bottom 0.35 s", "  presentation: dimming 0.4",
                "  sound: screen changed",
                "  screen changed: sheet", "2 [title] Details. Heading.",
                "> escape", "  sound: screen changed", "  screen changed: (the main screen)", "1 [open] Open. Button.",
                "> setting reduceMotion on",
                "> activate", "  transition: cross-fade 0.3 s (Reduce Motion)", "  presentation: dimming 0.4",
                "  sound: screen changed",
                "  screen changed: sheet", "2 [title] Details. Heading.",
            ])
    }

    @Test func onlySheetsAreDismissedByTheSystemOnEscape() throws {
        let custom = Self.document(
            present: Behaviors.Animation(Motion(.crossFade, duration: 0.3)), style: .custom, escape: false)
        #expect(
            try NavigatorTests.lines(custom, "activate escape").suffix(2) == [
                "> escape", "  (nothing happens: the custom presentation of \"sheet\" does not handle escape)",
            ])
    }

    @Test(
        "Audit rules fire",
        arguments: [
            (
                document(present: Behaviors.Animation(Motion(.slide, duration: 0.3, edge: .bottom))),
                ["no-reduced-alternative"]
            ),
            (
                document(present: Behaviors.Animation(Motion(.crossFade, duration: 0.3, bounce: 0.4))),
                ["no-reduced-alternative"]
            ),
            (
                document(
                    present: Behaviors.Animation(Motion(.zoom, duration: 0.3), reduced: Motion(.scale, duration: 0.2))),
                ["reduced-still-moves"]
            ),
            (
                document(
                    present: Behaviors.Animation(
                        Motion(.zoom, duration: 0.3), reduced: Motion(.crossFade, duration: 0.2, bounce: 0.2))),
                ["reduced-still-moves"]
            ),
            (
                document(present: Behaviors.Animation(Motion(.crossFade, duration: 0.3)), focus: nil),
                ["present-lands-on-non-heading"]
            ),
            (
                document(
                    present: Behaviors.Animation(Motion(.crossFade, duration: 0.3)), style: .custom, escape: false),
                ["modal-without-escape"]
            ),
            (
                document(
                    present: Behaviors.Animation(Motion(.crossFade, duration: 0.3)), style: .fullScreen, escape: false),
                ["modal-without-escape"]
            ),
        ])
    func auditRulesFire(document: HarkDocument, rules: [String]) {
        #expect(motionFindings(in: document).map(\.rule) == rules)
    }

    @Test(
        "Audit rules stay quiet",
        arguments: [
            document(
                present: Behaviors.Animation(
                    Motion(.slide, duration: 0.3, edge: .bottom), reduced: Motion(.crossFade, duration: 0.3))),
            document(present: Behaviors.Animation(Motion(.crossFade, duration: 0.3))),
            document(present: Behaviors.Animation(Motion(.none, duration: 0)), style: .custom, escape: true),
            document(present: Behaviors.Animation(Motion(.progress, duration: 1)), style: .sheet, escape: false),
        ])
    func auditRulesStayQuiet(document: HarkDocument) {
        #expect(motionFindings(in: document).isEmpty)
    }

    @Test func animatedChangesMustBeAnnouncedOrFocused() {
        let animation = Behaviors.Animation(Motion(.crossFade, duration: 0.2))
        func document(_ effects: [Behaviors.Effect], owner: String = "toggle") -> HarkDocument {
            HarkDocument(
                root: AccessibilityNode(children: [
                    AccessibilityNode(
                        id: "toggle", label: "Toggle", traits: .button,
                        behaviors: owner == "toggle" ? Behaviors(activate: effects) : nil),
                    AccessibilityNode(
                        id: "badge", label: "Badge", behaviors: owner == "badge" ? Behaviors(magicTap: effects) : nil),
                ]))
        }
        let change = Behaviors.Effect.set(
            id: "badge", changes: Behaviors.ElementChanges(value: "3"), animation: animation)
        #expect(motionFindings(in: document([change])).map(\.rule) == ["unannounced-animated-change"])
        #expect(motionFindings(in: document([change])).first?.path == "root.children[0].behaviors.activate[0]")
        #expect(motionFindings(in: document([change, .announce("3 new")])).isEmpty)
        #expect(
            motionFindings(
                in: document([
                    .when(Behaviors.Condition(id: "badge"), then: [change], else: []), .layoutChanged(focus: "badge"),
                ])
            ).isEmpty)
        // The activated element itself is re-read; Magic Tap's owner is not focused.
        #expect(
            motionFindings(
                in: document([.set(id: "toggle", changes: Behaviors.ElementChanges(value: "1"), animation: animation)])
            ).isEmpty)
        #expect(
            motionFindings(
                in: document(
                    [.set(id: "badge", changes: Behaviors.ElementChanges(value: "1"), animation: animation)],
                    owner: "badge")
            ).map(\.rule) == ["unannounced-animated-change"])
    }

    @Test func theSamplesHaveExactlyTheSeededProblems() throws {
        for name in sampleNames {
            let rules = motionFindings(in: try loadSample(name)).map(\.rule)
            let seeded: [String: [String]] = [
                "SlideUpModal": ["no-reduced-alternative", "present-lands-on-non-heading", "modal-without-escape"],
                // Broken.json seeds one problem of every audit rule (AuditReferenceTests).
                "Broken": [
                    "reduced-still-moves", "unannounced-animated-change", "no-reduced-alternative",
                    "present-lands-on-non-heading", "modal-without-escape",
                ],
            ]
            #expect(rules == seeded[name, default: []], "\(name)")
        }
    }
}

/// The motion audit's findings, through the public audit.
private func motionFindings(in document: HarkDocument) -> [AuditFinding] {
    (try? Audit.run(on: document, rules: Audit.rules.filter { $0.family == "motion" })) ?? []
}
