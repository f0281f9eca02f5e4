import Foundation
import Testing
@testable import Hark

/// The Navigator: every gesture, the behaviours, the speech queue, screens.
@Suite("Navigator")
struct NavigatorTests {
    /// A column of buttons A, B, C… and whatever else is given.
    static func screen(_ extra: [AccessibilityNode] = [], behaviors: Behaviors? = nil, screens: [String: AccessibilityNode] = [:]) -> HarkDocument {
        var children = ["A", "B", "C"].enumerated().map { index, name in
            AccessibilityNode(id: name.lowercased(), label: name, traits: .button, frame: Frame(x: 0, y: Double(index) * 50, width: 100, height: 40))
        }
        children += extra
        return HarkDocument(root: AccessibilityNode(frame: Frame(x: 0, y: 0, width: 390, height: 844), children: children, behaviors: behaviors), screens: screens)
    }

    /// The text of the events after the initial focus, one line each.
    static func lines(_ document: HarkDocument, _ gestures: String) throws -> [String] {
        var navigator = try Navigator(document: document)
        let start = navigator.transcript.events.count
        navigator.perform(try Gesture.parse(gestures, location: { "gesture \($0)" }))
        let rest = Transcript(locale: "en", events: Array(navigator.transcript.events[start...]))
        return rest.text.split(separator: "\n").dropFirst().map(String.init)
    }

    @Test func startsOnTheFirstElement() throws {
        let navigator = try Navigator(document: Self.screen())
        #expect(navigator.transcript.text == "# (en)\n1 [a] A. Button.\n")
        #expect(navigator.focusedElement?.node.id == "a")
    }

