import Foundation
import Testing
import Hark

/// The Navigator: every gesture, the behaviours, the speech queue, screens.
@Suite("Navigator")
struct NavigatorTests {
    /// A column of buttons A, B, C… and whatever else is given.
    static func screen(
        _ extra: [AccessibilityNode] = [], behaviors: Behaviors? = nil, screens: [String: AccessibilityNode] = [:]
    ) -> HarkDocument {
        var children = ["A", "B", "C"].enumerated().map { index, name in
            AccessibilityNode(
                id: name.lowercased(), label: name, traits: .button,
                frame: Frame(x: 0, y: Double(index) * 50, width: 100, height: 40))
        }
        children += extra
        return HarkDocument(
            root: AccessibilityNode(
                frame: Frame(x: 0, y: 0, width: 390, height: 844), children: children, behaviors: behaviors),
            screens: screens)
    }

    /// The text of the events after the initial focus, one line each.
    static func lines(_ document: HarkDocument, _ gestures: String) throws -> [String] {
        var navigator = try Navigator(document: document)
        let start = navigator.transcript.events.count
        navigator.perform(try Navigator.Gesture.parse(gestures, location: { "gesture \($0)" }))
        let rest = Transcript(locale: "en", events: Array(navigator.transcript.events[start...]))
        return rest.text.split(separator: "\n").dropFirst().map(String.init)
    }

    @Test func startsOnTheFirstElement() throws {
        let navigator = try Navigator(document: Self.screen())
        #expect(navigator.transcript.text == "# (en)\n1 [a] A. Button.\n")
        #expect(navigator.focusedElement?.node.id == "a")
    }