    @Test func nextPreviousFirstLastAndTheBoundary() throws {
        #expect(try Self.lines(Self.screen(), "next next next last first previous") == [
            "> next", "2 [b] B. Button.", "> next", "3 [c] C. Button.", "> next", "  sound: boundary",
            "> last", "3 [c] C. Button.", "> first", "1 [a] A. Button.", "> previous", "  sound: boundary",
        ])
    }

    @Test func touchFocusesTheTopmostElementUnderTheFinger() throws {
        let cover = AccessibilityNode(id: "cover", label: "Cover", frame: Frame(x: 0, y: 40, width: 100, height: 40))
        #expect(try Self.lines(Self.screen([cover]), "touch 10 60 touch 10 10 touch 300 300") == [
            "> touch 10 60", "2 [cover] Cover", "> touch 10 10", "1 [a] A. Button.", "> touch 300 300",
            "  (no element under the finger at 300 300)",
        ])
    }

    @Test func activateRunsTheBehaviourAndReReadsAChangedElement() throws {
        var document = Self.screen()
        document.root.children[0].behaviors = Behaviors(activate: [.set(id: "a", changes: ElementChanges(addTraits: .selected))])
        #expect(try Self.lines(document, "activate next activate") == [
            "> activate", "1 [a] Selected: A. Button.", "> next", "2 [b] B. Button.", "> activate",
            "  (nothing happens: the element declares no activation behaviour)",
        ])
    }

    @Test("Speech queue: priorities and interruptions (§4)", arguments: [
        (AnnouncementPriority.default, false, ["  announcement: Saved", "  interrupted by focus: Saved", "1 [a] Selected: A. Button."]),
        (.high, false, ["  announcement (high): Saved", "1 [a] Selected: A. Button."]),
        // Low and queued announcements start at once when nothing speaks,
        // and can be interrupted like default ones.
        (.low, false, ["  announcement (low): Saved", "  interrupted by focus: Saved", "1 [a] Selected: A. Button."]),
        (.default, true, ["  announcement: Saved", "  interrupted by focus: Saved", "1 [a] Selected: A. Button."]),
    ])
    func announcementAgainstTheReRead(priority: AnnouncementPriority, queued: Bool, expected: [String]) throws {
        var document = Self.screen()
        document.root.children[0].behaviors = Behaviors(activate: [
            .announce("Saved", priority: priority, queued: queued), .set(id: "a", changes: ElementChanges(addTraits: .selected)),
        ])
        #expect(try Self.lines(document, "activate") == ["> activate"] + expected)
    }

    @Test func aNewFocusInterruptsAnAnnouncementAndLowWaitsForAll() throws {
        var document = Self.screen()
        document.root.children[0].behaviors = Behaviors(activate: [
            .announce("Later", priority: .low), .announce("First"), .layoutChanged(focus: "c"), .announce("Last", queued: true),
        ])
        #expect(try Self.lines(document, "activate") == [
            "> activate", "  announcement (low): Later", "  interrupted by announcement: Later", "  announcement: First",
            "  interrupted by focus: First", "3 [c] C. Button.", "  announcement: Last",
        ])
    }

    @Test func adjustableListsAndRanges() throws {
        let stars = AccessibilityNode(id: "stars", label: "Rating", value: "4 stars", traits: .adjustable, frame: Frame(x: 0, y: 200, width: 100, height: 40),
                                      adjustableValues: .list(["3 stars", "4 stars", "5 stars"]))
        let volume = AccessibilityNode(id: "volume", label: "Volume", value: "90%", traits: .adjustable, frame: Frame(x: 0, y: 250, width: 100, height: 40),
                                       adjustableValues: .range(min: 0, max: 100, step: 10, format: "%d%%"))
        #expect(try Self.lines(Self.screen([stars, volume]), "touch 10 210 up up down next up up down") == [
            "> touch 10 210", "4 [stars] Rating: 4 stars. Adjustable.", "    hint: Swipe up or down with one finger to adjust the value.",
            "> up", "  says (value): 5 stars", "> up", "  says (value): 5 stars", "> down", "  says (value): 4 stars",
            "> next", "5 [volume] Volume: 90%. Adjustable.", "    hint: Swipe up or down with one finger to adjust the value.",
            "> up", "  says (value): 100%", "> up", "  says (value): 100%", "> down", "  says (value): 90%",
        ])
    }

    @Test func incrementOnAButtonDoesNothing() throws {
        #expect(try Self.lines(Self.screen(), "up") == ["> up", "  (no rotor setting applies to this element)"])
    }

    @Test func customActionsAreReachedByFlickingAndPerformed() throws {
        var document = Self.screen()
        document.root.children[0].customActions = [CustomAction(name: "Delete", effects: [.announce("Deleted")]), "Share"]
        #expect(try Self.lines(document, "down down down up activate") == [
            "> down", "  says (action): Delete", "> down", "  says (action): Share", "> down", "  sound: boundary",
            "> up", "  says (action): Delete", "> activate", "  announcement: Deleted",
        ])
    }

    @Test func theRotorMovesByHeadingsLinksFormControlsLandmarksAndContainers() throws {
        let heading = AccessibilityNode(id: "h", label: "Section", traits: .header, frame: Frame(x: 0, y: 300, width: 100, height: 40))
        let link = AccessibilityNode(id: "l", label: "More", traits: .link, frame: Frame(x: 0, y: 350, width: 100, height: 40))
        let landmark = AccessibilityNode(frame: Frame(x: 0, y: 400, width: 390, height: 100), children: [
            AccessibilityNode(id: "m", label: "Main", frame: Frame(x: 0, y: 400, width: 100, height: 40)),
        ], containerType: .landmark)
        let document = Self.screen([heading, link, landmark])
        #expect(try Self.lines(document, "rotor headings down down up rotor links down rotor landmarks down rotor containers up rotor formControls down") == [
            "> rotor headings", "  says (rotor): Headings", "> down", "4 [h] Section. Heading.", "> down", "  sound: boundary",
            "> up", "  sound: boundary", "> rotor links", "  says (rotor): Links", "> down", "5 [l] More. Link.",
            "> rotor landmarks", "  says (rotor): Landmarks", "> down", "6 [m] Main. Landmark. End.",
            "> rotor containers", "  says (rotor): Containers", "> up", "  sound: boundary",
            "> rotor formControls", "  says (rotor): Form Controls", "> down", "  sound: boundary",
        ])
    }

    @Test func readAllAndReadFromHereSpeakNoHintsAndStopAtTheEnd() throws {
        var document = Self.screen()
        document.root.children[1].hint = "Does B."
        #expect(try Self.lines(document, "readFromHere next readAll next") == [
            "> readFromHere", "1 [a] A. Button.", "2 [b] B. Button.", "3 [c] C. Button.", "> next", "  sound: boundary",
            "> readAll", "1 [a] A. Button.", "2 [b] B. Button.", "3 [c] C. Button.", "> next", "  sound: boundary",
        ])
    }

    @Test func escapeMagicTapAndScrollGoUpTheHierarchy() throws {
        let behaviors = Behaviors(escape: [.announce("Going back")], magicTap: [.announce("Playing")], scrollLeft: [.pageScrolled("Page 2 of 2")])
        #expect(try Self.lines(Self.screen(behaviors: behaviors), "escape magicTap scroll left scroll left scroll up") == [
            "> escape", "  announcement: Going back", "> magicTap", "  announcement: Playing",
            "> scroll left", "  page scrolled: Page 2 of 2", "> scroll left", "  sound: boundary", "  page scrolled: Page 2 of 2",
            "> scroll up", "  sound: boundary", "  (nothing scrolls up here)",
        ])
        #expect(try Self.lines(Self.screen(), "escape magicTap") == [
            "> escape", "  (nothing happens: no element or ancestor handles escape, and no screen is presented)",
            "> magicTap", "  (nothing happens: no element or ancestor handles Magic Tap)",
        ])
    }

    @Test func presentingIsolatesAndEscapeReturnsToThePresenter() throws {
        let sheet = AccessibilityNode(id: "sheet", frame: Frame(x: 0, y: 400, width: 390, height: 444), children: [
            AccessibilityNode(id: "title", label: "Details", traits: .header, frame: Frame(x: 0, y: 410, width: 200, height: 30)),
            AccessibilityNode(id: "done", label: "Done", traits: .button, frame: Frame(x: 300, y: 410, width: 60, height: 30), behaviors: Behaviors(activate: [.dismiss()])),
        ])
        var document = Self.screen(screens: ["details": sheet])
        document.root.children[1].behaviors = Behaviors(activate: [.present(screen: "details", focus: "title")])
        #expect(try Self.lines(document, "next activate touch 10 10 previous next next activate escape") == [
            "> next", "2 [b] B. Button.", "> activate", "  sound: screen changed", "  screen changed: details", "1 [title] Details. Heading.",
            "> touch 10 10", "  (no element under the finger at 10 10)", "> previous", "  sound: boundary",
            "> next", "2 [done] Done. Button.", "> next", "  sound: boundary",
            "> activate", "  sound: screen changed", "  screen changed: (the main screen)", "2 [b] B. Button.",
            "> escape", "  (nothing happens: no element or ancestor handles escape, and no screen is presented)",
        ])
        document.root.children[1].behaviors = Behaviors(activate: [.present(screen: "details")])
        #expect(try Self.lines(document, "next activate escape").suffix(4) == [
            "> escape", "  sound: screen changed", "  screen changed: (the main screen)", "2 [b] B. Button.",
        ])
    }

    @Test func editsKeepTheFocusOnTheSameElement() throws {
        var document = Self.screen()
        // Activating C hides A: C moves from position 3 to 2 and stays focused.
        document.root.children[2].behaviors = Behaviors(activate: [.set(id: "a", changes: ElementChanges(hidden: true)), .announce("A hidden")])
        #expect(try Self.lines(document, "last activate previous") == [
            "> last", "3 [c] C. Button.", "> activate", "  announcement: A hidden", "> previous", "1 [b] B. Button.",
        ])
    }

    @Test func layoutChangedAndScreenChangedMoveFocus() throws {
        var document = Self.screen()
        document.root.children[0].behaviors = Behaviors(activate: [.layoutChanged(focus: "c")])
        document.root.children[1].behaviors = Behaviors(activate: [.screenChanged()])
        #expect(try Self.lines(document, "activate first next activate") == [
            "> activate", "3 [c] C. Button.", "> first", "1 [a] A. Button.", "> next", "2 [b] B. Button.",
            "> activate", "  sound: screen changed", "1 [a] A. Button.",
        ])
    }

    @Test func conditionsBranchOnState() throws {
        var document = Self.screen()
        document.root.children[0].behaviors = Behaviors(activate: [.when(Condition(id: "a", hasTraits: .selected),
            then: [.set(id: "a", changes: ElementChanges(removeTraits: .selected)), .announce("Off", priority: .high)],
            else: [.set(id: "a", changes: ElementChanges(addTraits: .selected)), .announce("On", priority: .high)])])
        #expect(try Self.lines(document, "activate activate") == [
            "> activate", "  announcement (high): On", "1 [a] Selected: A. Button.",
            "> activate", "  announcement (high): Off", "1 [a] A. Button.",
        ])
    }

    @Test func anEffectLoopIsBounded() throws {
        var document = Self.screen()
        document.root.children[0].behaviors = Behaviors(activate: [.activate(id: "a")])
        let lines = try Self.lines(document, "activate")
        #expect(lines == ["> activate", "  (stopped after 100 effects in one gesture: the behaviours trigger each other)"])
    }

    @Test func anEmptyScreenHasNothingToFocus() throws {
        var navigator = try Navigator(document: HarkDocument(root: AccessibilityNode()))
        navigator.perform([.next, .activate, .readAll])
        #expect(navigator.transcript.text == """
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

    @Test("Scripts: errors name the line and suggest", arguments: [
        ("next\nnxt", "script line 2: unknown gesture \"nxt\"; did you mean \"next\"?"),
        ("# a comment\n\ntouch 10", "script line 3: \"touch\" needs two numbers, x and y in points"),
        ("touch ten 10", "script line 1: \"touch\" needs two numbers, x and y in points, found \"ten 10\""),
        ("rotor heading", "script line 1: unknown rotor setting \"heading\"; did you mean \"headings\"?"),
        ("scroll sideways", "script line 1: unknown scroll direction \"sideways\"; expected left, right, up or down"),
    ])
    func scriptErrors(script: String, message: String) {
        #expect(throws: Never.self) { try? Gesture.parse(script: script) }
        do {
            _ = try Gesture.parse(script: script)
            Issue.record("accepted")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func scriptsSkipCommentsAndBlankLines() throws {
        #expect(try Gesture.parse(script: "# start\nnext  # move\n\n  activate\nscroll left rotor headings\n") == [
            .next, .activate, .scroll(.left), .rotor(.headings),
        ])
    }
}

@Suite("Voice Control")
struct VoiceControlTests {
    static let document = HarkDocument(root: AccessibilityNode(children: [
        AccessibilityNode(id: "send", label: "Send message", traits: .button, frame: Frame(x: 0, y: 0, width: 50, height: 40),
                          userInputLabels: ["Send", "Mail it"], behaviors: Behaviors(activate: [.announce("Sent")])),
        AccessibilityNode(id: "title", label: "Title", traits: .header, frame: Frame(x: 100, y: 0, width: 50, height: 40)),
        AccessibilityNode(id: "d1", label: "Delete", traits: .button, frame: Frame(x: 0, y: 50, width: 50, height: 40)),
        AccessibilityNode(id: "d2", label: "Delete", traits: .button, frame: Frame(x: 0, y: 100, width: 50, height: 40)),
        AccessibilityNode(id: "quiet", label: "Quiet", traits: .button, frame: Frame(x: 0, y: 150, width: 50, height: 40), respondsToUserInteraction: false),
        AccessibilityNode(id: "field", label: "Name", traits: .textEntry, frame: Frame(x: 0, y: 200, width: 50, height: 40)),
    ]))

    @Test func namesAreTheFirstInputLabelOrTheLabelOfInteractiveElements() {
        let names = VoiceControlNames(order: FocusOrder(document: Self.document))
        #expect(names.entries.map(\.name) == ["Send", "Delete", "Delete", "Name"])
        #expect(names.entries.map(\.number) == [1, 2, 3, 4])
        #expect(names.entries.map(\.index) == [1, 3, 4, 6])
        #expect(names.entries[0].spokenNames == ["Send", "Mail it"])
    }