    @Test func nextPreviousFirstLastAndTheBoundary() throws {
        #expect(
            try Self.lines(Self.screen(), "next next next last first previous") == [
                "> next", "2 [b] B. Button.", "> next", "3 [c] C. Button.", "> next", "  sound: boundary",
                "> last", "3 [c] C. Button.", "> first", "1 [a] A. Button.", "> previous", "  sound: boundary",
            ])
    }

    @Test func touchFocusesTheTopmostElementUnderTheFinger() throws {
        let cover = AccessibilityNode(id: "cover", label: "Cover", frame: Frame(x: 0, y: 40, width: 100, height: 40))
        #expect(
            try Self.lines(Self.screen([cover]), "touch 10 60 touch 10 10 touch 300 300") == [
                "> touch 10 60", "2 [cover] Cover", "> touch 10 10", "1 [a] A. Button.", "> touch 300 300",
                "  (no element under the finger at 300 300)",
            ])
    }

    @Test func activateRunsTheBehaviourAndReReadsAChangedElement() throws {
        var document = Self.screen()
        document.root.children[0].behaviors = Behaviors(activate: [
            .set(id: "a", changes: Behaviors.ElementChanges(addTraits: .selected))
        ])
        #expect(
            try Self.lines(document, "activate next activate") == [
                "> activate", "1 [a] Selected: A. Button.", "> next", "2 [b] B. Button.", "> activate",
                "  (nothing happens: the element declares no activation behaviour)",
            ])
    }

    @Test(
        "Speech queue: priorities and interruptions",
        arguments: [
            (
                AnnouncementPriority.default, false,
                ["  announcement: Saved", "  interrupted by focus: Saved", "1 [a] Selected: A. Button."]
            ),
            (.high, false, ["  announcement (high): Saved", "1 [a] Selected: A. Button."]),
            // Low and queued announcements start at once when nothing speaks,
            // and can be interrupted like default ones.
            (
                .low, false,
                ["  announcement (low): Saved", "  interrupted by focus: Saved", "1 [a] Selected: A. Button."]
            ),
            (.default, true, ["  announcement: Saved", "  interrupted by focus: Saved", "1 [a] Selected: A. Button."]),
        ])
    func announcementAgainstTheReRead(priority: AnnouncementPriority, queued: Bool, expected: [String]) throws {
        var document = Self.screen()
        document.root.children[0].behaviors = Behaviors(activate: [
            .announce("Saved", priority: priority, queued: queued),
            .set(id: "a", changes: Behaviors.ElementChanges(addTraits: .selected)),
        ])
        #expect(try Self.lines(document, "activate") == ["> activate"] + expected)
    }

    @Test func aNewFocusInterruptsAnAnnouncementAndLowWaitsForAll() throws {
        var document = Self.screen()
        document.root.children[0].behaviors = Behaviors(activate: [
            .announce("Later", priority: .low), .announce("First"), .layoutChanged(focus: "c"),
            .announce("Last", queued: true),
        ])
        #expect(
            try Self.lines(document, "activate") == [
                "> activate", "  announcement (low): Later", "  interrupted by announcement: Later",
                "  announcement: First",
                "  interrupted by focus: First", "3 [c] C. Button.", "  announcement: Last",
            ])
    }

    @Test func adjustableListsAndRanges() throws {
        let stars = AccessibilityNode(
            id: "stars", label: "Rating", value: "4 stars", traits: .adjustable,
            frame: Frame(x: 0, y: 200, width: 100, height: 40),
            adjustableValues: .list(["3 stars", "4 stars", "5 stars"]))
        let volume = AccessibilityNode(
            id: "volume", label: "Volume", value: "90%", traits: .adjustable,
            frame: Frame(x: 0, y: 250, width: 100, height: 40),
            adjustableValues: .range(min: 0, max: 100, step: 10, format: "%d%%"))
        #expect(
            try Self.lines(Self.screen([stars, volume]), "touch 10 210 up up down next up up down") == [
                "> touch 10 210", "4 [stars] Rating: 4 stars. Adjustable.",
                "    hint: Swipe up or down with one finger to adjust the value.",
                "> up", "  says (value): 5 stars", "> up", "  says (value): 5 stars", "> down",
                "  says (value): 4 stars",
                "> next", "5 [volume] Volume: 90%. Adjustable.",
                "    hint: Swipe up or down with one finger to adjust the value.",
                "> up", "  says (value): 100%", "> up", "  says (value): 100%", "> down", "  says (value): 90%",
            ])
    }

    @Test func incrementOnAButtonDoesNothing() throws {
        #expect(try Self.lines(Self.screen(), "up") == ["> up", "  (no rotor setting applies to this element)"])
    }

    @Test func customActionsAreReachedByFlickingAndPerformed() throws {
        var document = Self.screen()
        document.root.children[0].customActions = [
            CustomAction(name: "Delete", effects: [.announce("Deleted")]), "Share",
        ]
        #expect(
            try Self.lines(document, "down down down up activate") == [
                "> down", "  says (action): Delete", "> down", "  says (action): Share", "> down", "  sound: boundary",
                "> up", "  says (action): Delete", "> activate", "  announcement: Deleted",
            ])
    }

    @Test func theRotorMovesByHeadingsLinksFormControlsLandmarksAndContainers() throws {
        let heading = AccessibilityNode(
            id: "h", label: "Section", traits: .header, frame: Frame(x: 0, y: 300, width: 100, height: 40))
        let link = AccessibilityNode(
            id: "l", label: "More", traits: .link, frame: Frame(x: 0, y: 350, width: 100, height: 40))
        let landmark = AccessibilityNode(
            frame: Frame(x: 0, y: 400, width: 390, height: 100),
            children: [
                AccessibilityNode(id: "m", label: "Main", frame: Frame(x: 0, y: 400, width: 100, height: 40))
            ], containerType: .landmark)
        let document = Self.screen([heading, link, landmark])
        #expect(
            try Self.lines(
                document,
                "rotor headings down down up rotor links down rotor landmarks down rotor containers up rotor "
                    + "formControls down"
            ) == [
                "> rotor headings", "  says (rotor): Headings", "> down", "4 [h] Section. Heading.", "> down",
                "  sound: boundary",
                "> up", "  sound: boundary", "> rotor links", "  says (rotor): Links", "> down", "5 [l] More. Link.",
                "> rotor landmarks", "  says (rotor): Landmarks", "> down", "6 [m] Main. Landmark. End.",
                "> rotor containers", "  says (rotor): Containers", "> up", "  sound: boundary",
                "> rotor formControls", "  says (rotor): Form Controls", "> down", "  sound: boundary",
            ])
    }

    @Test func readAllAndReadFromHereSpeakNoHintsAndStopAtTheEnd() throws {
        var document = Self.screen()
        document.root.children[1].hint = "Does B."
        #expect(
            try Self.lines(document, "readFromHere next readAll next") == [
                "> readFromHere", "1 [a] A. Button.", "2 [b] B. Button.", "3 [c] C. Button.", "> next",
                "  sound: boundary",
                "> readAll", "1 [a] A. Button.", "2 [b] B. Button.", "3 [c] C. Button.", "> next", "  sound: boundary",
            ])
    }

    @Test func escapeMagicTapAndScrollGoUpTheHierarchy() throws {
        let behaviors = Behaviors(
            escape: [.announce("Going back")], magicTap: [.announce("Playing")],
            scrollLeft: [.pageScrolled("Page 2 of 2")])
        #expect(
            try Self.lines(Self.screen(behaviors: behaviors), "escape magicTap scroll left scroll left scroll up") == [
                "> escape", "  announcement: Going back", "> magicTap", "  announcement: Playing",
                "> scroll left", "  page scrolled: Page 2 of 2", "> scroll left", "  sound: boundary",
                "  page scrolled: Page 2 of 2",
                "> scroll up", "  sound: boundary", "  (nothing scrolls up here)",
            ])
        #expect(
            try Self.lines(Self.screen(), "escape magicTap") == [
                "> escape", "  (nothing happens: no element or ancestor handles escape, and no screen is presented)",
                "> magicTap", "  (nothing happens: no element or ancestor handles Magic Tap)",
            ])
    }

    @Test func presentingIsolatesAndEscapeReturnsToThePresenter() throws {
        let sheet = AccessibilityNode(
            id: "sheet", frame: Frame(x: 0, y: 400, width: 390, height: 444),
            children: [
                AccessibilityNode(
                    id: "title", label: "Details", traits: .header, frame: Frame(x: 0, y: 410, width: 200, height: 30)),
                AccessibilityNode(
                    id: "done", label: "Done", traits: .button, frame: Frame(x: 300, y: 410, width: 60, height: 30),
                    behaviors: Behaviors(activate: [.dismiss()])),
            ])
        var document = Self.screen(screens: ["details": sheet])
        document.root.children[1].behaviors = Behaviors(activate: [.present(screen: "details", focus: "title")])
        #expect(
            try Self.lines(document, "next activate touch 10 10 previous next next activate escape") == [
                "> next", "2 [b] B. Button.", "> activate", "  sound: screen changed", "  screen changed: details",
                "1 [title] Details. Heading.",
                "> touch 10 10", "  (no element under the finger at 10 10)", "> previous", "  sound: boundary",
                "> next", "2 [done] Done. Button.", "> next", "  sound: boundary",
                "> activate", "  sound: screen changed", "  screen changed: (the main screen)", "2 [b] B. Button.",
                "> escape", "  (nothing happens: no element or ancestor handles escape, and no screen is presented)",
            ])
        document.root.children[1].behaviors = Behaviors(activate: [.present(screen: "details")])
        #expect(
            try Self.lines(document, "next activate escape").suffix(4) == [
                "> escape", "  sound: screen changed", "  screen changed: (the main screen)", "2 [b] B. Button.",
            ])
    }

    @Test func editsKeepTheFocusOnTheSameElement() throws {
        var document = Self.screen()
        // Activating C hides A: C moves from position 3 to 2 and stays focused.
        document.root.children[2].behaviors = Behaviors(activate: [
            .set(id: "a", changes: Behaviors.ElementChanges(hidden: true)), .announce("A hidden"),
        ])
        #expect(
            try Self.lines(document, "last activate previous") == [
                "> last", "3 [c] C. Button.", "> activate", "  announcement: A hidden", "> previous",
                "1 [b] B. Button.",
            ])
    }

    @Test func layoutChangedAndScreenChangedMoveFocus() throws {
        var document = Self.screen()
        document.root.children[0].behaviors = Behaviors(activate: [.layoutChanged(focus: "c")])
        document.root.children[1].behaviors = Behaviors(activate: [.screenChanged()])
        #expect(
            try Self.lines(document, "activate first next activate") == [
                "> activate", "3 [c] C. Button.", "> first", "1 [a] A. Button.", "> next", "2 [b] B. Button.",
                "> activate", "  sound: screen changed", "1 [a] A. Button.",
            ])
    }

    @Test func conditionsBranchOnState() throws {
        var document = Self.screen()
        document.root.children[0].behaviors = Behaviors(activate: [
            .when(
                Behaviors.Condition(id: "a", hasTraits: .selected),
                then: [
                    .set(id: "a", changes: Behaviors.ElementChanges(removeTraits: .selected)),
                    .announce("Off", priority: .high),
                ],
                else: [
                    .set(id: "a", changes: Behaviors.ElementChanges(addTraits: .selected)),
                    .announce("On", priority: .high),
                ])
        ])
        #expect(
            try Self.lines(document, "activate activate") == [
                "> activate", "  announcement (high): On", "1 [a] Selected: A. Button.",
                "> activate", "  announcement (high): Off", "1 [a] A. Button.",
            ])
    }

    @Test func anEffectLoopIsBounded() throws {
        var document = Self.screen()
        document.root.children[0].behaviors = Behaviors(activate: [.activate(id: "a")])
        let lines = try Self.lines(document, "activate")
        #expect(
            lines == ["> activate", "  (stopped after 100 effects in one gesture: the behaviours trigger each other)"])
    }

    @Test func anEmptyScreenHasNothingToFocus() throws {
        var navigator = try Navigator(document: HarkDocument(root: AccessibilityNode()))
        navigator.perform([.next, .activate, .readAll])
        #expect(
            navigator.transcript.text == """
                # (en)
                  (nothing on screen to focus)
                > next
                  (nothing on screen to focus)
                > activate
                  (nothing is focused)
                > readAll
                  (nothing on screen to read)

                """)
    }

    @Test(
        "Scripts: errors name the line and suggest",
        arguments: [
            ("next\nnxt", "script line 2: unknown gesture \"nxt\"; did you mean \"next\"?"),
            ("# a comment\n\ntouch 10", "script line 3: \"touch\" needs two numbers, x and y in points"),
            ("touch ten 10", "script line 1: \"touch\" needs two numbers, x and y in points, found \"ten 10\""),
            ("rotor heading", "script line 1: unknown rotor setting \"heading\"; did you mean \"headings\"?"),
            (
                "scroll sideways",
                "script line 1: unknown scroll direction \"sideways\"; expected left, right, up or down"
            ),
        ])
    func scriptErrors(script: String, message: String) {
        #expect(throws: Never.self) { try? Navigator.Gesture.parse(script: script) }
        do {
            _ = try Navigator.Gesture.parse(script: script)
            Issue.record("accepted")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func scriptsSkipCommentsAndBlankLines() throws {
        #expect(
            try Navigator.Gesture.parse(script: "# start\nnext  # move\n\n  activate\nscroll left rotor headings\n")
                == [
                    .next, .activate, .scroll(.left), .rotor(.headings),
                ])
    }
}