    @Test("Commands", arguments: [
        ("Tap Send", ["1 [send] Send message. Button.", "  interrupted by announcement: Send message. Button.", "  announcement: Sent"]),
        ("tap MAIL IT", ["1 [send] Send message. Button.", "  interrupted by announcement: Send message. Button.", "  announcement: Sent"]),
        ("Tap 4", ["6 [field] Name. Text Field.", "  (nothing happens: the element declares no activation behaviour)"]),
        ("Tap Delete", ["  (Voice Control: 2 elements are named \"Delete\"; it numbers them to choose: 2 [d1], 3 [d2])"]),
        ("Tap Quiet", ["  (Voice Control: no element is named \"Quiet\")"]),
        ("Tap Title", ["  (Voice Control: no element is named \"Title\")"]),
        ("Show numbers", ["  (Voice Control shows: 1 Send, 2 Delete, 3 Delete, 4 Name)"]),
        ("Scroll down", ["  (Voice Control does not know the command \"Scroll down\"; Hark understands Tap <name>, Tap <number>, Show names, Show numbers)"]),
    ])
    func command(_ command: String, expected: [String]) throws {
        #expect(try NavigatorTests.lines(Self.document, "say '\(command)'") == ["> say '\(command)'"] + expected)
    }

    @Test func quotesInScripts() throws {
        #expect(try Gesture.parse(script: "say \"Tap Send\"\nsay 'Tap a \"quoted\" name' next") == [.say("Tap Send"), .say("Tap a \"quoted\" name"), .next])
        #expect(throws: GestureError(location: "script line 1", message: "a quote is not closed")) { try Gesture.parse(script: "say 'Tap Send") }
    }

    @Test func theNamesCommand() {
        let compose = packageRoot.appendingPathComponent("Samples/Compose.json").path
        let json = runHark(["names", compose, "--format", "json"])
        #expect(json.code == 0)
        #expect(json.output.contains(#"{"number": 2, "index": 3, "id": "send-button", "name": "Send", "spokenNames": ["Send", "Send message"]}"#))
        #expect(runHark(["names"]).code == 64)
        #expect(runHark(["names", compose, "--frobnicate"]).error.hasPrefix("Error: Unknown option '--frobnicate'\nUsage: hark names"))
        #expect(runHark(["names", "/no/such.json"]).code == 66)
        #expect(runHark(["help", "names"]).output.hasPrefix("OVERVIEW: List the names Voice Control shows"))
        #expect(runHark(["names", "--help"]).output == runHark(["help", "names"]).output)
    }
}

@Suite("Rotors, more content and groups")
struct RotorTests {
    static func element(_ id: String, _ label: String, _ y: Double, traits: AccessibilityTraits = [], level: Int? = nil) -> AccessibilityNode {
        AccessibilityNode(id: id, label: label, traits: traits, frame: Frame(x: 0, y: y, width: 100, height: 40), headingLevel: level)
    }

    static let document = HarkDocument(root: AccessibilityNode(children: [
        element("h1", "Top", 0, traits: .header, level: 1),
        element("img", "Logo", 50, traits: .image),
        element("h2", "Section", 100, traits: .header, level: 2),
        AccessibilityNode(frame: Frame(x: 0, y: 150, width: 390, height: 100), children: [
            element("a", "First", 150), element("b", "Second", 200),
        ], containerType: .list, customRotors: [
            CustomRotor(name: "Starred", ids: ["b", "a"]),
            CustomRotor(kind: .images, ids: ["h1"]),
        ]),
        AccessibilityNode(frame: Frame(x: 0, y: 250, width: 390, height: 100), children: [
            AccessibilityNode(id: "c", label: "C", frame: Frame(x: 0, y: 250, width: 50, height: 40), cell: TableCell(row: 1, column: 1)),
        ], containerType: .dataTable),
        element("field", "Name", 350, traits: .textEntry),
    ]))

    @Test func systemRotorsComeFromTheTree() throws {
        #expect(try NavigatorTests.lines(Self.document, "rotor heading2 down rotor images up rotor lists down rotor tables down rotor textFields down up") == [
            "> rotor heading2", "  says (rotor): Heading 2", "> down", "3 [h2] Section. Heading level 2.",
            "> rotor images", "  says (rotor): Images", "> up", "2 [img] Logo. Image.",
            "> rotor lists", "  says (rotor): Lists", "> down", "4 [a] First. List Start.",
            "> rotor tables", "  says (rotor): Tables", "> down", "6 [c] C. Row 1. Column 1.",
            "> rotor textFields", "  says (rotor): Text Fields", "> down", "7 [field] Name. Text Field.", "    hint: Double tap to edit.",
            "> up", "  sound: boundary",
        ])
    }

    @Test func customRotorsVisitTheirIdsInTheirOrderWhereOffered() throws {
        #expect(try NavigatorTests.lines(Self.document, "touch 10 160 rotor 'starred' down up up down first rotor 'Starred'") == [
            "> touch 10 160", "4 [a] First. List Start.",
            // Names match ignoring case; the rotor's order is b, a.
            "> rotor 'starred'", "  says (rotor): Starred",
            "> down", "  sound: boundary", "> up", "5 [b] Second. List End.", "> up", "  sound: boundary", "> down", "4 [a] First. List Start.",
            // Outside the list that declares it, it is not offered.
            "> first", "1 [h1] Top. Heading level 1.",
            "> rotor 'Starred'", "  (no rotor named \"Starred\" here; the custom rotors here: none)",
        ])
    }

    @Test func aCustomRotorOfAKindStandsInForTheSystemOne() throws {
        // Inside the list, Images is the app's rotor (its one item is the
        // heading h1); outside it, the system's (the image).
        #expect(try NavigatorTests.lines(Self.document, "touch 10 160 rotor images up down") == [
            "> touch 10 160", "4 [a] First. List Start.", "> rotor images", "  says (rotor): Images",
            "> up", "1 [h1] Top. Heading level 1.", "> down", "2 [img] Logo. Image.",
        ])
    }

    @Test func moreContentIsReadItemByItem() throws {
        let photo = AccessibilityNode(id: "photo", label: "Photo", traits: .image, frame: Frame(x: 0, y: 0, width: 100, height: 100), customContent: [
            CustomContent(label: "Taken", value: "May 2", importance: .high), CustomContent(label: "Place", value: "Lisbon"),
        ])
        let document = HarkDocument(root: AccessibilityNode(children: [photo]))
        #expect(try NavigatorTests.lines(document, "down rotor moreContent down down down up") == [
            "> down", "  (no rotor setting applies to this element)",
            "> rotor moreContent", "  says (rotor): More Content",
            "> down", "  says (content): Taken: May 2", "> down", "  says (content): Place: Lisbon", "> down", "  sound: boundary",
            "> up", "  says (content): Taken: May 2",
        ])
    }

    @Test func aLabelledSemanticGroupIsAnnouncedOnceOnEntering() throws {
        let group = AccessibilityNode(label: "Flight UA 123", children: [
            Self.element("dep", "Departs 9:40", 0), Self.element("gate", "Gate B12", 50),
        ], containerType: .semanticGroup)
        let idOnly = AccessibilityNode(id: "quiet", children: [Self.element("x", "X", 100)], containerType: .semanticGroup)
        #expect(try speechInOrder(AccessibilityNode(children: [group, idOnly])) == ["Flight UA 123. Departs 9:40", "Gate B12", "X"])
        let valued = AccessibilityNode(label: "Score", value: "3 to 1", children: [Self.element("t", "Team", 0)], containerType: .semanticGroup)
        #expect(try speechInOrder(valued) == ["Score: 3 to 1. Team"])
    }

    @Test("Custom rotor errors name the JSON path", arguments: [
        (#"{"customRotors": [{"ids": ["a"]}]}"#, #"root.customRotors[0]: a custom rotor needs a "name" or a "kind""#),
        (#"{"customRotors": [{"name": "X"}]}"#, #"root.customRotors[0]: missing required field "ids" (the elements it visits, in order)"#),
        (#"{"customRotors": [{"kind": "heading", "ids": []}]}"#, #"root.customRotors[0].kind: unknown rotor kind "heading"; did you mean "headings"?"#),
        (#"{"customRotors": [{"name": "X", "ids": ["nobody"]}]}"#, #"root.customRotors[0].ids[0]: no element has the id "nobody""#),
    ])
    func errors(root: String, message: String) {
        #expect(decodingError(#"{"hark": 1, "root": "# + root + "}") == message)
    }

    @Test func customRotorsRoundTrip() throws {
        let data = try JSONEncoder().encode(Self.document)
        #expect(try HarkDocument(jsonData: data) == Self.document)
    }
}

@Suite("Motion")
struct MotionTests {
    @Test("Reduce Motion's standard replacement (§7)", arguments: [
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

    static func document(present animation: Animation, style: Presentation.Style = .sheet, escape: Bool = true, focus: String? = "title") -> HarkDocument {
        let sheet = AccessibilityNode(id: "sheet", frame: Frame(x: 0, y: 400, width: 390, height: 444), children: [
            AccessibilityNode(id: "body", label: "Body", frame: Frame(x: 0, y: 410, width: 200, height: 30)),
            AccessibilityNode(id: "title", label: "Details", traits: .header, frame: Frame(x: 0, y: 450, width: 200, height: 30)),
        ], behaviors: escape ? Behaviors(escape: [.dismiss()]) : nil)
        let open = AccessibilityNode(id: "open", label: "Open", traits: .button, frame: Frame(x: 0, y: 0, width: 100, height: 40),
            behaviors: Behaviors(activate: [.present(screen: "sheet", focus: focus, transition: Transition(presentation: Presentation(style: style, dimming: 0.4), animation: animation))]))
        return HarkDocument(root: AccessibilityNode(children: [open]), screens: ["sheet": sheet])
    }

    @Test func transitionsFollowTheSettingAndKeepThePresentation() throws {
        let document = Self.document(present: Animation(Motion(.slide, duration: 0.35, edge: .bottom), reduced: Motion(.crossFade, duration: 0.3)))
        #expect(try NavigatorTests.lines(document, "activate escape setting reduceMotion on activate") == [
            "> activate", "  transition: slide from the bottom 0.35 s", "  presentation: dimming 0.4", "  sound: screen changed",
            "  screen changed: sheet", "2 [title] Details. Heading.",
            "> escape", "  sound: screen changed", "  screen changed: (the main screen)", "1 [open] Open. Button.",
            "> setting reduceMotion on",
            "> activate", "  transition: cross-fade 0.3 s (Reduce Motion)", "  presentation: dimming 0.4", "  sound: screen changed",
            "  screen changed: sheet", "2 [title] Details. Heading.",
        ])
    }

    @Test func onlySheetsAreDismissedByTheSystemOnEscape() throws {
        let custom = Self.document(present: Animation(Motion(.crossFade, duration: 0.3)), style: .custom, escape: false)
        #expect(try NavigatorTests.lines(custom, "activate escape").suffix(2) == [
            "> escape", "  (nothing happens: the custom presentation of \"sheet\" does not handle escape)",
        ])
    }

    @Test("Audit rules fire", arguments: [
        (document(present: Animation(Motion(.slide, duration: 0.3, edge: .bottom))), ["no-reduced-alternative"]),
        (document(present: Animation(Motion(.crossFade, duration: 0.3, bounce: 0.4))), ["no-reduced-alternative"]),
        (document(present: Animation(Motion(.zoom, duration: 0.3), reduced: Motion(.scale, duration: 0.2))), ["reduced-still-moves"]),
        (document(present: Animation(Motion(.zoom, duration: 0.3), reduced: Motion(.crossFade, duration: 0.2, bounce: 0.2))), ["reduced-still-moves"]),
        (document(present: Animation(Motion(.crossFade, duration: 0.3)), focus: nil), ["present-lands-on-non-heading"]),
        (document(present: Animation(Motion(.crossFade, duration: 0.3)), style: .custom, escape: false), ["modal-without-escape"]),
        (document(present: Animation(Motion(.crossFade, duration: 0.3)), style: .fullScreen, escape: false), ["modal-without-escape"]),
    ])
    func auditRulesFire(document: HarkDocument, rules: [String]) {
        #expect(MotionAudit.findings(in: document).map(\.rule) == rules)
    }

    @Test("Audit rules stay quiet", arguments: [
        document(present: Animation(Motion(.slide, duration: 0.3, edge: .bottom), reduced: Motion(.crossFade, duration: 0.3))),
        document(present: Animation(Motion(.crossFade, duration: 0.3))),
        document(present: Animation(Motion(.none, duration: 0)), style: .custom, escape: true),
        document(present: Animation(Motion(.progress, duration: 1)), style: .sheet, escape: false),
    ])
    func auditRulesStayQuiet(document: HarkDocument) {
        #expect(MotionAudit.findings(in: document).isEmpty)
    }

    @Test func animatedChangesMustBeAnnouncedOrFocused() {
        let animation = Animation(Motion(.crossFade, duration: 0.2))
        func document(_ effects: [Effect], owner: String = "toggle") -> HarkDocument {
            HarkDocument(root: AccessibilityNode(children: [
                AccessibilityNode(id: "toggle", label: "Toggle", traits: .button, behaviors: owner == "toggle" ? Behaviors(activate: effects) : nil),
                AccessibilityNode(id: "badge", label: "Badge", behaviors: owner == "badge" ? Behaviors(magicTap: effects) : nil),
            ]))
        }
        let change = Effect.set(id: "badge", changes: ElementChanges(value: "3"), animation: animation)
        #expect(MotionAudit.findings(in: document([change])).map(\.rule) == ["unannounced-animated-change"])
        #expect(MotionAudit.findings(in: document([change])).first?.path == "root.children[0].behaviors.activate[0]")
        #expect(MotionAudit.findings(in: document([change, .announce("3 new")])).isEmpty)
        #expect(MotionAudit.findings(in: document([.when(Condition(id: "badge"), then: [change], else: []), .layoutChanged(focus: "badge")])).isEmpty)
        // The activated element itself is re-read; Magic Tap's owner is not focused.
        #expect(MotionAudit.findings(in: document([.set(id: "toggle", changes: ElementChanges(value: "1"), animation: animation)])).isEmpty)
        #expect(MotionAudit.findings(in: document([.set(id: "badge", changes: ElementChanges(value: "1"), animation: animation)], owner: "badge")).map(\.rule) == ["unannounced-animated-change"])
    }

    @Test func theSamplesHaveExactlyTheSeededProblems() throws {
        for name in sampleNames {
            let rules = MotionAudit.findings(in: try loadSample(name)).map(\.rule)
            let seeded: [String: [String]] = [
                "SlideUpModal": ["no-reduced-alternative", "present-lands-on-non-heading", "modal-without-escape"],
                // Broken.json seeds one problem of every audit rule (AuditReferenceTests).
                "Broken": ["reduced-still-moves", "unannounced-animated-change", "no-reduced-alternative", "present-lands-on-non-heading", "modal-without-escape"],
            ]
            #expect(rules == seeded[name, default: []], "\(name)")
        }
    }

    @Test func theAuditCommand() {
        let slide = packageRoot.appendingPathComponent("Samples/SlideUpModal.json").path
        let palette = packageRoot.appendingPathComponent("Samples/ColourPalette.json").path
        let failing = runHark(["audit", "--motion", slide])
        #expect(failing.code == 1)
        #expect(failing.output.hasPrefix("# Audit: Photo (en)\n3 [share-button] root.children[2]\n    says: \"Share. Button.\"\n    error [no-reduced-alternative] root.children[2].behaviors.activate[0].transition.animation: "))
        #expect(failing.output.hasSuffix("\n2 errors, 1 warning\n"))
        let json = runHark(["audit", "--motion", slide, "--format", "json"])
        #expect(json.output.hasPrefix(#"{"title": "Photo", "locale": "en", "errors": 2, "warnings": 1, "suppressed": 0,"#))
        #expect((try? JSONSerialization.jsonObject(with: Data(json.output.utf8))) != nil)
        #expect(runHark(["audit", "--motion", palette]).code == 0)
        #expect(runHark(["audit", "--motion", palette]).output == "# Audit: Colours (en)\nno findings\n")
        #expect(runHark(["audit", palette]).code == 0)
        #expect(runHark(["audit", "--motion"]).code == 64)
        #expect(runHark(["audit", "--motion", "/no/such.json"]).code == 66)
    }
}
